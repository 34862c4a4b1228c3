import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { binanceState, startBinanceFixture } from '../../../test/fixtures/upstreams/binance.ts';
import { CLIENT_TIMEOUT_MS, expectUpstreamError, FAULT_CASES } from '../../../test/fixtures/upstreams/fault-cases.ts';
import type { FixtureServer } from '../../../test/fixtures/upstreams/server.ts';
import { type BinanceContract, generateVenueUniverse } from '../../../test/fixtures/upstreams/venue-universe.ts';
import {
  HOUR_MS,
  nextFundingTime,
  seriesCandle,
  seriesOpenInterest,
  seriesPrice,
} from '../../../test/fixtures/upstreams/venue-wire.ts';
import { ONE_ATTEMPT, recordingUpstream } from '../../../test/helpers/upstreams.ts';
import type { VenueMarket } from '../types.ts';
import { createUpstream } from '../upstream/client.ts';
import { fetchCandles, fetchDerivatives, fetchMarkets, fetchOpenInterestHistory } from './index.ts';

const universe = generateVenueUniverse({ seed: 11 });
const state = binanceState(universe);
const original = state.contracts;
const expected = original.filter((c) => c.expect !== null);
const bySymbol = new Map(original.map((c) => [c.symbol, c]));
const now = () => universe.now;
let server: FixtureServer;
let markets: VenueMarket[];

function upstream(over: { patienceMs?: number } = {}) {
  return recordingUpstream(
    createUpstream({ name: 'binance', baseUrl: server.url, timeoutMs: CLIENT_TIMEOUT_MS, ...ONE_ATTEMPT, ...over }),
  );
}

beforeAll(async () => {
  server = (await startBinanceFixture(state)).server;
  markets = await fetchMarkets(upstream());
});
afterEach(() => {
  server.clearFaults();
  state.contracts = original;
  state.futuresDataStringTimestamps = false;
  state.override = undefined;
});
afterAll(() => server.close());

function withContracts(change: (c: BinanceContract) => BinanceContract | null, extra: BinanceContract[] = []) {
  state.contracts = [...original.map(change).filter((c) => c !== null), ...extra];
}

describe('binance fetchMarkets', () => {
  it('keeps exactly the USDT perpetuals of the generated universe, with their units', async () => {
    expect(markets).toHaveLength(230);
    const byInstrument = new Map(markets.map((m) => [m.instrument, m]));
    expect([...byInstrument.keys()].sort()).toEqual(expected.map((c) => c.symbol).sort());
    for (const c of expected) {
      expect(byInstrument.get(c.symbol)).toEqual({
        venue: 'binance',
        symbol: c.expect!.symbol,
        instrument: c.symbol,
        quote: 'USDT',
        multiplier: c.expect!.multiplier,
        contractSize: 1,
        fundingIntervalHours: c.fundingIntervalHours,
      });
    }
    expect(new Set(markets.map((m) => m.fundingIntervalHours))).toEqual(new Set([1, 4, 8]));
    expect(byInstrument.get('1000000MOGUSDT')).toMatchObject({ symbol: 'MOG', multiplier: 1_000_000 });
  });

  it('costs exchangeInfo (weight 1) and fundingInfo (funding bucket)', async () => {
    const up = upstream();
    await fetchMarkets(up);
    expect(up.calls.map((c) => [c.path, c.bucket ?? 'default', c.weight ?? 1])).toEqual([
      ['/fapi/v1/exchangeInfo', 'default', 1],
      ['/fapi/v1/fundingInfo', 'funding', 1],
    ]);
  });

  it('keeps one instrument per symbol: multiplier 1 first, then the larger open interest', async () => {
    const pepe = bySymbol.get('1000PEPEUSDT')!;
    const plainPepe = { ...pepe, symbol: 'PEPEUSDT', baseAsset: 'PEPE', markPrice: pepe.markPrice / 1000 };
    withContracts((c) => c, [plainPepe]);
    expect((await fetchMarkets(upstream())).filter((m) => m.symbol === 'PEPE').map((m) => m.instrument)).toEqual([
      'PEPEUSDT',
    ]);
    const bigger = { ...pepe, symbol: 'PEPE1000USDT', baseAsset: 'PEPE1000', openInterest: pepe.openInterest * 3 };
    withContracts((c) => c, [bigger]);
    const up = upstream();
    const kept = (await fetchMarkets(up)).filter((m) => m.symbol === 'PEPE');
    expect(kept.map((m) => m.instrument)).toEqual(['PEPE1000USDT']);
    expect(up.calls.filter((c) => c.path === '/fapi/v1/openInterest')).toHaveLength(2);
  });
});

