import { describe, expect, it } from 'vitest';
import { assembleSnapshot, type SnapshotInputs } from './snapshot-assembly.ts';

const MIN = 60_000;
const AT = Date.UTC(2026, 10, 23, 12);

function inputs(over: Partial<SnapshotInputs> = {}): SnapshotInputs {
  const venue = (v: 'binance' | 'okx' | 'hyperliquid', ageMin: number, ago = true) => ({
    venue: v,
    now: { t: AT - ageMin * MIN, markPrice: 100, fundingRate: 0.0001, openInterestUsd: 2e9, longShortRatio: 1.1 },
    ago: ago ? { markPrice: 95, openInterestUsd: 1.8e9 } : null,
  });
  return {
    symbol: 'BTC',
    at: AT,
    venues: [venue('okx', 2), venue('binance', 1), venue('hyperliquid', 30, false)],
    whales: {
      newestAt: AT - 5 * MIN,
      long: 3,
      short: 1,
      longNotionalUsd: 3e6,
      shortNotionalUsd: 1e6,
      netFlow24hUsd: 2e6,
    },
    onchain: {
      asset: { t: AT - 3_600_000, mvrv: 2, exchangeNetflow24hUsd: -1e6 },
      stablecoins: { t: AT - MIN, change7d: 0.01 },
    },
    ...over,
  };
}

describe('assembleSnapshot', () => {
  it('keeps fresh venues in preference order, leads the price with the first, names the stale one', () => {
    const s = assembleSnapshot(inputs());
    expect(s.derivatives.map((d) => d.venue)).toEqual(['binance', 'okx']);
    expect([s.price, s.price24hAgo]).toEqual([100, 95]);
    expect(s.missing).toEqual([
      {
        component: 'derivatives',
        venue: 'hyperliquid',
        reason: 'hyperliquid data for BTC: last point 30 min old (fresh within 15 min)',
      },
    ]);
    expect(s.whales?.long).toBe(3);
    expect(s.onchain).toEqual({ mvrv: 2, exchangeNetflow24hUsd: -1e6, stablecoinSupplyChange7d: 0.01 });
  });

  it('treats readings taken after the instant as not there (reads as of a past instant)', () => {
    expect(() => assembleSnapshot(inputs({ at: AT - 90 * MIN }))).toThrow(/nothing to score BTC/);
  });

  it('leaves out whales or on-chain data that is missing or stale, saying why', () => {
    const s = assembleSnapshot(
      inputs({
        whales: {
          newestAt: AT - 61 * MIN,
          long: 3,
          short: 1,
          longNotionalUsd: 1,
          shortNotionalUsd: 1,
          netFlow24hUsd: 0,
        },
        onchain: { asset: null, stablecoins: null },
      }),
    );
    expect(s.whales).toBeNull();
    expect(s.onchain).toBeNull();
    expect(s.missing.map((m) => m.reason)).toEqual([
      'hyperliquid data for BTC: last point 30 min old (fresh within 15 min)',
      'whale positions: newest snapshot 61 min old (fresh within 60 min)',
      'no valuation of BTC collected; no stablecoin supply collected',
    ]);
  });

  it('refuses only when neither whales nor any venue is fresh, naming both', () => {
    const stale = inputs();
    stale.venues = stale.venues.map((v) => ({ ...v, now: { ...v.now, t: AT - 40 * MIN } }));
    expect(() => assembleSnapshot({ ...stale, whales: { ...stale.whales, newestAt: null } })).toThrow(
      /nothing to score BTC .*no venue has fresh derivatives data for BTC; no whale positions have been collected/,
    );
    expect(assembleSnapshot(stale).whales).not.toBeNull();
  });
});
