import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobsSchemaOf, openTestDatabase } from '../../test/helpers/app.ts';
import type { Database } from '../platform/db/client.ts';
import { createJobQueue, type JobQueue } from '../platform/jobs.ts';
import { DELIVERY_QUEUE, deliveryBody, matches, type NewEvent, newEventId, publishEvents } from './outbox.ts';

let database: Database;
let drop: () => Promise<void>;
let jobs: JobQueue;

async function register(accountId: string, world: string, events: string[], symbols: string[], enabled = true) {
  const [row] = await database.query<{ id: number }>(
    `INSERT INTO webhooks (account_id, world, url, events, symbols, secret_hash, enabled)
     VALUES ($1, $2, 'https://example.com/hook', $3, $4, $5, $6) RETURNING id`,
    [accountId, world, events, symbols, 'a'.repeat(64), enabled],
  );
  return row!.id;
}

const event = (over: Partial<NewEvent> = {}): NewEvent => ({
  world: 'production',
  accountId: null,
  t: Date.UTC(2026, 10, 23, 12),
  name: 'HIGH',
  kind: 'confirmation',
  symbol: 'BTC',
  direction: 'long',
  body: { event: 'HIGH', ts: '2026-11-23T12:00:00.000Z', symbol: 'BTC', webhook_id: null, composite: 0.61 },
  ...over,
});

async function queued(): Promise<Array<{ deliveryId: number }>> {
  const boss = await jobs.boss();
  const found = await boss.fetch<{ deliveryId: number }>(DELIVERY_QUEUE, { batchSize: 1000 });
  return (found ?? []).map((j) => j.data);
}

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  jobs = createJobQueue(database, { schema: jobsSchemaOf(database), onError: () => {} });
});
afterAll(async () => {
  await jobs.stop();
  await drop();
  await database.close();
});

describe('publishEvents', () => {
  it('stores each event once and enqueues one job per matching registration, in one transaction', async () => {
    const btc = await register('acc_a', 'production', ['HIGH'], ['BTC']);
    const all = await register('acc_b', 'production', ['*'], ['*']);
    await register('acc_c', 'production', ['VETO'], ['*']);
    await register('acc_d', 'sandbox', ['*'], ['*']);
    await register('acc_e', 'production', ['*'], ['*'], false);
    const { events, deliveries } = await publishEvents({ database, jobs }, [event(), event({ symbol: 'ETH' })]);
    expect(events.map((e) => e.symbol)).toEqual(['BTC', 'ETH']);
    expect(new Set(events.map((e) => e.id)).size).toBe(2);
    expect(deliveries).toBe(3);
    const rows = await database.query<{ id: string; webhook_id: number; event_id: string; body: string }>(
      'SELECT id, webhook_id, event_id, body FROM webhook_deliveries ORDER BY id',
    );
    expect(rows.map((r) => [r.webhook_id, r.event_id])).toEqual([
      [btc, events[0]!.id],
      [all, events[0]!.id],
      [all, events[1]!.id],
    ]);
    // Each registration's body carries its own id, keys in the event's order.
    expect(rows[0]!.body).toBe(
      `{"event":"HIGH","ts":"2026-11-23T12:00:00.000Z","symbol":"BTC","webhook_id":${btc},"composite":0.61}`,
    );
    const jobsData = await queued();
    expect(jobsData.map((d) => d.deliveryId).sort((a, b) => a - b)).toEqual(rows.map((r) => Number(r.id)));
    const stored = await database.query<{ body: string }>('SELECT body FROM events ORDER BY seq');
    expect(stored[0]!.body).toBe(JSON.stringify(event().body));
  });

  it('delivers an account’s own event to that account’s registrations only', async () => {
    const mine = await register('acc_own', 'sandbox', ['SIGNAL'], ['TEST_BTC']);
    await register('acc_other', 'sandbox', ['SIGNAL'], ['TEST_BTC']);
    const { deliveries } = await publishEvents({ database, jobs }, [
      event({ world: 'sandbox', accountId: 'acc_own', name: 'SIGNAL', symbol: 'TEST_BTC' }),
    ]);
    // acc_d's catch-all sandbox registration belongs to another account as well.
    expect(deliveries).toBe(1);
    const [row] = await database.query<{ webhook_id: number }>(
      'SELECT webhook_id FROM webhook_deliveries ORDER BY id DESC LIMIT 1',
    );
    expect(row!.webhook_id).toBe(mine);
  });

  it('leaves nothing behind when the transaction fails', async () => {
    const before = await database.query<{ n: string }>('SELECT count(*) AS n FROM events');
    await queued();
    await expect(publishEvents({ database, jobs }, [event(), event({ name: 'NOPE' as never })])).rejects.toThrow();
    const after = await database.query<{ n: string }>('SELECT count(*) AS n FROM events');
    expect(after[0]!.n).toBe(before[0]!.n);
    expect(await queued()).toEqual([]);
  });
});

describe('matching and ids', () => {
  it('follows SPEC: the name in events or ["*"], the symbol in symbols or ["*"]', () => {
    expect(matches({ events: ['*'], symbols: ['*'] }, { name: 'VETO', symbol: 'SOL' })).toBe(true);
    expect(matches({ events: ['HIGH', 'VETO'], symbols: ['SOL'] }, { name: 'VETO', symbol: 'SOL' })).toBe(true);
    expect(matches({ events: ['HIGH'], symbols: ['*'] }, { name: 'MEDIUM', symbol: 'SOL' })).toBe(false);
    expect(matches({ events: ['*'], symbols: ['BTC'] }, { name: 'HIGH', symbol: 'ETH' })).toBe(false);
  });

  it('puts the registration’s id in webhook_id and nothing else changes', () => {
    expect(deliveryBody('{"a":1,"webhook_id":null,"z":[1,2]}', 7)).toBe('{"a":1,"webhook_id":7,"z":[1,2]}');
    expect(deliveryBody('{"a":1}', 7)).toBe('{"a":1}');
  });

  it('makes unique, time-ordered ids', () => {
    const ids = Array.from({ length: 1000 }, (_, i) => newEventId(1_700_000_000_000 + i));
    expect(new Set(ids).size).toBe(1000);
    expect(ids.every((id) => /^evt_[0-9a-z]{26}$/.test(id))).toBe(true);
    expect([...ids].sort()).toEqual(ids.map((id) => id).sort());
    expect(newEventId(1).slice(0, 14) < newEventId(2).slice(0, 14)).toBe(true);
  });
});
