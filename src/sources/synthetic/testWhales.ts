/**
 * The four fixed test whales. Each trades on its own slot grid (one candidate trade per slot at
 * a hashed minute inside it), so behaviour is checkable by inspection: the Accumulator only
 * buys, the Distributor only sells, the Oscillator alternates strictly, and the Volatility
 * wallet makes occasional, much larger trades in random directions.
 */

import type { Side } from '../../market/types.ts';
import { ASSETS } from './assets.ts';
import type { PriceModel } from './price.ts';
import { HOUR, MINUTE } from './price.ts';
import { hashSlot, hashString, unit, unit2 } from './prng.ts';

export type TestWhaleLabel = 'Accumulator' | 'Distributor' | 'Oscillator' | 'Volatility';

export const TEST_WHALES: ReadonlyArray<{ address: string; label: TestWhaleLabel }> = [
  { address: '0x7e5700000000000000000000000000000000acc1', label: 'Accumulator' },
  { address: '0x7e5700000000000000000000000000000000d157', label: 'Distributor' },
  { address: '0x7e570000000000000000000000000000000005c1', label: 'Oscillator' },
  { address: '0x7e57000000000000000000000000000000007a1e', label: 'Volatility' },
];

/** Accumulation and distribution are counted from here, so their positions are finite. */
export const ACCUMULATION_EPOCH = Date.UTC(2025, 0, 1);

const PERIOD = [8 * HOUR, 7 * HOUR, 3 * HOUR, 2 * HOUR];
const LEVERAGE = [3, 3, 5, 10];
/** Accumulation and distribution never unwind, so their single trades are kept modest. */
const SIZE = [0.5, 0.45, 0.8, 1];
const N = ASSETS.length;

export interface TestTrade {
  whale: number;
  slot: number;
  t: number;
  asset: number;
  side: 'buy' | 'sell';
  coins: number;
  price: number;
}

export interface TestPosition {
  whale: number;
  asset: number;
  side: Side;
  coins: number;
  entryPrice: number;
  leverage: number;
}

interface Plan {
  asset: number;
  side: 'buy' | 'sell';
  coins: number;
}

export class TestWhales {
  private readonly keys: number[];
  private readonly firstSlot: number[];

  constructor(
    private readonly model: PriceModel,
    seed: string,
  ) {
    this.keys = TEST_WHALES.map((w) => hashString(`${seed}|test-whale|${w.label}`));
    this.firstSlot = PERIOD.map((p) => Math.ceil(ACCUMULATION_EPOCH / p));
  }

  slotTime(w: number, k: number): number {
    const p = PERIOD[w];
    return k * p + Math.floor((0.1 + 0.8 * unit(this.keys[w], k)) * (p / MINUTE)) * MINUTE;
  }

  /** What whale `w` does in slot `k`, or null for an idle slot. */
  plan(w: number, k: number): Plan | null {
    const key = this.keys[w];
    switch (w) {
      case 0:
        if (k < this.firstSlot[0]) return null;
        return { asset: k % N, side: 'buy', coins: ASSETS[k % N].testTradeCoins * SIZE[0] };
      case 1:
        if (k < this.firstSlot[1]) return null;
        return { asset: (k + 3) % N, side: 'sell', coins: ASSETS[(k + 3) % N].testTradeCoins * SIZE[1] };
      case 2: {
        // Pairs of slots share an asset: open on the even slot, close on the odd one.
        const asset = Math.floor(unit2(key, Math.floor(k / 2)) * N);
        return { asset, side: k % 2 === 0 ? 'buy' : 'sell', coins: ASSETS[asset].testTradeCoins * SIZE[2] };
      }
      default: {
        if (unit2(key, k) >= 0.45) return null;
        const h = hashSlot(key ^ 0x3c6ef372, k);
        const asset = h % N;
        const mult = 5 + (10 * ((h >>> 8) & 0xffff)) / 65536;
        return { asset, side: (h >>> 30) & 1 ? 'buy' : 'sell', coins: ASSETS[asset].testTradeCoins * mult };
      }
    }
  }

  /** Trades in [from, to) of whale `w` restricted to `assets`, oldest first. */
  trades(w: number, from: number, to: number, assets: number[]): TestTrade[] {
    const out: TestTrade[] = [];
    const p = PERIOD[w];
    for (let k = Math.floor(from / p); k * p < to; k++) {
      const t = this.slotTime(w, k);
      if (t < from || t >= to) continue;
      const plan = this.plan(w, k);
      if (!plan || !assets.includes(plan.asset)) continue;
      const price = this.model.price(plan.asset, t);
      out.push({ whale: w, slot: k, t, asset: plan.asset, side: plan.side, coins: plan.coins, price });
    }
    return out;
  }

  /** Last slot whose trade time is <= t. */
  private lastSlot(w: number, t: number): number {
    const k = Math.floor(t / PERIOD[w]);
    return this.slotTime(w, k) <= t ? k : k - 1;
  }

  /** Positions open at `t` for the given assets. */
  positions(w: number, t: number, assets: number[]): TestPosition[] {
    const last = this.lastSlot(w, t);
    const out: TestPosition[] = [];
    if (w <= 1) {
      const first = this.firstSlot[w];
      const shift = w === 0 ? 0 : 3;
      for (const a of assets) {
        // Slots k in [first, last] with (k + shift) % N === a.
        const r = (((a - shift) % N) + N) % N;
        const count = Math.floor((last - r) / N) - Math.floor((first - 1 - r) / N);
        if (count <= 0) continue;
        out.push({
          whale: w,
          asset: a,
          side: w === 0 ? 'long' : 'short',
          coins: count * ASSETS[a].testTradeCoins * SIZE[w],
          entryPrice: this.averagePrice(a, this.slotTime(w, first), this.slotTime(w, last)),
          leverage: LEVERAGE[w],
        });
      }
      return out;
    }
    if (w === 2) {
      if (last % 2 !== 0) return out;
      const plan = this.plan(2, last)!;
      if (!assets.includes(plan.asset)) return out;
      const entry = this.model.price(plan.asset, this.slotTime(2, last));
      return [
        { whale: 2, asset: plan.asset, side: 'long', coins: plan.coins, entryPrice: entry, leverage: LEVERAGE[2] },
      ];
    }
    // Volatility: the most recent trade per asset within three days sets the position.
    const seen = new Set<number>();
    for (let k = last; k > last - 36 && seen.size < assets.length; k--) {
      const plan = this.plan(3, k);
      if (!plan || seen.has(plan.asset) || !assets.includes(plan.asset)) continue;
      seen.add(plan.asset);
      out.push({
        whale: 3,
        asset: plan.asset,
        side: plan.side === 'buy' ? 'long' : 'short',
        coins: plan.coins,
        entryPrice: this.model.price(plan.asset, this.slotTime(3, k)),
        leverage: LEVERAGE[3],
      });
    }
    return out;
  }

  /** Equal-coin trades spread over [from, to]: the entry is the mean price over that span. */
  private averagePrice(a: number, from: number, to: number): number {
    const n = 16;
    let sum = 0;
    for (let i = 0; i < n; i++) sum += Math.exp(this.model.logSlow(a, from + ((to - from) * (i + 0.5)) / n));
    return sum / n;
  }
}
