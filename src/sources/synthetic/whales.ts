/** Whale wallets, positions and the event feed, combining test whales, crowd and liquidations. */

import type { Whale, WhaleEvent, WhaleEventType, WhalePosition } from '../../market/types.ts';
import { ASSETS } from './assets.ts';
import type { Crowd, CrowdWhale, StreamState } from './crowd.ts';
import type { Liquidations } from './liquidations.ts';
import type { PriceModel } from './price.ts';
import { DAY, HOUR } from './price.ts';
import { hashString, round, valueNoise } from './prng.ts';
import { TEST_WHALES, type TestWhales } from './testWhales.ts';

/** Newest-first scanning works backwards in windows of this size and stops at the limit. */
const SCAN_WINDOW = 6 * HOUR;
const TEST_EQUITY = [30_000_000, 30_000_000, 8_000_000, 20_000_000];

export interface EventFilter {
  from: number;
  /** Inclusive. */
  to: number;
  assets: number[];
  type?: WhaleEventType;
  side?: 'buy' | 'sell';
  minUsd?: number;
  address?: string;
  limit: number;
}

export class WhaleBook {
  private readonly pnlKey: number;

  constructor(
    private readonly model: PriceModel,
    private readonly crowd: Crowd,
    private readonly tests: TestWhales,
    private readonly liquidations: Liquidations,
    seed: string,
  ) {
    this.pnlKey = hashString(`${seed}|whale-pnl`);
  }

  private position(address: string, a: number, long: boolean, coins: number, entry: number, lev: number, at: number) {
    const price = this.model.price(a, at);
    const size = coins * price;
    const pnl = (long ? 1 : -1) * coins * (price - entry);
    const p: WhalePosition = {
      address,
      symbol: ASSETS[a].symbol,
      side: long ? 'long' : 'short',
      sizeUsd: Math.round(size),
      entryPrice: round(entry, ASSETS[a].priceDecimals),
      unrealizedPnlUsd: Math.round(pnl),
      leverage: lev,
    };
    return p;
  }

  private crowdPositions(w: CrowdWhale, at: number, assets: number[], memo?: Map<number, StreamState>) {
    const out: WhalePosition[] = [];
    for (const s of w.streams) {
      if (!assets.includes(s.asset)) continue;
      const st = this.crowd.state(s, this.crowd.epochAt(s, at), memo);
      if (!st.open) continue;
      out.push(
        this.position(w.address, s.asset, st.long, st.notionalUsd / st.entryPrice, st.entryPrice, w.leverage, at),
      );
    }
    return out;
  }

  private testPositions(w: number, at: number, assets: number[]) {
    return this.tests
      .positions(w, at, assets)
      .map((p) =>
        this.position(TEST_WHALES[w].address, p.asset, p.side === 'long', p.coins, p.entryPrice, p.leverage, at),
      );
  }

  /** Open positions at `at`, largest first. */
  positions(at: number, assets: number[]): WhalePosition[] {
    const out: WhalePosition[] = [];
    for (let w = 0; w < TEST_WHALES.length; w++) out.push(...this.testPositions(w, at, assets));
    for (const w of this.crowd.whales) out.push(...this.crowdPositions(w, at, assets));
    return out.sort((x, y) => y.sizeUsd - x.sizeUsd || (x.address < y.address ? -1 : x.address > y.address ? 1 : 0));
  }

  /** Events in [from, to), unsorted; filters other than time and asset are applied by the caller. */
  private gather(from: number, to: number, f: EventFilter, memo: Map<number, StreamState>): WhaleEvent[] {
    const out: WhaleEvent[] = [];
    const addr = f.address?.toLowerCase();
    const testIdx = addr === undefined ? -1 : TEST_WHALES.findIndex((w) => w.address === addr);
    const crowdWhale = addr === undefined ? undefined : this.crowd.byAddress.get(addr);
    if (addr !== undefined && testIdx < 0 && !crowdWhale) return out;
    if (f.type !== 'liquidation') {
      for (let w = 0; w < TEST_WHALES.length; w++) {
        if (addr !== undefined && w !== testIdx) continue;
        const { address, label } = TEST_WHALES[w];
        for (const tr of this.tests.trades(w, from, to, f.assets)) {
          const spec = ASSETS[tr.asset];
          out.push({
            id: `tw-${label.toLowerCase()}-${tr.slot}`,
            t: tr.t,
            address,
            label,
            symbol: spec.symbol,
            type: 'trade',
            side: tr.side,
            sizeUsd: Math.round(tr.coins * tr.price),
            price: round(tr.price, spec.priceDecimals),
          });
        }
      }
      if (addr === undefined || crowdWhale) {
        for (const tr of this.crowd.trades(from, to, f.assets, crowdWhale, memo)) {
          const spec = ASSETS[tr.stream.asset];
          out.push({
            id: `cw-${tr.stream.whale}-${spec.symbol}-${tr.epoch}`,
            t: tr.t,
            address: this.crowd.whales[tr.stream.whale].address,
            label: null,
            symbol: spec.symbol,
            type: 'trade',
            side: tr.side,
            sizeUsd: Math.round(tr.sizeUsd),
            price: round(tr.price, spec.priceDecimals),
          });
        }
      }
    }
    if (f.type !== 'trade' && testIdx < 0) {
      for (const lq of this.liquidations.events(from, to, f.assets)) {
        if (addr !== undefined && lq.address !== addr) continue;
        const spec = ASSETS[lq.asset];
        out.push({
          id: lq.id,
          t: lq.t,
          address: lq.address,
          label: null,
          symbol: spec.symbol,
          type: 'liquidation',
          side: lq.side,
          sizeUsd: lq.sizeUsd,
          price: round(lq.price, spec.priceDecimals),
        });
      }
    }
    return out;
  }