describe('binance fetchDerivatives', () => {
  it('gives every market a point in our units', async () => {
    const up = upstream();
    const cycle = await fetchDerivatives(up, markets, now);
    expect(cycle.skipped).toEqual([]);
    expect(cycle.points).toHaveLength(230);
    expect(cycle.t).toBe(universe.now);
    const hoursSeen = new Set<number>();
    for (const point of cycle.points) {
      const market = markets.find((m) => m.symbol === point.symbol)!;
      const c = bySymbol.get(market.instrument)!;
      hoursSeen.add(c.fundingIntervalHours);
      expect(point.markPrice).toBeCloseTo(c.markPrice / c.expect!.multiplier, 15);
      expect(point.fundingRate).toBeCloseTo((c.fundingRate! * 8) / c.fundingIntervalHours, 15);
      expect(point.nextFundingTime).toBe(nextFundingTime(universe.now, c.fundingIntervalHours));
      expect(point.openInterestUsd / (c.openInterest * c.markPrice)).toBeCloseTo(1, 12);
      expect(point.longShortRatio).toBe(c.longShortRatio);
    }
    expect(hoursSeen).toEqual(new Set([1, 4, 8]));
    const pepe = cycle.points.find((p) => p.symbol === 'PEPE')!;
    expect(pepe.markPrice).toBeLessThan(0.001);
    expect(pepe.markPrice * 1000).toBeCloseTo(bySymbol.get('1000PEPEUSDT')!.markPrice, 12);

    const summary = (path: string) =>
      up.calls.filter((c) => c.path === path).map((c) => `${c.bucket ?? 'default'}:${c.weight ?? 1}`);
    expect(summary('/fapi/v1/premiumIndex')).toEqual(['default:10']);
    expect(up.calls.find((c) => c.path === '/fapi/v1/premiumIndex')!.query).toBeUndefined();
    expect(new Set(summary('/fapi/v1/openInterest'))).toEqual(new Set(['default:1']));
    expect(summary('/fapi/v1/openInterest')).toHaveLength(230);
    const ratios = up.calls.filter((c) => c.path === '/futures/data/globalLongShortAccountRatio');
    expect(ratios).toHaveLength(230);
    expect(ratios[0]).toMatchObject({ bucket: 'futures-data', query: { period: '5m', limit: 1 } });
  });

  it('skips the ratio calls when told, leaving the ratio null', async () => {
    const up = upstream();
    const cycle = await fetchDerivatives(up, markets.slice(0, 40), now, { ratios: false });
    expect(cycle.points).toHaveLength(40);
    expect(cycle.points.every((p) => p.longShortRatio === null)).toBe(true);
    expect(up.calls.some((c) => c.path.startsWith('/futures/data'))).toBe(false);
  });

  it("refreshes funding intervals each cycle, keeping the markets' own when fundingInfo fails", async () => {
    const btc = markets.find((m) => m.instrument === 'BTCUSDT')!;
    withContracts((c) => (c.symbol === 'BTCUSDT' ? { ...c, fundingIntervalHours: 4 } : c));
    const fresh = await fetchDerivatives(upstream(), [btc], now, { ratios: false });
    expect(fresh.markets[0].fundingIntervalHours).toBe(4);
    expect(fresh.points[0].fundingRate).toBeCloseTo(bySymbol.get('BTCUSDT')!.fundingRate! * 2, 15);
    server.fault({ path: '/fapi/v1/fundingInfo', fault: { kind: 'server-error' } });
    const stale = await fetchDerivatives(upstream(), [btc], now, { ratios: false });
    expect(stale.markets[0].fundingIntervalHours).toBe(8);
    expect(stale.points).toHaveLength(1);
  });

  it('reads /futures/data timestamps sent as strings', async () => {
    state.futuresDataStringTimestamps = true;
    const cycle = await fetchDerivatives(upstream(), markets.slice(0, 5), now);
    expect(cycle.points.map((p) => p.longShortRatio)).toEqual(
      markets.slice(0, 5).map((m) => bySymbol.get(m.instrument)!.longShortRatio),
    );
  });

  it('puts markets without figures in skipped with a reason, never a NaN', async () => {
    const [a, b, c] = markets;
    withContracts((x) => (x.symbol === a.instrument ? { ...x, fundingRate: null } : x));
    const gone: VenueMarket = { ...c, instrument: 'GONEUSDT', symbol: 'GONE' };
    state.override = (req) =>
      req.path === '/fapi/v1/premiumIndex'
        ? {
            body: [
              { symbol: a.instrument, markPrice: '1', lastFundingRate: '', nextFundingTime: 1 },
              { symbol: b.instrument, markPrice: 'NaN', lastFundingRate: '0.0001', nextFundingTime: 1 },
              { symbol: c.instrument, markPrice: '2', lastFundingRate: '0.0001', nextFundingTime: 1789488000000 },
            ],
          }
        : null;
    const cycle = await fetchDerivatives(upstream(), [a, b, c, gone], now);
    expect(cycle.skipped).toEqual([
      { instrument: a.instrument, reason: 'no valid funding rate' },
      { instrument: b.instrument, reason: 'no valid mark price' },
      { instrument: 'GONEUSDT', reason: 'not in premiumIndex' },
    ]);
    expect(cycle.points.map((p) => p.symbol)).toEqual([c.symbol]);
  });

  it('loses only the market whose call failed; a failed ratio is null', async () => {
    server.fault({ path: '/fapi/v1/openInterest', fault: { kind: 'server-error' }, times: 1 });
    server.fault({
      path: '/futures/data/globalLongShortAccountRatio',
      fault: { kind: 'rate-limit', retryAfterS: 1 },
      times: 1,
    });
    // The 429 pauses the whole upstream for its Retry-After: the other calls wait it out.
    const cycle = await fetchDerivatives(upstream({ patienceMs: 10_000 }), markets.slice(0, 20), now);
    expect(cycle.skipped).toHaveLength(1);
    expect(cycle.skipped[0].reason).toMatch(/^openInterest failed \(http\): binance: openInterest: HTTP 503/);
    expect(cycle.points).toHaveLength(19);
    expect(cycle.points.filter((p) => p.longShortRatio === null).length).toBeLessThanOrEqual(1);
  });

  it('fails the whole cycle when a per-market answer has drifted', async () => {
    server.fault({ path: '/fapi/v1/openInterest', fault: { kind: 'drift' } });
    const err = await expectUpstreamError(
      fetchDerivatives(upstream(), markets.slice(0, 10), now),
      'binance',
      'malformed',
    );
    expect(err.message).toMatch(/openInterest: no 'openInterest' field/);
  });

  it('reports an error body answered with HTTP 200 as an upstream error', async () => {
    state.override = (req) =>
      req.path === '/fapi/v1/premiumIndex' ? { body: { code: -1003, msg: 'Too much request weight used' } } : null;
    const err = await expectUpstreamError(fetchDerivatives(upstream(), markets, now), 'binance', 'upstream');
    expect(err.message).toMatch(/code -1003/);
  });
});

