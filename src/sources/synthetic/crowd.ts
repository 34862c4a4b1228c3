/**
 * The background whale crowd: ~120 seed-derived wallets. Each (wallet, asset) pair is a
 * "stream" that re-decides its position every L hours (L per stream, phase-shifted), leaning
 * long in up-trends and short in down-trends. The trade at each decision is the change in
 * signed notional, so positions and trades stay consistent without replaying history.
 */

import { ASSETS } from './assets.ts';
import type { PriceModel } from './price.ts';
import { DAY, HOUR, MINUTE } from './price.ts';
import { fmix, gauss, hashSlot, hashString, unit, unit2 } from './prng.ts';

export const CROWD_SIZE = 120;
const EPOCH_HOURS = [24, 36, 48, 72, 96];
const MIN_TRADE_USD = 10_000;

export interface CrowdWhale {
  index: number;
  address: string;
  capitalUsd: number;
  leverage: number;
  /** Personal lean: some wallets are perma-bulls, some contrarian-ish. */
  bias: number;
  streams: Stream[];
}

export interface Stream {
  id: number;
  whale: number;
  asset: number;
  hours: number;
  phase: number;
  key: number;
}

export interface StreamState {
  open: boolean;
  long: boolean;
  /** When the state took effect (the decision trade time). */
  t: number;
  notionalUsd: number;
  entryPrice: number;
}

export interface CrowdTrade {
  stream: Stream;
  epoch: number;
  t: number;
  side: 'buy' | 'sell';
  sizeUsd: number;
  price: number;
}

function hexAddress(seed: string, i: number): string {
  const k = hashString(`${seed}|whale-address`);
  let s = '0x';
  for (let j = 0; j < 5; j++)
    s += hashSlot(k, i * 8 + j)
      .toString(16)
      .padStart(8, '0');
  return s;
}

export class Crowd {
  readonly whales: CrowdWhale[] = [];
  readonly byAddress = new Map<string, CrowdWhale>();
  /** schedule[asset][epoch-length index][phase] → the streams that decide at that hour residue. */
  private readonly schedule: Stream[][][][];
  readonly streamsByAsset: Stream[][];

  constructor(
    private readonly model: PriceModel,
    seed: string,
  ) {
    const key = hashString(`${seed}|crowd`);
    this.streamsByAsset = ASSETS.map(() => []);
    this.schedule = ASSETS.map(() => EPOCH_HOURS.map((h) => Array.from({ length: h }, () => [])));
    let sid = 0;
    for (let i = 0; i < CROWD_SIZE; i++) {
      const w: CrowdWhale = {
        index: i,
        address: hexAddress(seed, i),
        // Log-uniform $0.5M .. $40M: a few very large wallets dominate notional, as on real venues.
        capitalUsd: Math.round(500_000 * Math.exp(unit(key, i * 16) * Math.log(80))),
        leverage: [2, 3, 5, 5, 10, 10, 15, 20][hashSlot(key, i * 16 + 1) & 7],
        bias: 0.15 * gauss(key, i * 16 + 2),
        streams: [],
      };
      for (let a = 0; a < ASSETS.length; a++) {
        if (unit(key, i * 16 + 3 + a) >= ASSETS[a].crowdShare) continue;
        const hi = hashSlot(key, i * 16 + 10 + a);
        const hours = EPOCH_HOURS[hi % EPOCH_HOURS.length];
        const s: Stream = {
          id: sid++,
          whale: i,
          asset: a,
          hours,
          phase: (hi >>> 8) % hours,
          key: fmix(hi ^ 0x2545f491),
        };
        w.streams.push(s);
        this.streamsByAsset[a].push(s);
        this.schedule[a][EPOCH_HOURS.indexOf(hours)][s.phase].push(s);
      }
      this.whales.push(w);
      this.byAddress.set(w.address, w);
    }
  }

  /** Hour index at which epoch `e` of a stream begins. */
  private epochHour(s: Stream, e: number): number {
    return e * s.hours - s.phase;
  }

