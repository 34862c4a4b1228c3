/**
 * What reaches a subscribed client: its world and account only, its symbols and signals, nothing
 * below min_confidence, each alert numbered per connection and carrying the event's id.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootTestApp, type TestAccount, type TestApp } from '../helpers/app.ts';
import { confirmEvent, connectWithKey, listen, raise, type StreamClient, subscribe, whaleEvent } from './client.ts';

let t: TestApp;
let url: string;
let pro: TestAccount;
let other: TestAccount;

beforeAll(async () => {
  t = await bootTestApp();
  url = await listen(t);
  pro = await t.createAccount('pro');
  other = await t.createAccount('pro');
});
afterAll(async () => {
  await t.close();
});

/** A marker event after the ones under test: once it arrives, nothing earlier is still in flight. */
async function drain(client: StreamClient, world: 'sandbox' | 'production', accountId: string | null, symbol: string) {
  const [marker] = (await raise(t, [confirmEvent(world, accountId, symbol, 'HIGH')])).events;
  const alerts = [];
  for (;;) {
    const a = await client.next('alert');
    if (a.event_id === marker!.id) return alerts;
    alerts.push(a);
  }
}

describe('worlds and accounts', () => {
  it('gives a production key market-wide events and its own, never another account’s or the sandbox’s', async () => {
    const { client } = await connectWithKey(url, pro.liveKey);
    await subscribe(client, { symbols: ['BTC', 'ETH'] });
    const { events } = await raise(t, [
      confirmEvent('production', null, 'BTC', 'HIGH'),
      confirmEvent('production', pro.id, 'ETH', 'MEDIUM'),
      confirmEvent('production', other.id, 'BTC', 'HIGH'),
      confirmEvent('sandbox', pro.id, 'TEST_BTC', 'HIGH'),
      confirmEvent('production', null, 'SOL', 'HIGH'),
    ]);
    const got = await drain(client, 'production', null, 'BTC');
    expect(got.map((a) => a.event_id)).toEqual([events[0]!.id, events[1]!.id]);
    expect(got.map((a) => a.seq)).toEqual([1, 2]);
    expect(got[0]).toMatchObject({
      type: 'alert',
      event: 'HIGH',
      signal: 'confirmation',
      kind: 'confirm',
      symbol: 'BTC',
      direction: 'long',
      confidence: 'HIGH',
      payload: { event: 'HIGH', symbol: 'BTC', webhook_id: null, action: 'CONFIRM' },
    });
    // The payload is the stored body, key order and all: what a webhook of the account receives.
    const [row] = await t.database.query<{ body: string }>('SELECT body FROM events WHERE id = $1', [events[0]!.id]);
    expect(JSON.stringify(got[0].payload)).toBe(row!.body);
    client.close();
  });

  it('gives a sandbox key its own account’s sandbox events only', async () => {
    const { client } = await connectWithKey(url, pro.testKey);
    await subscribe(client, { symbols: ['*'] });
    const { events } = await raise(t, [
      confirmEvent('sandbox', other.id, 'TEST_BTC', 'HIGH'),
      confirmEvent('sandbox', pro.id, 'TEST_ETH', 'HIGH'),
      confirmEvent('production', null, 'BTC', 'HIGH'),
    ]);
    const got = await drain(client, 'sandbox', pro.id, 'TEST_SOL');
    expect(got.map((a) => a.event_id)).toEqual([events[1]!.id]);
    client.close();
  });

  it('keeps a wildcard subscription to the symbols the plan may read', async () => {
    const free = await t.createAccount('free');
    const { client } = await connectWithKey(url, free.liveKey);
    await subscribe(client, { symbols: ['*'] });
    const { events } = await raise(t, [
      confirmEvent('production', null, 'ETH', 'HIGH'),
      confirmEvent('production', null, 'BTC', 'HIGH'),
    ]);
    const got = await drain(client, 'production', null, 'BTC');
    expect(got.map((a) => a.event_id)).toEqual([events[1]!.id]);
    client.close();
  });
});

