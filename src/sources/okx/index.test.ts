import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_TIMEOUT_MS, expectUpstreamError, FAULT_CASES } from '../../../test/fixtures/upstreams/fault-cases.ts';
import { okxState, startOkxFixture } from '../../../test/fixtures/upstreams/okx.ts';
import type { FixtureServer } from '../../../test/fixtures/upstreams/server.ts';
import { generateVenueUniverse, type OkxContract } from '../../../test/fixtures/upstreams/venue-universe.ts';
import {
  HOUR_MS,
  nextFundingTime,
  plain,
  seriesCandle,
  seriesOpenInterest,
  seriesPrice,
} from '../../../test/fixtures/upstreams/venue-wire.ts';
import { ONE_ATTEMPT, recordingUpstream } from '../../../test/helpers/upstreams.ts';
import type { VenueMarket } from '../types.ts';
import { createUpstream } from '../upstream/client.ts';
import { fetchCandles, fetchDerivatives, fetchMarkets, fetchOpenInterestHistory } from './index.ts';

const universe = generateVenueUniverse({ seed: 13 });
const state = okxState(universe);
const original = state.contracts;
const expected = original.filter((c) => c.expect !== null);
const byId = new Map(original.map((c) => [c.instId, c]));
const now = () => universe.now;
let server: FixtureServer;
let markets: VenueMarket[];

function upstream() {
  return recordingUpstream(
    createUpstream({ name: 'okx', baseUrl: server.url, timeoutMs: CLIENT_TIMEOUT_MS, ...ONE_ATTEMPT }),
  );
}

beforeAll(async () => {
  server = (await startOkxFixture(state)).server;
  markets = await fetchMarkets(upstream());
});
afterEach(() => {
  server.clearFaults();
  state.contracts = original;
  state.omitOiUsd = false;
  state.envelopeError = null;
  state.override = undefined;
});
afterAll(() => server.close());

function withContracts(change: (c: OkxContract) => OkxContract, extra: OkxContract[] = []) {
  state.contracts = [...original.map(change), ...extra];
}

describe('okx fetchMarkets', () => {
  it('keeps exactly the live USDT linear swaps, with contract sizes and funding intervals', async () => {
    expect(markets).toHaveLength(109);
    const byInstrument = new Map(markets.map((m) => [m.instrument, m]));
    expect([...byInstrument.keys()].sort()).toEqual(expected.map((c) => c.instId).sort());
    for (const c of expected) {
      expect(byInstrument.get(c.instId)).toEqual({
        venue: 'okx',
        symbol: c.expect!.symbol,
        instrument: c.instId,
        quote: 'USDT',
        multiplier: 1,
        contractSize: c.ctVal,
        fundingIntervalHours: c.fundingIntervalHours,
      });
    }
    expect(byInstrument.get('BTC-USDT-SWAP')?.contractSize).toBe(0.01);
    expect(byInstrument.get('PEPE-USDT-SWAP')?.contractSize).toBe(10_000_000);
    const up = upstream();
    await fetchMarkets(up);
    expect(up.calls.map((c) => [c.path, c.bucket])).toEqual([
      ['/api/v5/public/instruments', 'instruments'],
      ['/api/v5/public/funding-rate', 'funding'],
    ]);
  });

  it('between two plain contracts of one asset keeps the larger open interest', async () => {
    const pol = byId.get('POL-USDT-SWAP')!;
    const matic = { ...pol, instId: 'MATIC-USDT-SWAP', instFamily: 'MATIC-USDT', openInterest: pol.openInterest * 2 };
    withContracts((c) => c, [matic]);
    const up = upstream();
    const kept = (await fetchMarkets(up)).filter((m) => m.symbol === 'POL');
    expect(kept.map((m) => m.instrument)).toEqual(['MATIC-USDT-SWAP']);
    expect(up.calls.at(-1)).toMatchObject({ path: '/api/v5/public/open-interest', bucket: 'open-interest' });
  });
});

