/**
 * Per-venue derivatives positioning derived from the price path: funding leans with the
 * multi-day trend and is fixed per UTC hour; open interest rides price and trend and is knocked
 * down after violent moves (liquidation cascades); the long/short ratio chases the last day's
 * return.
 */

import { type DerivativesPoint, SANDBOX_VENUES, type Venue } from '../../market/types.ts';
import { ASSETS } from './assets.ts';
import type { PriceModel } from './price.ts';
import { DAY, HOUR } from './price.ts';
import { clamp, gauss, hashString, round, valueNoise } from './prng.ts';

const VENUE_OI_SHARE = [0.45, 0.3, 0.25];
/** Persistent venue lean in funding: venues disagree a little, not randomly each hour. */
const VENUE_FUNDING_BIAS = [0, 0.000008, -0.000006];

/** Values shared by all venues of one symbol at one instant. */
interface Common {
  lp: number;
  oiFactor: number;
  lsBase: number;
  hourStart: number;
  fundingBase: number;
}

export interface VenueFigures {
  venue: Venue;
  markPrice: number;
  fundingRate: number;
  nextFundingTime: number;
  openInterestUsd: number;
  longShortRatio: number;
}

export class DerivativesModel {
  private readonly keys: Uint32Array[];

  constructor(
    private readonly model: PriceModel,
    seed: string,
  ) {
    this.keys = ASSETS.map((s) =>
      Uint32Array.from(['funding', 'oi', 'ls', 'basis', ...SANDBOX_VENUES], (n) =>
        hashString(`${seed}|${s.symbol}|deriv|${n}`),
      ),
    );
  }

  private common(a: number, t: number): Common {
    const m = this.model;
    const vol = ASSETS[a].dailyVol;
    const lp = m.logPrice(a, t);
    const r4h = lp - m.logPrice(a, t - 4 * HOUR);
    const r24h = lp - m.logPrice(a, t - DAY);
    // A move well beyond a 4-hour norm means leveraged positions were flushed out.
    const flush = Math.min(0.35, 6 * Math.max(0, Math.abs(r4h) - 1.6 * vol * Math.sqrt(4 / 24)));
    const k = this.keys[a];
    const oiFactor = Math.exp(
      0.9 * (lp - m.logTrend(a, t)) +
        0.25 * m.trendZ(a, t, 7 * DAY) * vol +
        0.12 * valueNoise(k[1], t, 9 * DAY) -
        flush,
    );
    const lsBase = 0.12 + (0.32 * r24h) / vol + 0.06 * valueNoise(k[2], t, 6 * HOUR);
    const hourStart = Math.floor(t / HOUR) * HOUR;
    const z = this.model.trendZ(a, hourStart, 3 * DAY);
    const fundingBase = 0.0001 + 0.00022 * Math.tanh(0.8 * z) + 0.000012 * gauss(k[0], hourStart / HOUR);
    return { lp, oiFactor, lsBase, hourStart, fundingBase };
  }

  private venue(a: number, v: number, t: number, c: Common): VenueFigures {
    const spec = ASSETS[a];
    const k = this.keys[a];
    const vk = k[4 + v];
    const price = Math.exp(c.lp);
    const slot = c.hourStart / HOUR;
    const funding =
      c.fundingBase +
      VENUE_FUNDING_BIAS[v] +
      0.000006 * valueNoise(vk, c.hourStart, 5 * DAY) +
      0.000004 * gauss(vk, slot);
    const share = VENUE_OI_SHARE[v] * Math.exp(0.05 * valueNoise(vk ^ 0x9e37, t, 3 * DAY));
    const oiUsd = spec.openInterestCoins * share * c.oiFactor * price;
    const ls = Math.exp(c.lsBase + 0.04 * valueNoise(vk ^ 0x7f4a, t, 12 * HOUR));
    const basis = 0.0002 * valueNoise(k[3] ^ vk, t, 2 * HOUR);
    return {
      venue: SANDBOX_VENUES[v],
      markPrice: round(price * (1 + basis), spec.priceDecimals),
      fundingRate: round(clamp(funding, -0.003, 0.003), 8),
      nextFundingTime: c.hourStart + HOUR,
      openInterestUsd: Math.round(oiUsd),
      longShortRatio: round(clamp(ls, 0.5, 3), 4),
    };
  }

  /** All three venues at one instant. */
  at(a: number, t: number): VenueFigures[] {
    const c = this.common(a, t);
    return SANDBOX_VENUES.map((_, v) => this.venue(a, v, t, c));
  }

  one(a: number, v: number, t: number): VenueFigures {
    return this.venue(a, v, t, this.common(a, t));
  }

  /** Open interest only, for "24 h ago" comparisons. */
  openInterestAt(a: number, t: number): number[] {
    const c = this.common(a, t);
    return SANDBOX_VENUES.map((_, v) => this.venue(a, v, t, c).openInterestUsd);
  }

  static toPoint(symbol: string, t: number, f: VenueFigures): DerivativesPoint {
    return {
      venue: f.venue,
      symbol,
      t,
      markPrice: f.markPrice,
      fundingRate: f.fundingRate,
      nextFundingTime: f.nextFundingTime,
      openInterestUsd: f.openInterestUsd,
      longShortRatio: f.longShortRatio,
    };
  }
}
