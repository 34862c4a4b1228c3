/**
 * Liquidation cascades: whenever a 15-minute window moves far beyond its usual range, a few
 * crowd wallets on the wrong side are force-closed in the minutes right after the window, so
 * the event never precedes the move that caused it.
 */

import type { Crowd } from './crowd.ts';
import type { PriceModel } from './price.ts';
import { MINUTE } from './price.ts';
import { gauss, hashSlot, hashString } from './prng.ts';

export const LIQ_SLOT = 15 * MINUTE;
/** Events land within this long after the triggering window closes. */
const LIQ_SPREAD = 5 * MINUTE;
const THRESHOLD_SIGMAS = 4.5;
const MAX_PER_CASCADE = 6;

export interface Liquidation {
  id: string;
  asset: number;
  t: number;
  address: string;
  side: 'buy' | 'sell';
  sizeUsd: number;
  price: number;
}

export class Liquidations {
  private readonly key: number;

  constructor(
    private readonly model: PriceModel,
    private readonly crowd: Crowd,
    seed: string,
    private readonly symbols: readonly string[],
  ) {
    this.key = hashString(`${seed}|liquidations`);
  }

  /** Liquidations with time in [from, to) for the given assets, oldest first per asset. */
  events(from: number, to: number, assets: number[]): Liquidation[] {
    const out: Liquidation[] = [];
    const s0 = Math.floor((from - LIQ_SPREAD) / LIQ_SLOT) - 1;
    const s1 = Math.floor(to / LIQ_SLOT);
    for (const a of assets) {
      const thr = THRESHOLD_SIGMAS * this.model.minuteSigma(a) * Math.sqrt(LIQ_SLOT / MINUTE);
      const streams = this.crowd.streamsByAsset[a];
      let prev = this.model.logPrice(a, s0 * LIQ_SLOT);
      for (let s = s0; s <= s1; s++) {
        const end = (s + 1) * LIQ_SLOT;
        const next = this.model.logPrice(a, end);
        const r = next - prev;
        prev = next;
        const excess = Math.abs(r) / thr;
        if (excess < 1 || streams.length === 0) continue;
        const n = Math.min(MAX_PER_CASCADE, 1 + Math.floor((excess - 1) * 4));
        const slotKey = hashSlot(this.key + a, s);
        for (let j = 0; j < n; j++) {
          const t = end + Math.floor(((j + hashSlot(slotKey, j * 3) / 4294967296) * LIQ_SPREAD) / n);
          if (t < from || t >= to) continue;
          const w = streams[hashSlot(slotKey, j * 3 + 1) % streams.length].whale;
          const size = 150_000 * Math.exp(1.1 * gauss(slotKey, j * 3 + 2)) * Math.min(excess, 4);
          out.push({
            id: `lq-${this.symbols[a]}-${s}-${j}`,
            asset: a,
            t,
            address: this.crowd.whales[w].address,
            // A sharp rise squeezes shorts (forced buys); a sharp fall flushes longs (forced sells).
            side: r > 0 ? 'buy' : 'sell',
            sizeUsd: Math.round(size),
            price: this.model.price(a, t),
          });
        }
      }
    }
    return out;
  }
}
