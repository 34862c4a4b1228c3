import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DerivativesPoint, Venue } from '../market/types.ts';
import { aggregatePositions, longShareOf } from './positions.ts';

const p = (venue: Venue, symbol: string, oi: number, ratio: number | null, funding = 0.0001): DerivativesPoint => ({
  venue,
  symbol,
  t: 0,
  markPrice: 1,
  fundingRate: funding,
  nextFundingTime: 0,
  openInterestUsd: oi,
  longShortRatio: ratio,
});

describe('aggregatePositions', () => {
  const points = [
    p('okx', 'ETH', 1_000, 1, 0.0003),
    p('binance', 'BTC', 3_000, 3, 0.0001),
    p('binance', 'ETH', 1_000, 0.25, -0.0001),
    p('hyperliquid', 'BTC', 5_000, null, 0.0002),
  ];

  it('by venue: sums, shares, open-interest-weighted funding and account share, venues in their fixed order', () => {
    const { groups, totalUsd, unattributedUsd } = aggregatePositions(points, 'venue');
    expect(totalUsd).toBe(10_000);
    expect(unattributedUsd).toBeNull();
    expect(groups).toEqual([
      {
        key: 'binance',
        openInterestUsd: 4_000,
        share: 0.4,
        markets: 2,
        fundingRate: 0.00005,
        longAccountShare: 0.6125,
        stale: false,
      },
      {
        key: 'okx',
        openInterestUsd: 1_000,
        share: 0.1,
        markets: 1,
        fundingRate: 0.0003,
        longAccountShare: 0.5,
        stale: false,
      },
      {
        key: 'hyperliquid',
        openInterestUsd: 5_000,
        share: 0.5,
        markets: 1,
        fundingRate: 0.0002,
        longAccountShare: null,
        stale: false,
      },
    ]);
  });

  it('by symbol: largest first', () => {
    const { groups } = aggregatePositions(points, 'symbol');
    expect(groups.map((g) => [g.key, g.openInterestUsd, g.markets])).toEqual([
      ['BTC', 8_000, 2],
      ['ETH', 2_000, 2],
    ]);
    // BTC: only binance has a ratio (3 → 75 % long); hyperliquid's open interest is not guessed.
    expect(groups[0]!.longAccountShare).toBe(0.75);
  });

  it('by side: attributes by account shares and reports what has no ratio', () => {
    const { groups, totalUsd, unattributedUsd } = aggregatePositions(points, 'side');
    // okx 1000 × 0.5, binance BTC 3000 × 0.75, binance ETH 1000 × 0.2
    expect(groups.map((g) => [g.key, g.openInterestUsd, g.share, g.markets])).toEqual([
      ['long', 2_950, 0.59, 3],
      ['short', 2_050, 0.41, 3],
    ]);
    expect(totalUsd).toBe(5_000);
    expect(unattributedUsd).toBe(5_000);
  });

  it('answers empty input with no groups (by side: two empty ones)', () => {
    expect(aggregatePositions([], 'venue')).toEqual({ groups: [], totalUsd: 0, unattributedUsd: null });
    expect(aggregatePositions([], 'side').groups.map((g) => [g.key, g.openInterestUsd, g.share])).toEqual([
      ['long', 0, 0],
      ['short', 0, 0],
    ]);
  });

  it('conserves open interest: groups add up to the total, whichever grouping (property)', () => {
    const venue = fc.constantFrom<Venue>('binance', 'bybit', 'okx', 'hyperliquid');
    const point = fc
      .tuple(
        venue,
        fc.constantFrom('BTC', 'ETH', 'SOL'),
        fc.double({ min: 0, max: 1e10, noNaN: true }),
        fc.option(fc.double({ min: 0.01, max: 100, noNaN: true })),
      )
      .map(([v, s, oi, r]) => p(v, s, oi, r));
    fc.assert(
      fc.property(fc.array(point, { maxLength: 30 }), (pts) => {
        const all = pts.reduce((s, x) => s + x.openInterestUsd, 0);
        for (const by of ['venue', 'symbol'] as const) {
          const r = aggregatePositions(pts, by);
          expect(Math.abs(r.totalUsd - all)).toBeLessThan(0.01);
          expect(Math.abs(r.groups.reduce((s, g) => s + g.openInterestUsd, 0) - r.totalUsd)).toBeLessThan(
            0.01 * (r.groups.length + 1),
          );
          for (const g of r.groups)
            if (g.longAccountShare !== null) expect(g.longAccountShare).toBeGreaterThanOrEqual(0);
        }
        const side = aggregatePositions(pts, 'side');
        expect(Math.abs(side.totalUsd + side.unattributedUsd! - all)).toBeLessThan(0.02);
      }),
    );
  });

  it('reads a long/short ratio as the share of accounts long', () => {
    expect(longShareOf(1)).toBe(0.5);
    expect(longShareOf(3)).toBe(0.75);
    for (const bad of [null, 0, -1, Number.NaN, Number.POSITIVE_INFINITY]) expect(longShareOf(bad)).toBeNull();
  });
});
