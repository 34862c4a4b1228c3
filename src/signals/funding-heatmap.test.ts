import { describe, expect, it } from 'vitest';
import type { DerivativesPoint, Venue } from '../market/types.ts';
import {
  buildFundingHeatmap,
  FIXED_HEATMAP,
  FIXED_HEATMAP_TIMESTAMP,
  fixedHeatmap,
  HOUR_MS,
} from './funding-heatmap.ts';

const H0 = 1_700_000_000_000 - (1_700_000_000_000 % HOUR_MS);
const pt = (venue: Venue, symbol: string, t: number, fundingRate: number): DerivativesPoint => ({
  venue,
  symbol,
  t,
  markPrice: 1,
  fundingRate,
  nextFundingTime: t + HOUR_MS,
  openInterestUsd: 1,
  longShortRatio: 1,
});

describe('buildFundingHeatmap', () => {
  it('lays points out venue × symbol × contiguous hour, latest point per hour, null for gaps', () => {
    const m = buildFundingHeatmap([
      pt('okx', 'ETH', H0 + 10, 0.0002),
      pt('binance', 'BTC', H0 + 1_000, 0.0001),
      pt('binance', 'BTC', H0 + 5, 0.0009),
      pt('binance', 'BTC', H0 + 2 * HOUR_MS, 0.00015),
    ]);
    expect(m.venues).toEqual(['binance', 'okx']);
    expect(m.symbols).toEqual(['BTC', 'ETH']);
    expect(m.hours).toEqual([H0, H0 + HOUR_MS, H0 + 2 * HOUR_MS]);
    expect(m.cells).toEqual([
      [
        [0.0001, null, 0.00015],
        [null, null, null],
      ],
      [
        [null, null, null],
        [0.0002, null, null],
      ],
    ]);
  });

  it('honours explicit rows, columns, range and the hour cap', () => {
    const pts = [pt('bybit', 'SOL', H0, 0.1), pt('bybit', 'SOL', H0 + 5 * HOUR_MS, 0.2)];
    const m = buildFundingHeatmap(pts, { venues: ['bybit', 'okx'], symbols: ['SOL'], maxHours: 2 });
    expect(m.hours).toEqual([H0 + 4 * HOUR_MS, H0 + 5 * HOUR_MS]);
    expect(m.cells).toEqual([[[null, 0.2]], [[null, null]]]);
    const r = buildFundingHeatmap(pts, { from: H0 - HOUR_MS, to: H0 + 30 });
    expect(r.hours).toEqual([H0 - HOUR_MS, H0]);
    expect(r.cells).toEqual([[[null, 0.1]]]);
  });

  it('is empty without points', () => {
    expect(buildFundingHeatmap([])).toEqual({ venues: [], symbols: [], hours: [], cells: [] });
  });
});

describe('fixed heatmap', () => {
  it('is 3 venues × 3 test symbols × 8 hours from the magic timestamp floored to the hour', () => {
    const m = fixedHeatmap();
    expect(FIXED_HEATMAP_TIMESTAMP).toBe(1_234_567_890_000);
    expect(m.venues).toEqual(['binance', 'bybit', 'okx']);
    expect(m.symbols).toEqual(['TEST_BTC', 'TEST_ETH', 'TEST_SOL']);
    expect(m.hours[0]).toBe(1_234_566_000_000);
    expect(m.hours).toHaveLength(8);
    expect(m.hours[7] - m.hours[0]).toBe(7 * HOUR_MS);
    expect(m.cells).toHaveLength(3);
    for (const row of m.cells) {
      expect(row).toHaveLength(3);
      for (const series of row) expect(series).toHaveLength(8);
    }
    expect(m.cells[0][0]).toEqual([0.0001, 0.0001, 0.00012, 0.00012, 0.00015, 0.0001, 0.00008, 0.0001]);
    expect(m.cells[2][2][0]).toBe(-0.00005);
    expect(m.cells[2][2][7]).toBe(-0.0001);
  });

  it('hands out copies and keeps the constant frozen', () => {
    const a = fixedHeatmap();
    a.cells[0][0][0] = 42;
    expect(fixedHeatmap().cells[0][0][0]).toBe(0.0001);
    expect(Object.isFrozen(FIXED_HEATMAP.cells[0][0])).toBe(true);
    expect(fixedHeatmap()).toEqual(FIXED_HEATMAP);
  });
});
