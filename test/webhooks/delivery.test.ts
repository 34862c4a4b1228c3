/**
 * The delivery worker end to end: events published through the outbox, delivered by the worker
 * to a real HTTPS receiver on loopback that checks the signatures itself.
 */
import { createHash } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it } from 'vitest';
import { DELIVERY_QUEUE } from '../../src/events/outbox.ts';
import { DISABLE_AFTER_FAILED_DELIVERIES } from '../../src/webhooks/delivery/policy.ts';
import { pruneDeliveries } from '../../src/webhooks/delivery/retention.ts';
import { closeIdleConnections } from '../../src/webhooks/delivery/send.ts';
import { type DeliveryWorker, startDeliveryWorker } from '../../src/webhooks/delivery/worker.ts';
import { type Receiver, startReceiver } from '../fixtures/webhook-receiver.ts';
import {
  type DeliveryEnv,
  deliveryRows,
  event,
  openDeliveryEnv,
  publish,
  register,
  until,
  verifiesFormat1,
} from './helpers.ts';

const SECRET = 'a-secret-of-32-characters-long!!';
let cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const c of cleanups.reverse()) await c();
  cleanups = [];
  closeIdleConnections();
});

async function setup(answer: Receiver['answer'] = () => 200) {
  const env = await openDeliveryEnv();
  const receiver = await startReceiver(answer);
  cleanups.push(
    () => env.close(),
    () => receiver.close(),
  );
  return { env, receiver };
}

async function worker(env: DeliveryEnv, opts: Parameters<typeof startDeliveryWorker>[1] = {}): Promise<DeliveryWorker> {
  const w = await startDeliveryWorker(env.deps, { jobsSchema: env.jobsSchema, ...opts });
  cleanups.push(() => w.stop());
  return w;
}