describe('okx fetchDerivatives', () => {
  it('three bulk calls, then the rubik ratio per contract; contracts turned into USD', async () => {
    const up = upstream();
    const cycle = await fetchDerivatives(up, markets, now);
    expect(cycle.skipped).toEqual([]);
    expect(cycle.points).toHaveLength(109);
    const hoursSeen = new Set<number>();
    for (const point of cycle.points) {
      const c = byId.get(markets.find((m) => m.symbol === point.symbol)!.instrument)!;
      hoursSeen.add(c.fundingIntervalHours);
      expect(point.markPrice).toBe(c.markPrice);
      expect(point.fundingRate).toBeCloseTo((c.fundingRate! * 8) / c.fundingIntervalHours, 15);
      // The coming settlement is OKX's `fundingTime`, not its `nextFundingTime`.
      expect(point.nextFundingTime).toBe(nextFundingTime(universe.now, c.fundingIntervalHours));
      expect(point.openInterestUsd).toBe(Number(plain(c.openInterest * c.ctVal * c.markPrice, 12)));
      expect(point.longShortRatio).toBe(c.longShortRatio);
    }
    expect(hoursSeen).toEqual(new Set([1, 4, 8]));
    const buckets = up.calls.map((c) => `${c.path.split('/').pop()}:${c.bucket ?? 'default'}`);
    expect(buckets.slice(0, 3).sort()).toEqual([
      'funding-rate:funding',
      'mark-price:default',
      'open-interest:open-interest',
    ]);
    expect(up.calls.find((c) => c.path.endsWith('/funding-rate'))?.query).toEqual({ instId: 'ANY' });
    expect(buckets.slice(3)).toEqual(Array(109).fill('long-short-account-ratio-contract:rubik'));
  });

  it('without oiUsd, open interest is oiCcy (contracts × ctVal) × mark', async () => {
    state.omitOiUsd = true;
    const pepe = markets.find((m) => m.instrument === 'PEPE-USDT-SWAP')!;
    const [point] = (await fetchDerivatives(upstream(), [pepe], now, { ratios: false })).points;
    const c = byId.get('PEPE-USDT-SWAP')!;
    expect(point.openInterestUsd / (c.openInterest * 10_000_000 * c.markPrice)).toBeCloseTo(1, 10);
    expect(point.longShortRatio).toBeNull();
  });

  it('skips a market with an empty funding rate or gone from the answers', async () => {
    const [a, b] = markets;
    withContracts((c) => (c.instId === a.instrument ? { ...c, fundingRate: null } : c));
    const gone: VenueMarket = { ...b, instrument: 'GONE-USDT-SWAP', symbol: 'GONE' };
    const cycle = await fetchDerivatives(upstream(), [a, b, gone], now, { ratios: false });
    expect(cycle.skipped).toEqual([
      { instrument: a.instrument, reason: 'no valid funding rate' },
      { instrument: 'GONE-USDT-SWAP', reason: 'not in funding-rate' },
    ]);
    expect(cycle.points.map((p) => p.symbol)).toEqual([b.symbol]);
  });

  it('maps codes: 50011 to rate_limited, others to upstream', async () => {
    state.envelopeError = { path: '/api/v5/public/mark-price', code: '50011', msg: 'Too Many Requests' };
    await expectUpstreamError(fetchDerivatives(upstream(), markets, now), 'okx', 'rate_limited');
    state.envelopeError = { path: '/api/v5/public/open-interest', code: '50026', msg: 'System error' };
    const err = await expectUpstreamError(fetchDerivatives(upstream(), markets, now), 'okx', 'upstream');
    expect(err.message).toBe('okx: open-interest: code 50026: System error');
  });
});

