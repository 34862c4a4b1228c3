/**
 * The production market as of now, held in memory: each series' newest point, the tracked whales
 * and their current positions, 24 h of whale flow, the newest on-chain figures. Requests for "now"
 * read it without touching the database; it reloads when a collector in this process says it
 * wrote (debounced), and every `refreshMs` for collectors running in other processes.
 *
 * A load is a handful of small queries: the derivatives_latest table and whales.positions_at make
 * "newest" a lookup, not a scan of the history.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client.ts';
import { rows } from './production-view.ts';
import { DAY, FRESH_FOR, HOUR } from './snapshot-assembly.ts';
import { addCollectedSymbols } from './symbols.ts';
import type { DerivativesPoint, Venue, Whale, WhalePosition } from './types.ts';
import { VENUES } from './types.ts';

export interface LiveState {
  loadedAt: number;
  /** Newest point per venue, by symbol, in VENUES order. */
  latest: Map<string, DerivativesPoint[]>;
  /**
   * Per symbol and venue: the point about 24 h before `loadedAt` (within the freshness window),
   * else the venue's hourly open-interest history then (backfilled at start) with the hour's
   * opening price from the candles (null without one).
   */
  dayAgo: Map<string, Map<Venue, { markPrice: number | null; openInterestUsd: number }>>;
  /** Tracked whales, largest account first, with the time of their last leaderboard refresh. */
  whales: Array<Whale & { updatedAt: number }>;
  /** Each tracked whale's newest position snapshot time. */
  positionsAt: Map<string, number>;
  /** Current positions of tracked whales, by symbol, largest first. */
  positions: Map<string, WhalePosition[]>;
  /** Whale buying minus selling over the 24 h before `loadedAt`, by symbol. */
  flow24h: Map<string, number>;
  /** Per symbol, the newest valuation figures (null where the source publishes none). */
  assetOnchain: Map<string, { t: number; mvrv: number | null; exchangeNetflow24hUsd: number | null }>;
  stablecoins: { t: number; change7d: number } | null;
}

export interface LiveMarket {
  /** The current state (the first call waits for the first load). */
  state(): Promise<LiveState>;
  /** Counts loads: answers derived from the state may be kept while it is unchanged. */
  version(): number;
  /** A collector wrote: reload soon. */
  changed(): void;
  /** Reloads now (a collector that must be read back at once, tests). */
  refresh(): Promise<void>;
  close(): void;
}

const num = (v: unknown) => Number(v);
const numOrNull = (v: unknown) => (v == null ? null : Number(v));

