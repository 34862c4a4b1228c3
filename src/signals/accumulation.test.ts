import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Candle, WhaleEvent } from '../market/types.ts';
import { type AccumulationInput, phaseOf, scoreAccumulation, whaleFlowsFromEvents } from './accumulation.ts';

const DAY = 86_400_000;
const T0 = 1_700_000_000_000;

/** 60 daily candles whose close moves linearly by `totalChange` over the last 30 days. */
function daily(totalChange: number, volume = 1_000): Candle[] {
  return Array.from({ length: 60 }, (_, i) => {
    const k = Math.max(0, i - 29) / 30;
    const c = 100 * (1 + totalChange * k);
    return { t: T0 + i * DAY, o: c, h: c, l: c, c, v: volume };
  });
}

function input(over: Partial<AccumulationInput> = {}): AccumulationInput {
  return {
    symbol: 'TEST_BTC',
    daily: daily(0),
    whaleFlows: { net7dUsd: 0, gross7dUsd: 1e6, net30dUsd: 0, gross30dUsd: 4e6 },
    onchain: { mvrv: 2, exchangeNetflow24hUsd: 0, largeTxCount24h: 100, largeTxCount7dAvg: 100 },
    ...over,
  };
}

const accumulating = input({
  whaleFlows: { net7dUsd: 8e5, gross7dUsd: 1e6, net30dUsd: 2e6, gross30dUsd: 4e6 },
  // mean daily volume = 1000 × 100 = $100k; a -$2k netflow is 2 % of it
  onchain: { mvrv: 1.1, exchangeNetflow24hUsd: -2_000, largeTxCount24h: 200, largeTxCount7dAvg: 100 },
});

describe('scoreAccumulation', () => {
  it('is neutral with no information', () => {
    const r = scoreAccumulation(input());
    expect(r.accumulation_score).toBe(5);
    expect(r.components).toEqual({
      whale_accumulation: 5,
      exchange_outflow: 5,
      large_txn_increase: 5,
      mvrv_signal: 5,
    });
    expect(r.phase).toBe('NEUTRAL');
    expect(r.confidence).toBe('LOW');
    expect(r.estimated_duration_weeks).toBe(1);
  });

  it('reads strong accumulation in a flat market', () => {
    const r = scoreAccumulation(accumulating);
    expect(r.accumulation_score).toBeGreaterThan(7.5);
    expect(r.components.whale_accumulation).toBe(8.4);
    expect(r.components.exchange_outflow).toBeCloseTo(5 + 5 * Math.tanh(2), 2);
    expect(r.components.large_txn_increase).toBeGreaterThan(8.5);
    expect(r.components.mvrv_signal).toBeGreaterThan(8.5);
    expect(r.phase).toBe('ACCUMULATION');
    expect(r.confidence).toBe('HIGH');
    expect(r.estimated_duration_weeks).toBeGreaterThan(8);
  });

  it('turns accumulation into markup when price rises', () => {
    const r = scoreAccumulation({ ...accumulating, daily: daily(0.12) });
    expect(r.trend_30d).toBeCloseTo(0.12, 4);
    expect(r.phase).toBe('MARKUP');
  });

  it('reads distribution and markdown from selling', () => {
    const selling = input({
      whaleFlows: { net7dUsd: -8e5, gross7dUsd: 1e6, net30dUsd: -2e6, gross30dUsd: 4e6 },
      onchain: { mvrv: 3.6, exchangeNetflow24hUsd: 3_000, largeTxCount24h: 100, largeTxCount7dAvg: 100 },
    });
    expect(scoreAccumulation(selling).phase).toBe('DISTRIBUTION');
    expect(scoreAccumulation({ ...selling, daily: daily(-0.2) }).phase).toBe('MARKDOWN');
    expect(scoreAccumulation(selling).accumulation_score).toBeLessThan(3);
  });

  it('does not depend on candle order', () => {
    const shuffled = [...accumulating.daily].reverse();
    expect(scoreAccumulation({ ...accumulating, daily: shuffled })).toEqual(scoreAccumulation(accumulating));
  });

  it('keeps score and components in 0..10 for any input', () => {
    const num = (min: number, max: number) => fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
    fc.assert(
      fc.property(
        fc.array(num(0, 1e5), { maxLength: 70 }),
        num(-1e9, 1e9),
        num(0, 1e9),
        num(-1e9, 1e9),
        num(0, 1e9),
        num(0, 10),
        num(-1e10, 1e10),
        num(0, 1e4),
        num(0, 1e4),
        (closes, n7, g7, n30, g30, mvrv, netflow, tx24, tx7) => {
          const r = scoreAccumulation({
            symbol: 'X',
            daily: closes.map((c, i) => ({ t: i * DAY, o: c, h: c, l: c, c, v: 10 })),
            whaleFlows: { net7dUsd: n7, gross7dUsd: g7, net30dUsd: n30, gross30dUsd: g30 },
            onchain: { mvrv, exchangeNetflow24hUsd: netflow, largeTxCount24h: tx24, largeTxCount7dAvg: tx7 },
          });
          for (const v of [r.accumulation_score, ...Object.values(r.components)]) {
            expect(v).toBeGreaterThanOrEqual(0);
            expect(v).toBeLessThanOrEqual(10);
          }
          expect(r.estimated_duration_weeks).toBeGreaterThan(0);
          expect(Number.isFinite(r.trend_30d)).toBe(true);
        },
      ),
    );
  });
});

describe('phaseOf', () => {
  it('follows the documented table', () => {
    expect(phaseOf(8, 0)).toBe('ACCUMULATION');
    expect(phaseOf(8, -0.3)).toBe('ACCUMULATION');
    expect(phaseOf(8, 0.05)).toBe('MARKUP');
    expect(phaseOf(3, 0.3)).toBe('DISTRIBUTION');
    expect(phaseOf(3, -0.05)).toBe('MARKDOWN');
    expect(phaseOf(5, 0.15)).toBe('MARKUP');
    expect(phaseOf(5, -0.15)).toBe('MARKDOWN');
    expect(phaseOf(5, 0.1)).toBe('NEUTRAL');
  });
});

describe('whaleFlowsFromEvents', () => {
  const ev = (daysAgo: number, side: 'buy' | 'sell', sizeUsd: number, type: 'trade' | 'liquidation' = 'trade') =>
    ({
      id: `${daysAgo}-${side}`,
      t: T0 - daysAgo * DAY,
      address: '0xa',
      label: null,
      symbol: 'TEST_BTC',
      type,
      side,
      sizeUsd,
      price: 1,
    }) satisfies WhaleEvent;

  it('splits trades into 7- and 30-day windows and ignores liquidations and the future', () => {
    const f = whaleFlowsFromEvents(
      [
        ev(1, 'buy', 100),
        ev(3, 'sell', 30),
        ev(10, 'buy', 50),
        ev(31, 'buy', 1e6),
        ev(2, 'sell', 1e6, 'liquidation'),
        ev(-1, 'buy', 1e6),
      ],
      T0,
    );
    expect(f).toEqual({ net7dUsd: 70, gross7dUsd: 130, net30dUsd: 120, gross30dUsd: 180 });
  });
});
