/** Options flow and spot-ETF flows, both leaning with the synthetic trend. */

import type { EtfFlowDay, OptionsFlowItem, OptionsSummary } from '../../market/types.ts';
import { ASSETS } from './assets.ts';
import type { PriceModel } from './price.ts';
import { DAY, HOUR, MINUTE } from './price.ts';
import { gauss, hashSlot, hashString, round, unit } from './prng.ts';

const OPTION_SLOT = 20 * MINUTE;
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
/** ETF flows are published after the US close. */
const ETF_PUBLISH_DELAY = 21 * HOUR;

const ETF_ISSUERS: Record<'BTC' | 'ETH', Array<[string, number]>> = {
  BTC: [
    ['IBIT', 0.52],
    ['FBTC', 0.22],
    ['ARKB', 0.08],
    ['BITB', 0.07],
    ['HODL', 0.04],
    ['BTCO', 0.02],
    ['GBTC', 0.05],
  ],
  ETH: [
    ['ETHA', 0.55],
    ['FETH', 0.2],
    ['ETHW', 0.08],
    ['CETH', 0.03],
    ['EZET', 0.04],
    ['ETHE', 0.1],
  ],
};
/** Legacy trusts with high fees bleed assets regardless of the market. */
const BLEEDERS = new Set(['GBTC', 'ETHE']);

function deribitDate(t: number): string {
  const d = new Date(t);
  return `${d.getUTCDate()}${MONTHS[d.getUTCMonth()]}${String(d.getUTCFullYear() % 100).padStart(2, '0')}`;
}

/** Next Friday 08:00 UTC strictly after t. */
function nextFriday(t: number): number {
  const day = Math.floor(t / DAY);
  // 1970-01-01 was a Thursday, so Friday is day index 1 modulo 7.
  let f = day + ((1 - (day % 7) + 7) % 7);
  if (f * DAY + 8 * HOUR <= t) f += 7;
  return f * DAY + 8 * HOUR;
}

export class FlowsModel {
  private readonly optionKeys: number[];
  private readonly etfKey: number;

  constructor(
    private readonly model: PriceModel,
    seed: string,
  ) {
    this.optionKeys = ASSETS.map((s) => hashString(`${seed}|${s.symbol}|options`));
    this.etfKey = hashString(`${seed}|etf`);
  }

  /**
   * The option book of TEST_BTC and TEST_ETH at `t`, built from the prints themselves: volume is
   * the last 24 h of prints, open interest the contracts of the last 30 days not yet expired.
   */
  optionsSummary(a: number, t: number): OptionsSummary | null {
    if (a > 1) return null;
    const price = this.model.price(a, t);
    const prints = this.options(a, t - 30 * DAY, t).filter((o) => o.expiry > t);
    const contracts = (o: OptionsFlowItem) => o.notionalUsd / this.model.price(a, o.t);
    const expiries = new Map<
      number,
      { expiry: number; callOpenInterest: number; putOpenInterest: number; volume24hUsd: number }
    >();
    const strikes = new Map<number, { strike: number; callOpenInterest: number; putOpenInterest: number }>();
    let callOi = 0;
    let putOi = 0;
    let callVol = 0;
    let putVol = 0;
    for (const o of prints) {
      const n = contracts(o);
      const e = expiries.get(o.expiry) ?? {
        expiry: o.expiry,
        callOpenInterest: 0,
        putOpenInterest: 0,
        volume24hUsd: 0,
      };
      const k = strikes.get(o.strike) ?? { strike: o.strike, callOpenInterest: 0, putOpenInterest: 0 };
      const recent = o.t > t - DAY ? o.notionalUsd : 0;
      if (o.kind === 'call') {
        callOi += n;
        callVol += recent;
        e.callOpenInterest += n;
        k.callOpenInterest += n;
      } else {
        putOi += n;
        putVol += recent;
        e.putOpenInterest += n;
        k.putOpenInterest += n;
      }
      e.volume24hUsd += recent;
      expiries.set(o.expiry, e);
      strikes.set(o.strike, k);
    }
    const r2 = (x: number) => round(x, 2);
    return {
      symbol: ASSETS[a].symbol,
      t,
      underlyingPrice: round(price, ASSETS[a].priceDecimals),
      volume24hUsd: Math.round(callVol + putVol),
      callVolume24hUsd: Math.round(callVol),
      putVolume24hUsd: Math.round(putVol),
      openInterestUsd: Math.round((callOi + putOi) * price),
      callOpenInterestUsd: Math.round(callOi * price),
      putOpenInterestUsd: Math.round(putOi * price),
      putCallRatio: callOi > 0 ? round(putOi / callOi, 4) : null,
      byExpiry: [...expiries.values()]
        .sort((x, y) => x.expiry - y.expiry)
        .map((e) => ({
          ...e,
          callOpenInterest: r2(e.callOpenInterest),
          putOpenInterest: r2(e.putOpenInterest),
          volume24hUsd: Math.round(e.volume24hUsd),
        })),
      byStrike: [...strikes.values()]
        .sort(
          (x, y) =>
            y.callOpenInterest + y.putOpenInterest - (x.callOpenInterest + x.putOpenInterest) || x.strike - y.strike,
        )
        .slice(0, 20)
        .map((k) => ({ ...k, callOpenInterest: r2(k.callOpenInterest), putOpenInterest: r2(k.putOpenInterest) })),
    };
  }