export async function loadLiveState(db: Db, now: number): Promise<LiveState> {
  const dayAgo = now - DAY;
  const hourAgo = Math.floor(dayAgo / HOUR) * HOUR;
  const [latest, ago, oiHistory, hourPrices, whales, positions, flow, assets, stable] = await Promise.all([
    rows<Record<string, unknown>>(db, sql`SELECT * FROM derivatives_latest`),
    rows<Record<string, unknown>>(
      db,
      sql`SELECT DISTINCT ON (symbol, venue) symbol, venue, mark_price, open_interest_usd FROM derivatives_points
        WHERE t <= ${dayAgo} AND t > ${dayAgo - FRESH_FOR.derivatives} ORDER BY symbol, venue, t DESC`,
    ),
    rows<Record<string, unknown>>(
      db,
      sql`SELECT DISTINCT ON (symbol, venue) symbol, venue, open_interest_usd FROM open_interest_history
        WHERE t <= ${dayAgo} AND t > ${dayAgo - HOUR} ORDER BY symbol, venue, t DESC`,
    ),
    rows<{ symbol: string; o: unknown }>(
      db,
      sql`SELECT symbol, o FROM candles WHERE interval = '1h' AND source = 'binance' AND t = ${hourAgo}`,
    ),
    rows<Record<string, unknown>>(
      db,
      sql`SELECT * FROM whales WHERE removed_at IS NULL ORDER BY account_value_usd DESC, address`,
    ),
    rows<Record<string, unknown>>(
      db,
      sql`SELECT p.* FROM whales w JOIN whale_positions p ON p.address = w.address AND p.t = w.positions_at
        WHERE w.removed_at IS NULL ORDER BY p.size_usd DESC, p.address, p.symbol`,
    ),
    rows<{ symbol: string; flow: unknown }>(
      db,
      sql`SELECT symbol, sum(CASE WHEN side = 'buy' THEN size_usd ELSE -size_usd END) AS flow FROM whale_events
        WHERE type = 'trade' AND t >= ${dayAgo} AND t <= ${now} GROUP BY symbol`,
    ),
    rows<Record<string, unknown>>(
      db,
      sql`SELECT DISTINCT ON (symbol) symbol, t, mvrv, exchange_netflow_24h_usd FROM asset_onchain
        WHERE t <= ${now} ORDER BY symbol, t DESC`,
    ),
    rows<Record<string, unknown>>(
      db,
      sql`SELECT t, (payload->>'change7d')::float8 AS change FROM onchain_parts
        WHERE part = 'stablecoins' AND t <= ${now} ORDER BY t DESC LIMIT 1`,
    ),
  ]);

  const state: LiveState = {
    loadedAt: now,
    latest: new Map(),
    dayAgo: new Map(),
    whales: whales.map((w) => ({
      address: String(w.address),
      label: w.label == null ? null : String(w.label),
      accountValueUsd: num(w.account_value_usd),
      pnlAllTimeUsd: num(w.pnl_all_time_usd),
      volume24hUsd: num(w.volume_24h_usd),
      updatedAt: num(w.updated_at),
    })),
    positionsAt: new Map(
      whales.filter((w) => w.positions_at != null).map((w) => [String(w.address), num(w.positions_at)]),
    ),
    positions: new Map(),
    flow24h: new Map(flow.map((f) => [f.symbol, num(f.flow)])),
    assetOnchain: new Map(
      assets.map((a) => [
        String(a.symbol),
        { t: num(a.t), mvrv: numOrNull(a.mvrv), exchangeNetflow24hUsd: numOrNull(a.exchange_netflow_24h_usd) },
      ]),
    ),
    stablecoins: stable[0]?.change == null ? null : { t: num(stable[0].t), change7d: num(stable[0].change) },
  };
  for (const r of latest) {
    const p: DerivativesPoint = {
      venue: r.venue as Venue,
      symbol: String(r.symbol),
      t: num(r.t),
      markPrice: num(r.mark_price),
      fundingRate: num(r.funding_rate),
      nextFundingTime: num(r.next_funding_time),
      openInterestUsd: num(r.open_interest_usd),
      longShortRatio: r.long_short_ratio == null ? null : num(r.long_short_ratio),
    };
    const list = state.latest.get(p.symbol) ?? [];
    list.push(p);
    state.latest.set(p.symbol, list);
  }
  addCollectedSymbols(state.latest.keys());
  for (const list of state.latest.values()) list.sort((a, b) => VENUES.indexOf(a.venue) - VENUES.indexOf(b.venue));
  const dayAgoOf = (symbol: string) => {
    let bySymbol = state.dayAgo.get(symbol);
    if (!bySymbol) {
      bySymbol = new Map();
      state.dayAgo.set(symbol, bySymbol);
    }
    return bySymbol;
  };
  for (const r of ago) {
    dayAgoOf(String(r.symbol)).set(r.venue as Venue, {
      markPrice: num(r.mark_price),
      openInterestUsd: num(r.open_interest_usd),
    });
  }
  // Collected points win; the backfilled history fills the first day.
  const openAt = new Map(hourPrices.map((c) => [c.symbol, num(c.o)]));
  for (const r of oiHistory) {
    const bySymbol = dayAgoOf(String(r.symbol));
    if (bySymbol.has(r.venue as Venue)) continue;
    bySymbol.set(r.venue as Venue, {
      markPrice: openAt.get(String(r.symbol)) ?? null,
      openInterestUsd: num(r.open_interest_usd),
    });
  }
  for (const r of positions) {
    const p: WhalePosition = {
      address: String(r.address),
      symbol: String(r.symbol),
      side: r.side as WhalePosition['side'],
      sizeUsd: num(r.size_usd),
      entryPrice: num(r.entry_price),
      unrealizedPnlUsd: num(r.unrealized_pnl_usd),
      leverage: num(r.leverage),
    };
    const list = state.positions.get(p.symbol) ?? [];
    list.push(p);
    state.positions.set(p.symbol, list);
  }
  return state;
}

export interface LiveMarketOptions {
  now: () => number;
  /** Reload at least this often, for collectors in other processes (ms). */
  refreshMs?: number;
  /** After a `changed()`, wait this long for more writes before reloading (ms). */
  debounceMs?: number;
  onError?: (err: unknown) => void;
}

export function createLiveMarket(db: Db, opts: LiveMarketOptions): LiveMarket {
  const refreshMs = opts.refreshMs ?? 5_000;
  const debounceMs = opts.debounceMs ?? 200;
  let current: LiveState | null = null;
  let loading: Promise<LiveState> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let pending: NodeJS.Timeout | null = null;
  let closed = false;
  let loads = 0;

  const load = (): Promise<LiveState> => {
    loading ??= loadLiveState(db, opts.now())
      .then((s) => {
        current = s;
        loads++;
        return s;
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  };
  const reload = () => {
    if (closed) return;
    load().catch((err) => opts.onError?.(err));
  };

  return {
    async state() {
      if (current && opts.now() - current.loadedAt < refreshMs * 2) return current;
      // The first read, or a reader after an idle spell: load now and keep refreshing meanwhile.
      if (!timer && !closed) {
        timer = setInterval(reload, refreshMs);
        timer.unref();
      }
      if (!current) return load();
      reload();
      return current;
    },
    changed() {
      if (closed || !timer) return;
      if (pending) clearTimeout(pending);
      pending = setTimeout(() => {
        pending = null;
        reload();
      }, debounceMs);
      pending.unref();
    },
    version: () => loads,
    async refresh() {
      await load();
    },
    close() {
      closed = true;
      if (timer) clearInterval(timer);
      if (pending) clearTimeout(pending);
    },
  };
}