  epochTime(s: Stream, e: number): number {
    return this.epochHour(s, e) * HOUR + Math.floor(unit(s.key, e) * 55) * MINUTE;
  }

  /** Epoch in force at `t` (its decision time is <= t). */
  epochAt(s: Stream, t: number): number {
    const h = Math.floor(t / HOUR);
    let e = Math.floor((h + s.phase) / s.hours);
    if (this.epochTime(s, e) > t) e -= 1;
    return e;
  }

  state(s: Stream, e: number, memo?: Map<number, StreamState>): StreamState {
    const mk = s.id * 1e7 + e;
    const hit = memo?.get(mk);
    if (hit) return hit;
    const w = this.whales[s.whale];
    const decideAt = this.epochHour(s, e) * HOUR;
    const t = this.epochTime(s, e);
    const open = unit2(s.key, e) < 0.72;
    let st: StreamState;
    if (!open) {
      st = { open, long: false, t, notionalUsd: 0, entryPrice: 0 };
    } else {
      const z = this.model.trendZ(s.asset, decideAt, 2 * DAY);
      const pLong = 0.5 + 0.36 * Math.tanh(1.1 * z) + w.bias;
      const h = hashSlot(s.key ^ 0x68e31da4, e);
      const long = (h & 0xffff) / 65536 < pLong;
      const weight = s.asset === 0 ? 1 : s.asset === 1 ? 0.7 : 0.35;
      const frac = 0.03 + (0.12 * (h >>> 16)) / 65536;
      st = {
        open,
        long,
        t,
        notionalUsd: Math.round(w.capitalUsd * w.leverage * frac * weight),
        entryPrice: this.model.price(s.asset, t),
      };
    }
    memo?.set(mk, st);
    return st;
  }

  /** The trade at the start of epoch `e`, or null when the position barely changed. */
  trade(s: Stream, e: number, memo?: Map<number, StreamState>): CrowdTrade | null {
    const cur = this.state(s, e, memo);
    const prev = this.state(s, e - 1, memo);
    const price = cur.open ? cur.entryPrice : this.model.price(s.asset, cur.t);
    const before = prev.open ? ((prev.long ? 1 : -1) * prev.notionalUsd * price) / prev.entryPrice : 0;
    const after = cur.open ? (cur.long ? 1 : -1) * cur.notionalUsd : 0;
    const delta = after - before;
    if (Math.abs(delta) < MIN_TRADE_USD) return null;
    return { stream: s, epoch: e, t: cur.t, side: delta > 0 ? 'buy' : 'sell', sizeUsd: Math.abs(delta), price };
  }

  /** Trades with decision time in [from, to), for the given assets and optional whale. */
  trades(
    from: number,
    to: number,
    assets: number[],
    whale?: CrowdWhale,
    memo?: Map<number, StreamState>,
  ): CrowdTrade[] {
    const out: CrowdTrade[] = [];
    const visit = (s: Stream, e: number) => {
      const t = this.epochTime(s, e);
      if (t < from || t >= to) return;
      const tr = this.trade(s, e, memo);
      if (tr) out.push(tr);
    };
    if (whale) {
      for (const s of whale.streams) {
        if (!assets.includes(s.asset)) continue;
        for (let e = this.epochAt(s, to); this.epochTime(s, e) >= from; e--) visit(s, e);
      }
      return out;
    }
    const h0 = Math.floor(from / HOUR);
    const h1 = Math.floor((to - 1) / HOUR);
    for (const a of assets) {
      const groups = this.schedule[a];
      for (let g = 0; g < EPOCH_HOURS.length; g++) {
        const hours = EPOCH_HOURS[g];
        for (let h = h0; h <= h1; h++) {
          // Streams with phase p decide at hours where (h + p) % hours === 0.
          const p = ((-h % hours) + hours) % hours;
          for (const s of groups[g][p]) visit(s, (h + p) / hours);
        }
      }
    }
    return out;
  }
}
