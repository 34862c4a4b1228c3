import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_WHALES } from '../../src/sources/synthetic/index.ts';
import { bootTestApp, type TestApp } from '../helpers/app.ts';
import { expectInvalidParams, expectProblem } from '../helpers/market.ts';

let t: TestApp;
const now = Date.UTC(2026, 10, 21, 12, 0, 0);
/** Sandbox clocks are frozen here: well after the test whales started trading (2025-01-01). */
const FROZEN = Date.UTC(2026, 4, 15, 12, 30, 0);
const address = (label: string) => TEST_WHALES.find((w) => w.label === label)!.address;

beforeAll(async () => {
  t = await bootTestApp({}, { now: () => now });
});
afterAll(() => t.close());

describe('GET /v1/whales: happy', () => {
  it('lists whales with figures and a positions summary, the four test whales labelled', async () => {
    const a = await t.frozenAccount('pro', FROZEN);
    const { status, body } = await t.getJson('/v1/whales?limit=500', a.testKey);
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'ok', as_of: new Date(FROZEN).toISOString() });
    expect(body.count).toBe(body.whales.length);
    expect(body.total).toBeGreaterThanOrEqual(body.count);
    for (const w of body.whales) {
      expect(w.address).toMatch(/^0x[0-9a-f]{40}$/);
      expect(typeof w.account_value_usd).toBe('number');
      expect(typeof w.pnl_all_time_usd).toBe('number');
      expect(w.volume_24h_usd).toBeGreaterThanOrEqual(0);
      expect(w.positions.count).toBeGreaterThanOrEqual(0);
      expect(w.positions.long_notional_usd).toBeGreaterThanOrEqual(0);
      expect(w.positions.short_notional_usd).toBeGreaterThanOrEqual(0);
    }
    const values = body.whales.map((w: { account_value_usd: number }) => w.account_value_usd);
    expect(values).toEqual([...values].sort((x, y) => y - x));
    const byLabel = Object.fromEntries(
      body.whales.filter((w: { label: string | null }) => w.label).map((w: { label: string }) => [w.label, w]),
    );
    expect(Object.keys(byLabel).sort()).toEqual(['Accumulator', 'Distributor', 'Oscillator', 'Volatility']);
    // The Accumulator only ever buys and the Distributor only sells.
    expect(byLabel.Accumulator.positions.short_notional_usd).toBe(0);
    expect(byLabel.Accumulator.positions.long_notional_usd).toBeGreaterThan(0);
    expect(byLabel.Distributor.positions.long_notional_usd).toBe(0);
    expect(byLabel.Distributor.positions.short_notional_usd).toBeGreaterThan(0);
  });

  it('filters by label and symbol, sorts and limits', async () => {
    const a = await t.frozenAccount('pro', FROZEN);
    const acc = (await t.getJson('/v1/whales?label=accumulator', a.testKey)).body;
    expect(acc.whales.map((w: { label: string }) => w.label)).toEqual(['Accumulator']);
    const sol = (await t.getJson('/v1/whales?symbol=TEST_SOLUSDT&limit=500', a.testKey)).body;
    expect(sol.count).toBeGreaterThan(0);
    for (const w of sol.whales) expect(w.positions.symbols).toContain('TEST_SOL');
    for (const [sort, field] of [
      ['pnl', 'pnl_all_time_usd'],
      ['volume', 'volume_24h_usd'],
    ]) {
      const list = (await t.getJson(`/v1/whales?sort=${sort}&limit=20`, a.testKey)).body.whales.map(
        (w: Record<string, number>) => w[field],
      );
      expect(list).toHaveLength(20);
      expect(list).toEqual([...list].sort((x, y) => y - x));
    }
  });

  it('answers with the deprecation headers and is marked deprecated in OpenAPI', async () => {
    const a = await t.frozenAccount('pro', FROZEN);
    const { headers } = await t.getJson('/v1/whales?limit=1', a.testKey);
    expect(headers.deprecation).toBe(`@${Date.UTC(2026, 0, 1) / 1000}`);
    // Called with an API key alone, whose authentication sunsets first (docs/oauth.md): the earlier Sunset.
    expect(headers.sunset).toBe('Mon, 01 Mar 2027 00:00:00 GMT');
    expect(headers.link).toContain('</v2/whales/tracking>; rel="successor-version"');
    const spec = (await t.request({ url: '/openapi.json' })).json();
    expect(spec.paths['/v1/whales'].get.deprecated).toBe(true);
    expect(spec.paths['/v1/whales/summary'].get.deprecated).toBeUndefined();
    // Only the list is deprecated: the summary carries the key-only deprecation alone.
    const summary = (await t.getJson('/v1/whales/summary', a.testKey)).headers;
    expect(summary.deprecation).toBe(`@${Date.UTC(2026, 2, 1) / 1000}`);
    expect(summary.link).not.toContain('successor-version');
  });
});

describe('GET /v1/whales/summary', () => {
  it('aggregates the whale set', async () => {
    const a = await t.frozenAccount('pro', FROZEN);
    const { status, body } = await t.getJson('/v1/whales/summary', a.testKey);
    expect(status).toBe(200);
    expect(body.status).toBe('ok');
    expect(typeof body.total_whale_pnl).toBe('number');
    expect(Number.isInteger(body.active_wallets)).toBe(true);
    expect(body.active_wallets).toBeGreaterThanOrEqual(4);
    expect(body.active_wallets).toBeLessThanOrEqual(body.tracked_wallets);
    expect(body.rolling_volume_24h).toBeGreaterThan(0);
    expect(body.open_positions).toBeGreaterThan(0);
    const list = (await t.getJson('/v1/whales?limit=500', a.testKey)).body;
    expect(body.tracked_wallets).toBe(list.total);
  });
});

