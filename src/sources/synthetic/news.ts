/**
 * Templated headlines whose tone follows what the price actually did over the prior day, plus
 * a macro calendar (CPI, payrolls, FOMC) on realistic fixed schedules.
 */

import type { NewsItem } from '../../market/types.ts';
import { ASSETS } from './assets.ts';
import type { PriceModel } from './price.ts';
import { DAY, HOUR, MINUTE } from './price.ts';
import { clamp, gauss, hashSlot, hashString, round, unit } from './prng.ts';

const NEWS_SLOT = 90 * MINUTE;
const SOURCES = ['Sandbox Wire', 'Test Ledger', 'Synthetic Times', 'Block Digest', 'Chain Brief'];
/** Chance that an asset is the subject; TEST_BTC dominates coverage as BTC does. */
const COVERAGE = [0.34, 0.22, 0.16, 0.1, 0.09, 0.09];

type Template = (s: string, pct: string, level: string) => string;
const BULLISH: Template[] = [
  (s, p) => `${s} climbs ${p}% as whales add to positions`,
  (s, _p, l) => `${s} breaks above ${l} on heavy spot buying`,
  (s) => `${s} open interest rises as traders pile into longs`,
  (s) => `Exchange outflows of ${s} accelerate, on-chain data show`,
  (s, p) => `${s} up ${p}% in a day as short sellers are squeezed`,
];
const BEARISH: Template[] = [
  (s, p) => `${s} slides ${p}% as leveraged longs are liquidated`,
  (s, _p, l) => `${s} loses ${l} support amid broad risk-off selling`,
  (s) => `Large ${s} deposits hit exchanges as holders take profit`,
  (s) => `${s} funding flips negative as shorts build`,
  (s, p) => `${s} down ${p}% as whales trim exposure`,
];
const NEUTRAL: Template[] = [
  (s, _p, l) => `${s} trades sideways near ${l} ahead of macro data`,
  (s) => `${s} volatility compresses to multi-week lows`,
  (s) => `Options traders position for a breakout in ${s}`,
];

const CPI_DAY = 13;
const FOMC_ANCHOR = Date.UTC(2025, 0, 29, 19);
const FOMC_SPACING = 45 * DAY;

export class NewsModel {
  private readonly key: number;

  constructor(
    private readonly model: PriceModel,
    seed: string,
  ) {
    this.key = hashString(`${seed}|news`);
  }

  /** Items in [from, to], oldest first; macro items are market-wide and pass any symbol filter. */
  items(from: number, to: number, asset?: number): NewsItem[] {
    const out: NewsItem[] = [...this.headlines(from, to, asset), ...this.macro(from, to)];
    return out.sort((x, y) => x.t - y.t || (x.id < y.id ? -1 : 1));
  }

  private headlines(from: number, to: number, asset?: number): NewsItem[] {
    const out: NewsItem[] = [];
    for (let s = Math.floor(from / NEWS_SLOT); s * NEWS_SLOT <= to; s++) {
      const h = hashSlot(this.key, s);
      if ((h & 0xffff) / 65536 >= 0.6) continue;
      const t = s * NEWS_SLOT + ((h >>> 16) % 5400) * 1000;
      if (t < from || t > to) continue;
      let u = unit(this.key ^ 0x33, s);
      let a = 0;
      while (a < COVERAGE.length - 1 && u >= COVERAGE[a]) u -= COVERAGE[a++];
      if (asset !== undefined && a !== asset) continue;
      const spec = ASSETS[a];
      const r = this.model.logPrice(a, t) - this.model.logPrice(a, t - DAY);
      const sentiment = clamp(Math.tanh((0.9 * r) / spec.dailyVol) + 0.2 * gauss(this.key ^ 0x44, s), -1, 1);
      const pool = sentiment > 0.25 ? BULLISH : sentiment < -0.25 ? BEARISH : NEUTRAL;
      const tpl = pool[hashSlot(this.key ^ 0x55, s) % pool.length];
      const price = this.model.price(a, t);
      const mag = 10 ** (Math.floor(Math.log10(price)) - 1);
      const level = String(round(Math.round(price / mag) * mag, spec.priceDecimals));
      out.push({
        id: `news-${s}`,
        t,
        kind: 'news',
        title: tpl(spec.symbol, (Math.abs(r) * 100).toFixed(1), level),
        source: SOURCES[hashSlot(this.key ^ 0x66, s) % SOURCES.length],
        symbols: [spec.symbol],
        sentiment: round(sentiment, 2),
      });
    }
    return out;
  }

  private macro(from: number, to: number): NewsItem[] {
    const out: NewsItem[] = [];
    const first = new Date(from);
    const m0 = first.getUTCFullYear() * 12 + first.getUTCMonth();
    const last = new Date(to);
    const m1 = last.getUTCFullYear() * 12 + last.getUTCMonth();
    for (let m = m0; m <= m1; m++) {
      const y = Math.floor(m / 12);
      const mo = m % 12;
      const tag = `${y}${String(mo + 1).padStart(2, '0')}`;
      const cpi = Date.UTC(y, mo, CPI_DAY, 12, 30);
      const surprise = round(0.1 * gauss(this.key ^ 0xc01, m), 1);
      const yoy = round(2.8 + 0.3 * gauss(this.key ^ 0xc02, m), 1);
      out.push({
        id: `macro-cpi-${tag}`,
        t: cpi,
        kind: 'macro',
        title: `US CPI ${yoy}% y/y (${surprise >= 0 ? '+' : ''}${surprise} pt vs forecast)`,
        source: 'Macro Calendar',
        symbols: [],
        sentiment: round(clamp(-surprise * 5, -1, 1), 2),
      });
      // Payrolls come out on the first Friday of the month.
      const firstDay = Date.UTC(y, mo, 1);
      const dow = (Math.floor(firstDay / DAY) + 4) % 7;
      const nfp = firstDay + ((5 - dow + 7) % 7) * DAY + 12 * HOUR + 30 * MINUTE;
      const jobs = Math.round(150 + 60 * gauss(this.key ^ 0xa1, m));
      out.push({
        id: `macro-nfp-${tag}`,
        t: nfp,
        kind: 'macro',
        title: `US nonfarm payrolls +${Math.max(5, jobs)}k`,
        source: 'Macro Calendar',
        symbols: [],
        sentiment: round(clamp((150 - jobs) / 150, -1, 1), 2),
      });
    }
    for (let k = Math.ceil((from - FOMC_ANCHOR) / FOMC_SPACING); FOMC_ANCHOR + k * FOMC_SPACING <= to; k++) {
      const u = unit(this.key ^ 0xf0c, k);
      const [title, sentiment]: [string, number] =
        u < 0.3
          ? ['FOMC cuts rates by 25 bp', 0.6]
          : u < 0.85
            ? ['FOMC holds rates steady', 0]
            : ['FOMC signals a hawkish hold', -0.5];
      out.push({
        id: `macro-fomc-${k}`,
        t: FOMC_ANCHOR + k * FOMC_SPACING,
        kind: 'macro',
        title,
        source: 'Macro Calendar',
        symbols: [],
        sentiment,
      });
    }
    return out.filter((n) => n.t >= from && n.t <= to);
  }
}