describe('delivery worker', () => {
  it('delivers format 1 with SPEC headers and a signature a receiver verifies on the raw body', async () => {
    const { env, receiver } = await setup();
    const id = await register(env.database, { url: receiver.url, secret: SECRET });
    await worker(env);
    const started = Date.now();
    const { events } = await publish(env, [event(), event({ symbol: 'ETH' }), event({ name: 'VETO' })]);
    const got = await receiver.waitFor(3);
    expect(Math.max(...got.map((r) => r.at)) - started).toBeLessThan(1_000);
    for (const r of got) {
      expect(r.headers['content-type']).toBe('application/json');
      expect(r.headers['user-agent']).toBe('Service-Webhook/1.0');
      expect(verifiesFormat1(SECRET, r.raw, r.headers['x-service-signature'])).toBe(true);
      expect(verifiesFormat1('another-secret-of-32-characters!', r.raw, r.headers['x-service-signature'])).toBe(false);
      const e = events.find((x) => x.id === r.headers['x-service-event-id'])!;
      expect(r.headers['x-service-event']).toBe(e.name);
      // The stored event's bytes with this registration's id, key order kept.
      expect(r.raw.toString('utf8')).toBe(JSON.stringify({ ...e.body, webhook_id: id }));
    }
    const rows = await until(
      () => deliveryRows(env.database, id),
      (rs) => rs.every((r) => r.status === 'succeeded'),
    );
    expect(rows.map((r) => r.attempts)).toEqual([1, 1, 1]);
    const attempts = await env.database.query<{ n: number; response_status: number }>(
      'SELECT n, response_status FROM webhook_attempts ORDER BY id',
    );
    expect(attempts).toEqual([
      { n: 1, response_status: 200 },
      { n: 1, response_status: 200 },
      { n: 1, response_status: 200 },
    ]);
  });

  it('delivers format 2 that the standardwebhooks library verifies with whsec_ + base64(SHA-256(secret))', async () => {
    const { env, receiver } = await setup();
    await register(env.database, { url: receiver.url, secret: SECRET, format: 2 });
    await worker(env);
    const { events } = await publish(env, [event(), event({ name: 'SIGNAL', kind: 'whale_trade' })]);
    const got = await receiver.waitFor(2);
    const key = createHash('sha256').update(SECRET).digest('base64');
    const verifier = new Webhook(`whsec_${key}`);
    const wrong = new Webhook(`whsec_${createHash('sha256').update('not-the-secret-at-all').digest('base64')}`);
    for (const r of got) {
      const payload = verifier.verify(r.raw.toString('utf8'), r.headers) as { event: string };
      expect(events.map((e) => e.id)).toContain(r.headers['webhook-id']);
      expect(r.headers['x-service-event-id']).toBe(r.headers['webhook-id']);
      expect(payload.event).toBe(r.headers['x-service-event']);
      expect(Math.abs(Number(r.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(5);
      expect(() => wrong.verify(r.raw.toString('utf8'), r.headers)).toThrow();
      // One changed byte and the signature no longer holds.
      expect(() => verifier.verify(`${r.raw.toString('utf8')} `, r.headers)).toThrow();
    }
  });

  it('retries about 1 s and 4 s after each failure, with the same event id, until a 2xx', async () => {
    const { env, receiver } = await setup((_r, i) => (i < 2 ? 500 : 200));
    const id = await register(env.database, { url: receiver.url, secret: SECRET });
    await worker(env);
    const { events } = await publish(env, [event()]);
    const got = await receiver.waitFor(3, 12_000);
    const gaps = [got[1]!.at - got[0]!.at, got[2]!.at - got[1]!.at];
    // Behaviour, not performance: the schedule is 1 s then 4 s after each failure.
    expect(gaps[0]).toBeGreaterThanOrEqual(950);
    expect(gaps[0]).toBeLessThan(1_800);
    expect(gaps[1]).toBeGreaterThanOrEqual(3_950);
    expect(gaps[1]).toBeLessThan(4_800);
    expect(new Set(got.map((r) => r.headers['x-service-event-id']))).toEqual(new Set([events[0]!.id]));
    expect(got.map((r) => r.headers['x-service-delivery-attempt'])).toEqual(['1', '2', '3']);
    const [row] = await until(
      () => deliveryRows(env.database, id),
      (rs) => rs[0]?.status === 'succeeded',
    );
    expect(row!.attempts).toBe(3);
    const attempts = await env.database.query<{ n: number; response_status: number; error: string | null }>(
      'SELECT n, response_status, error FROM webhook_attempts ORDER BY n',
    );
    expect(attempts.map((a) => [a.n, a.response_status])).toEqual([
      [1, 500],
      [2, 500],
      [3, 200],
    ]);
    expect(attempts[0]!.error).toMatch(/^HTTP 500/);
    expect(attempts[2]!.error).toBeNull();
  });

  it(`fails a delivery after 4 attempts and disables the registration after ${DISABLE_AFTER_FAILED_DELIVERIES} failed deliveries`, async () => {
    const { env, receiver } = await setup(() => 503);
    const id = await register(env.database, { url: receiver.url, secret: SECRET });
    const other = await register(env.database, { url: receiver.url.replace('/hook', '/ok'), secret: SECRET });
    receiver.answer = (r) => (r.path === '/ok' ? 200 : 503);
    await worker(env, { retryDelaysMs: [20, 20, 20] });
    await publish(
      env,
      Array.from({ length: DISABLE_AFTER_FAILED_DELIVERIES }, () => event()),
    );
    await until(
      () => deliveryRows(env.database, id),
      (rs) => rs.every((r) => r.status === 'failed'),
    );
    const [reg] = await env.database.query<Record<string, unknown>>(
      'SELECT enabled, disabled_reason, disabled_at, consecutive_failures FROM webhooks WHERE id = $1',
      [id],
    );
    expect(reg).toMatchObject({ enabled: false, consecutive_failures: DISABLE_AFTER_FAILED_DELIVERIES });
    expect(reg!.disabled_reason).toMatch(/consecutive failed deliveries/);
    expect(reg!.disabled_at).not.toBeNull();
    expect((await deliveryRows(env.database, id)).every((r) => r.attempts === 4)).toBe(true);
    expect(receiver.received.filter((r) => r.path === '/hook')).toHaveLength(4 * DISABLE_AFTER_FAILED_DELIVERIES);
    // The healthy registration is untouched, and new events skip the disabled one.
    const [ok] = await env.database.query<Record<string, unknown>>(
      'SELECT enabled, consecutive_failures FROM webhooks WHERE id = $1',
      [other],
    );
    expect(ok).toMatchObject({ enabled: true, consecutive_failures: 0 });
    expect((await publish(env, [event()])).deliveries).toBe(1);
  });

  it('an acknowledged delivery resets the failure count', async () => {
    const { env, receiver } = await setup(() => 500);
    const id = await register(env.database, { url: receiver.url, secret: SECRET });
    await env.database.query('UPDATE webhooks SET consecutive_failures = 7 WHERE id = $1', [id]);
    await worker(env, { retryDelaysMs: [10, 10, 10] });
    await publish(env, [event()]);
    await until(
      () => env.database.query<{ c: number }>('SELECT consecutive_failures AS c FROM webhooks WHERE id = $1', [id]),
      (r) => r[0]!.c === 8,
    );
    receiver.answer = () => 200;
    await publish(env, [event()]);
    await until(
      () => env.database.query<{ c: number }>('SELECT consecutive_failures AS c FROM webhooks WHERE id = $1', [id]),
      (r) => r[0]!.c === 0,
    );
  });

  it('marks deliveries of a registration disabled meanwhile as failed, with the reason, without sending', async () => {
    const { env, receiver } = await setup();
    const id = await register(env.database, { url: receiver.url, secret: SECRET });
    await publish(env, [event(), event()]);
    await env.database.query(
      `UPDATE webhooks SET enabled = false, disabled_reason = 'turned off by its owner', disabled_at = now() WHERE id = $1`,
      [id],
    );
    await worker(env);
    await until(
      () => deliveryRows(env.database, id),
      (rs) => rs.every((r) => r.status === 'failed'),
    );
    const attempts = await env.database.query<{ error: string; response_status: number | null }>(
      'SELECT error, response_status FROM webhook_attempts',
    );
    expect(attempts).toHaveLength(2);
    for (const a of attempts) {
      expect(a.response_status).toBeNull();
      expect(a.error).toBe('not sent: the registration is disabled: turned off by its owner');
    }
    expect(receiver.received).toHaveLength(0);
  });

  it('a stale duplicate job for an attempt already made sends nothing', async () => {
    const { env, receiver } = await setup();
    const id = await register(env.database, { url: receiver.url, secret: SECRET });
    await worker(env);
    await publish(env, [event()]);
    const [row] = await until(
      () => deliveryRows(env.database, id),
      (rs) => rs[0]?.status === 'succeeded',
    );
    const boss = await env.jobs.boss();
    await boss.send(DELIVERY_QUEUE, { deliveryId: Number(row!.id) });
    await boss.send(DELIVERY_QUEUE, { deliveryId: Number(row!.id), n: 1, retry: 0 });
    await until(
      () => boss.getQueueSize(DELIVERY_QUEUE),
      (size) => size === 0,
    );
    await new Promise((r) => setTimeout(r, 300));
    expect(receiver.received).toHaveLength(1);
  });
});

describe('pruneDeliveries', () => {
  it('deletes deliveries and attempts after 30 days, and events with no pending delivery', async () => {
    const { env, receiver } = await setup();
    const id = await register(env.database, { url: receiver.url, secret: SECRET });
    const { events } = await publish(env, [event(), event(), event()]);
    const old = "now() - interval '31 days'";
    await env.database.query(`UPDATE events SET created_at = ${old} WHERE id = ANY($1)`, [events.map((e) => e.id)]);
    const rows = await deliveryRows(env.database, id);
    // Delivery 0: old and done. Delivery 1: recent and done. Delivery 2: recent and still pending.
    await env.database.query(`UPDATE webhook_deliveries SET created_at = ${old}, status = 'failed' WHERE id = $1`, [
      rows[0]!.id,
    ]);
    await env.database.query(`UPDATE webhook_deliveries SET status = 'succeeded' WHERE id = $1`, [rows[1]!.id]);
    await env.database.query(
      `INSERT INTO webhook_attempts (delivery_id, n, latency_ms) VALUES ($1, 1, 5), ($2, 1, 5)`,
      [rows[0]!.id, rows[1]!.id],
    );
    const result = await pruneDeliveries(env.deps, Date.now());
    expect(result).toEqual({ deliveries: 1, events: 2 });
    expect((await deliveryRows(env.database, id)).map((r) => r.id)).toEqual([rows[1]!.id, rows[2]!.id]);
    const left = await env.database.query<{ id: string }>('SELECT id FROM events');
    expect(left.map((e) => e.id)).toEqual([events[2]!.id]);
    const attempts = await env.database.query<{ delivery_id: string }>('SELECT delivery_id FROM webhook_attempts');
    expect(attempts.map((a) => String(a.delivery_id))).toEqual([String(rows[1]!.id)]);
    expect(await pruneDeliveries(env.deps, Date.now())).toEqual({ deliveries: 0, events: 0 });
  });
});
