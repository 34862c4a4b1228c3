/**
 * MarketSnapshot assembly for the production view: the hot path of confirmation for live keys,
 * so it is three queries run together, each gathering one part as of `at`. Every part is
 * essential: a missing or stale one fails the whole snapshot with data_unavailable naming it,
 * rather than scoring on a partial picture.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client.ts';
import {
  ASSET_ONCHAIN_MAX_AGE_MS,
  DAY,
  DERIVATIVES_MAX_AGE_MS,
  iso,
  ONCHAIN_MAX_AGE_MS,
  rows,
  span,
  unavailable,
  WHALES_MAX_AGE_MS,
} from './production-view.ts';
import type { MarketSnapshot, Venue } from './types.ts';
import { VENUES } from './types.ts';

interface DerivRow {
  k: 'now' | 'ago';
  venue: string;
  mark_price: unknown;
  funding_rate: unknown;
  open_interest_usd: unknown;
  long_short_ratio: unknown;
}

interface WhaleRow {
  snapshots: unknown;
  long: unknown;
  short: unknown;
  long_usd: unknown;
  short_usd: unknown;
  net_flow: unknown;
}

interface OnchainRow {
  mvrv: unknown;
  netflow: unknown;
  stable_change: unknown;
}

export async function readSnapshot(db: Db, symbol: string, at: number): Promise<MarketSnapshot> {
  const dayAgo = at - DAY;
  // Newest fresh point per venue now and 24 h earlier (for the open-interest change and price24hAgo).
  const newestPerVenue = (k: string, t: number) =>
    sql`SELECT * FROM (
      SELECT DISTINCT ON (venue) ${k}::text AS k, venue, mark_price, funding_rate, open_interest_usd, long_short_ratio
      FROM derivatives_points WHERE symbol = ${symbol} AND t <= ${t} AND t > ${t - DERIVATIVES_MAX_AGE_MS}
      ORDER BY venue, t DESC) AS x`;
  const [deriv, [whale], [onchain]] = await Promise.all([
    rows<DerivRow>(db, sql`${newestPerVenue('now', at)} UNION ALL ${newestPerVenue('ago', dayAgo)}`),
    // Whale counts from each address's newest fresh position snapshot; net flow from 24 h of trades.
    rows<WhaleRow>(
      db,
      sql`WITH snap AS (
          SELECT DISTINCT ON (address) address, t FROM whale_position_snapshots
          WHERE t <= ${at} AND t > ${at - WHALES_MAX_AGE_MS} ORDER BY address, t DESC
        ), pos AS (
          SELECT p.side, p.size_usd FROM whale_positions p JOIN snap s ON p.address = s.address AND p.t = s.t
          WHERE p.symbol = ${symbol}
        )
        SELECT (SELECT count(*) FROM snap) AS snapshots,
          (SELECT count(*) FROM pos WHERE side = 'long') AS long,
          (SELECT count(*) FROM pos WHERE side = 'short') AS short,
          (SELECT coalesce(sum(size_usd), 0) FROM pos WHERE side = 'long') AS long_usd,
          (SELECT coalesce(sum(size_usd), 0) FROM pos WHERE side = 'short') AS short_usd,
          (SELECT coalesce(sum(CASE WHEN side = 'buy' THEN size_usd ELSE -size_usd END), 0) FROM whale_events
            WHERE symbol = ${symbol} AND type = 'trade' AND t >= ${dayAgo} AND t <= ${at}) AS net_flow`,
    ),
    rows<OnchainRow>(
      db,
      sql`SELECT a.mvrv, a.exchange_netflow_24h_usd AS netflow, o.stable_change
        FROM (SELECT 1) AS one
        LEFT JOIN LATERAL (
          SELECT mvrv, exchange_netflow_24h_usd FROM asset_onchain
          WHERE symbol = ${symbol} AND t <= ${at} AND t > ${at - ASSET_ONCHAIN_MAX_AGE_MS} ORDER BY t DESC LIMIT 1
        ) AS a ON true
        LEFT JOIN LATERAL (
          SELECT (payload->>'stablecoinSupplyChange7d')::float8 AS stable_change FROM onchain_snapshots
          WHERE t <= ${at} AND t > ${at - ONCHAIN_MAX_AGE_MS} ORDER BY t DESC LIMIT 1
        ) AS o ON true`,
    ),
  ]);

  const missing: string[] = [];
  const now = new Map(deriv.filter((r) => r.k === 'now').map((r) => [r.venue, r]));
  const ago = new Map(deriv.filter((r) => r.k === 'ago').map((r) => [r.venue, r]));
  // A venue counts only with both points: without the earlier one its OI change would be made up.
  const venues = VENUES.filter((v) => now.has(v) && ago.has(v));
  if (now.size === 0) missing.push(`derivatives for ${symbol} (no point within ${span(DERIVATIVES_MAX_AGE_MS)})`);
  else if (venues.length === 0) {
    missing.push(
      `derivatives for ${symbol} 24 h earlier (no point within ${span(DERIVATIVES_MAX_AGE_MS)} of ${iso(dayAgo)})`,
    );
  }
  if (Number(whale.snapshots) === 0) {
    missing.push(`whale positions (no snapshot within ${span(WHALES_MAX_AGE_MS)})`);
  }
  if (onchain.mvrv == null) {
    missing.push(`on-chain metrics for ${symbol} (none within ${span(ASSET_ONCHAIN_MAX_AGE_MS)})`);
  }
  if (onchain.stable_change == null) {
    missing.push(`stablecoin supply (no on-chain snapshot within ${span(ONCHAIN_MAX_AGE_MS)})`);
  }
  if (missing.length > 0) {
    throw unavailable(`snapshot of ${symbol} at ${iso(at)} is missing: ${missing.join('; ')}`);
  }

  // Price from the most preferred venue's mark, now and 24 h ago from the same venue.
  const lead = venues[0];
  return {
    symbol,
    t: at,
    price: Number(now.get(lead)!.mark_price),
    price24hAgo: Number(ago.get(lead)!.mark_price),
    derivatives: venues.map((venue: Venue) => {
      const n = now.get(venue)!;
      return {
        venue,
        fundingRate: Number(n.funding_rate),
        openInterestUsd: Number(n.open_interest_usd),
        openInterestUsd24hAgo: Number(ago.get(venue)!.open_interest_usd),
        longShortRatio: n.long_short_ratio == null ? null : Number(n.long_short_ratio),
      };
    }),
    whales: {
      long: Number(whale.long),
      short: Number(whale.short),
      longNotionalUsd: Number(whale.long_usd),
      shortNotionalUsd: Number(whale.short_usd),
      netFlow24hUsd: Number(whale.net_flow),
    },
    onchain: {
      mvrv: Number(onchain.mvrv),
      exchangeNetflow24hUsd: Number(onchain.netflow),
      stablecoinSupplyChange7d: Number(onchain.stable_change),
    },
  };
}
