/**
 * The snapshot of one symbol as of a past instant, read from the collected tables: the same
 * inputs the live state keeps in memory (live-market.ts), gathered with three queries run
 * together, then assembled by snapshot-assembly.ts. "Now" is served from memory; this path
 * answers a sandbox-style "as of" in production and backs the live state's tests.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client.ts';
import { rows } from './production-view.ts';
import { assembleSnapshot, DAY, FRESH_FOR, type VenueInputs } from './snapshot-assembly.ts';
import type { MarketSnapshot, Venue } from './types.ts';
import { VENUES } from './types.ts';

interface DerivRow {
  k: 'now' | 'ago';
  venue: string;
  t: unknown;
  mark_price: unknown;
  funding_rate: unknown;
  open_interest_usd: unknown;
  long_short_ratio: unknown;
}

interface WhaleRow {
  newest: unknown;
  long: unknown;
  short: unknown;
  long_usd: unknown;
  short_usd: unknown;
  net_flow: unknown;
}

interface OnchainRow {
  asset_t: unknown;
  mvrv: unknown;
  netflow: unknown;
  stable_t: unknown;
  stable_change: unknown;
}

const num = (v: unknown) => (v == null ? null : Number(v));

export async function readSnapshot(db: Db, symbol: string, at: number): Promise<MarketSnapshot> {
  const dayAgo = at - DAY;
  const venues = sql.join(
    VENUES.map((v) => sql`(${v}::text)`),
    sql`, `,
  );
  // Per venue, one index probe each: the newest point at or before `at` (any age: staleness is
  // judged in assembly) and the newest within the freshness window before 24 h earlier.
  const probe = (k: string, upTo: number, after: number | null) =>
    sql`SELECT ${k}::text AS k, v.venue, p.t, p.mark_price, p.funding_rate, p.open_interest_usd, p.long_short_ratio
      FROM (VALUES ${venues}) AS v(venue)
      CROSS JOIN LATERAL (
        SELECT * FROM derivatives_points d WHERE d.symbol = ${symbol} AND d.venue = v.venue AND d.t <= ${upTo}
        ${after === null ? sql`` : sql`AND d.t > ${after}`}
        ORDER BY d.t DESC LIMIT 1
      ) AS p`;
  const [deriv, [whale], [onchain]] = await Promise.all([
    rows<DerivRow>(
      db,
      sql`${probe('now', at, null)} UNION ALL ${probe('ago', dayAgo, dayAgo - FRESH_FOR.derivatives)}`,
    ),
    // Counts from each whale's newest fresh snapshot; net flow from 24 h of trades.
    rows<WhaleRow>(
      db,
      sql`WITH snap AS (
          SELECT DISTINCT ON (address) address, t FROM whale_position_snapshots
          WHERE t <= ${at} AND t > ${at - FRESH_FOR.whalePositions} ORDER BY address, t DESC
        ), pos AS (
          SELECT p.side, p.size_usd FROM whale_positions p JOIN snap s ON p.address = s.address AND p.t = s.t
          WHERE p.symbol = ${symbol}
        )
        SELECT (SELECT max(t) FROM whale_position_snapshots WHERE t <= ${at}) AS newest,
          (SELECT count(*) FROM pos WHERE side = 'long') AS long,
          (SELECT count(*) FROM pos WHERE side = 'short') AS short,
          (SELECT coalesce(sum(size_usd), 0) FROM pos WHERE side = 'long') AS long_usd,
          (SELECT coalesce(sum(size_usd), 0) FROM pos WHERE side = 'short') AS short_usd,
          (SELECT coalesce(sum(CASE WHEN side = 'buy' THEN size_usd ELSE -size_usd END), 0) FROM whale_events
            WHERE symbol = ${symbol} AND type = 'trade' AND t >= ${dayAgo} AND t <= ${at}) AS net_flow`,
    ),
    rows<OnchainRow>(
      db,
      sql`SELECT a.t AS asset_t, a.mvrv, a.exchange_netflow_24h_usd AS netflow, o.t AS stable_t, o.stable_change
        FROM (SELECT 1) AS one
        LEFT JOIN LATERAL (
          SELECT t, mvrv, exchange_netflow_24h_usd FROM asset_onchain
          WHERE symbol = ${symbol} AND t <= ${at} ORDER BY t DESC LIMIT 1
        ) AS a ON true
        LEFT JOIN LATERAL (
          SELECT t, (payload->>'change7d')::float8 AS stable_change FROM onchain_parts
          WHERE part = 'stablecoins' AND t <= ${at} ORDER BY t DESC LIMIT 1
        ) AS o ON true`,
    ),
  ]);

  const ago = new Map(deriv.filter((r) => r.k === 'ago').map((r) => [r.venue, r]));
  const venueInputs: VenueInputs[] = deriv
    .filter((r) => r.k === 'now')
    .map((r) => {
      const a = ago.get(r.venue);
      return {
        venue: r.venue as Venue,
        now: {
          t: Number(r.t),
          markPrice: Number(r.mark_price),
          fundingRate: Number(r.funding_rate),
          openInterestUsd: Number(r.open_interest_usd),
          longShortRatio: num(r.long_short_ratio),
        },
        ago: a ? { markPrice: Number(a.mark_price), openInterestUsd: Number(a.open_interest_usd) } : null,
      };
    });
  return assembleSnapshot({
    symbol,
    at,
    venues: venueInputs,
    whales: {
      newestAt: num(whale.newest),
      long: Number(whale.long),
      short: Number(whale.short),
      longNotionalUsd: Number(whale.long_usd),
      shortNotionalUsd: Number(whale.short_usd),
      netFlow24hUsd: Number(whale.net_flow),
    },
    onchain: {
      asset:
        onchain.asset_t == null
          ? null
          : {
              t: Number(onchain.asset_t),
              mvrv: onchain.mvrv == null ? null : Number(onchain.mvrv),
              exchangeNetflow24hUsd: onchain.netflow == null ? null : Number(onchain.netflow),
            },
      stablecoins:
        onchain.stable_t == null || onchain.stable_change == null
          ? null
          : { t: Number(onchain.stable_t), change7d: Number(onchain.stable_change) },
    },
  });
}
