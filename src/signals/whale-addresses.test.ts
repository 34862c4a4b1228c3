import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { whaleAddressMetric } from './whale-addresses.ts';

const btc = { largeHolderCount: 2_000, largeHolderCount30dAgo: 1_938, largeHolderBalance: 8_000_000 };

describe('whaleAddressMetric', () => {
  it('reports the reference figures at the reference threshold', () => {
    expect(whaleAddressMetric(btc, 1_000, 'BTC')).toEqual({
      whale_address_count: 2_000,
      '30d_change': '+3.2%',
      change_30d: 0.031992,
      total_holdings: '8,000,000 BTC',
      total_holdings_units: 8_000_000,
      unit: 'BTC',
      accumulation_score: 7.8,
      confidence: 'HIGH',
    });
  });

  it('scales the count by a power law of the threshold', () => {
    // (10)^-1.1 = 0.0794 → 159 addresses at 10,000 coins; (0.1)^-1.1 = 12.59 → 25,179 at 100
    expect(whaleAddressMetric(btc, 10_000, 'BTC').whale_address_count).toBe(159);
    expect(whaleAddressMetric(btc, 100, 'BTC').whale_address_count).toBe(25_179);
    // 8,000,000 × 10^-0.1
    expect(whaleAddressMetric(btc, 10_000, 'BTC').total_holdings).toBe('6,354,626 BTC');
    // holdings never fall below count × threshold
    expect(whaleAddressMetric({ ...btc, largeHolderBalance: 100 }, 1_000, 'BTC').total_holdings).toBe('2,000,000 BTC');
  });

  it('writes each text from its numeric twin, so they always agree', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e7 }),
        fc.integer({ min: 0, max: 1e7 }),
        fc.double({ min: 0, max: 1e9, noNaN: true }),
        fc.integer({ min: 1, max: 10_000_000 }),
        (now, ago, balance, threshold) => {
          const m = whaleAddressMetric(
            { largeHolderCount: now, largeHolderCount30dAgo: ago, largeHolderBalance: balance },
            threshold,
            'TEST_ETH',
          );
          const pct = Number(m['30d_change'].replace('%', '')) / 100;
          expect(Math.abs(pct - m.change_30d)).toBeLessThanOrEqual(0.0005 * 1.000001 + Math.abs(pct) * 1e-12);
          expect(m['30d_change']).toBe(
            `${m.change_30d < 0 && pct !== 0 ? '-' : '+'}${Math.abs(m.change_30d * 100).toFixed(1)}%`,
          );
          expect(m.unit).toBe('TEST_ETH');
          expect(Number.isInteger(m.total_holdings_units)).toBe(true);
          expect(Number(m.total_holdings.replace(/ TEST_ETH$/, '').replaceAll(',', ''))).toBe(m.total_holdings_units);
        },
      ),
    );
  });

  it('never counts more addresses at a higher threshold', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.01, max: 1e7, noNaN: true }),
        fc.double({ min: 0.01, max: 1e7, noNaN: true }),
        fc.integer({ min: 0, max: 1e6 }),
        (a, b, n) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          const o = { ...btc, largeHolderCount: n };
          const cLo = whaleAddressMetric(o, lo, 'BTC').whale_address_count;
          const cHi = whaleAddressMetric(o, hi, 'BTC').whale_address_count;
          expect(Number.isInteger(cLo)).toBe(true);
          expect(cHi).toBeLessThanOrEqual(cLo);
        },
      ),
    );
  });

  it('keeps the change independent of the threshold and the score in 0..10', () => {
    const falling = { largeHolderCount: 90, largeHolderCount30dAgo: 100, largeHolderBalance: 500_000 };
    for (const th of [10, 1_000, 50_000]) {
      const m = whaleAddressMetric(falling, th, 'TEST_ETH');
      expect(m['30d_change']).toBe('-10.0%');
      expect(m.accumulation_score).toBe(0.2);
    }
  });

  it('measures growth from zero against one address and lowers confidence on thin data', () => {
    const m = whaleAddressMetric(
      { largeHolderCount: 3, largeHolderCount30dAgo: 0, largeHolderBalance: 4_000 },
      1_000,
      'X',
    );
    expect(m['30d_change']).toBe('+300.0%');
    expect(m.accumulation_score).toBe(10);
    expect(m.confidence).toBe('LOW');
    expect(whaleAddressMetric(btc, 50_000, 'BTC').confidence).toBe('MEDIUM');
  });

  it('rejects a non-positive threshold', () => {
    expect(() => whaleAddressMetric(btc, 0, 'BTC')).toThrow(RangeError);
    expect(() => whaleAddressMetric(btc, Number.NaN, 'BTC')).toThrow(RangeError);
  });
});
