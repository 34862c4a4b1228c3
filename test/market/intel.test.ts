import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootTestApp, type TestApp } from '../helpers/app.ts';
import { expectInvalidParams, expectProblem, expectSameAnswers } from '../helpers/market.ts';

const DAY = 86_400_000;
/** A Wednesday afternoon: ETF days up to Tuesday are published. */
const FROZEN = Date.UTC(2026, 2, 11, 15, 0);
let t: TestApp;
let sandboxKey: string;
beforeAll(async () => {
  t = await bootTestApp({}, { now: () => Date.UTC(2026, 2, 20) });
  sandboxKey = (await t.frozenAccount('pro', FROZEN)).testKey;
});
afterAll(() => t.close());

const times = (xs: Array<{ time: string }>) => xs.map((x) => Date.parse(x.time));
const descending = (xs: number[]) => xs.every((v, i) => i === 0 || xs[i - 1]! >= v);

describe('intel: options flow', () => {
  it('lists prints newest first inside the window, with consistent totals', async () => {
    const { status, body } = await t.getJson('/v1/options/flow?symbol=TEST_BTC&limit=500', sandboxKey);
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'ok', symbol: 'TEST_BTC', as_of: new Date(FROZEN).toISOString() });
    expect(body.since).toBe(new Date(FROZEN - DAY).toISOString());
    expect(body.count).toBeGreaterThan(10);
    const ts = times(body.flows);
    expect(descending(ts)).toBe(true);
    for (const v of ts) expect(v).toBeGreaterThanOrEqual(FROZEN - DAY);
    for (const v of ts) expect(v).toBeLessThanOrEqual(FROZEN);
    let calls = 0;
    let puts = 0;
    for (const o of body.flows) {
      expect(['call', 'put']).toContain(o.kind);
      expect(o.premium_usd).toBeGreaterThan(0);
      expect(o.implied_vol).toBeGreaterThan(0);
      expect(Date.parse(o.expiry)).toBeGreaterThan(Date.parse(o.time));
      if (o.kind === 'call') calls += o.premium_usd;
      else puts += o.premium_usd;
    }
    expect(body.totals).toMatchObject({ prints: body.count, call_premium_usd: calls, put_premium_usd: puts });
    expect(body.totals.put_call_ratio).toBeCloseTo(puts / calls, 3);
  });

  it('filters by kind, premium and limit; totals ignore kind and limit', async () => {
    const all = (await t.getJson('/v1/options/flow?symbol=TEST_BTC&limit=500', sandboxKey)).body;
    const puts = (await t.getJson('/v1/options/flow?symbol=TEST_BTC&kind=put&limit=3', sandboxKey)).body;
    expect(puts.flows.length).toBeLessThanOrEqual(3);
    for (const o of puts.flows) expect(o.kind).toBe('put');
    expect(puts.totals).toEqual(all.totals);
    const big = (await t.getJson('/v1/options/flow?symbol=TEST_BTC&min_premium_usd=50000&limit=500', sandboxKey)).body;
    for (const o of big.flows) expect(o.premium_usd).toBeGreaterThanOrEqual(50_000);
    expect(big.totals.prints).toBeLessThanOrEqual(all.totals.prints);
    const week = (await t.getJson(`/v1/options/flow?symbol=TEST_BTC&since=${FROZEN - 7 * DAY}&limit=500`, sandboxKey))
      .body;
    expect(week.totals.prints).toBeGreaterThan(all.totals.prints);
  });

  it('answers an empty list for an asset without listed options', async () => {
    const { status, body } = await t.getJson('/v1/options/flow?symbol=TEST_SOL', sandboxKey);
    expect(status).toBe(200);
    expect(body.flows).toEqual([]);
    expect(body.totals).toEqual({ prints: 0, call_premium_usd: 0, put_premium_usd: 0, put_call_ratio: null });
  });
});

describe('intel: ETF flows', () => {
  it('gives daily flows by issuer, oldest first, with a running total', async () => {
    const { status, body } = await t.getJson('/v1/etf/flows?asset=TEST_BTC&days=14', sandboxKey);
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'ok', asset: 'TEST_BTC', days: 14, from: '2026-02-26', to: '2026-03-11' });
    // Ten weekdays in the window; Wednesday's own figures are not out yet.
    expect(body.flows).toHaveLength(9);
    let running = 0;
    for (const d of body.flows) {
      const dow = new Date(`${d.date}T00:00:00Z`).getUTCDay();
      expect(dow).toBeGreaterThanOrEqual(1);
      expect(dow).toBeLessThanOrEqual(5);
      expect(Object.values(d.by_issuer as Record<string, number>).reduce((s, v) => s + v, 0)).toBe(d.net_flow_usd);
      running += d.net_flow_usd;
      expect(d.cumulative_net_flow_usd).toBe(running);
    }
    expect(body.total_net_flow_usd).toBe(running);
    expect(Object.keys(body.by_issuer_total)).toContain('IBIT');
    const dates = body.flows.map((d: { date: string }) => d.date);
    expect(dates).toEqual([...dates].sort());
  });

  it('accepts BTC as well as TEST_BTC for sandbox keys, and ETH', async () => {
    const test = (await t.getJson('/v1/etf/flows?asset=TEST_BTC&days=30', sandboxKey)).body;
    expect((await t.getJson('/v1/etf/flows?asset=btc&days=30', sandboxKey)).body).toEqual(test);
    const eth = (await t.getJson('/v1/etf/flows?asset=ETH&days=5', sandboxKey)).body;
    expect(eth.asset).toBe('TEST_ETH');
    expect(Object.keys(eth.by_issuer_total)).toContain('ETHA');
  });
});

