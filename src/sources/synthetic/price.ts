/**
 * Price paths as a closed-form function of time: log-price is a sum of smooth value-noise
 * octaves (periods 1 minute .. ~2 years, amplitude growing with sqrt(period) like a random walk),
 * so any minute can be evaluated without walking the history. A slow noise scales the fast
 * octaves (volatility regimes) and a UTC-hour cosine adds intraday seasonality.
 */

import { ASSETS } from './assets.ts';
import { fmix, hashString, valueNoise } from './prng.ts';

export const MINUTE = 60_000;
export const HOUR = 3_600_000;
export const DAY = 86_400_000;

const OCTAVES = 11;
const PERIODS: number[] = [];
for (let k = 0; k < OCTAVES; k++) PERIODS.push(4 ** k * MINUTE);
/** Octaves up to ~17 h carry the regime multiplier; slower ones are the trend. */
const FAST_OCTAVES = 6;
/** Octaves up to ~1 h carry intraday seasonality. */
const SEASONAL_OCTAVES = 4;
const REGIME_PERIOD = 5 * DAY;
/** Empirical factor turning a daily vol target into the per-minute octave scale. */
const VOL_CALIBRATION = 1 / Math.sqrt(2.6 * 1440);
const MAX_AMPLITUDE = 0.32;

interface AssetModel {
  logBase: number;
  corr: number;
  idio: number;
  amps: Float64Array;
  keys: Uint32Array;
  regimeKey: number;
}

export class PriceModel {
  private readonly assets: AssetModel[];

  constructor(seed: string) {
    this.assets = ASSETS.map((spec) => {
      const sigma = spec.dailyVol * VOL_CALIBRATION;
      const amps = new Float64Array(OCTAVES);
      const keys = new Uint32Array(OCTAVES);
      for (let k = 0; k < OCTAVES; k++) {
        amps[k] = Math.min(MAX_AMPLITUDE, sigma * Math.sqrt(PERIODS[k] / MINUTE));
        keys[k] = hashString(`${seed}|${spec.symbol}|price|${k}`);
      }
      return {
        logBase: Math.log(spec.basePrice),
        corr: spec.btcCorr,
        idio: Math.sqrt(1 - spec.btcCorr * spec.btcCorr),
        amps,
        keys,
        regimeKey: fmix(hashString(`${seed}|${spec.symbol}|regime`)),
      };
    });
  }

  /** Volatility regime multiplier, mean ~1, roughly 0.5 .. 2; partly shared with TEST_BTC. */
  regime(a: number, t: number): number {
    const btc = valueNoise(this.assets[0].regimeKey, t, REGIME_PERIOD);
    const m = this.assets[a];
    const z = a === 0 ? btc : 0.6 * btc + 0.8 * valueNoise(m.regimeKey, t, REGIME_PERIOD);
    return Math.exp(0.4 * z - 0.16);
  }

  logPrice(a: number, t: number): number {
    const m = this.assets[a];
    const btc = this.assets[0];
    const hour = (t % DAY) / HOUR;
    // Busiest around the US open (~15:00 UTC), quietest in the late Asian night.
    const season = 1 + 0.3 * Math.cos(((hour - 15) * Math.PI) / 12);
    const regime = this.regime(a, t);
    let sum = 0;
    for (let k = 0; k < OCTAVES; k++) {
      let n = valueNoise(m.keys[k], t, PERIODS[k]);
      if (a !== 0) n = m.corr * valueNoise(btc.keys[k], t, PERIODS[k]) + m.idio * n;
      let amp = m.amps[k];
      if (k < FAST_OCTAVES) amp *= k < SEASONAL_OCTAVES ? regime * season : regime;
      sum += amp * n;
    }
    return m.logBase + sum;
  }

  /**
   * Slow component only (octaves >= ~45 days), lagged: a stand-in for the market's cost basis
   * used by MVRV and whale entry prices.
   */
  logTrend(a: number, t: number): number {
    const m = this.assets[a];
    const btc = this.assets[0];
    let sum = 0;
    for (let k = 8; k < OCTAVES; k++) {
      let n = valueNoise(m.keys[k], t, PERIODS[k]);
      if (a !== 0) n = m.corr * valueNoise(btc.keys[k], t, PERIODS[k]) + m.idio * n;
      sum += m.amps[k] * n;
    }
    return m.logBase + sum;
  }

  /**
   * Octaves from ~3 days up, without regime or season: a cheap trend proxy for decisions that
   * only care about the market's direction over days (whale sides, flows).
   */
  logSlow(a: number, t: number): number {
    const m = this.assets[a];
    const btc = this.assets[0];
    let sum = 0;
    for (let k = FAST_OCTAVES; k < OCTAVES; k++) {
      let n = valueNoise(m.keys[k], t, PERIODS[k]);
      if (a !== 0) n = m.corr * valueNoise(btc.keys[k], t, PERIODS[k]) + m.idio * n;
      sum += m.amps[k] * n;
    }
    return m.logBase + sum;
  }

  /** Slow-trend strength over `lag`, in units of the asset's daily vol (~N(0,1) for lag ~ days). */
  trendZ(a: number, t: number, lag: number): number {
    const d = this.logSlow(a, t) - this.logSlow(a, t - lag);
    return d / (ASSETS[a].dailyVol * Math.sqrt(lag / DAY));
  }

  price(a: number, t: number): number {
    return Math.exp(this.logPrice(a, t));
  }

  /** Typical per-minute log-return scale of the asset (before regime and season). */
  minuteSigma(a: number): number {
    return ASSETS[a].dailyVol * VOL_CALIBRATION;
  }
}