  /** Newest first, at most `limit`; scans backwards from `to` and stops once the limit is met. */
  events(f: EventFilter): WhaleEvent[] {
    const out: WhaleEvent[] = [];
    if (f.limit <= 0 || f.to < f.from) return out;
    const memo = new Map<number, StreamState>();
    const minUsd = f.minUsd ?? 0;
    let hi = f.to + 1;
    while (hi > f.from && out.length < f.limit) {
      const lo = Math.max(f.from, hi - SCAN_WINDOW);
      const batch = this.gather(lo, hi, f, memo).filter(
        (e) => e.sizeUsd >= minUsd && (f.side === undefined || e.side === f.side),
      );
      batch.sort((x, y) => y.t - x.t || (x.id < y.id ? 1 : x.id > y.id ? -1 : 0));
      out.push(...batch);
      hi = lo;
      // The memo only needs the current neighbourhood; keep it from growing over long scans.
      if (memo.size > 50_000) memo.clear();
    }
    return out.slice(0, f.limit);
  }

  /** Net whale trade flow (buys minus sells, USD) in [from, to] for one asset. */
  netFlow(a: number, from: number, to: number): number {
    let net = 0;
    for (const e of this.gather(from, to + 1, { from, to, assets: [a], type: 'trade', limit: 0 }, new Map())) {
      net += e.side === 'buy' ? e.sizeUsd : -e.sizeUsd;
    }
    return net;
  }

  whales(at: number): Whale[] {
    const all = ASSETS.map((_, i) => i);
    const memo = new Map<number, StreamState>();
    const dayAgo = at - DAY;
    const out: Whale[] = [];
    for (let w = 0; w < TEST_WHALES.length; w++) {
      const pos = this.testPositions(w, at, all);
      const upnl = pos.reduce((s, p) => s + p.unrealizedPnlUsd, 0);
      const margin = pos.reduce((s, p) => s + p.sizeUsd / p.leverage, 0);
      const volume = this.tests.trades(w, dayAgo, at + 1, all).reduce((s, t) => s + t.coins * t.price, 0);
      const realised = TEST_EQUITY[w] * (0.2 + 0.1 * valueNoise(this.pnlKey + w, at, 30 * DAY));
      out.push({
        address: TEST_WHALES[w].address,
        label: TEST_WHALES[w].label,
        accountValueUsd: Math.round(TEST_EQUITY[w] + margin + upnl),
        pnlAllTimeUsd: Math.round(realised + upnl),
        volume24hUsd: Math.round(volume),
      });
    }
    for (const w of this.crowd.whales) {
      const pos = this.crowdPositions(w, at, all, memo);
      const upnl = pos.reduce((s, p) => s + p.unrealizedPnlUsd, 0);
      const volume = this.crowd.trades(dayAgo, at + 1, all, w, memo).reduce((s, t) => s + t.sizeUsd, 0);
      const skill = 0.35 + 0.6 * valueNoise(this.pnlKey ^ (w.index * 0x9e3779b1), at, 45 * DAY) + 2 * w.bias;
      out.push({
        address: w.address,
        label: null,
        accountValueUsd: Math.round(Math.max(50_000, w.capitalUsd + upnl)),
        pnlAllTimeUsd: Math.round(w.capitalUsd * skill + upnl),
        volume24hUsd: Math.round(volume),
      });
    }
    return out.sort((x, y) => y.accountValueUsd - x.accountValueUsd || (x.address < y.address ? -1 : 1));
  }
}