describe('intel: news', () => {
  it('lists items newest first; symbol and kind filter', async () => {
    const all = (await t.getJson(`/v1/news?since=${FROZEN - 3 * DAY}&limit=200`, sandboxKey)).body;
    expect(all.status).toBe('ok');
    expect(all.count).toBeGreaterThan(5);
    expect(descending(times(all.items))).toBe(true);
    for (const n of all.items) {
      expect(n.sentiment).toBeGreaterThanOrEqual(-1);
      expect(n.sentiment).toBeLessThanOrEqual(1);
      expect(n.title.length).toBeGreaterThan(0);
    }
    const eth = (await t.getJson(`/v1/news?symbol=TEST_ETH&since=${FROZEN - 3 * DAY}&limit=200`, sandboxKey)).body;
    for (const n of eth.items) expect(n.kind === 'macro' || n.symbols.includes('TEST_ETH')).toBe(true);
    const macro = (await t.getJson(`/v1/news?kind=macro&since=${FROZEN - 60 * DAY}`, sandboxKey)).body;
    expect(macro.count).toBeGreaterThan(2);
    for (const n of macro.items) expect(n).toMatchObject({ kind: 'macro', symbols: [] });
    const two = (await t.getJson('/v1/news?limit=2', sandboxKey)).body;
    expect(two.items).toHaveLength(2);
  });

  it('is deterministic across accounts frozen at the same instant', async () => {
    const other = (await t.frozenAccount('enterprise', FROZEN)).testKey;
    await expectSameAnswers(
      t,
      [other, sandboxKey],
      ['/v1/news?limit=20', '/v1/options/flow?symbol=TEST_ETH', '/v1/etf/flows?asset=TEST_BTC'],
    );
  });
});

describe('intel: errors', () => {
  it('rejects bad parameters, naming them', async () => {
    await expectInvalidParams(t, sandboxKey, [
      ['/v1/options/flow', 'symbol'],
      ['/v1/options/flow?symbol=TEST_BTC&kind=straddle', 'kind'],
      ['/v1/options/flow?symbol=TEST_BTC&limit=501', 'limit'],
      ['/v1/options/flow?symbol=TEST_BTC&min_premium_usd=-1', 'min_premium_usd'],
      [`/v1/options/flow?symbol=TEST_BTC&since=${FROZEN - 31 * DAY}`, 'since'],
      [`/v1/options/flow?symbol=TEST_BTC&since=${FROZEN + 1000}`, 'since'],
      ['/v1/etf/flows', 'asset'],
      ['/v1/etf/flows?asset=SOL', 'asset'],
      ['/v1/etf/flows?asset=BTC&days=0', 'days'],
      ['/v1/etf/flows?asset=BTC&days=91', 'days'],
      ['/v1/news?kind=rumour', 'kind'],
      ['/v1/news?since=not-a-time', 'since'],
      [`/v1/news?since=${new Date(FROZEN - 190 * DAY).toISOString()}`, 'since'],
      ['/v1/news?limit=201', 'limit'],
    ]);
  });

  it('answers 404 for unknown symbols', async () => {
    await expectProblem(t, sandboxKey, 404, 'unknown_symbol', [
      '/v1/options/flow?symbol=TEST_NOPE',
      '/v1/news?symbol=DOGE',
    ]);
  });

  it('production with no collected data answers 503 data_unavailable', async () => {
    const { liveKey } = await t.createAccount('pro');
    await expectProblem(t, liveKey, 503, 'data_unavailable', [
      '/v1/options/flow?symbol=BTC',
      '/v1/etf/flows?asset=ETH',
      '/v1/news',
      '/v1/news?symbol=SOL',
    ]);
    // Test assets exist only in the sandbox.
    expect((await t.getJson('/v1/etf/flows?asset=TEST_BTC', liveKey)).status).toBe(400);
  });
});

describe('intel: security', () => {
  it('needs an API key', async () => {
    for (const url of ['/v1/options/flow?symbol=BTC', '/v1/etf/flows?asset=BTC', '/v1/news']) {
      expect((await t.request({ url })).statusCode, url).toBe(401);
    }
  });

  it('applies the plan to symbols before reading data', async () => {
    const { liveKey } = await t.createAccount('free');
    await expectProblem(t, liveKey, 403, 'plan_restricted', ['/v1/options/flow?symbol=ETH', '/v1/news?symbol=ETH']);
    expect((await t.getJson('/v1/options/flow?symbol=BTC', liveKey)).body.code).toBe('data_unavailable');
  });
});
