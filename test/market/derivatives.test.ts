import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXED_HEATMAP_TIMESTAMP, fixedHeatmap } from '../../src/signals/funding-heatmap.ts';
import { bootTestApp, type TestApp } from '../helpers/app.ts';
import { expectInvalidParams, expectProblem, expectSameAnswers } from '../helpers/market.ts';

let t: TestApp;
const now = Date.UTC(2026, 10, 21, 12, 0, 0);
const FROZEN = Date.UTC(2026, 4, 15, 12, 30, 0);
const HOUR = 3_600_000;
const TEST_SYMBOLS = ['TEST_BTC', 'TEST_ETH', 'TEST_SOL', 'TEST_BNB', 'TEST_ARB', 'TEST_OP'];

beforeAll(async () => {
  t = await bootTestApp({}, { now: () => now });
});
afterAll(() => t.close());

describe('GET /v1/derivatives/screener: happy', () => {
  it('lists every TEST_ symbol on the three venues with positioning figures', async () => {
    const a = await t.frozenAccount('trader', FROZEN);
    const { status, body } = await t.getJson('/v1/derivatives/screener', a.testKey);
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'ok', as_of: new Date(FROZEN).toISOString(), count: 18 });
    expect([...new Set(body.rows.map((r: { symbol: string }) => r.symbol))]).toEqual(TEST_SYMBOLS);
    for (const r of body.rows) {
      expect(['binance', 'bybit', 'okx']).toContain(r.venue);
      expect(Math.abs(r.funding_rate)).toBeLessThan(0.01);
      expect(Date.parse(r.next_funding_time)).toBeGreaterThan(FROZEN);
      expect(Date.parse(r.next_funding_time)).toBeLessThanOrEqual(FROZEN + 8 * HOUR);
      expect(r.open_interest_usd).toBeGreaterThan(0);
      expect(typeof r.oi_change_24h).toBe('number');
      expect(Math.abs(r.oi_change_24h)).toBeLessThan(1);
      expect(r.long_short_ratio).toBeGreaterThan(0);
      expect(r.mark_price).toBeGreaterThan(0);
    }
  });

  it('filters by exchange (any case) and by symbol list', async () => {
    const a = await t.frozenAccount('pro', FROZEN);
    const okx = (await t.getJson('/v1/derivatives/screener?exchange=OKX', a.testKey)).body;
    expect(okx.count).toBe(6);
    expect(okx.rows.every((r: { venue: string }) => r.venue === 'okx')).toBe(true);
    const two = (await t.getJson('/v1/derivatives/screener?symbol=TEST_ETHUSDT,TEST_BTC&exchange=binance', a.testKey))
      .body;
    expect(two.rows.map((r: { symbol: string }) => r.symbol)).toEqual(['TEST_ETH', 'TEST_BTC']);
    const all = (await t.getJson('/v1/derivatives/screener', a.testKey)).body;
    expect(two.rows[1]).toEqual(
      all.rows.find((r: { symbol: string; venue: string }) => r.symbol === 'TEST_BTC' && r.venue === 'binance'),
    );
  });
});

