import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bybitRatioShares, bybitState, startBybitFixture } from '../../../test/fixtures/upstreams/bybit.ts';
import { CLIENT_TIMEOUT_MS, expectUpstreamError, FAULT_CASES } from '../../../test/fixtures/upstreams/fault-cases.ts';
import type { FixtureServer } from '../../../test/fixtures/upstreams/server.ts';
import { type BybitContract, generateVenueUniverse } from '../../../test/fixtures/upstreams/venue-universe.ts';
import {
  HOUR_MS,
  nextFundingTime,
  seriesCandle,
  seriesOpenInterest,
} from '../../../test/fixtures/upstreams/venue-wire.ts';
import { ONE_ATTEMPT, recordingUpstream } from '../../../test/helpers/upstreams.ts';
import type { VenueMarket } from '../types.ts';
import { createUpstream } from '../upstream/client.ts';
import { fetchCandles, fetchDerivatives, fetchMarkets, fetchOpenInterestHistory } from './index.ts';

const universe = generateVenueUniverse({ seed: 12 });
const state = bybitState(universe);
const original = state.contracts;
const expected = original.filter((c) => c.expect !== null);
const bySymbol = new Map(original.map((c) => [c.symbol, c]));
const now = () => universe.now;
let server: FixtureServer;
let markets: VenueMarket[];

function upstream() {
  return recordingUpstream(
    createUpstream({ name: 'bybit', baseUrl: server.url, timeoutMs: CLIENT_TIMEOUT_MS, ...ONE_ATTEMPT }),
  );
}

beforeAll(async () => {
  server = (await startBybitFixture(state)).server;
  markets = await fetchMarkets(upstream());
});
afterEach(() => {
  server.clearFaults();
  state.contracts = original;
  state.pageCap = 1000;
  state.omitOpenInterestValue = false;
  state.envelopeError = null;
  state.override = undefined;
});
afterAll(() => server.close());

function withContracts(change: (c: BybitContract) => BybitContract, extra: BybitContract[] = []) {
  state.contracts = [...original.map(change), ...extra];
}

describe('bybit fetchMarkets', () => {
  it('keeps exactly the USDT linear perpetuals that trade, with their units', () => {
    expect(markets).toHaveLength(180);
    const byInstrument = new Map(markets.map((m) => [m.instrument, m]));
    expect([...byInstrument.keys()].sort()).toEqual(expected.map((c) => c.symbol).sort());
    for (const c of expected) {
      expect(byInstrument.get(c.symbol)).toEqual({
        venue: 'bybit',
        symbol: c.expect!.symbol,
        instrument: c.symbol,
        quote: 'USDT',
        multiplier: c.expect!.multiplier,
        contractSize: 1,
        fundingIntervalHours: c.fundingIntervalHours,
      });
    }
    expect(byInstrument.get('SHIB1000USDT')).toMatchObject({ symbol: 'SHIB', multiplier: 1000 });
    expect(byInstrument.get('1000000BABYDOGEUSDT')).toMatchObject({ symbol: 'BABYDOGE', multiplier: 1_000_000 });
  });

  it('follows nextPageCursor until it is empty', async () => {
    state.pageCap = 64;
    const up = upstream();
    const paged = await fetchMarkets(up);
    expect(paged).toEqual(markets);
    const pages = up.calls.filter((c) => c.path === '/v5/market/instruments-info');
    expect(pages).toHaveLength(Math.ceil(original.length / 64));
    expect(pages[0].query).toMatchObject({ category: 'linear', limit: 1000, cursor: undefined });
    expect(pages.slice(1).every((p) => typeof p.query?.cursor === 'string' && p.query.cursor !== '')).toBe(true);
  });

  it('the instruments route pages at 500 when no limit is asked for', async () => {
    withContracts(
      (c) => c,
      Array.from({ length: 450 }, (_, i) => ({ ...original[0], symbol: `X${i}USDT`, status: 'Closed' as const })),
    );
    const doc = (await (await fetch(`${server.url}/v5/market/instruments-info?category=linear`)).json()) as {
      result: { list: unknown[]; nextPageCursor: string };
    };
    expect(doc.result.list).toHaveLength(500);
    expect(doc.result.nextPageCursor).not.toBe('');
  });

  it('between two multiplied contracts of one asset keeps the larger open interest', async () => {
    const pepe = bySymbol.get('1000PEPEUSDT')!;
    withContracts(
      (c) => c,
      [{ ...pepe, symbol: 'PEPE1000USDT', baseCoin: 'PEPE1000', openInterest: pepe.openInterest / 2 }],
    );
    const kept = (await fetchMarkets(upstream())).filter((m) => m.symbol === 'PEPE');
    expect(kept.map((m) => m.instrument)).toEqual(['1000PEPEUSDT']);
  });
});

