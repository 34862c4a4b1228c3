/** The backtest's pure parts: instants, forward returns, statistics, and the PNG and SVG writers. */
import { describe, expect, it } from 'vitest';
import { chartScene, DECISION_COLOURS } from '../../cli/backtest/chart.ts';
import {
  buildRows,
  type Decision,
  forwardReturn,
  HOUR_MS,
  isHit,
  planInstants,
  statsOf,
  summarise,
} from '../../cli/backtest/engine.ts';
import { backtestHtml } from '../../cli/backtest/html.ts';
import { crc32, encodePng } from '../../cli/backtest/png.ts';
import { rasterise } from '../../cli/backtest/raster.ts';
import { stepOf } from '../../cli/commands/backtest.ts';
import { decodePng } from './png.ts';

const T0 = Date.UTC(2026, 0, 1);
const DAY = 24 * HOUR_MS;

describe('planInstants', () => {
  it('takes the step grid in the window and leaves out instants whose +24 h passes the clock', () => {
    const clock = T0 + 3 * DAY;
    const plan = planInstants(T0 + 30 * 60_000, clock, HOUR_MS, clock);
    expect(plan.instants[0]).toBe(T0 + HOUR_MS); // rounded up to the grid
    expect(plan.instants.at(-1)).toBe(clock - DAY);
    expect(plan.instants).toHaveLength(2 * 24);
    expect(plan.skipped).toBe(24); // clock - 23 h … clock
    expect(planInstants(T0, clock, 4 * HOUR_MS, clock).instants.every((t) => t % (4 * HOUR_MS) === 0)).toBe(true);
  });

  it('refuses a step that is not whole hours', () => {
    expect(() => planInstants(T0, T0 + DAY, 30 * 60_000, T0 + DAY)).toThrow(/whole number of hours/);
    expect(stepOf('4h')).toBe(4 * HOUR_MS);
    expect(stepOf('1d')).toBe(DAY);
    expect(stepOf('2')).toBe(2 * HOUR_MS);
    for (const bad of ['0h', '90m', '1.5h', 'soon', '9d']) expect(() => stepOf(bad)).toThrow(/whole hours/);
  });
});

describe('returns and hits', () => {
  it('measures the move in the side direction', () => {
    expect(forwardReturn(100, 110, 'long')).toBeCloseTo(0.1, 12);
    expect(forwardReturn(100, 110, 'short')).toBeCloseTo(-0.1, 12);
    expect(forwardReturn(100, 95, 'short')).toBeCloseTo(0.05, 12);
  });

  it('CONFIRM and REDUCE hit on a gain; SKIP hits when the trade would not have gained', () => {
    expect([isHit('CONFIRM', 0.01), isHit('REDUCE', 0.01), isHit('SKIP', 0.01)]).toEqual([true, true, false]);
    expect([isHit('CONFIRM', 0), isHit('REDUCE', -0.01), isHit('SKIP', 0), isHit('SKIP', -0.01)]).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });

  it('statistics: mean, median (odd and even), min, max and hit rate', () => {
    expect(statsOf('CONFIRM', [0.03, -0.01, 0.01])).toEqual({
      count: 3,
      mean: 0.01,
      median: 0.01,
      min: -0.01,
      max: 0.03,
      hits: 2,
      hit_rate: 2 / 3,
    });
    expect(statsOf('SKIP', [0.02, -0.02, -0.04, 0]).median).toBeCloseTo(-0.01, 12);
    expect(statsOf('SKIP', [0.02, -0.02, -0.04, 0]).hit_rate).toBe(0.75);
    expect(statsOf('REDUCE', [])).toMatchObject({ count: 0, mean: null, hit_rate: null });
  });
});

function decision(t: number, action: Decision['action'], side: Decision['side'] = 'long'): Decision {
  return { symbol: 'TEST_BTC', side, t, action, composite: 0.3, confidence: 'MEDIUM', size_mult: 0.5 };
}