describe('binance history and candles', () => {
  const pepe = () => markets.find((m) => m.instrument === '1000PEPEUSDT')!;

  it('open-interest history: hourly USD values, ascending, from futures-data', async () => {
    for (const strings of [false, true]) {
      state.futuresDataStringTimestamps = strings;
      const up = upstream();
      const from = universe.now - 24 * HOUR_MS;
      const points = await fetchOpenInterestHistory(up, pepe(), from, universe.now);
      expect(points).toHaveLength(24);
      const c = bySymbol.get('1000PEPEUSDT')!;
      for (const p of points) {
        const usd = seriesOpenInterest(c.symbol, c.openInterest, p.t) * seriesPrice(c.symbol, c.markPrice, p.t);
        expect(p.openInterestUsd / usd).toBeCloseTo(1, 9);
      }
      expect(points.map((p) => p.t)).toEqual([...points.map((p) => p.t)].sort((x, y) => x - y));
      expect(up.calls[0]).toMatchObject({ bucket: 'futures-data', query: { period: '1h', symbol: '1000PEPEUSDT' } });
    }
  });

  it('candles: pages forward, per asset unit, ascending and unique, weighted by limit', async () => {
    const up = upstream();
    const from = universe.now - 50 * HOUR_MS;
    const candles = await fetchCandles(up, pepe(), '1m', from, universe.now);
    expect(candles).toHaveLength(3000);
    expect(new Set(candles.map((c) => c.t)).size).toBe(3000);
    expect(candles.every((c, i) => i === 0 || c.t - candles[i - 1].t === 60_000)).toBe(true);
    const raw = seriesCandle('1000PEPEUSDT', bySymbol.get('1000PEPEUSDT')!.markPrice, 60_000, candles[10].t);
    expect(candles[10].c).toBeCloseTo(raw.c / 1000, 15);
    expect(candles[10].v).toBeCloseTo(raw.volume * 1000, 6);
    // 3000 candles: three pages of 1000 (weight 5 each); the third ends at the current candle.
    expect(up.calls.map((c) => c.weight)).toEqual([5, 5, 5]);

    const small = upstream();
    expect(await fetchCandles(small, pepe(), '1h', universe.now - 5 * HOUR_MS, universe.now)).toHaveLength(5);
    expect(small.calls.map((c) => c.weight)).toEqual([1]);
  });

  it('candles: daily ones open on UTC midnights, a day apart', async () => {
    const days = await fetchCandles(upstream(), pepe(), '1d', universe.now - 60 * 24 * HOUR_MS, universe.now);
    expect(days.length).toBeGreaterThanOrEqual(60);
    expect(days.every((c) => c.t % (24 * HOUR_MS) === 0)).toBe(true);
    expect(days.every((c, i) => i === 0 || c.t - days[i - 1].t === 24 * HOUR_MS)).toBe(true);
  });
});