describe('GET /v1/derivatives/funding-heatmap: happy', () => {
  it('returns the fixed dataset for the magic timestamp, for any key', async () => {
    const a = await t.createAccount('free');
    const expected = fixedHeatmap();
    for (const key of [a.testKey, a.liveKey, 'sk_test_public_demo']) {
      const { status, body } = await t.getJson(
        `/v1/derivatives/funding-heatmap?timestamp=${FIXED_HEATMAP_TIMESTAMP}`,
        key,
      );
      expect(status).toBe(200);
      expect(body).toMatchObject({
        status: 'ok',
        fixed: true,
        timestamp: FIXED_HEATMAP_TIMESTAMP,
        as_of: '2009-02-13T23:31:30.000Z',
      });
      expect({ venues: body.venues, symbols: body.symbols, hours: body.hours, cells: body.cells }).toEqual(expected);
    }
  });

  it('maps venues × symbols × hours ending at the timestamp', async () => {
    const a = await t.frozenAccount('pro', FROZEN);
    const ts = FROZEN - 5 * HOUR - 60_000;
    const { status, body } = await t.getJson(
      `/v1/derivatives/funding-heatmap?timestamp=${ts}&hours=12&symbols=TEST_BTC,TEST_SOL`,
      a.testKey,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      fixed: false,
      clamped: false,
      timestamp: ts,
      venues: ['binance', 'bybit', 'okx'],
      symbols: ['TEST_BTC', 'TEST_SOL'],
    });
    expect(body.hours).toHaveLength(12);
    expect(body.hours.at(-1)).toBe(Math.floor(ts / HOUR) * HOUR);
    expect(body.hours.slice(1).every((h: number, i: number) => h - body.hours[i] === HOUR)).toBe(true);
    expect(body.cells).toHaveLength(3);
    for (const venue of body.cells) {
      expect(venue).toHaveLength(2);
      for (const row of venue) {
        expect(row).toHaveLength(12);
        for (const c of row) expect(Math.abs(c)).toBeLessThan(0.01);
      }
    }
    // The last hour's funding matches the screener's current reading at that instant.
    const b = await t.frozenAccount('pro', ts);
    const screen = (await t.getJson('/v1/derivatives/screener?symbol=TEST_BTC&exchange=bybit', b.testKey)).body;
    expect(body.cells[1][0][11]).toBe(screen.rows[0].funding_rate);
  });

  it('refuses a timestamp in seconds or outside the data with 400 naming the unit and the range', async () => {
    const a = await t.frozenAccount('pro', FROZEN);
    const cases: Array<[number, RegExp]> = [
      [Math.floor(FROZEN / 1000), /looks like Unix seconds; send Unix milliseconds/],
      [FROZEN + 86_400_000, /is after now: accepted from \d+ \(.*\) to \d+ \(.*\), Unix milliseconds/],
      [FROZEN - 200 * 86_400_000, /reaches back more than 183 days: accepted from .*Unix milliseconds/],
      [1, /reaches back/],
    ];
    for (const [ts, detail] of cases) {
      const { status, body } = await t.getJson(`/v1/derivatives/funding-heatmap?timestamp=${ts}`, a.testKey);
      expect(status, String(ts)).toBe(400);
      expect(body.code).toBe('invalid_parameter');
      expect(body.invalid_params[0]).toMatchObject({ in: 'query', name: 'timestamp' });
      expect(body.detail).toMatch(detail);
    }
  });

  it('defaults to the caller now and 24 hours, clamps a slightly future timestamp, filters an exchange', async () => {
    const a = await t.frozenAccount('pro', FROZEN);
    const def = (await t.getJson('/v1/derivatives/funding-heatmap', a.testKey)).body;
    expect(def).toMatchObject({ timestamp: FROZEN, clamped: false, symbols: TEST_SYMBOLS });
    expect(def.hours).toHaveLength(24);
    const future = (
      await t.getJson(`/v1/derivatives/funding-heatmap?timestamp=${FROZEN + 60_000}&exchange=bybit`, a.testKey)
    ).body;
    expect(future).toMatchObject({ timestamp: FROZEN, clamped: true, venues: ['bybit'] });
    expect(future.cells[0]).toEqual(def.cells[1]);
  });
});

