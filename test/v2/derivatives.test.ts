/**
 * GET /v2/derivatives/funding-heatmap and GET /v2/derivatives/positions: the same figures as the
 * v1 heatmap and screener under v2 names, the required exchange, the aggregations, and errors.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeDerivativesPoints } from '../../src/market/production-store.ts';
import type { DerivativesPoint, Venue } from '../../src/market/types.ts';
import { FIXED_HEATMAP } from '../../src/signals/funding-heatmap.ts';
import { bootTestApp, type TestAccount, type TestApp } from '../helpers/app.ts';
import { expectInvalidParams, expectProblem } from '../helpers/market.ts';

const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);
const FROZEN = Date.UTC(2026, 4, 15, 12, 30, 0);
const MIN = 60_000;
const MAGIC = 1_234_567_890_000;
let t: TestApp;
let pro: TestAccount;

interface ScreenerRow {
  venue: string;
  symbol: string;
  funding_rate: number;
  open_interest_usd: number;
  long_short_ratio: number | null;
}
interface Group {
  key: string;
  open_interest_usd: number;
  share: number;
  markets: number;
  funding_rate: number | null;
  long_account_share: number | null;
  stale: boolean;
}

beforeAll(async () => {
  t = await bootTestApp({}, { now: () => NOW });
  pro = await t.frozenAccount('pro', FROZEN);
});
afterAll(() => t.close());

describe('GET /v2/derivatives/funding-heatmap', () => {
  it('is the v1 heatmap plane of the one venue asked for', async () => {
    const q = 'symbols=TEST_BTC,TEST_ETH,TEST_SOL&hours=6';
    const v1 = (await t.getJson(`/v1/derivatives/funding-heatmap?${q}`, pro.testKey)).body;
    for (const [i, venue] of (v1.venues as string[]).entries()) {
      const { status, body } = await t.getJson(`/v2/derivatives/funding-heatmap?exchange=${venue}&${q}`, pro.testKey);
      expect(status).toBe(200);
      expect(body).toMatchObject({
        exchange: venue,
        end_time_ms: v1.timestamp,
        clamped: false,
        fixed: false,
        symbols: v1.symbols,
        hour_starts_ms: v1.hours,
        funding_rates: v1.cells[i],
      });
      expect(body.funding_rates.flat().every((x: number | null) => typeof x === 'number')).toBe(true);
      expect(body.meta.as_of).toBe(new Date(v1.timestamp).toISOString());
    }
  });

  it('serves the fixed dataset for the magic timestamp to any key, production and free included', async () => {
    const free = await t.createAccount('free');
    for (const key of [pro.testKey, free.liveKey, free.testKey]) {
      for (const [i, venue] of FIXED_HEATMAP.venues.entries()) {
        const { status, body } = await t.getJson(
          `/v2/derivatives/funding-heatmap?exchange=${venue}&timestamp=${MAGIC}`,
          key,
        );
        expect(status).toBe(200);
        expect(body).toMatchObject({
          exchange: venue,
          fixed: true,
          end_time_ms: MAGIC,
          symbols: FIXED_HEATMAP.symbols,
          hour_starts_ms: FIXED_HEATMAP.hours,
          funding_rates: FIXED_HEATMAP.cells[i],
        });
      }
    }
  });

  it('clamps a timestamp a little ahead of the clock and says so', async () => {
    const { body } = await t.getJson(
      `/v2/derivatives/funding-heatmap?exchange=bybit&timestamp=${FROZEN + 2 * MIN}&hours=2`,
      pro.testKey,
    );
    expect(body).toMatchObject({ clamped: true, end_time_ms: FROZEN });
  });

  it('requires exchange, and names every bad parameter', async () => {
    await expectInvalidParams(t, pro.testKey, [
      ['/v2/derivatives/funding-heatmap', 'exchange'],
      ['/v2/derivatives/funding-heatmap?hours=4', 'exchange'],
      ['/v2/derivatives/funding-heatmap?exchange=kraken', 'exchange'],
      ['/v2/derivatives/funding-heatmap?exchange=hyperliquid', 'exchange'],
      [`/v2/derivatives/funding-heatmap?exchange=hyperliquid&timestamp=${MAGIC}`, 'exchange'],
      ['/v2/derivatives/funding-heatmap?exchange=okx&hours=0', 'hours'],
      ['/v2/derivatives/funding-heatmap?exchange=okx&hours=169', 'hours'],
      ['/v2/derivatives/funding-heatmap?exchange=okx&timestamp=Infinity', 'timestamp'],
      ['/v2/derivatives/funding-heatmap?exchange=okx&timestamp=1e400', 'timestamp'],
      [`/v2/derivatives/funding-heatmap?exchange=okx&timestamp=${Math.floor(FROZEN / 1000)}`, 'timestamp'],
      [`/v2/derivatives/funding-heatmap?exchange=okx&timestamp=${FROZEN + 3_600_000}`, 'timestamp'],
      [`/v2/derivatives/funding-heatmap?exchange=okx&symbols=${'A,'.repeat(250)}`, 'symbols'],
    ]);
    await expectProblem(t, pro.testKey, 404, 'unknown_symbol', [
      '/v2/derivatives/funding-heatmap?exchange=okx&symbols=TEST_NOPE',
    ]);
    const free = await t.createAccount('free');
    await expectProblem(t, free.testKey, 403, 'plan_restricted', [
      '/v2/derivatives/funding-heatmap?exchange=okx&symbols=TEST_ETH',
    ]);
  });
});

describe('GET /v2/derivatives/positions', () => {
  const symbols = 'TEST_BTC,TEST_ETH,TEST_SOL';
  let screener: ScreenerRow[];
  beforeAll(async () => {
    screener = (await t.getJson(`/v1/derivatives/screener?symbol=${symbols}`, pro.testKey)).body.rows;
    expect(screener.length).toBe(9);
  });
  const near = (a: number, b: number, tolerance = 1e-6) => expect(Math.abs(a - b)).toBeLessThanOrEqual(tolerance);

  it('group_by=venue and symbol sum the screener’s open interest, weighting funding and account shares by it', async () => {
    for (const [groupBy, keyOf] of [
      ['venue', (r: ScreenerRow) => r.venue],
      ['symbol', (r: ScreenerRow) => r.symbol],
    ] as const) {
      const { status, body } = await t.getJson(
        `/v2/derivatives/positions?group_by=${groupBy}&symbols=${symbols}`,
        pro.testKey,
      );
      expect(status).toBe(200);
      expect(body).toMatchObject({
        group_by: groupBy,
        exchange: null,
        symbols: symbols.split(','),
        unattributed_open_interest_usd: null,
      });
      const total = screener.reduce((s, r) => s + r.open_interest_usd, 0);
      near(body.total_open_interest_usd, total, 0.01);
      expect(body.data.length).toBe(3);
      for (const g of body.data as Group[]) {
        const rows = screener.filter((r) => keyOf(r) === g.key);
        const oi = rows.reduce((s, r) => s + r.open_interest_usd, 0);
        near(g.open_interest_usd, oi, 0.01);
        near(g.share, oi / total);
        expect(g.markets).toBe(rows.length);
        near(g.funding_rate!, rows.reduce((s, r) => s + r.funding_rate * r.open_interest_usd, 0) / oi, 1e-9);
        const long = rows.reduce(
          (s, r) => s + (r.open_interest_usd * r.long_short_ratio!) / (1 + r.long_short_ratio!),
          0,
        );
        near(g.long_account_share!, long / oi);
        expect(g.stale).toBe(false);
      }
      const keys = body.data.map((g: Group) => g.key);
      if (groupBy === 'venue') expect(keys).toEqual(['binance', 'bybit', 'okx']);
      else
        expect(body.data.map((g: Group) => g.open_interest_usd)).toEqual(
          [...body.data.map((g: Group) => g.open_interest_usd)].sort((a, b) => b - a),
        );
    }
  });

  it('group_by=side splits open interest by the account ratios, long then short', async () => {
    const { body } = await t.getJson(`/v2/derivatives/positions?group_by=side&symbols=${symbols}`, pro.testKey);
    expect(body.data.map((g: Group) => g.key)).toEqual(['long', 'short']);
    const long = screener.reduce(
      (s, r) => s + (r.open_interest_usd * r.long_short_ratio!) / (1 + r.long_short_ratio!),
      0,
    );
    const total = screener.reduce((s, r) => s + r.open_interest_usd, 0);
    near(body.data[0].open_interest_usd, long, 0.01);
    near(body.data[1].open_interest_usd, total - long, 0.01);
    near(body.data[0].share + body.data[1].share, 1);
    expect(body.unattributed_open_interest_usd).toBe(0);
    for (const g of body.data as Group[])
      expect(g).toMatchObject({ markets: 9, funding_rate: null, long_account_share: null });
  });

  it('keeps the total whatever the grouping, and the groups add up to it (property)', async () => {
    const all = ['TEST_BTC', 'TEST_ETH', 'TEST_SOL', 'TEST_BNB', 'TEST_ARB'];
    await fc.assert(
      fc.asyncProperty(
        fc.subarray(all, { minLength: 1 }),
        fc.option(fc.constantFrom<Venue>('binance', 'bybit', 'okx'), { nil: undefined }),
        async (chosen, exchange) => {
          const totals: number[] = [];
          for (const g of ['venue', 'symbol', 'side']) {
            const url = `/v2/derivatives/positions?group_by=${g}&symbols=${chosen.join(',')}${exchange ? `&exchange=${exchange}` : ''}`;
            const { status, body } = await t.getJson(url, pro.testKey);
            expect(status, url).toBe(200);
            const sum = (body.data as Group[]).reduce((s, x) => s + x.open_interest_usd, 0);
            near(sum, body.total_open_interest_usd, 0.05);
            if (exchange && g === 'venue') expect(body.data.map((x: Group) => x.key)).toEqual([exchange]);
            totals.push(body.total_open_interest_usd);
          }
          near(totals[0]!, totals[1]!, 0.05);
          near(totals[0]!, totals[2]!, 0.05);
        },
      ),
      { numRuns: 12 },
    );
  });

  it('names every bad parameter and applies symbol rules', async () => {
    await expectInvalidParams(t, pro.testKey, [
      ['/v2/derivatives/positions?group_by=wallet', 'group_by'],
      ['/v2/derivatives/positions?exchange=kraken', 'exchange'],
      [`/v2/derivatives/positions?symbols=${Array.from({ length: 21 }, () => 'TEST_BTC').join(',')}`, 'symbols'],
      ['/v2/derivatives/positions?symbols=%2C', 'symbols'],
    ]);
    await expectProblem(t, pro.testKey, 404, 'unknown_symbol', ['/v2/derivatives/positions?symbols=TEST_NOPE']);
    const free = await t.createAccount('free');
    await expectProblem(t, free.testKey, 403, 'plan_restricted', ['/v2/derivatives/positions?symbols=TEST_ETH']);
    // Without a list a free key sees only its one symbol.
    expect((await t.getJson('/v2/derivatives/positions', free.testKey)).body.symbols).toEqual(['TEST_BTC']);
  });
});

describe('v2 derivatives on production data', () => {
  const point = (symbol: string, venue: Venue, oi: number, ratio: number | null, age = 2 * MIN): DerivativesPoint => ({
    venue,
    symbol,
    t: NOW - age,
    markPrice: 1000,
    fundingRate: 0.0001,
    nextFundingTime: NOW + 3_600_000,
    openInterestUsd: oi,
    longShortRatio: ratio,
  });

  it('aggregates collected readings, leaving Hyperliquid out of the side split and marking stale ones', async () => {
    const live = await t.createAccount('enterprise');
    await writeDerivativesPoints(t.database.db, [
      point('BTC', 'binance', 3e9, 1.5),
      point('BTC', 'hyperliquid', 1e9, null),
      point('ETH', 'okx', 1e9, 1, 40 * MIN),
    ]);
    const side = (await t.getJson('/v2/derivatives/positions?group_by=side&symbols=BTC,ETH', live.liveKey)).body;
    expect(side.unattributed_open_interest_usd).toBe(1e9);
    expect(side.data).toEqual([
      {
        key: 'long',
        open_interest_usd: 2.3e9,
        share: 0.575,
        markets: 2,
        funding_rate: null,
        long_account_share: null,
        stale: true,
      },
      {
        key: 'short',
        open_interest_usd: 1.7e9,
        share: 0.425,
        markets: 2,
        funding_rate: null,
        long_account_share: null,
        stale: true,
      },
    ]);
    const venue = (await t.getJson('/v2/derivatives/positions?symbols=BTC,ETH', live.liveKey)).body;
    expect(venue.data.map((g: Group) => [g.key, g.open_interest_usd, g.long_account_share, g.stale])).toEqual([
      ['binance', 3e9, 0.6, false],
      ['okx', 1e9, 0.5, true],
      ['hyperliquid', 1e9, null, false],
    ]);
    const heat = await t.getJson(
      '/v2/derivatives/funding-heatmap?exchange=hyperliquid&symbols=BTC&hours=2',
      live.liveKey,
    );
    expect(heat.status).toBe(200);
    // The reading two minutes before noon falls in the 11:00 hour; the noon hour has none yet.
    expect(heat.body.hour_starts_ms).toEqual([NOW - 3_600_000, NOW]);
    expect(heat.body.funding_rates).toEqual([[0.0001, null]]);
  });
});