describe('GET /v1/whales/{symbol}', () => {
  it('shows the Accumulator long and the Distributor short in TEST_BTC, with the consensus', async () => {
    const a = await t.frozenAccount('pro', FROZEN);
    const { status, body } = await t.getJson('/v1/whales/TEST_BTC?limit=500', a.testKey);
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'ok', symbol: 'TEST_BTC' });
    const acc = body.whales.find((w: { label: string }) => w.label === 'Accumulator');
    const dis = body.whales.find((w: { label: string }) => w.label === 'Distributor');
    expect(acc).toMatchObject({ address: address('Accumulator'), side: 'long' });
    expect(dis).toMatchObject({ address: address('Distributor'), side: 'short' });
    for (const w of body.whales) {
      expect(w.size_usd).toBeGreaterThan(0);
      expect(w.entry_price).toBeGreaterThan(0);
      expect(w.leverage).toBeGreaterThan(0);
    }
    const c = body.consensus;
    const longs = body.whales.filter((w: { side: string }) => w.side === 'long');
    expect(c.whales_long).toBe(new Set(longs.map((w: { address: string }) => w.address)).size);
    expect(c.long_notional_usd).toBe(longs.reduce((s: number, w: { size_usd: number }) => s + w.size_usd, 0));
    expect(c.net_notional_usd).toBe(c.long_notional_usd - c.short_notional_usd);
    expect(c.long_share).toBeGreaterThanOrEqual(0);
    expect(c.long_share).toBeLessThanOrEqual(1);
    expect(['long', 'short', 'neutral']).toContain(c.bias);
  });

  it('accepts other spellings of the symbol and limits the list but not the consensus', async () => {
    const a = await t.frozenAccount('pro', FROZEN);
    const all = (await t.getJson('/v1/whales/TEST_BTC?limit=500', a.testKey)).body;
    const few = (await t.getJson('/v1/whales/TEST_BTCUSDT?limit=2', a.testKey)).body;
    expect(few.whales).toEqual(all.whales.slice(0, 2));
    expect(few.consensus).toEqual(all.consensus);
  });
});

describe('whales: errors', () => {
  it('names bad parameters', async () => {
    const a = await t.frozenAccount('pro', FROZEN);
    await expectInvalidParams(t, a.testKey, [
      ['/v1/whales?limit=0', 'limit'],
      ['/v1/whales?limit=501', 'limit'],
      ['/v1/whales?sort=size', 'sort'],
      ['/v1/whales?symbol=$$$', 'symbol'],
      ['/v1/whales/events?type=deposit', 'type'],
      ['/v1/whales/events?min_usd=-1', 'min_usd'],
      ['/v1/whales/events?since=yesterday', 'since'],
      [`/v1/whales/events?since=${FROZEN - 200 * 86_400_000}`, 'since'],
      ['/v1/whales/events?address=0x123', 'address'],
      ['/v1/whales/events?limit=1000', 'limit'],
      ['/v1/whales/events?cursor=abc', 'cursor'],
      ['/v1/whales/TEST_BTC?limit=0', 'limit'],
    ]);
  });

  it('answers 404 for unknown symbols, in the query and in the path', async () => {
    const a = await t.frozenAccount('pro', FROZEN);
    await expectProblem(t, a.testKey, 404, 'unknown_symbol', [
      '/v1/whales/NOPECOIN',
      '/v1/whales/BTC',
      '/v1/whales/events?symbol=DOGE',
      '/v1/whales?symbol=ETH',
    ]);
  });

  it('answers 503 data_unavailable for a production key while nothing has been collected', async () => {
    const a = await t.createAccount('pro');
    await expectProblem(t, a.liveKey, 503, 'data_unavailable', [
      '/v1/whales',
      '/v1/whales/summary',
      '/v1/whales/events',
      '/v1/whales/BTC',
    ]);
  });
});

describe('whales: security', () => {
  it('needs a key, on every path, and the deprecated path says so even then', async () => {
    for (const url of ['/v1/whales', '/v1/whales/summary', '/v1/whales/events', '/v1/whales/TEST_BTC']) {
      const res = await t.request({ url });
      expect(res.statusCode, url).toBe(401);
    }
    const res = await t.request({ url: '/v1/whales' });
    expect(res.headers.deprecation).toMatch(/^@\d+$/);
  });

  it('checks the plan before data: a free production key asking ETH gets 403, BTC 503', async () => {
    const a = await t.createAccount('free');
    const eth = await t.getJson('/v1/whales/ETH', a.liveKey);
    expect(eth.status).toBe(403);
    expect(eth.body.code).toBe('plan_restricted');
    expect((await t.getJson('/v1/whales/events?symbol=ETHUSDT', a.liveKey)).status).toBe(403);
    expect((await t.getJson('/v1/whales/BTC', a.liveKey)).status).toBe(503);
  });

  it('keeps the static paths out of the symbol route', async () => {
    const a = await t.frozenAccount('pro', FROZEN);
    expect((await t.getJson('/v1/whales/summary', a.testKey)).body.symbol).toBeUndefined();
    expect((await t.getJson('/v1/whales/events?limit=1', a.testKey)).body.events).toHaveLength(1);
  });
});