describe('GET /v1/funding (legacy)', () => {
  it('gives current funding per venue, with deprecation headers', async () => {
    const a = await t.frozenAccount('pro', FROZEN);
    const { status, body, headers } = await t.getJson('/v1/funding?symbol=TEST_BTC,TEST_ETH', a.testKey);
    expect(status).toBe(200);
    expect(body.count).toBe(6);
    const screen = (await t.getJson('/v1/derivatives/screener?symbol=TEST_BTC', a.testKey)).body;
    expect(body.funding[0]).toEqual({
      venue: 'binance',
      symbol: 'TEST_BTC',
      funding_rate: screen.rows[0].funding_rate,
      next_funding_time: screen.rows[0].next_funding_time,
      mark_price: screen.rows[0].mark_price,
      stale: false,
    });
    expect(headers.deprecation).toBe(`@${Date.UTC(2026, 0, 1) / 1000}`);
    // Called with an API key alone, whose authentication sunsets first (docs/oauth.md): the earlier Sunset.
    expect(headers.sunset).toBe('Mon, 01 Mar 2027 00:00:00 GMT');
    expect(headers.link).toContain('</v2/derivatives/funding-heatmap>; rel="successor-version"');
    const spec = (await t.request({ url: '/openapi.json' })).json();
    expect(spec.paths['/v1/funding'].get.deprecated).toBe(true);
  });

  it('is deterministic across accounts frozen at the same instant', async () => {
    const [a, b] = [await t.frozenAccount('pro', FROZEN), await t.frozenAccount('trader', FROZEN)];
    await expectSameAnswers(
      t,
      [a.testKey, b.testKey],
      ['/v1/funding?symbol=TEST_SOL', '/v1/derivatives/screener', '/v1/derivatives/funding-heatmap?hours=6'],
    );
  });
});

describe('derivatives: errors', () => {
  it('names bad parameters', async () => {
    const a = await t.frozenAccount('pro', FROZEN);
    await expectInvalidParams(t, a.testKey, [
      ['/v1/derivatives/screener?exchange=kraken', 'exchange'],
      ['/v1/derivatives/screener?symbol=,', 'symbol'],
      [`/v1/derivatives/screener?symbol=${Array.from({ length: 21 }, () => 'TEST_BTC').join(',')}`, 'symbol'],
      ['/v1/derivatives/funding-heatmap?hours=0', 'hours'],
      ['/v1/derivatives/funding-heatmap?hours=169', 'hours'],
      ['/v1/derivatives/funding-heatmap?timestamp=-5', 'timestamp'],
      ['/v1/derivatives/funding-heatmap?timestamp=soon', 'timestamp'],
      ['/v1/derivatives/funding-heatmap?exchange=ftx', 'exchange'],
      ['/v1/derivatives/funding-heatmap?symbols=$', 'symbols'],
      ['/v1/funding', 'symbol'],
      ['/v1/funding?symbol=TEST_BTC&exchange=x', 'exchange'],
    ]);
  });

  it('answers 404 for unknown symbols', async () => {
    const a = await t.frozenAccount('pro', FROZEN);
    await expectProblem(t, a.testKey, 404, 'unknown_symbol', [
      '/v1/derivatives/screener?symbol=BTC',
      '/v1/derivatives/funding-heatmap?symbols=TEST_BTC,TEST_XYZ',
      '/v1/funding?symbol=ZZZZ',
    ]);
  });

  it('answers 503 data_unavailable for a production key on an empty database, except the magic heatmap', async () => {
    const a = await t.createAccount('pro');
    await expectProblem(t, a.liveKey, 503, 'data_unavailable', [
      '/v1/derivatives/screener',
      '/v1/derivatives/screener?symbol=ETH',
      '/v1/derivatives/funding-heatmap',
      '/v1/funding?symbol=BTC',
    ]);
    expect(
      (await t.getJson(`/v1/derivatives/funding-heatmap?timestamp=${FIXED_HEATMAP_TIMESTAMP}`, a.liveKey)).status,
    ).toBe(200);
  });
});

describe('derivatives: security', () => {
  it('needs a key', async () => {
    for (const url of [
      '/v1/derivatives/screener',
      `/v1/derivatives/funding-heatmap?timestamp=${FIXED_HEATMAP_TIMESTAMP}`,
      '/v1/funding?symbol=TEST_BTC',
    ]) {
      expect((await t.getJson(url)).status, url).toBe(401);
    }
  });

  it('checks the plan before data: a free production key asking ETH gets 403, not 503', async () => {
    const a = await t.createAccount('free');
    await expectProblem(t, a.liveKey, 403, 'plan_restricted', [
      '/v1/derivatives/screener?symbol=ETH',
      '/v1/derivatives/funding-heatmap?symbols=BTC,ETH',
      '/v1/funding?symbol=ETH',
    ]);
  });
});