describe('buildRows and summarise', () => {
  const prices = new Map([
    ['TEST_BTC', new Map(Array.from({ length: 60 }, (_, h) => [T0 + h * HOUR_MS, 100 + h] as [number, number]))],
  ]);

  it('prices each decision at t, +1 h, +4 h and +24 h; a decision without prices is counted apart', () => {
    const { rows, unpriced } = buildRows(
      [decision(T0, 'CONFIRM'), decision(T0, 'SKIP', 'short'), decision(T0 + 40 * HOUR_MS, 'REDUCE')],
      prices,
    );
    expect(unpriced).toBe(1); // +24 h of hour 40 is past the series
    expect(rows[0]!.price).toBe(100);
    expect(rows[0]!.returns['1h']).toBeCloseTo(0.01, 12);
    expect(rows[0]!.returns['4h']).toBeCloseTo(0.04, 12);
    expect(rows[0]!.returns['24h']).toBeCloseTo(0.24, 12);
    expect(rows[1]!.returns['24h']).toBeCloseTo(-0.24, 12);
  });

  it('groups by decision; counts sum to the rows', () => {
    const ds = [0, 1, 2, 3].map((h) => decision(T0 + h * HOUR_MS, h % 2 === 0 ? 'CONFIRM' : 'SKIP'));
    const { rows } = buildRows(ds, prices);
    const summary = summarise(rows);
    expect(summary.map((s) => s.decision)).toEqual(['CONFIRM', 'REDUCE', 'SKIP']);
    expect(summary.map((s) => s.count)).toEqual([2, 0, 2]);
    expect(summary[0]!.horizons['1h'].hit_rate).toBe(1); // rising prices: every long gained
    expect(summary[2]!.horizons['1h'].hit_rate).toBe(0);
    expect(summary[0]!.mean_size_mult).toBe(0.5);
  });
});

describe('chart writers', () => {
  it('encodes a PNG whose chunks carry valid CRCs and whose data inflates to the raster', () => {
    expect(crc32(Buffer.from('IEND', 'latin1'))).toBe(0xae426082);
    const rgba = new Uint8Array(3 * 2 * 4).map((_, i) => (i * 37) % 256);
    const png = decodePng(encodePng(3, 2, rgba));
    expect([png.width, png.height]).toEqual([3, 2]);
    expect([...png.rgba]).toEqual([...rgba]);
    expect(() => encodePng(3, 3, rgba)).toThrow(/does not match/);
  });

  it('draws the chart scene with bars in the decision colours, and the same scene as inline SVG', () => {
    const ds = [0, 1, 2, 3].map((h) => decision(T0 + h * HOUR_MS, h % 2 === 0 ? 'CONFIRM' : 'REDUCE'));
    const { rows } = buildRows(
      ds,
      new Map([['TEST_BTC', new Map([...Array(40)].map((_, h) => [T0 + h * HOUR_MS, 100 + h]))]]),
    );
    const result = {
      symbols: ['TEST_BTC'],
      sides: ['long' as const],
      from: new Date(T0).toISOString(),
      to: new Date(T0 + DAY).toISOString(),
      step_ms: HOUR_MS,
      clock: new Date(T0 + 2 * DAY).toISOString(),
      horizons: ['1h' as const, '4h' as const, '24h' as const],
      hit_definition: 'x',
      skipped: 0,
      failed: 0,
      evaluated: rows.length,
      summary: summarise(rows),
      rows,
    };
    const scene = chartScene(result);
    const raster = rasterise(scene);
    const png = decodePng(encodePng(raster.width, raster.height, raster.data));
    expect([png.width, png.height]).toEqual([scene.width, scene.height]);
    const has = ([r, g, b]: number[]) => {
      for (let i = 0; i < png.rgba.length; i += 4)
        if (png.rgba[i] === r && png.rgba[i + 1] === g && png.rgba[i + 2] === b) return true;
      return false;
    };
    expect(has(DECISION_COLOURS.CONFIRM)).toBe(true);
    expect(has(DECISION_COLOURS.REDUCE)).toBe(true);
    const html = backtestHtml(result, scene);
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<svg xmlns="http://www.w3.org/2000/svg"');
    expect(html).toContain('MEAN FORWARD RETURN');
    expect(html).not.toMatch(/<script|https?:\/\/(?!www\.w3\.org)/); // self-contained
  });
});
