/**
 * The production MarketView: reads what the collectors wrote (market/tables.ts) and
 * never makes up a figure. Where the store has nothing for what was asked it throws
 * `data_unavailable` (503) saying what is missing.
 *
 * Staleness rules. A point-in-time read ("as of `at`") takes the newest row at or before `at`,
 * and only if it is younger than the limit for its source:
 * - derivatives (funding, OI, long/short, mark price): 15 minutes; venues without a fresh point
 *   are left out, and no venue at all is a 503;
 * - whales (leaderboard) and whale position snapshots: 1 hour; `whales` is a current table, so a
 *   past `at` before the last refresh finds nothing;
 * - market-wide on-chain parts, per-asset valuation and the option book: production-onchain.ts;
 * - markets: instruments refreshed within 7 days of the newest refresh (older ones were delisted).
 * Range reads (candles, derivatives history, whale events, options, ETF flows, news) return what
 * was recorded in the range; they 503 only when nothing of that series was ever recorded at or
 * before the end of the range, so an empty list means "collected, and nothing happened".
 */
import { and, arrayContains, asc, desc, eq, gt, gte, inArray, isNull, lte, max, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../platform/db/client.ts';
import { ApiError, invalidParam, mustBeOneOf } from '../platform/errors.ts';
import type { LiveMarket } from './live-market.ts';
import { liveDerivatives, livePositions, liveSnapshot, liveWhales } from './live-reads.ts';
import { notFreshError, productionDerivatives } from './production-derivatives.ts';
import { productionOnchainReads } from './production-onchain.ts';
import { readSnapshot } from './production-snapshot.ts';
import { DAY, FRESH_FOR, iso, span } from './snapshot-assembly.ts';
import { knownSymbols } from './symbols.ts';
import { candles, etfFlows, markets, newsItems, optionsFlow, whaleEvents, whales } from './tables.ts';
import type {
  CandleInterval,
  Market,
  MarketSnapshot,
  MarketView,
  NewsItem,
  OptionsFlowItem,
  Venue,
  WhaleEvent,
  WhaleEventQuery,
  WhalePosition,
} from './types.ts';
import { VENUES } from './types.ts';

export const DERIVATIVES_MAX_AGE_MS = FRESH_FOR.derivatives;
export const WHALES_MAX_AGE_MS = FRESH_FOR.whalePositions;
export const ONCHAIN_MAX_AGE_MS = FRESH_FOR.onchain;
export const ASSET_ONCHAIN_MAX_AGE_MS = FRESH_FOR.assetOnchain;
export const MARKETS_MAX_AGE_MS = 7 * DAY;
/** Guards derivativesHistory against accidental huge series (a one-second step over months). */
export const MAX_SERIES_POINTS = 20_000;
/** Candle sources in order of preference: the composite series, then venues. */
const CANDLE_SOURCES = ['composite', ...VENUES];

export function unavailable(detail: string): ApiError {
  return new ApiError('data_unavailable', detail);
}

export { iso, span };

/** Rows of `at` or earlier, and younger than `maxAgeMs`. */
function fresh(t: PgColumn, at: number, maxAgeMs: number): SQL | undefined {
  return and(lte(t, at), gt(t, at - maxAgeMs));
}

/** Raw SQL through either driver: both return `{ rows }`; bigint/count columns may arrive as strings. */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Reads within this distance of now are answered from the in-memory live state. */
export const LIVE_WINDOW_MS = 60_000;

export interface LiveSource {
  market: LiveMarket;
  now: () => number;
}

/**
 * The production view. With `live`, reads "as of now" come from memory (and serve stale data
 * marked stale); reads of the past, and every read without `live`, query the tables.
 */
export function createProductionView(db: Db, live?: LiveSource): MarketView {
  const isNow = (at: number) => live !== undefined && Math.abs(at - live.now()) <= LIVE_WINDOW_MS;
  /** Why a point-in-time read found nothing fresh: never written, or the newest row is too old. */
  const explain = async (what: string, newest: SQL, at: number, maxAgeMs: number): Promise<ApiError> => {
    const [row] = await rows<{ t: unknown }>(db, newest);
    return notFreshError(what, row?.t == null ? null : Number(row.t), at, maxAgeMs);
  };

  const derivativesReads = productionDerivatives(db);

  /** A range read came back empty: 503 unless the series has rows at or before `to`. */
  const requireSeries = async (what: string, anyRow: SQL, to: number): Promise<void> => {
    const found = await rows(db, anyRow);
    if (found.length === 0) throw unavailable(`no ${what} at or before ${iso(to)}: collectors have not written any`);
  };

  return {
    world: 'production',
    venues: VENUES,

    symbols: () => knownSymbols('production'),

    async markets(): Promise<Market[]> {
      const newest = db.select({ t: max(markets.updatedAt) }).from(markets);
      const found = await db
        .select()
        .from(markets)
        .where(sql`${markets.updatedAt} >= (${newest}) - ${MARKETS_MAX_AGE_MS}`)
        .orderBy(asc(markets.symbol), asc(markets.venue));
      if (found.length === 0) throw unavailable('no markets yet: collectors have not listed any instruments');
      return found.map((m) => ({
        venue: m.venue as Venue,
        symbol: m.symbol,
        instrument: m.instrument,
        quote: m.quote as Market['quote'],
      }));
    },

    async candles(symbol: string, interval: CandleInterval, from: number, to: number) {
      const series = and(eq(candles.symbol, symbol), eq(candles.interval, interval));
      // The preferred source that has anything in the range; one source per answer, never mixed.
      const order = sql.join(
        CANDLE_SOURCES.map((s, i) => sql`WHEN ${s} THEN ${i}`),
        sql` `,
      );
      const [pick] = await db
        .select({ source: candles.source })
        .from(candles)
        .where(and(series, gte(candles.t, from), lte(candles.t, to)))
        .orderBy(sql`CASE ${candles.source} ${order} ELSE ${CANDLE_SOURCES.length} END`)
        .limit(1);
      if (!pick) {
        const any = sql`SELECT 1 FROM ${candles} WHERE ${series} AND ${candles.t} <= ${to} LIMIT 1`;
        await requireSeries(`${interval} candles for ${symbol}`, any, to);
        return [];
      }
      return db
        .select({ t: candles.t, o: candles.o, h: candles.h, l: candles.l, c: candles.c, v: candles.v })
        .from(candles)
        .where(and(series, eq(candles.source, pick.source), gte(candles.t, from), lte(candles.t, to)))
        .orderBy(asc(candles.t));
    },

    ...derivativesReads,
    ...productionOnchainReads(db, isNow),

    derivatives: (symbol, at) =>
      isNow(at)
        ? live!.market.state().then((s) => liveDerivatives(s, symbol, at))
        : derivativesReads.derivatives(symbol, at),

    async whales(at: number) {
      if (isNow(at)) return liveWhales(await live!.market.state(), at);
      const found = await db
        .select()
        .from(whales)
        .where(
          and(fresh(whales.updatedAt, at, FRESH_FOR.whaleSet), or(isNull(whales.removedAt), gt(whales.removedAt, at))),
        )
        .orderBy(desc(whales.accountValueUsd), asc(whales.address));
      if (found.length === 0) {
        const newest = sql`SELECT max(updated_at) AS t FROM ${whales} WHERE updated_at <= ${at}`;
        throw await explain('whale leaderboard data', newest, at, FRESH_FOR.whaleSet);
      }
      return found.map(({ updatedAt: _u, removedAt: _r, positionsAt: _p, fillsAt: _f, ...w }) => w);
    },

    async whalePositions(at: number, symbol?: string): Promise<WhalePosition[]> {
      if (isNow(at)) return livePositions(await live!.market.state(), at, symbol);
      const found = await rows<Record<string, unknown>>(
        db,
        sql`WITH snap AS (
            SELECT DISTINCT ON (address) address, t FROM whale_position_snapshots
            WHERE t <= ${at} AND t > ${at - WHALES_MAX_AGE_MS} ORDER BY address, t DESC
          )
          SELECT p.* FROM snap s
          LEFT JOIN whale_positions p ON p.address = s.address AND p.t = s.t
            ${symbol === undefined ? sql`` : sql`AND p.symbol = ${symbol}`}
          ORDER BY p.size_usd DESC NULLS LAST, s.address, p.symbol`,
      );
      if (found.length === 0) {
        const newest = sql`SELECT max(t) AS t FROM whale_position_snapshots WHERE t <= ${at}`;
        throw await explain('whale position snapshot', newest, at, WHALES_MAX_AGE_MS);
      }
      // Snapshots without a matching position only prove the data is fresh.
      return found
        .filter((r) => r.symbol != null)
        .map((r) => ({
          address: String(r.address),
          symbol: String(r.symbol),
          side: r.side as WhalePosition['side'],
          sizeUsd: Number(r.size_usd),
          entryPrice: Number(r.entry_price),
          unrealizedPnlUsd: Number(r.unrealized_pnl_usd),
          leverage: Number(r.leverage),
        }));
    },

    async whaleEvents(q: WhaleEventQuery): Promise<WhaleEvent[]> {
      const limit = Math.max(0, Math.floor(q.limit));
      const conditions = [gte(whaleEvents.t, q.from), lte(whaleEvents.t, q.to)];
      if (q.symbol !== undefined) conditions.push(eq(whaleEvents.symbol, q.symbol));
      if (q.symbols !== undefined) conditions.push(inArray(whaleEvents.symbol, [...q.symbols]));
      if (q.type !== undefined) conditions.push(eq(whaleEvents.type, q.type));
      if (q.side !== undefined) conditions.push(eq(whaleEvents.side, q.side));
      if (q.address !== undefined) conditions.push(eq(whaleEvents.address, q.address));
      if (q.minUsd !== undefined) conditions.push(gte(whaleEvents.sizeUsd, q.minUsd));
      const found =
        limit === 0 || q.to < q.from
          ? []
          : await db
              .select({ e: whaleEvents, label: whales.label })
              .from(whaleEvents)
              .leftJoin(whales, eq(whales.address, whaleEvents.address))
              .where(and(...conditions))
              .orderBy(desc(whaleEvents.t), desc(whaleEvents.id))
              .limit(limit);
      if (found.length === 0) {
        // Fills are read when a whale's positions change: polled positions with no event yet mean
        // "watched, and no whale traded", not "never collected".
        await requireSeries(
          'whale events',
          sql`(SELECT 1 FROM ${whaleEvents} WHERE t <= ${q.to} LIMIT 1)
            UNION ALL (SELECT 1 FROM whale_position_snapshots WHERE t <= ${q.to} LIMIT 1)`,
          q.to,
        );
      }
      return found.map(({ e, label }) => ({
        id: e.id,
        t: e.t,
        address: e.address,
        label: label ?? null,
        symbol: e.symbol,
        type: e.type as WhaleEvent['type'],
        side: e.side as WhaleEvent['side'],
        sizeUsd: e.sizeUsd,
        price: e.price,
      }));
    },

    async optionsFlow(symbol: string, from: number, to: number): Promise<OptionsFlowItem[]> {
      const found = await db
        .select()
        .from(optionsFlow)
        .where(and(eq(optionsFlow.symbol, symbol), gte(optionsFlow.t, from), lte(optionsFlow.t, to)))
        .orderBy(asc(optionsFlow.t), asc(optionsFlow.id));
      if (found.length === 0) {
        const any = sql`SELECT 1 FROM ${optionsFlow} WHERE symbol = ${symbol} AND t <= ${to} LIMIT 1`;
        await requireSeries(`options flow for ${symbol}`, any, to);
      }
      return found.map(({ id: _, ...o }) => ({
        ...o,
        kind: o.kind as OptionsFlowItem['kind'],
        side: o.side as OptionsFlowItem['side'],
      }));
    },

    async etfFlows(asset: 'BTC' | 'ETH', from: number, to: number) {
      if (asset !== 'BTC' && asset !== 'ETH') throw invalidParam('query', 'asset', mustBeOneOf(['BTC', 'ETH']));
      const found = await db
        .select()
        .from(etfFlows)
        .where(and(eq(etfFlows.asset, asset), gte(etfFlows.t, from), lte(etfFlows.t, to)))
        .orderBy(asc(etfFlows.t));
      if (found.length === 0) {
        const any = sql`SELECT 1 FROM ${etfFlows} WHERE asset = ${asset} AND t <= ${to} LIMIT 1`;
        await requireSeries(`${asset} ETF flows`, any, to);
      }
      return found.map((d) => ({ ...d, asset: d.asset as 'BTC' | 'ETH' }));
    },

    async news(from: number, to: number, symbol?: string): Promise<NewsItem[]> {
      const inRange = and(gte(newsItems.t, from), lte(newsItems.t, to));
      // Macro items are market-wide: they pass any symbol filter.
      const filter =
        symbol === undefined
          ? inRange
          : and(inRange, or(eq(newsItems.kind, 'macro'), arrayContains(newsItems.symbols, [symbol])));
      const found = await db.select().from(newsItems).where(filter).orderBy(asc(newsItems.t), asc(newsItems.id));
      if (found.length === 0) {
        await requireSeries('news', sql`SELECT 1 FROM ${newsItems} WHERE t <= ${to} LIMIT 1`, to);
      }
      return found.map((n) => ({ ...n, kind: n.kind as NewsItem['kind'] }));
    },

    async snapshot(symbol: string, at: number): Promise<MarketSnapshot> {
      if (isNow(at)) return liveSnapshot(await live!.market.state(), symbol, at);
      return readSnapshot(db, symbol, at);
    },
  };
}
