import { describe, expect, it } from 'vitest';
import { SANDBOX_VENUES } from '../../market/types.ts';
import { createSyntheticView, TEST_SYMBOLS } from './index.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NOW = Date.UTC(2026, 8, 20, 6, 45, 30);
const view = createSyntheticView({ now: () => NOW });

function corr(x: number[], y: number[]): number {
  const mx = x.reduce((s, v) => s + v, 0) / x.length;
  const my = y.reduce((s, v) => s + v, 0) / y.length;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < x.length; i++) {
    sxy += (x[i] - mx) * (y[i] - my);
    sxx += (x[i] - mx) ** 2;
    syy += (y[i] - my) ** 2;
  }
  return sxy / Math.sqrt(sxx * syy);
}

describe('derivatives', () => {
  it('report all three venues', async () => {
    const ds = await view.derivatives('TEST_BTC', NOW);
    expect(ds.map((d) => d.venue)).toEqual([...SANDBOX_VENUES]);
    for (const d of ds) {
      expect(d.symbol).toBe('TEST_BTC');
      expect(d.openInterestUsd).toBeGreaterThan(1e9);
      expect(d.longShortRatio).toBeGreaterThanOrEqual(0.5);
      expect(d.longShortRatio).toBeLessThanOrEqual(3);
    }
  });

  it('hold funding constant within an hour and reset it at the hour', async () => {
    const hourStart = Date.UTC(2026, 8, 19, 13);
    const within = await Promise.all(
      [0, 1, 7 * 60_000, 29 * 60_000 + 999, HOUR - 1].map((dt) => view.derivatives('TEST_ETH', hourStart + dt)),
    );
    for (const ds of within) {
      ds.forEach((d, v) => {
        expect(d.fundingRate).toBe(within[0][v].fundingRate);
        expect(d.nextFundingTime).toBe(hourStart + HOUR);
      });
    }
    const next = await view.derivatives('TEST_ETH', hourStart + HOUR);
    expect(next[0].nextFundingTime).toBe(hourStart + 2 * HOUR);
    const hourly = await view.derivativesHistory('TEST_ETH', 'binance', NOW - 2 * DAY, NOW, HOUR);
    const changes = hourly.slice(1).filter((p, i) => p.fundingRate !== hourly[i].fundingRate).length;
    expect(changes).toBeGreaterThan(hourly.length * 0.8);
  });

  it('keep funding at realistic magnitudes, leaning positive in up-trends', async () => {
    const ds = await view.derivativesHistory('TEST_BTC', 'bybit', NOW - 180 * DAY, NOW, 6 * HOUR);
    const rates = ds.map((d) => d.fundingRate);
    const meanAbs = rates.reduce((s, r) => s + Math.abs(r), 0) / rates.length;
    expect(meanAbs).toBeGreaterThan(0.00003);
    expect(meanAbs).toBeLessThan(0.0004);
    const candles = await view.candles('TEST_BTC', '1h', NOW - 183 * DAY, NOW);
    const close = new Map(candles.map((c) => [c.t, c.c]));
    const usable = ds.filter((d) => close.has(d.t - 3 * DAY) && close.has(d.t));
    const ret3d = usable.map((d) => Math.log(close.get(d.t)! / close.get(d.t - 3 * DAY)!));
    expect(
      corr(
        ret3d,
        usable.map((d) => d.fundingRate),
      ),
    ).toBeGreaterThan(0.4);
  });

  it('differ slightly between venues', async () => {
    const ds = await view.derivatives('TEST_SOL', NOW);
    const rates = ds.map((d) => d.fundingRate);
    expect(new Set(rates).size).toBeGreaterThan(1);
    expect(Math.max(...rates) - Math.min(...rates)).toBeLessThan(0.0001);
  });

  it('move open interest with price and long/short with recent returns', async () => {
    for (const symbol of TEST_SYMBOLS) {
      const ds = await view.derivativesHistory(symbol, 'binance', NOW - 180 * DAY, NOW, 4 * HOUR);
      const prices = ds.map((d) => d.markPrice);
      expect(
        corr(
          prices,
          ds.map((d) => d.openInterestUsd),
        ),
      ).toBeGreaterThan(0.5);
      const ret24 = ds.slice(6).map((d, i) => Math.log(d.markPrice / ds[i].markPrice));
      expect(
        corr(
          ret24,
          ds.slice(6).map((d) => Math.log(d.longShortRatio!)),
        ),
      ).toBeGreaterThan(0.5);
    }
  });

  it('place history points on step multiples inside the clipped range', async () => {
    const step = 15 * 60_000;
    const ps = await view.derivativesHistory('TEST_OP', 'okx', NOW - DAY, NOW + DAY, step);
    expect(ps).toHaveLength(96);
    expect(ps.every((p) => p.t % step === 0 && p.t <= NOW && p.venue === 'okx')).toBe(true);
  });

  it('clamp a future instant to the clock', async () => {
    expect(await view.derivatives('TEST_BNB', NOW + 7 * DAY)).toEqual(await view.derivatives('TEST_BNB', NOW));
    expect(await view.snapshot('TEST_BNB', NOW + DAY)).toEqual(await view.snapshot('TEST_BNB', NOW));
  });
});
