import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MarketSnapshot, Venue } from '../market/types.ts';
import { scoreConfirmation, summarise } from './confirm.ts';

const venues: Venue[] = ['binance', 'bybit', 'okx'];

function snapshot(over: Partial<MarketSnapshot> = {}): MarketSnapshot {
  return {
    symbol: 'TEST_BTC',
    t: 1_700_000_000_000,
    price: 100_000,
    price24hAgo: 100_000,
    derivatives: venues.map((venue) => ({
      venue,
      fundingRate: 0.0001,
      openInterestUsd: 5e9,
      openInterestUsd24hAgo: 5e9,
      longShortRatio: 1,
    })),
    whales: { long: 10, short: 10, longNotionalUsd: 1e8, shortNotionalUsd: 1e8, netFlow24hUsd: 0 },
    onchain: { mvrv: 2, exchangeNetflow24hUsd: 0, stablecoinSupplyChange7d: 0 },
    missing: [],
    ...over,
  };
}

const WHALES_OF = (s: MarketSnapshot) => s.whales!;

const bullish = snapshot({
  price: 105_000,
  price24hAgo: 100_000,
  derivatives: venues.map((venue, i) => ({
    venue,
    fundingRate: 0.0001 + i * 0.00005,
    openInterestUsd: 5.5e9,
    openInterestUsd24hAgo: 5e9,
    longShortRatio: 1.4,
  })),
  whales: { long: 34, short: 12, longNotionalUsd: 9e8, shortNotionalUsd: 1e8, netFlow24hUsd: 1.5e8 },
  onchain: { mvrv: 1.2, exchangeNetflow24hUsd: -3e8, stablecoinSupplyChange7d: 0.012 },
});

const finiteNum = (min: number, max: number) => fc.double({ min, max, noNaN: true, noDefaultInfinity: true });

/** Complete snapshots (as the sandbox gives) and partial ones (production with a source missing). */
const arbSnapshot: fc.Arbitrary<MarketSnapshot> = fc.record({
  symbol: fc.constantFrom('BTC', 'ETH', 'TEST_SOL'),
  t: fc.integer({ min: 0, max: 2e12 }),
  price: fc.option(finiteNum(0, 1e6), { nil: null, freq: 8 }),
  price24hAgo: fc.option(finiteNum(0, 1e6), { nil: null, freq: 8 }),
  derivatives: fc.array(
    fc.record({
      venue: fc.constantFrom(...venues, 'hyperliquid' as const),
      fundingRate: finiteNum(-0.01, 0.01),
      openInterestUsd: finiteNum(0, 1e11),
      openInterestUsd24hAgo: fc.option(finiteNum(0, 1e11), { nil: null, freq: 8 }),
      longShortRatio: fc.option(finiteNum(0, 20), { nil: null, freq: 8 }),
    }),
    { maxLength: 4 },
  ),
  missing: fc.constant([]),
  whales: fc.record({
    long: fc.integer({ min: 0, max: 500 }),
    short: fc.integer({ min: 0, max: 500 }),
    longNotionalUsd: finiteNum(0, 1e10),
    shortNotionalUsd: finiteNum(0, 1e10),
    netFlow24hUsd: finiteNum(-1e10, 1e10),
  }),
  onchain: fc.option(
    fc.record({
      mvrv: finiteNum(0, 10),
      exchangeNetflow24hUsd: finiteNum(-1e10, 1e10),
      stablecoinSupplyChange7d: finiteNum(-0.5, 0.5),
    }),
    { nil: null, freq: 4 },
  ),
});
const arbDirection = fc.constantFrom('long' as const, 'short' as const);

