import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { instrumentName } from './instrument.ts';
import type { BookLine } from './parse.ts';
import { flowItem, summarizeBook, TOP_STRIKES } from './summary.ts';

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 2, 2, 12);

/** Lines with quarter-coin open interest and quarter-dollar volumes: every sum is exact. */
const line: fc.Arbitrary<BookLine> = fc
  .record({
    day: fc.integer({ min: 1, max: 40 }),
    strike: fc.integer({ min: 1, max: 60 }).map((n) => n * 2_500),
    kind: fc.constantFrom('call' as const, 'put' as const),
    openInterest: fc.integer({ min: 0, max: 40_000 }).map((n) => n / 4),
    volume24hUsd: fc.integer({ min: 0, max: 4_000_000 }).map((n) => n / 4),
  })
  .map(({ day, strike, kind, openInterest, volume24hUsd }) => {
    const expiry = Date.UTC(2026, 2, 2 + day, 8);
    const o = { currency: 'BTC' as const, expiry, strike, kind };
    return { ...o, instrument: instrumentName(o), openInterest, volume24hUsd };
  });

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('deribit book summary', () => {
  it('sums open interest and volume by kind, by expiry (all, soonest first) and by strike (top 20)', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 200 }), fc.integer({ min: 1, max: 200_000 }), (lines, index) => {
        const s = summarizeBook('BTC', NOW, index, lines);
        const calls = lines.filter((l) => l.kind === 'call');
        const puts = lines.filter((l) => l.kind === 'put');
        const callOi = sum(calls.map((l) => l.openInterest));
        const putOi = sum(puts.map((l) => l.openInterest));
        expect(s).toMatchObject({
          symbol: 'BTC',
          t: NOW,
          underlyingPrice: index,
          callVolume24hUsd: sum(calls.map((l) => l.volume24hUsd)),
          putVolume24hUsd: sum(puts.map((l) => l.volume24hUsd)),
          volume24hUsd: sum(lines.map((l) => l.volume24hUsd)),
          callOpenInterestUsd: callOi * index,
          putOpenInterestUsd: putOi * index,
          openInterestUsd: (callOi + putOi) * index,
          putCallRatio: callOi > 0 ? putOi / callOi : null,
        });

        const expiries = [...new Set(lines.map((l) => l.expiry))].sort((a, b) => a - b);
        expect(s.byExpiry).toEqual(
          expiries.map((expiry) => {
            const at = lines.filter((l) => l.expiry === expiry);
            return {
              expiry,
              callOpenInterest: sum(at.filter((l) => l.kind === 'call').map((l) => l.openInterest)),
              putOpenInterest: sum(at.filter((l) => l.kind === 'put').map((l) => l.openInterest)),
              volume24hUsd: sum(at.map((l) => l.volume24hUsd)),
            };
          }),
        );

        const byStrike = new Map<number, { call: number; put: number }>();
        for (const l of lines) {
          const e = byStrike.get(l.strike) ?? { call: 0, put: 0 };
          e[l.kind] += l.openInterest;
          byStrike.set(l.strike, e);
        }
        const held = [...byStrike].filter(([, e]) => e.call + e.put > 0);
        expect(s.byStrike).toHaveLength(Math.min(TOP_STRIKES, held.length));
        for (const entry of s.byStrike) {
          const e = byStrike.get(entry.strike)!;
          expect(entry).toEqual({ strike: entry.strike, callOpenInterest: e.call, putOpenInterest: e.put });
        }
        const totals = s.byStrike.map((e) => e.callOpenInterest + e.putOpenInterest);
        expect(totals).toEqual([...totals].sort((a, b) => b - a));
        const listed = new Set(s.byStrike.map((e) => e.strike));
        const smallest = totals.at(-1) ?? 0;
        for (const [strike, e] of held) if (!listed.has(strike)) expect(e.call + e.put).toBeLessThanOrEqual(smallest);
      }),
    );
  });

  it('an empty book is all zeros, no ratio and no rows', () => {
    expect(summarizeBook('ETH', NOW, 3_000, [])).toEqual({
      symbol: 'ETH',
      t: NOW,
      underlyingPrice: 3_000,
      volume24hUsd: 0,
      callVolume24hUsd: 0,
      putVolume24hUsd: 0,
      openInterestUsd: 0,
      callOpenInterestUsd: 0,
      putOpenInterestUsd: 0,
      putCallRatio: null,
      byExpiry: [],
      byStrike: [],
    });
  });

  it('ties between strikes list the lower strike first', () => {
    const o = (strike: number) => ({ currency: 'BTC' as const, expiry: NOW + HOUR, strike, kind: 'put' as const });
    const lines = [110_000, 90_000, 100_000].map((strike) => ({
      ...o(strike),
      instrument: instrumentName(o(strike)),
      openInterest: 5,
      volume24hUsd: 0,
    }));
    expect(summarizeBook('BTC', NOW, 1, lines).byStrike.map((e) => e.strike)).toEqual([90_000, 100_000, 110_000]);
  });
});

describe('deribit print in USD', () => {
  it('premium = price × contracts × index, notional = contracts × index, iv a fraction', () => {
    const o = { currency: 'ETH' as const, expiry: Date.UTC(2026, 0, 30, 8), strike: 4_000, kind: 'call' as const };
    const item = flowItem({
      ...o,
      id: 'ETH-9',
      t: NOW,
      instrument: instrumentName(o),
      side: 'sell',
      price: 0.0125,
      amount: 400,
      indexPrice: 3_200,
      ivPercent: 62.5,
    });
    expect(item).toEqual({
      id: 'ETH-9',
      t: NOW,
      symbol: 'ETH',
      instrument: 'ETH-30JAN26-4000-C',
      kind: 'call',
      side: 'sell',
      strike: 4_000,
      expiry: Date.UTC(2026, 0, 30, 8),
      premiumUsd: 16_000,
      notionalUsd: 1_280_000,
      impliedVol: 0.625,
    });
  });
});
