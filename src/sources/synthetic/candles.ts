/**
 * OHLCV candles from the closed-form price path. Open and close are the path at the interval
 * boundaries, so consecutive candles join exactly; highs and lows come from a handful of
 * interior samples plus a wick scaled to the interval, which keeps an hourly candle to a few
 * path evaluations instead of sixty.
 */

import type { Candle, CandleInterval } from '../../market/types.ts';
import { ASSETS } from './assets.ts';
import type { PriceModel } from './price.ts';
import { DAY, HOUR, MINUTE } from './price.ts';
import { gauss, hashString, round } from './prng.ts';

export const INTERVAL_MS: Record<CandleInterval, number> = {
  '1m': MINUTE,
  '5m': 5 * MINUTE,
  '15m': 15 * MINUTE,
  '1h': HOUR,
  '4h': 4 * HOUR,
  '1d': DAY,
};

/** Interior segments per candle: enough to shape highs and lows, few enough to stay fast. */
const SEGMENTS: Record<CandleInterval, number> = { '1m': 1, '5m': 5, '15m': 3, '1h': 4, '4h': 4, '1d': 6 };

export class CandleBuilder {
  private readonly wickKeys: Uint32Array;
  private readonly volKeys: Uint32Array;

  constructor(
    private readonly model: PriceModel,
    seed: string,
  ) {
    this.wickKeys = Uint32Array.from(ASSETS, (s) => hashString(`${seed}|${s.symbol}|wick`));
    this.volKeys = Uint32Array.from(ASSETS, (s) => hashString(`${seed}|${s.symbol}|volume`));
  }

  /** Candles whose open time lies in [from, to]; the one containing `now` is partial. */
  build(a: number, interval: CandleInterval, from: number, to: number, now: number): Candle[] {
    const step = INTERVAL_MS[interval];
    const segs = SEGMENTS[interval];
    const spec = ASSETS[a];
    const pd = spec.priceDecimals;
    const vd = spec.volumeDecimals;
    const sigmaMin = this.model.minuteSigma(a);
    const minutes = step / MINUTE;
    const wickScale = 0.35 * sigmaMin * Math.sqrt(minutes / segs);
    const movescale = sigmaMin * Math.sqrt(minutes);
    const baseVolume = (spec.dailyVolume * step) / DAY;
    const wickKey = this.wickKeys[a];
    const volKey = this.volKeys[a];
    const out: Candle[] = [];
    let t = Math.ceil(from / step) * step;
    let prevEnd = Number.NaN;
    let prevClose = 0;
    for (; t <= to && t <= now; t += step) {
      const end = Math.min(t + step, now);
      const open = t === prevEnd ? prevClose : this.model.logPrice(a, t);
      const close = this.model.logPrice(a, end);
      let hi = Math.max(open, close);
      let lo = Math.min(open, close);
      const span = end - t;
      for (let j = 1; j < segs; j++) {
        const x = this.model.logPrice(a, t + Math.floor((span * j) / segs));
        if (x > hi) hi = x;
        if (x < lo) lo = x;
      }
      const slot = t / step;
      const regime = this.model.regime(a, t + span / 2);
      hi += wickScale * regime * Math.abs(gauss(wickKey, slot * 2));
      lo -= wickScale * regime * Math.abs(gauss(wickKey, slot * 2 + 1));
      const o = Math.exp(open);
      const c = Math.exp(close);
      prevEnd = end;
      prevClose = close;
      // Volume follows the daily activity cycle, the regime, and bursts on large moves.
      const hour = ((t + span / 2) % DAY) / HOUR;
      const season = step >= DAY ? 1 : 1 + 0.35 * Math.cos(((hour - 15) * Math.PI) / 12);
      const move = Math.abs(close - open) / (movescale * regime);
      const noise = Math.exp((0.35 * gauss(volKey, slot)) / Math.sqrt(Math.sqrt(minutes)));
      const v = ((baseVolume * span) / step) * season * regime * (0.7 + 0.45 * move) * noise;
      out.push({
        t,
        o: round(o, pd),
        h: round(Math.exp(hi), pd),
        l: round(Math.exp(lo), pd),
        c: round(c, pd),
        v: round(v, vd),
      });
    }
    return out;
  }
}
