/**
 * Production reads of the slower sources: the market-wide on-chain parts, per-asset valuation
 * and the option book. Each is a "newest row at or before the instant" read:
 * - as of now, the newest row whatever its age, marked `stale` when older than its freshness
 *   bound (the caller sees the last known figure and how old it is);
 * - as of a past instant, only a row younger than the bound, else data_unavailable saying how old
 *   the newest one was.
 * Never collected is data_unavailable either way.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client.ts';
import { notFreshError } from './production-derivatives.ts';
import { FRESH_FOR, isFresh } from './snapshot-assembly.ts';
import type { AssetOnchain, OnchainPart, OnchainParts, OnchainReading, OptionsSummary, RangeSeries } from './types.ts';

const OPTIONS_UNDERLYINGS = new Set(['BTC', 'ETH']);

type Row = Record<string, unknown>;

async function newest(db: Db, query: SQL): Promise<Row | undefined> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows[0];
}

const numOrNull = (v: unknown) => (v == null ? null : Number(v));

export function productionOnchainReads(db: Db, isNow: (at: number) => boolean) {
  /** The newest row of a series at or before `at`, judged against its bound as described above. */
  async function pick(what: string, query: SQL, at: number, freshFor: number): Promise<{ row: Row; stale: boolean }> {
    const row = await newest(db, query);
    const t = row === undefined ? null : Number(row.t);
    if (row === undefined || t === null) throw notFreshError(what, null, at, freshFor);
    const fresh = isFresh(t, at, freshFor);
    if (!fresh && !isNow(at)) throw notFreshError(what, t, at, freshFor);
    return { row, stale: !fresh };
  }

  return {
    async newestOf(series: RangeSeries, at: number, key?: string): Promise<number | null> {
      const query =
        series === 'news'
          ? sql`SELECT max(t) AS t FROM news_items WHERE t <= ${at}`
          : series === 'etf'
            ? sql`SELECT max(t) AS t FROM etf_flows WHERE asset = ${key ?? ''} AND t <= ${at}`
            : sql`SELECT max(t) AS t FROM options_summaries WHERE symbol = ${key ?? ''} AND t <= ${at}`;
      const row = await newest(db, query);
      return row?.t == null ? null : Number(row.t);
    },

    async onchain<P extends OnchainPart>(part: P, at: number): Promise<OnchainReading<P>> {
      const { row, stale } = await pick(
        `on-chain ${part} data`,
        sql`SELECT t, payload FROM onchain_parts WHERE part = ${part} AND t <= ${at} ORDER BY t DESC LIMIT 1`,
        at,
        FRESH_FOR.onchain,
      );
      const value = (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as OnchainParts[P];
      return { t: Number(row.t), value, ...(stale ? { stale: true as const } : {}) };
    },

    async assetOnchain(symbol: string, at: number): Promise<AssetOnchain> {
      const { row, stale } = await pick(
        `on-chain metrics for ${symbol}`,
        sql`SELECT * FROM asset_onchain WHERE symbol = ${symbol} AND t <= ${at} ORDER BY t DESC LIMIT 1`,
        at,
        FRESH_FOR.assetOnchain,
      );
      return {
        symbol,
        t: Number(row.t),
        mvrv: numOrNull(row.mvrv),
        exchangeNetflow24hUsd: numOrNull(row.exchange_netflow_24h_usd),
        largeHolderCount: numOrNull(row.large_holder_count),
        largeHolderCount30dAgo: numOrNull(row.large_holder_count_30d_ago),
        largeHolderBalance: numOrNull(row.large_holder_balance),
        largeTxCount24h: numOrNull(row.large_tx_count_24h),
        largeTxCount7dAvg: numOrNull(row.large_tx_count_7d_avg),
        ...(stale ? { stale: true as const } : {}),
      };
    },

    async optionsSummary(symbol: string, at: number): Promise<(OptionsSummary & { stale?: true }) | null> {
      if (!OPTIONS_UNDERLYINGS.has(symbol)) return null;
      const { row, stale } = await pick(
        `options data for ${symbol}`,
        sql`SELECT t, payload FROM options_summaries WHERE symbol = ${symbol} AND t <= ${at} ORDER BY t DESC LIMIT 1`,
        at,
        FRESH_FOR.options,
      );
      const payload = (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as OptionsSummary;
      return { ...payload, t: Number(row.t), ...(stale ? { stale: true as const } : {}) };
    },
  };
}