  /** Options prints for TEST_BTC and TEST_ETH in [from, to], oldest first; none for other assets. */
  options(a: number, from: number, to: number): OptionsFlowItem[] {
    if (a > 1) return [];
    const out: OptionsFlowItem[] = [];
    const spec = ASSETS[a];
    const key = this.optionKeys[a];
    const strikeStep = a === 0 ? 1000 : 50;
    for (let s = Math.floor(from / OPTION_SLOT); s * OPTION_SLOT <= to; s++) {
      const h = hashSlot(key, s);
      if ((h & 0xffff) / 65536 >= (a === 0 ? 0.55 : 0.45)) continue;
      const t = s * OPTION_SLOT + ((h >>> 16) % 1200) * 1000;
      if (t < from || t > to) continue;
      const price = this.model.price(a, t);
      const z = this.model.trendZ(a, t, 3 * DAY);
      const kind = unit(key ^ 0x1234567, s) < 0.5 + 0.15 * Math.tanh(z) ? 'call' : 'put';
      const weeks = [0, 0, 1, 1, 2, 4, 8, 12][hashSlot(key ^ 0x2545f49, s) & 7];
      const expiry = nextFriday(t) + weeks * 7 * DAY;
      const years = (expiry - t) / (365 * DAY);
      const iv = (a === 0 ? 0.48 : 0.63) * Math.sqrt(this.model.regime(a, t)) * (1 + 0.04 * gauss(key ^ 0x777, s));
      const moneyness = Math.exp(
        (kind === 'call' ? 0.04 : -0.04) + 0.6 * iv * Math.sqrt(years) * gauss(key ^ 0x999, s),
      );
      const strike = Math.max(strikeStep, Math.round((price * moneyness) / strikeStep) * strikeStep);
      // Rough premium: ATM value ~0.4·σ√T·S, decaying with distance from the money.
      const sd = iv * Math.sqrt(years);
      const intrinsic = kind === 'call' ? Math.max(0, price - strike) : Math.max(0, strike - price);
      const perContract = intrinsic + 0.4 * sd * price * Math.exp(-Math.abs(Math.log(strike / price)) / (sd + 1e-9));
      const contracts = (a === 0 ? 25 : 300) * Math.exp(1.1 * gauss(key ^ 0xabc, s));
      out.push({
        t,
        symbol: spec.symbol,
        instrument: `${spec.symbol}-${deribitDate(expiry)}-${strike}-${kind === 'call' ? 'C' : 'P'}`,
        kind,
        side: unit(key ^ 0x5151, s) < 0.58 ? 'buy' : 'sell',
        strike,
        expiry,
        premiumUsd: Math.round(perContract * contracts),
        notionalUsd: Math.round(price * contracts),
        impliedVol: round(iv, 4),
      });
    }
    return out;
  }

  /** Weekday ETF flow days whose start is in [from, to] and whose figures are out by `now`. */
  etf(asset: 'BTC' | 'ETH', from: number, to: number, now: number): EtfFlowDay[] {
    const a = asset === 'BTC' ? 0 : 1;
    const scale = asset === 'BTC' ? 350e6 : 90e6;
    const out: EtfFlowDay[] = [];
    for (let d = Math.ceil(from / DAY); d * DAY <= to; d++) {
      const t = d * DAY;
      const dow = (d + 4) % 7;
      if (dow === 0 || dow === 6 || t + ETF_PUBLISH_DELAY > now) continue;
      // Flows chase the past week's performance, plus daily noise.
      const z = this.model.trendZ(a, t, 5 * DAY);
      const market = scale * (0.7 * Math.tanh(0.8 * z) + 0.45 * gauss(this.etfKey + a, d));
      const byIssuer: Record<string, number> = {};
      let net = 0;
      ETF_ISSUERS[asset].forEach(([issuer, share], i) => {
        const own = 0.15 * Math.sqrt(share) * scale * gauss(this.etfKey ^ Math.imul(i + 1 + a * 16, 0x9e3779b1), d);
        const flow = BLEEDERS.has(issuer)
          ? -share * scale * (0.3 + Math.abs(gauss(this.etfKey ^ (0xb1ee + i), d)))
          : share * market + own;
        byIssuer[issuer] = Math.round(flow);
        net += byIssuer[issuer];
      });
      out.push({ t, asset, netFlowUsd: net, byIssuer });
    }
    return out;
  }
}
