/**
 * The screener and the funding heatmap over every symbol of a production plan (no symbol filter),
 * on seeded production tables: the rows and cells the collected points give, symbols without data
 * left out (screener) or null (heatmap).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readableSymbols } from '../../src/market/access.ts';
import { writeDerivativesPoints } from '../../src/market/production-store.ts';
import type { DerivativesPoint, Venue } from '../../src/market/types.ts';
import { bootTestApp, type TestAccount, type TestApp } from '../helpers/app.ts';

const MIN = 60_000;
const HOUR = 60 * MIN;
const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);
const VENUES: Venue[] = ['binance', 'bybit', 'okx'];
let t: TestApp;
let live: TestAccount;

function point(
  symbol: string,
  venue: Venue,
  t: number,
  fundingRate: number,
  openInterestUsd: number,
): DerivativesPoint {
  return {
    venue,
    symbol,
    t,
    markPrice: 1000,
    fundingRate,
    nextFundingTime: NOW + 4 * HOUR,
    openInterestUsd,
    longShortRatio: 1.25,
  };
}

beforeAll(async () => {
  t = await bootTestApp({}, { now: () => NOW });
  live = await t.createAccount('enterprise');
  await writeDerivativesPoints(t.database.db, [
    // BTC: every venue now and 24 h earlier; the hour before on binance only.
    ...VENUES.flatMap((v, i) => [
      point('BTC', v, NOW - 5 * MIN, [0.0001, 0.0002, 0.0003][i]!, 2e9),
      point('BTC', v, NOW - 24 * HOUR - 5 * MIN, 0.0001, 1.6e9),
    ]),
    point('BTC', 'binance', NOW - HOUR + 10 * MIN, 0.0005, 2e9),
    // ETH: binance now only, nothing 24 h earlier.
    point('ETH', 'binance', NOW - 2 * MIN, -0.0002, 1e9),
    // SOL: only a stale reading (3 h old).
    point('SOL', 'okx', NOW - 3 * HOUR, 0.0003, 5e8),
  ]);
});
afterAll(() => t.close());

describe('production key, every symbol of the plan', () => {
  it('screener: one row per collected (venue, symbol), the last known reading of a silent venue marked stale', async () => {
    const { status, body } = await t.getJson('/v1/derivatives/screener', live.liveKey);
    expect(status).toBe(200);
    const row = (
      venue: Venue,
      symbol: string,
      fundingRate: number,
      oi: number,
      change: number | null,
      at: number,
      stale = false,
    ) => ({
      venue,
      symbol,
      mark_price: 1000,
      funding_rate: fundingRate,
      next_funding_time: new Date(NOW + 4 * HOUR).toISOString(),
      open_interest_usd: oi,
      oi_change_24h: change,
      long_short_ratio: 1.25,
      updated_at: new Date(at).toISOString(),
      stale,
    });
    expect(body).toEqual({
      status: 'ok',
      as_of: new Date(NOW).toISOString(),
      count: 5,
      rows: [
        row('binance', 'BTC', 0.0001, 2e9, 0.25, NOW - 5 * MIN),
        row('bybit', 'BTC', 0.0002, 2e9, 0.25, NOW - 5 * MIN),
        row('okx', 'BTC', 0.0003, 2e9, 0.25, NOW - 5 * MIN),
        row('binance', 'ETH', -0.0002, 1e9, null, NOW - 2 * MIN),
        row('okx', 'SOL', 0.0003, 5e8, null, NOW - 3 * HOUR, true),
      ],
    });
  });

  it('funding heatmap: the first 20 readable symbols, cells where points were collected, null elsewhere', async () => {
    const { status, body } = await t.getJson('/v1/derivatives/funding-heatmap?hours=2', live.liveKey);
    expect(status).toBe(200);
    const shown = readableSymbols({ environment: 'production', plan: 'enterprise' } as never).slice(0, 20);
    expect(body.symbols).toEqual(shown);
    expect(body.venues).toEqual([...VENUES, 'hyperliquid']);
    expect(body.hours).toEqual([NOW - HOUR, NOW]);
    const cells = (venue: Venue, symbol: string) => body.cells[VENUES.indexOf(venue)][shown.indexOf(symbol)];
    // The latest reading of each hour wins (11:55 over 11:10); nothing was read in the 12:00 hour.
    expect(cells('binance', 'BTC')).toEqual([0.0001, null]);
    expect(cells('bybit', 'BTC')).toEqual([0.0002, null]);
    expect(cells('okx', 'BTC')).toEqual([0.0003, null]);
    expect(cells('binance', 'ETH')).toEqual([-0.0002, null]);
    expect(cells('okx', 'SOL')).toEqual([null, null]);
    const filled = body.cells.flat(2).filter((c: number | null) => c !== null);
    expect(filled).toEqual([0.0001, -0.0002, 0.0002, 0.0003]);
  });

  it('an empty table is still a 503 for both', async () => {
    await t.database.query('DELETE FROM derivatives_points');
    await t.database.query('DELETE FROM derivatives_latest');
    await t.app.ctx.live.refresh();
    for (const url of ['/v1/derivatives/screener', '/v1/derivatives/funding-heatmap']) {
      const { status, body } = await t.getJson(url, live.liveKey);
      expect(status, url).toBe(503);
      expect(body.code, url).toBe('data_unavailable');
    }
  });
});