describe('binance faults (the plain client: retries are the client layer’s job)', () => {
  for (const fc of FAULT_CASES) {
    it(`${fc.name} → ${fc.kind}`, async () => {
      server.fault({ path: '/fapi/v1/exchangeInfo', fault: fc.fault });
      await expectUpstreamError(fetchMarkets(upstream()), 'binance', fc.kind, fc.status);
      server.clearFaults();
      server.fault({ path: '/fapi/v1/premiumIndex', fault: fc.fault });
      await expectUpstreamError(fetchDerivatives(upstream(), markets, now), 'binance', fc.kind, fc.status);
    });
  }

  it('a slow answer inside the timeout is fine', async () => {
    server.fault({ path: '/fapi/v1/premiumIndex', fault: { kind: 'slow', delayMs: 50 } });
    expect((await fetchDerivatives(upstream(), markets.slice(0, 3), now, { ratios: false })).points).toHaveLength(3);
  });

  it('drift on every route the adapter reads is malformed, naming the route', async () => {
    const m = markets[0];
    const calls: Array<[string, () => Promise<unknown>, RegExp]> = [
      ['/fapi/v1/exchangeInfo', () => fetchMarkets(upstream()), /exchangeInfo/],
      ['/fapi/v1/fundingInfo', () => fetchMarkets(upstream()), /fundingInfo: no row carries 'fundingIntervalHours'/],
      ['/fapi/v1/premiumIndex', () => fetchDerivatives(upstream(), [m], now), /lastFundingRate/],
      ['/futures/data/globalLongShortAccountRatio', () => fetchDerivatives(upstream(), [m], now), /longShortRatio/],
      [
        '/futures/data/openInterestHist',
        () => fetchOpenInterestHistory(upstream(), m, 0, universe.now),
        /sumOpenInterestValue/,
      ],
      ['/fapi/v1/klines', () => fetchCandles(upstream(), m, '1h', universe.now - 5 * HOUR_MS, universe.now), /klines/],
    ];
    for (const [path, call, message] of calls) {
      server.clearFaults();
      server.fault({ path, fault: { kind: 'drift' } });
      const err = await expectUpstreamError(call(), 'binance', 'malformed');
      expect(err.message).toMatch(message);
    }
  });
});
