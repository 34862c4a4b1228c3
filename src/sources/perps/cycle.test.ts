import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { VenueMarket } from '../types.ts';
import { UpstreamError } from '../upstream/types.ts';
import { attempt, intervalHoursBetween, mapConcurrent, tidyCandles, toPoint } from './cycle.ts';

const market: VenueMarket = {
  venue: 'binance',
  symbol: 'PEPE',
  instrument: '1000PEPEUSDT',
  quote: 'USDT',
  multiplier: 1000,
  contractSize: 1,
  fundingIntervalHours: 4,
};

describe('toPoint', () => {
  it('converts to our units: price per asset unit, funding per 8 h', () => {
    const point = toPoint(market, 1, {
      markPrice: 0.0123,
      fundingRate: 0.0001,
      intervalHours: null,
      nextFundingTime: 2,
      openInterestUsd: 5e6,
      longShortRatio: 1.2,
    });
    expect(point).toEqual({
      venue: 'binance',
      symbol: 'PEPE',
      t: 1,
      markPrice: 0.0123 / 1000,
      fundingRate: 0.0002,
      nextFundingTime: 2,
      openInterestUsd: 5e6,
      longShortRatio: 1.2,
    });
    for (const [hours, factor] of [
      [1, 8],
      [4, 2],
      [8, 1],
    ]) {
      const p = toPoint(market, 1, { ...basic(), intervalHours: hours });
      expect(typeof p === 'object' && p.fundingRate).toBeCloseTo(0.0001 * factor, 12);
    }
  });

  it('never yields NaN or Infinity: a missing or bad figure is a reason', () => {
    const figure = fc.oneof(fc.double(), fc.constant(null));
    fc.assert(
      fc.property(figure, figure, figure, figure, figure, figure, (mark, rate, hours, next, oi, ratio) => {
        const p = toPoint(market, 1, {
          markPrice: mark,
          fundingRate: rate,
          intervalHours: hours,
          nextFundingTime: next,
          openInterestUsd: oi,
          longShortRatio: ratio,
        });
        if (typeof p === 'string') return;
        for (const v of [p.markPrice, p.fundingRate, p.nextFundingTime, p.openInterestUsd]) {
          expect(Number.isFinite(v)).toBe(true);
        }
        expect(p.longShortRatio === null || p.longShortRatio > 0).toBe(true);
      }),
    );
    expect(toPoint(market, 1, { ...basic(), markPrice: null })).toBe('no valid mark price');
    expect(toPoint(market, 1, { ...basic(), openInterestUsd: -1 })).toBe('no valid open interest');
  });
});

function basic() {
  return {
    markPrice: 1,
    fundingRate: 0.0001,
    intervalHours: 8,
    nextFundingTime: 2,
    openInterestUsd: 1,
    longShortRatio: null,
  };
}

describe('intervalHoursBetween', () => {
  it('reads 1, 4 and 8 h schedules and rejects nonsense', () => {
    const h = 3_600_000;
    expect(intervalHoursBetween(0, h)).toBe(1);
    expect(intervalHoursBetween(8 * h, 12 * h)).toBe(4);
    expect(intervalHoursBetween(16 * h, 24 * h)).toBe(8);
    expect(intervalHoursBetween(h, h)).toBeNull();
    expect(intervalHoursBetween(null, h)).toBeNull();
    expect(intervalHoursBetween(0, 100 * h)).toBeNull();
  });
});

describe('mapConcurrent', () => {
  it('keeps order and never exceeds the limit in flight', async () => {
    let inFlight = 0;
    let peak = 0;
    const out = await mapConcurrent([...Array(30).keys()], 4, async (n) => {
      inFlight++;
      peak = Math.max(peak, inFlight);
      await new Promise((r) => setTimeout(r, n % 3));
      inFlight--;
      return n * 2;
    });
    expect(out).toEqual([...Array(30).keys()].map((n) => n * 2));
    expect(peak).toBe(4);
  });

  it('stops handing out work after a failure', async () => {
    let started = 0;
    await expect(
      mapConcurrent([...Array(50).keys()], 2, async (n) => {
        started++;
        if (n === 3) throw new Error('boom');
        await new Promise((r) => setTimeout(r, 1));
      }),
    ).rejects.toThrow('boom');
    await new Promise((r) => setTimeout(r, 20));
    expect(started).toBeLessThan(8);
  });
});

describe('attempt', () => {
  it('keeps market-local failures and rethrows drift, shutdown and bugs', async () => {
    const local = await attempt(() => Promise.reject(new UpstreamError('bybit', 'rate_limited', 'x')));
    expect(local.ok).toBe(false);
    for (const kind of ['malformed', 'aborted'] as const) {
      await expect(attempt(() => Promise.reject(new UpstreamError('bybit', kind, 'x')))).rejects.toThrow();
    }
    await expect(attempt(() => Promise.reject(new TypeError('bug')))).rejects.toThrow(TypeError);
  });
});

describe('tidyCandles', () => {
  it('sorts, dedupes and clips whatever order the pages came in', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 50 })), (times) => {
        const candles = times.map((t) => ({ t, o: 1, h: 1, l: 1, c: 1, v: 1 }));
        const out = tidyCandles(candles, 10, 40).map((c) => c.t);
        expect(out).toEqual([...new Set(times.filter((t) => t >= 10 && t <= 40))].sort((a, b) => a - b));
      }),
    );
  });
});