describe('bybit fetchDerivatives', () => {
  it('one tickers call for every contract, then the account ratio per market', async () => {
    const up = upstream();
    const cycle = await fetchDerivatives(up, markets, now);
    expect(cycle.skipped).toEqual([]);
    expect(cycle.points).toHaveLength(180);
    const hoursSeen = new Set<number>();
    for (const point of cycle.points) {
      const market = markets.find((m) => m.symbol === point.symbol)!;
      const c = bySymbol.get(market.instrument)!;
      hoursSeen.add(c.fundingIntervalHours);
      expect(point.markPrice).toBeCloseTo(c.markPrice / c.expect!.multiplier, 15);
      expect(point.fundingRate).toBeCloseTo((c.fundingRate! * 8) / c.fundingIntervalHours, 15);
      expect(point.nextFundingTime).toBe(nextFundingTime(universe.now, c.fundingIntervalHours));
      expect(point.openInterestUsd).toBe(Number((c.openInterest * c.markPrice).toFixed(2)));
      const { buy, sell } = bybitRatioShares(c.longShortRatio!);
      expect(point.longShortRatio).toBe(Number(buy) / Number(sell));
    }
    expect(hoursSeen).toEqual(new Set([1, 4, 8]));
    expect(up.calls.filter((c) => c.path === '/v5/market/tickers')).toHaveLength(1);
    const ratioCalls = up.calls.filter((c) => c.path === '/v5/market/account-ratio');
    expect(ratioCalls).toHaveLength(180);
    expect(ratioCalls[0].query).toMatchObject({ category: 'linear', period: '5min', limit: 1 });
    expect(up.calls.every((c) => (c.bucket ?? 'default') === 'default' && (c.weight ?? 1) === 1)).toBe(true);
  });

  it('uses open interest × mark when openInterestValue is absent', async () => {
    state.omitOpenInterestValue = true;
    const cycle = await fetchDerivatives(upstream(), markets.slice(0, 10), now, { ratios: false });
    for (const point of cycle.points) {
      const c = bySymbol.get(markets.find((m) => m.symbol === point.symbol)!.instrument)!;
      expect(point.openInterestUsd / (c.openInterest * c.markPrice)).toBeCloseTo(1, 12);
      expect(point.longShortRatio).toBeNull();
    }
  });

  it('takes the interval from the tickers, where Bybit changes it first', async () => {
    const btc = markets.find((m) => m.instrument === 'BTCUSDT')!;
    withContracts((c) => (c.symbol === 'BTCUSDT' ? { ...c, fundingIntervalHours: 4 } : c));
    const cycle = await fetchDerivatives(upstream(), [btc], now, { ratios: false });
    expect(cycle.markets[0].fundingIntervalHours).toBe(4);
    expect(cycle.points[0].fundingRate).toBeCloseTo(bySymbol.get('BTCUSDT')!.fundingRate! * 2, 15);
  });

  it('skips a market with an empty funding rate or missing from tickers; no ratio row is null', async () => {
    const [a, b] = markets;
    withContracts((c) =>
      c.symbol === a.instrument
        ? { ...c, fundingRate: null }
        : c.symbol === b.instrument
          ? { ...c, longShortRatio: null }
          : c,
    );
    const gone: VenueMarket = { ...b, instrument: 'GONEUSDT', symbol: 'GONE' };
    const cycle = await fetchDerivatives(upstream(), [a, b, gone], now);
    expect(cycle.skipped).toEqual([
      { instrument: a.instrument, reason: 'no valid funding rate' },
      { instrument: 'GONEUSDT', reason: 'not in tickers' },
    ]);
    expect(cycle.points).toHaveLength(1);
    expect(cycle.points[0].longShortRatio).toBeNull();
  });

  it('maps retCodes: 10006 and 10018 to rate_limited, others to upstream', async () => {
    for (const [retCode, kind] of [
      [10006, 'rate_limited'],
      [10018, 'rate_limited'],
      [10016, 'upstream'],
    ] as const) {
      state.envelopeError = { path: '/v5/market/tickers', retCode, retMsg: 'nope' };
      const err = await expectUpstreamError(fetchDerivatives(upstream(), markets, now), 'bybit', kind);
      expect(err.message).toBe(`bybit: tickers: retCode ${retCode}: nope`);
    }
    // A per-market ratio answered with a retCode costs that ratio only.
    state.envelopeError = { path: '/v5/market/account-ratio', retCode: 10006, retMsg: 'Too many visits!' };
    const cycle = await fetchDerivatives(upstream(), markets.slice(0, 5), now);
    expect(cycle.points.map((p) => p.longShortRatio)).toEqual([null, null, null, null, null]);
  });
});