describe('okx history and candles', () => {
  const pepe = () => markets.find((m) => m.instrument === 'PEPE-USDT-SWAP')!;

  it('open-interest history: oiUsd per hour from rubik, ascending', async () => {
    const up = upstream();
    const points = await fetchOpenInterestHistory(up, pepe(), universe.now - 24 * HOUR_MS, universe.now);
    expect(points).toHaveLength(24);
    expect(points.every((p, i) => i === 0 || p.t - points[i - 1].t === HOUR_MS)).toBe(true);
    const c = byId.get('PEPE-USDT-SWAP')!;
    const p = points[3];
    const usd = seriesOpenInterest(c.instId, c.openInterest, p.t) * c.ctVal * seriesPrice(c.instId, c.markPrice, p.t);
    expect(p.openInterestUsd / usd).toBeCloseTo(1, 9);
    expect(up.calls[0]).toMatchObject({ bucket: 'rubik', query: { period: '1H', instId: 'PEPE-USDT-SWAP' } });
  });

  it('candles: 100-row newest-first pages walked back with `after`, ascending, base-currency volume', async () => {
    const up = upstream();
    const candles = await fetchCandles(up, pepe(), '1m', universe.now - 5 * HOUR_MS, universe.now);
    expect(candles).toHaveLength(300);
    expect(candles.every((c, i) => i === 0 || c.t - candles[i - 1].t === 60_000)).toBe(true);
    expect(up.calls.length).toBeGreaterThanOrEqual(3);
    expect(up.calls.every((c) => c.bucket === 'candles' && c.query?.bar === '1m')).toBe(true);
    const c = byId.get('PEPE-USDT-SWAP')!;
    const raw = seriesCandle(c.instId, c.markPrice, 60_000, candles[42].t);
    expect(candles[42]).toEqual({ t: raw.t, o: raw.o, h: raw.h, l: raw.l, c: raw.c, v: Number(plain(raw.volume)) });
    const hours = await fetchCandles(upstream(), pepe(), '1h', universe.now - 10 * HOUR_MS, universe.now);
    expect(hours).toHaveLength(10);
  });
});

describe('okx faults (the plain client: retries are the client layer’s job)', () => {
  for (const fc of FAULT_CASES) {
    it(`${fc.name} → ${fc.kind}`, async () => {
      server.fault({ path: '/api/v5/public/instruments', fault: fc.fault });
      await expectUpstreamError(fetchMarkets(upstream()), 'okx', fc.kind, fc.status);
      server.clearFaults();
      server.fault({ path: '/api/v5/public/funding-rate', fault: fc.fault });
      await expectUpstreamError(fetchDerivatives(upstream(), markets, now), 'okx', fc.kind, fc.status);
    });
  }

  it('drift on every route the adapter reads is malformed, naming the route', async () => {
    const m = markets[0];
    const calls: Array<[string, () => Promise<unknown>, RegExp]> = [
      ['/api/v5/public/instruments', () => fetchMarkets(upstream()), /instruments: no row carries 'ctVal'/],
      [
        '/api/v5/public/funding-rate',
        () => fetchDerivatives(upstream(), [m], now),
        /funding-rate: no row carries 'fundingRate'/,
      ],
      [
        '/api/v5/public/open-interest',
        () => fetchDerivatives(upstream(), [m], now),
        /open-interest: no row carries 'oi'/,
      ],
      [
        '/api/v5/public/mark-price',
        () => fetchDerivatives(upstream(), [m], now),
        /mark-price: no row carries 'markPx'/,
      ],
      [
        '/api/v5/rubik/stat/contracts/long-short',
        () => fetchDerivatives(upstream(), [m], now),
        /ratio-contract: envelope has no 'data'/,
      ],
      [
        '/api/v5/rubik/stat/contracts/open-interest-history',
        () => fetchOpenInterestHistory(upstream(), m, 0, universe.now),
        /open-interest-history/,
      ],
      [
        '/api/v5/market/history-candles',
        () => fetchCandles(upstream(), m, '1h', universe.now - 5 * HOUR_MS, universe.now),
        /history-candles/,
      ],
    ];
    for (const [path, call, message] of calls) {
      server.clearFaults();
      server.fault({ path, fault: { kind: 'drift' } });
      const err = await expectUpstreamError(call(), 'okx', 'malformed');
      expect(err.message).toMatch(message);
    }
  });
});