describe('scoreConfirmation properties', () => {
  it('keeps every figure within its documented bounds', () => {
    fc.assert(
      fc.property(arbSnapshot, arbDirection, (s, dir) => {
        const r = scoreConfirmation(s, dir);
        for (const v of [r.composite, r.whale_score, r.deriv_score, r.onchain_score]) {
          if (v === null) continue;
          expect(v).toBeGreaterThanOrEqual(-1);
          expect(v).toBeLessThanOrEqual(1);
        }
        expect(r.score).toBeGreaterThanOrEqual(0);
        expect(r.score).toBeLessThanOrEqual(1);
        expect(r.score).toBeCloseTo((r.composite + 1) / 2, 12);
        expect(r.size_mult).toBeGreaterThanOrEqual(0);
        expect(r.size_mult).toBeLessThanOrEqual(1.5);
        expect(['HIGH', 'MEDIUM', 'LOW', 'NONE']).toContain(r.confirmation);
        expect(['CONFIRM', 'REDUCE', 'SKIP']).toContain(r.action);
        expect(['HIGH', 'MEDIUM']).toContain(r.confidence);
        if (r.action === 'SKIP') expect(r.size_mult).toBe(0);
      }),
      { numRuns: 500 },
    );
  });

  it('mirrors exactly: short is the negation of long on the same snapshot', () => {
    fc.assert(
      fc.property(arbSnapshot, (s) => {
        const long = scoreConfirmation(s, 'long');
        const short = scoreConfirmation(s, 'short');
        expect(short.composite).toBe(-long.composite);
        const neg = (v: number | null) => (v === null ? null : -v);
        expect(short.whale_score).toBe(neg(long.whale_score));
        expect(short.deriv_score).toBe(neg(long.deriv_score));
        expect(short.onchain_score).toBe(neg(long.onchain_score));
        expect(short.confidence).toBe(long.confidence);
      }),
      { numRuns: 500 },
    );
  });

  it('never lowers the long composite when whales are added on the long side', () => {
    fc.assert(
      fc.property(arbSnapshot, fc.integer({ min: 0, max: 200 }), finiteNum(0, 1e10), (s, addCount, addNotional) => {
        const more: MarketSnapshot = {
          ...s,
          whales: {
            ...WHALES_OF(s),
            long: WHALES_OF(s).long + addCount,
            longNotionalUsd: WHALES_OF(s).longNotionalUsd + addNotional,
          },
        };
        const before = scoreConfirmation(s, 'long');
        const after = scoreConfirmation(more, 'long');
        expect(after.composite).toBeGreaterThanOrEqual(before.composite);
        expect(after.whale_score!).toBeGreaterThanOrEqual(before.whale_score!);
        // and symmetrically never raises the short composite
        expect(scoreConfirmation(more, 'short').composite).toBeLessThanOrEqual(scoreConfirmation(s, 'short').composite);
      }),
      { numRuns: 500 },
    );
  });

  it('relates confirmation and confidence exactly as docs/signals.md tabulates', () => {
    fc.assert(
      fc.property(arbSnapshot, arbDirection, (s, dir) => {
        const r = scoreConfirmation(s, dir);
        const other = scoreConfirmation(s, dir === 'long' ? 'short' : 'long');
        expect(r.confidence).toBe(other.confidence);
        if (r.confirmation === 'LOW') expect(r.confidence).toBe('MEDIUM');
        if (r.confirmation === 'NONE' && r.composite > -0.25) expect(r.confidence).toBe('MEDIUM');
        if (r.confidence === 'HIGH') {
          expect(Math.abs(r.composite)).toBeGreaterThanOrEqual(0.25);
          if (r.confirmation === 'NONE') {
            // Confidently against: the veto.
            expect([r.action, r.event]).toEqual(['SKIP', 'VETO']);
          } else {
            expect(['HIGH', 'MEDIUM']).toContain(r.confirmation);
            const crowded = r.figures.funding_crowded || r.figures.long_short_crowded;
            expect(r.action).toBe(crowded ? 'REDUCE' : 'CONFIRM');
          }
        }
        if (r.event === 'VETO') expect([r.confirmation, r.confidence]).toEqual(['NONE', 'HIGH']);
        // A side confirmed HIGH or MEDIUM leaves the other side NONE.
        if (r.confirmation === 'HIGH' || r.confirmation === 'MEDIUM') expect(other.confirmation).toBe('NONE');
      }),
      { numRuns: 2000 },
    );
  });

  it('quotes in reasons exactly the numbers figures carries', () => {
    const num = (text: string, re: RegExp) => Number(re.exec(text)?.[1]);
    /** A signedUsd text as [value, half a unit of its last digit]. */
    const usd = (text: string): [number, number] => {
      const m = /([+-])\$([\d.]+)([KMB]?)/.exec(text)!;
      const scale = { '': 1, K: 1e3, M: 1e6, B: 1e9 }[m[3]]!;
      const halfUnit = m[3] === '' ? 0.5 : m[3] === 'B' ? 0.005 * scale : 0.05 * scale;
      return [(m[1] === '-' ? -1 : 1) * Number(m[2]) * scale, halfUnit];
    };
    fc.assert(
      fc.property(arbSnapshot, arbDirection, (s, dir) => {
        const { reasons: r, figures: f } = scoreConfirmation(s, dir);
        // Ratios of denormal inputs reach 1e300 and beyond, which percent text cannot show.
        fc.pre(Math.abs(f.oi_change_24h ?? 0) < 1e12 && Math.abs(f.price_change_24h ?? 0) < 1e12);
        // Within half a unit of the text's last digit (relative slack for the float noise of huge values).
        const near = (a: number, b: number, halfUnit: number) =>
          expect(Math.abs(a - b)).toBeLessThanOrEqual(halfUnit * 1.000001 + Math.abs(b) * 1e-12);
        if (f.funding_rate === null) expect(r[0]).toBe('funding n/a (no derivatives venues)');
        else near(num(r[0], /funding ([+-][\d.]+(?:e\+\d+)?)%/) / 100, f.funding_rate, 0.5e-6);
        expect(r[0].includes('crowded)')).toBe(f.funding_crowded);
        if (f.long_short_ratio === null) expect(r[1]).toBe('long/short ratio n/a');
        else near(num(r[1], /ratio ([\d.]+(?:e\+\d+)?)/), f.long_short_ratio, 0.005);
        expect(r[1].includes('crowded)')).toBe(f.long_short_crowded);
        if (f.whales_long === null) expect(r[2]).toBe('whales n/a (no fresh whale positions)');
        else {
          expect(r[2]).toContain(`whales ${f.whales_long} long / ${f.whales_short} short`);
          const [whaleFlow, whaleHalfUnit] = usd(r[2].slice(r[2].indexOf('net flow')));
          near(whaleFlow, f.whale_net_flow_24h_usd!, whaleHalfUnit);
        }
        if (f.mvrv === null) expect(r[3]).toBe('MVRV n/a');
        else near(num(r[3], /MVRV ([\d.]+(?:e\+\d+)?)/), f.mvrv, 0.005);
        if (f.oi_change_24h === null || f.price_change_24h === null) {
          expect(r[4]).toBe('open interest n/a (no derivatives venues)');
        } else {
          near(num(r[4], /interest ([+-][\d.]+(?:e\+\d+)?)%/) / 100, f.oi_change_24h, 0.0005);
          near(num(r[4], /price ([+-][\d.]+(?:e\+\d+)?)%/) / 100, f.price_change_24h, 0.0005);
        }
        if (f.exchange_netflow_24h_usd === null || f.stablecoin_supply_change_7d === null) {
          expect([r[5], r[6]]).toEqual(['exchange netflow n/a', 'stablecoin supply n/a']);
        } else {
          const [exchangeFlow, exchangeHalfUnit] = usd(r[5]);
          near(exchangeFlow, f.exchange_netflow_24h_usd, exchangeHalfUnit);
          near(num(r[6], /supply ([+-][\d.]+(?:e\+\d+)?)%/) / 100, f.stablecoin_supply_change_7d, 0.00005);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('is deterministic', () => {
    fc.assert(
      fc.property(arbSnapshot, arbDirection, (s, dir) => {
        expect(scoreConfirmation(structuredClone(s), dir)).toEqual(scoreConfirmation(s, dir));
      }),
      { numRuns: 200 },
    );
  });

  it('survives non-finite and degenerate inputs', () => {
    const s = snapshot({
      price24hAgo: 0,
      derivatives: [],
      whales: { long: 0, short: 0, longNotionalUsd: Number.NaN, shortNotionalUsd: 0, netFlow24hUsd: Infinity },
      onchain: { mvrv: 0, exchangeNetflow24hUsd: Number.NaN, stablecoinSupplyChange7d: -Infinity },
    });
    const r = scoreConfirmation(s, 'long');
    expect(Number.isFinite(r.composite)).toBe(true);
    expect(r.confidence).toBe('MEDIUM');
    expect(r.reasons[0]).toBe('funding n/a (no derivatives venues)');
  });
});

describe('scoreConfirmation examples', () => {
  it('confirms a long strongly on a bullish snapshot and vetoes the short', () => {
    const long = scoreConfirmation(bullish, 'long');
    expect(long.confirmation).toBe('HIGH');
    expect(long.action).toBe('CONFIRM');
    expect(long.confidence).toBe('HIGH');
    expect(long.event).toBe('HIGH');
    expect(long.size_mult).toBeGreaterThan(1);
    expect(long.whale_score).toBeGreaterThan(0.5);
    expect(long.deriv_score).toBeGreaterThan(0.5);
    expect(long.onchain_score).toBeGreaterThan(0.5);

    const short = scoreConfirmation(bullish, 'short');
    expect(short.confirmation).toBe('NONE');
    expect(short.action).toBe('SKIP');
    expect(short.size_mult).toBe(0);
    expect(short.confidence).toBe('HIGH');
    expect(short.event).toBe('VETO');
  });

  it('quotes the actual figures in its reasons', () => {
    const r = scoreConfirmation(bullish, 'long');
    expect(r.reasons).toContain('funding +0.0150% avg across 3 venues');
    expect(r.reasons).toContain('long/short ratio 1.40 (geometric mean of 3)');
    expect(r.reasons).toContain('whales 34 long / 12 short (74% long, 90% of notional long), net flow +$150.0M 24h');
    expect(r.reasons).toContain('MVRV 1.20');
    expect(r.reasons).toContain('open interest +10.0% 24h with price +5.0%');
    expect(r.reasons).toContain('exchange netflow -$300.0M 24h (outflow)');
    expect(r.reasons).toContain('stablecoin supply +1.20% 7d');
  });

  it('reduces a long when funding shows crowded longs', () => {
    const crowded = {
      ...bullish,
      derivatives: bullish.derivatives.map((d) => ({ ...d, fundingRate: 0.0012 })),
    };
    const r = scoreConfirmation(crowded, 'long');
    expect(r.action).toBe('REDUCE');
    expect(r.size_mult).toBeLessThan(scoreConfirmation(bullish, 'long').size_mult);
    expect(r.deriv_score!).toBeLessThan(scoreConfirmation(bullish, 'long').deriv_score!);
    expect(r.reasons[0]).toBe('funding +0.1200% avg across 3 venues (longs crowded)');
  });

  it('reduces a long when the long/short ratio is extreme', () => {
    const crowded = {
      ...bullish,
      derivatives: bullish.derivatives.map((d) => ({ ...d, longShortRatio: 3.2 })),
    };
    expect(scoreConfirmation(crowded, 'long').action).toBe('REDUCE');
  });

  it('reduces when sources contradict each other', () => {
    const mixed = { ...bullish, onchain: { mvrv: 4, exchangeNetflow24hUsd: 5e8, stablecoinSupplyChange7d: -0.02 } };
    const r = scoreConfirmation(mixed, 'long');
    expect(r.onchain_score).toBeLessThan(-0.25);
    expect(r.composite).toBeGreaterThan(0.05);
    expect(r.action).toBe('REDUCE');
    expect(r.confidence).toBe('MEDIUM');
  });

  it('is neutral on a flat market', () => {
    const r = scoreConfirmation(
      snapshot({ derivatives: snapshot().derivatives.map((d) => ({ ...d, fundingRate: 0 })) }),
      'long',
    );
    expect(r.composite).toBe(0);
    expect(r.score).toBe(0.5);
    expect(r.confirmation).toBe('NONE');
    expect(r.action).toBe('SKIP');
    expect(r.confidence).toBe('MEDIUM');
    expect(r.event).toBeNull();
  });
});

describe('summarise', () => {
  it('reports whale head-count ratio, mean funding and total OI change', () => {
    const s = summarise(bullish);
    expect(s.smart_money).toEqual({
      net_flow_usd: 150_000_000,
      long_short_ratio: 2.8333,
      whales_long: 34,
      whales_short: 12,
    });
    expect(s.derivatives.funding_rate).toBeCloseTo(0.00015, 12);
    expect(s.derivatives.oi_change_24h).toBeCloseTo(0.1, 9);
  });

  it('handles no short whales and no whales at all', () => {
    expect(summarise(snapshot({ whales: { ...WHALES_OF(bullish), short: 0 } })).smart_money?.long_short_ratio).toBe(34);
    const none = { long: 0, short: 0, longNotionalUsd: 0, shortNotionalUsd: 0, netFlow24hUsd: 0 };
    expect(summarise(snapshot({ whales: none })).smart_money?.long_short_ratio).toBe(1);
  });
});

describe('inputs left out of the snapshot', () => {
  const missingOnchain = { component: 'onchain' as const, reason: 'no valuation of BTC collected' };

  it('blends only what is there, with the weights renormalised, and reports the rest as null', () => {
    const full = scoreConfirmation(bullish, 'long');
    const partial = scoreConfirmation({ ...bullish, onchain: null, missing: [missingOnchain] }, 'long');
    expect(partial.onchain_score).toBeNull();
    expect(partial.whale_score).toBe(full.whale_score);
    expect(partial.deriv_score).toBe(full.deriv_score);
    const expected = (0.4 * full.whale_score! + 0.35 * full.deriv_score!) / 0.75;
    expect(partial.composite).toBeCloseTo(expected, 3);
    expect(partial.missing).toEqual([missingOnchain]);
  });

  it('never claims HIGH confidence without every input', () => {
    const strong = snapshot({
      ...bullish,
      whales: { long: 60, short: 2, longNotionalUsd: 2e9, shortNotionalUsd: 1e7, netFlow24hUsd: 5e8 },
    });
    expect(scoreConfirmation(strong, 'long').confidence).toBe('HIGH');
    expect(scoreConfirmation({ ...strong, onchain: null }, 'long').confidence).toBe('MEDIUM');
  });

  it('scores on derivatives alone, or on whales alone', () => {
    const derivOnly = scoreConfirmation({ ...bullish, whales: null, onchain: null }, 'long');
    expect(derivOnly.whale_score).toBeNull();
    expect(derivOnly.composite).toBeCloseTo(derivOnly.deriv_score!, 4);
    const whalesOnly = scoreConfirmation(
      { ...bullish, derivatives: [], price: null, price24hAgo: null, onchain: null },
      'long',
    );
    expect(whalesOnly.deriv_score).toBeNull();
    expect(whalesOnly.composite).toBeCloseTo(whalesOnly.whale_score!, 4);
    expect(whalesOnly.figures.funding_rate).toBeNull();
    expect(summarise({ ...bullish, whales: null }).smart_money).toBeNull();
    expect(summarise({ ...bullish, derivatives: [] }).derivatives).toEqual({ funding_rate: null, oi_change_24h: null });
  });

  it('leaves a venue without a 24-hours-ago reading out of the open-interest change only', () => {
    const s = snapshot({
      derivatives: [
        { venue: 'binance', fundingRate: 0.0001, openInterestUsd: 6e9, openInterestUsd24hAgo: 5e9, longShortRatio: 1 },
        {
          venue: 'hyperliquid',
          fundingRate: 0.0003,
          openInterestUsd: 9e9,
          openInterestUsd24hAgo: null,
          longShortRatio: null,
        },
      ],
    });
    const r = scoreConfirmation(s, 'long');
    expect(r.figures.oi_change_24h).toBeCloseTo(0.2, 6);
    expect(r.figures.funding_venues).toBe(2);
    expect(r.figures.long_short_venues).toBe(1);
  });
});