describe('bybit history and candles', () => {
  const pepe = () => markets.find((m) => m.instrument === '1000PEPEUSDT')!;

  it('open-interest history: quoted units × the given mark, ascending, paged by cursor', async () => {
    const c = bySymbol.get('1000PEPEUSDT')!;
    const mark = c.markPrice / 1000;
    const up = upstream();
    const from = universe.now - 24 * 10 * HOUR_MS;
    const points = await fetchOpenInterestHistory(up, pepe(), from, universe.now, mark);
    expect(points).toHaveLength(240);
    expect(up.calls).toHaveLength(2);
    expect(up.calls[1].query?.cursor).toBeTruthy();
    expect(points.every((p, i) => i === 0 || p.t - points[i - 1].t === HOUR_MS)).toBe(true);
    const p = points[5];
    expect(p.openInterestUsd / (seriesOpenInterest(c.symbol, c.openInterest, p.t) * c.markPrice)).toBeCloseTo(1, 9);
    await expect(fetchOpenInterestHistory(up, pepe(), from, universe.now)).rejects.toThrow(RangeError);
  });

  it('candles: newest-first pages walked back, per asset unit, ascending and unique', async () => {
    const up = upstream();
    const from = universe.now - 40 * HOUR_MS;
    const candles = await fetchCandles(up, pepe(), '1m', from, universe.now);
    expect(candles).toHaveLength(2400);
    expect(candles.every((c, i) => i === 0 || c.t - candles[i - 1].t === 60_000)).toBe(true);
    expect(up.calls.map((c) => c.query?.interval)).toEqual(['1', '1', '1']);
    const raw = seriesCandle('1000PEPEUSDT', bySymbol.get('1000PEPEUSDT')!.markPrice, 60_000, candles[0].t);
    expect(candles[0].o).toBeCloseTo(raw.o / 1000, 15);
    expect(candles[0].v).toBeCloseTo(raw.volume * 1000, 6);
  });
});

describe('bybit faults (the plain client: retries are the client layer’s job)', () => {
  for (const fc of FAULT_CASES) {
    it(`${fc.name} → ${fc.kind}`, async () => {
      server.fault({ path: '/v5/market/instruments-info', fault: fc.fault });
      await expectUpstreamError(fetchMarkets(upstream()), 'bybit', fc.kind, fc.status);
      server.clearFaults();
      server.fault({ path: '/v5/market/tickers', fault: fc.fault });
      await expectUpstreamError(fetchDerivatives(upstream(), markets, now), 'bybit', fc.kind, fc.status);
    });
  }

  it('drift (`list` renamed) on every route the adapter reads is malformed, naming the route', async () => {
    const m = markets[0];
    const calls: Array<[string, () => Promise<unknown>]> = [
      ['/v5/market/instruments-info', () => fetchMarkets(upstream())],
      ['/v5/market/tickers', () => fetchDerivatives(upstream(), [m], now)],
      ['/v5/market/account-ratio', () => fetchDerivatives(upstream(), [m], now)],
      ['/v5/market/open-interest', () => fetchOpenInterestHistory(upstream(), m, 0, universe.now, 1)],
      ['/v5/market/kline', () => fetchCandles(upstream(), m, '1h', universe.now - 5 * HOUR_MS, universe.now)],
    ];
    for (const [path, call] of calls) {
      server.clearFaults();
      server.fault({ path, fault: { kind: 'drift' } });
      const err = await expectUpstreamError(call(), 'bybit', 'malformed');
      expect(err.message).toMatch(new RegExp(`${path.split('/').pop()}: result has no 'list'`));
    }
  });
});
