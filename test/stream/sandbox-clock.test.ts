/**
 * Sandbox streams follow the account's sandbox clock: moving it forward pushes, in order, the
 * alerts that fired in the skipped window — the same events, with the same ids, that
 * GET /v1/test/events lists and the account's sandbox webhooks receive.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootTestApp, type TestAccount, type TestApp } from '../helpers/app.ts';
import { connectWithKey, listen, subscribe } from './client.ts';

let t: TestApp;
let url: string;
let acc: TestAccount;
let other: TestAccount;

beforeAll(async () => {
  t = await bootTestApp();
  url = await listen(t);
  acc = await t.frozenAccount('pro', Date.UTC(2026, 2, 1));
  other = await t.frozenAccount('pro', Date.UTC(2026, 2, 1));
});
afterAll(async () => {
  await t.close();
});

describe('the sandbox clock and the stream', () => {
  it('pushes what fired while the clock moved, in order, only to the account that moved it', async () => {
    const { client } = await connectWithKey(url, acc.testKey);
    const { client: bystander } = await connectWithKey(url, other.testKey);
    await subscribe(client, {
      symbols: ['TEST_BTC', 'TEST_ETH'],
      signals: ['confirmation', 'whale'],
      min_confidence: 'NONE',
    });
    await subscribe(bystander, { symbols: ['*'], min_confidence: 'NONE' });
    const moved = await t.request({
      method: 'POST',
      url: '/v1/test/simulate-time',
      key: acc.testKey,
      payload: { advance_seconds: 86_400 },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const listed = (await t.request({ url: '/v1/test/events?limit=500', key: acc.testKey })).json().events as Array<{
      seq: number;
      symbol: string;
    }>;
    const wanted = listed.filter((e) => e.symbol === 'TEST_BTC' || e.symbol === 'TEST_ETH');
    expect(wanted.length).toBeGreaterThan(0);
    const alerts = [];
    for (let i = 0; i < wanted.length; i++) alerts.push(await client.next('alert'));
    expect(alerts.map((a) => a.symbol)).toEqual(wanted.map((e) => e.symbol));
    expect(alerts.map((a) => a.seq)).toEqual(wanted.map((_, i) => i + 1));
    const ids = await t.database.query<{ id: string }>(
      `SELECT id FROM events WHERE account_id = $1 AND symbol IN ('TEST_BTC', 'TEST_ETH') ORDER BY seq`,
      [acc.id],
    );
    expect(alerts.map((a) => a.event_id)).toEqual(ids.map((r) => r.id));
    // Nothing of another account's clock reaches this one.
    await new Promise((r) => setTimeout(r, 200));
    expect(bystander.take('alert')).toEqual([]);
  });
});