describe('subscriptions', () => {
  it('filters by signal and min_confidence, and stops after unsubscribe', async () => {
    const { client } = await connectWithKey(url, pro.liveKey);
    const ack = await subscribe(client, { symbols: ['SOL'], signals: ['whale'], min_confidence: 'MEDIUM', id: 'r1' });
    expect(ack).toMatchObject({
      action: 'subscribe',
      id: 'r1',
      subscription_id: 'sub_1',
      symbols: ['SOL'],
      signals: ['whale'],
      min_confidence: 'MEDIUM',
    });
    const { events } = await raise(t, [
      whaleEvent('production', null, 'SOL', 200_000), // LOW: below MEDIUM
      whaleEvent('production', null, 'SOL', 2_000_000), // MEDIUM
      whaleEvent('production', null, 'SOL', 9_000_000), // HIGH
      confirmEvent('production', null, 'SOL', 'HIGH'), // another signal
      whaleEvent('production', null, 'ETH', 9_000_000), // another symbol
    ]);
    await subscribe(client, { symbols: ['BTC'], signals: ['confirmation'], min_confidence: 'HIGH' });
    const got = await drain(client, 'production', null, 'BTC');
    expect(got.map((a) => a.event_id)).toEqual([events[1]!.id, events[2]!.id]);
    expect(got.map((a) => [a.signal, a.confidence])).toEqual([
      ['whale', 'MEDIUM'],
      ['whale', 'HIGH'],
    ]);
    expect(got[0].payload.whale_event.size_usd).toBe(2_000_000);

    client.send({ type: 'unsubscribe', subscription_id: 'sub_1', id: 'u1' });
    expect(await client.next('ack')).toMatchObject({ action: 'unsubscribe', id: 'u1', removed: ['sub_1'] });
    await raise(t, [whaleEvent('production', null, 'SOL', 9_000_000)]);
    expect(await drain(client, 'production', null, 'BTC')).toEqual([]);

    client.send({ type: 'unsubscribe' });
    expect(await client.next('ack')).toMatchObject({ removed: ['sub_2'], subscriptions: [] });
    client.close();
  });

  it('min_confidence HIGH admits HIGH and VETO confirmations, not MEDIUM', async () => {
    const { client } = await connectWithKey(url, pro.liveKey);
    await subscribe(client, { symbols: ['XRP'], signals: ['confirmation'], min_confidence: 'HIGH' });
    const { events } = await raise(t, [
      confirmEvent('production', null, 'XRP', 'MEDIUM'),
      confirmEvent('production', null, 'XRP', 'VETO'),
      confirmEvent('production', null, 'XRP', 'HIGH'),
    ]);
    const got = await drain(client, 'production', null, 'XRP');
    expect(got.map((a) => a.event_id)).toEqual([events[1]!.id, events[2]!.id]);
    client.close();
  });

  it('sends an event reachable through two subscriptions once', async () => {
    const { client } = await connectWithKey(url, pro.liveKey);
    await subscribe(client, { symbols: ['DOGE'] });
    await subscribe(client, { symbols: ['*'], signals: ['confirmation'] });
    const { events } = await raise(t, [confirmEvent('production', null, 'DOGE', 'HIGH')]);
    const got = await drain(client, 'production', null, 'DOGE');
    expect(got.map((a) => a.event_id)).toEqual([events[0]!.id]);
    client.close();
  });
});

describe('bad client messages', () => {
  it('answers malformed JSON, unknown types and bad fields with typed errors, then closes with 1008', async () => {
    const { client } = await connectWithKey(url, pro.liveKey);
    client.send('{not json');
    expect(await client.next('error')).toMatchObject({ code: 'malformed_json' });
    client.send({ type: 'teleport' });
    expect(await client.next('error')).toMatchObject({ code: 'unknown_type' });
    client.send({ type: 'subscribe', symbols: ['BTC'], signals: ['gossip'] });
    expect(await client.next('error')).toMatchObject({ code: 'unknown_signal', signal: 'gossip' });
    client.send({ type: 'subscribe', symbols: ['BTC'], min_confidence: 'EXTREME' });
    expect(await client.next('error')).toMatchObject({ code: 'invalid_message' });
    client.send({ type: 'subscribe', symbols: [] });
    expect(await client.next('error')).toMatchObject({ code: 'invalid_message' });
    expect((await client.waitClose()).code).toBe(1008);
  });

  it('closes with 1009 on an oversized message, after saying so', async () => {
    const { client } = await connectWithKey(url, pro.liveKey);
    client.send({ type: 'subscribe', symbols: ['BTC'], pad: 'x'.repeat(10_000) });
    expect(await client.next('error')).toMatchObject({ code: 'message_too_large' });
    expect((await client.waitClose()).code).toBe(1009);
  });

  it('answers a flood of subscribes with too_many_messages, then closes', async () => {
    const { client } = await connectWithKey(url, pro.liveKey);
    for (let i = 0; i < 40; i++) client.send({ type: 'ping', id: `p${i}` });
    expect(await client.next('error')).toMatchObject({ code: 'too_many_messages' });
    expect((await client.waitClose()).code).toBe(1008);
    expect(client.take('pong').length).toBe(20);
  });

  it('refuses more subscriptions than the bound', async () => {
    const { client } = await connectWithKey(url, pro.liveKey);
    t.app.stream.configure({ maxSubscriptions: 2 });
    try {
      await subscribe(client, { symbols: ['BTC'] });
      await subscribe(client, { symbols: ['ETH'] });
      client.send({ type: 'subscribe', symbols: ['SOL'] });
      expect(await client.next('error')).toMatchObject({ code: 'too_many_subscriptions' });
    } finally {
      t.app.stream.configure({ maxSubscriptions: 20 });
    }
    client.close();
  });
});
