/**
 * Fan-out across instances: two servers on one database and one Redis; an event stored by one
 * reaches a client of the other, once. And the sandbox world: an account's clock-move events reach
 * its sandbox stream in the order they were stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootTestApp, type TestAccount, type TestApp } from '../helpers/app.ts';
import { confirmEvent, connectWithKey, listen, raise, subscribe, whaleEvent } from './client.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

let a: TestApp;
let b: TestApp;
let pro: TestAccount;

beforeAll(async () => {
  a = await bootTestApp({ REDIS_URL });
  b = await bootTestApp({ REDIS_URL }, { sameDatabaseAs: a });
  pro = await a.createAccount('pro');
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

describe('two instances sharing Redis', () => {
  it('delivers an event raised on one to a client of the other, once', async () => {
    const urlB = await listen(b);
    const urlA = await listen(a);
    const { client: onB } = await connectWithKey(urlB, pro.liveKey);
    const { client: onA } = await connectWithKey(urlA, pro.liveKey);
    await subscribe(onB, { symbols: ['BTC'] });
    await subscribe(onA, { symbols: ['BTC'] });
    const { events } = await raise(a, [
      confirmEvent('production', null, 'BTC', 'HIGH'),
      confirmEvent('production', pro.id, 'BTC', 'MEDIUM'),
    ]);
    for (const client of [onB, onA]) {
      const got = [await client.next('alert'), await client.next('alert')];
      expect(got.map((x) => [x.seq, x.event_id])).toEqual([
        [1, events[0]!.id],
        [2, events[1]!.id],
      ]);
    }
    // A marker from the other side: nothing was delivered twice meanwhile.
    const { events: back } = await raise(b, [confirmEvent('production', null, 'BTC', 'HIGH')]);
    expect(await onA.next('alert')).toMatchObject({ seq: 3, event_id: back[0]!.id });
    expect(await onB.next('alert')).toMatchObject({ seq: 3, event_id: back[0]!.id });
    onA.close();
    onB.close();
  });
});

describe('the sandbox clock', () => {
  it('pushes the events a clock move stored for the account, in order, with their sandbox times', async () => {
    const urlA = await listen(a);
    const { client } = await connectWithKey(urlA, pro.testKey);
    await subscribe(client, { symbols: ['*'], signals: ['confirmation', 'whale'] });
    const hour = 3_600_000;
    const start = Date.UTC(2025, 5, 1);
    // What a clock move from `start` to `start + 3h` stores: events at the hours it crossed.
    const moved = [
      confirmEvent('sandbox', pro.id, 'TEST_BTC', 'HIGH', start + hour),
      { ...whaleEvent('sandbox', pro.id, 'TEST_ETH', 3_000_000), t: start + 2 * hour },
      confirmEvent('sandbox', pro.id, 'TEST_SOL', 'MEDIUM', start + 3 * hour),
    ];
    const { events } = await raise(a, moved);
    const got = [await client.next('alert'), await client.next('alert'), await client.next('alert')];
    expect(got.map((x) => x.event_id)).toEqual(events.map((e) => e.id));
    expect(got.map((x) => x.t)).toEqual([start + hour, start + 2 * hour, start + 3 * hour]);
    expect(got[1]).toMatchObject({
      signal: 'whale',
      confidence: 'MEDIUM',
      ts: new Date(start + 2 * hour).toISOString(),
    });
    client.close();
  });
});

describe('shutting down', () => {
  it('closes open streams with 1012 so clients reconnect elsewhere', async () => {
    const c = await bootTestApp();
    const account = await c.createAccount('pro');
    const { client } = await connectWithKey(await listen(c), account.liveKey);
    await c.close();
    expect((await client.waitClose()).code).toBe(1012);
  });
});
