import { describe, expect, it } from 'vitest';
import type { CandleInterval } from '../../market/types.ts';
import { createSyntheticView, SANDBOX_HISTORY_MS, TEST_SYMBOLS } from './index.ts';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const NOW = Date.UTC(2026, 6, 3, 14, 37, 12, 500);
const view = createSyntheticView({ now: () => NOW });

const STEP: Record<CandleInterval, number> = {
  '1m': MIN,
  '5m': 5 * MIN,
  '15m': 15 * MIN,
  '1h': HOUR,
  '4h': 4 * HOUR,
  '1d': DAY,
};
const SPAN: Record<CandleInterval, number> = {
  '1m': 6 * HOUR,
  '5m': DAY,
  '15m': 3 * DAY,
  '1h': 20 * DAY,
  '4h': 60 * DAY,
  '1d': 180 * DAY,
};

describe('candles', () => {
  for (const interval of Object.keys(STEP) as CandleInterval[]) {
    it(`are consistent, aligned and contiguous at ${interval}`, async () => {
      for (const symbol of ['TEST_BTC', 'TEST_ARB']) {
        const cs = await view.candles(symbol, interval, NOW - SPAN[interval], NOW);
        expect(cs.length).toBeGreaterThan(100);
        for (let i = 0; i < cs.length; i++) {
          const c = cs[i];
          expect(c.t % STEP[interval]).toBe(0);
          expect(c.h).toBeGreaterThanOrEqual(Math.max(c.o, c.c));
          expect(c.l).toBeLessThanOrEqual(Math.min(c.o, c.c));
          expect(c.l).toBeGreaterThan(0);
          expect(c.v).toBeGreaterThan(0);
          if (i > 0) {
            expect(c.t - cs[i - 1].t).toBe(STEP[interval]);
            expect(c.o).toBe(cs[i - 1].c);
          }
        }
      }
    });
  }

  it('agree across intervals at shared boundaries', async () => {
    const from = Date.UTC(2026, 6, 2, 10);
    const hours = await view.candles('TEST_ETH', '1h', from, from + 3 * HOUR);
    const minutes = await view.candles('TEST_ETH', '1m', from, from + 4 * HOUR - MIN);
    expect(hours).toHaveLength(4);
    for (let i = 0; i < 4; i++) {
      expect(hours[i].o).toBe(minutes[i * 60].o);
      expect(hours[i].c).toBe(minutes[i * 60 + 59].c);
    }
  });

  it('never show anything after the clock, and end at the current price', async () => {
    const cs = await view.candles('TEST_SOL', '1h', NOW - DAY, NOW + 5 * DAY);
    const last = cs[cs.length - 1];
    expect(last.t).toBe(Math.floor(NOW / HOUR) * HOUR);
    expect(cs.every((c) => c.t <= NOW)).toBe(true);
    const snap = await view.snapshot('TEST_SOL', NOW);
    expect(last.c).toBe(snap.price);
    expect(await view.candles('TEST_SOL', '1m', NOW + MIN, NOW + HOUR)).toEqual([]);
  });

  it('are bounded by the six-month history', async () => {
    const cs = await view.candles('TEST_BTC', '1d', NOW - 400 * DAY, NOW);
    expect(cs[0].t).toBeGreaterThanOrEqual(NOW - SANDBOX_HISTORY_MS);
    expect(cs[0].t - STEP['1d']).toBeLessThan(NOW - SANDBOX_HISTORY_MS);
    expect(await view.candles('TEST_BTC', '1h', NOW - 400 * DAY, NOW - 200 * DAY)).toEqual([]);
  });

  it('look like the real assets', async () => {
    const ranges: Record<string, [number, number]> = {
      TEST_BTC: [30_000, 140_000],
      TEST_ETH: [1_400, 7_000],
      TEST_SOL: [50, 400],
      TEST_BNB: [250, 1_300],
      TEST_ARB: [0.4, 3],
      TEST_OP: [0.8, 7],
    };
    for (const symbol of TEST_SYMBOLS) {
      const cs = await view.candles(symbol, '1d', NOW - SANDBOX_HISTORY_MS, NOW);
      const [lo, hi] = ranges[symbol];
      for (const c of cs) {
        expect(c.l).toBeGreaterThan(lo);
        expect(c.h).toBeLessThan(hi);
      }
      const rets = cs.slice(1).map((c, i) => Math.log(c.c / cs[i].c));
      const sd = Math.sqrt(rets.reduce((s, r) => s + r * r, 0) / rets.length);
      expect(sd).toBeGreaterThan(0.01);
      expect(sd).toBeLessThan(0.1);
    }
  });

  it('carry more volume in the US session than in the Asian night', async () => {
    const cs = await view.candles('TEST_BTC', '1h', NOW - 60 * DAY, NOW - DAY);
    const byHour = (h: number) => cs.filter((c) => new Date(c.t).getUTCHours() === h).reduce((s, c) => s + c.v, 0);
    expect(byHour(15)).toBeGreaterThan(byHour(3) * 1.2);
  });
});
