/**
 * Turns what the store holds about one symbol into the MarketSnapshot confirmation scores. Pure:
 * both the in-memory live state and the as-of-a-past-instant database read gather the same
 * inputs and assemble them here, so "fresh", "stale" and "missing" mean one thing everywhere.
 *
 * A part that is not fresh is left out and named in `missing` with why; the score is blended from
 * the rest. Only when neither whale nor derivatives data is fresh is there nothing to score, and
 * the read fails with data_unavailable naming both.
 */
import { ApiError } from '../platform/errors.ts';
import { type MarketSnapshot, type MissingInput, VENUES, type Venue } from './types.ts';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** How old a figure may be and still count as current (older ones are served marked stale). */
export const FRESH_FOR = {
  derivatives: 15 * MINUTE,
  /** Position snapshots: a whale cycle takes a minute or two under Hyperliquid's budget. */
  whalePositions: HOUR,
  /** The leaderboard is re-read hourly by default; a missed refresh or two is not yet stale. */
  whaleSet: 6 * HOUR,
  /** Market-wide on-chain snapshot (DefiLlama, mempool.space update within the hour). */
  onchain: 2 * HOUR,
  /** Per-asset valuation (Coin Metrics community data is daily). */
  assetOnchain: 2 * DAY,
  /** Deribit's option book, polled every few minutes. */
  options: HOUR,
  /** ETF flows are published once a US trading day (t: the day's start); a long weekend passes without one. */
  etf: 5 * DAY,
  /** News feeds publish every few minutes to hours. */
  news: 6 * HOUR,
} as const;

export interface VenueInputs {
  venue: Venue;
  /** The venue's newest point at or before the instant, whatever its age. */
  now: { t: number; markPrice: number; fundingRate: number; openInterestUsd: number; longShortRatio: number | null };
  /** Its point about 24 h before the instant, if one was recorded then (the price may be unknown). */
  ago: { markPrice: number | null; openInterestUsd: number } | null;
}

export interface SnapshotInputs {
  symbol: string;
  at: number;
  venues: VenueInputs[];
  whales: {
    /** Newest position snapshot of any tracked whale at or before the instant; null: never polled. */
    newestAt: number | null;
    long: number;
    short: number;
    longNotionalUsd: number;
    shortNotionalUsd: number;
    netFlow24hUsd: number;
  };
  onchain: {
    /** Figures the source does not publish are null (named in `missing`). */
    asset: { t: number; mvrv: number | null; exchangeNetflow24hUsd: number | null } | null;
    stablecoins: { t: number; change7d: number } | null;
  };
}

export function iso(t: number): string {
  return Number.isFinite(t) && Math.abs(t) < 8.64e15 ? new Date(t).toISOString() : String(t);
}

export function span(ms: number): string {
  if (ms >= DAY && ms % DAY === 0) return `${ms / DAY} days`;
  return ms >= 2 * HOUR && ms % HOUR === 0 ? `${ms / HOUR} h` : `${ms / MINUTE} min`;
}

/** "last point 22 min old (fresh within 15 min)". */
export function ageReason(what: string, t: number, at: number, freshFor: number): string {
  return `${what} ${Math.max(0, Math.round((at - t) / MINUTE))} min old (fresh within ${span(freshFor)})`;
}

export const isFresh = (t: number | null, at: number, freshFor: number) => t !== null && t <= at && at - t < freshFor;

export function assembleSnapshot(i: SnapshotInputs): MarketSnapshot {
  const missing: MissingInput[] = [];
  const ordered = [...i.venues].sort((a, b) => VENUES.indexOf(a.venue) - VENUES.indexOf(b.venue));
  const fresh = ordered.filter((v) => isFresh(v.now.t, i.at, FRESH_FOR.derivatives));
  for (const v of ordered) {
    if (!fresh.includes(v)) {
      missing.push({
        component: 'derivatives',
        venue: v.venue,
        reason: ageReason(`${v.venue} data for ${i.symbol}: last point`, v.now.t, i.at, FRESH_FOR.derivatives),
      });
    }
  }
  if (fresh.length === 0) {
    missing.push({
      component: 'derivatives',
      reason:
        ordered.length === 0
          ? `no derivatives data for ${i.symbol} has been collected`
          : `no venue has fresh derivatives data for ${i.symbol}`,
    });
  }

  const w = i.whales;
  const whalesFresh = isFresh(w.newestAt, i.at, FRESH_FOR.whalePositions);
  if (!whalesFresh) {
    missing.push({
      component: 'whales',
      reason:
        w.newestAt === null
          ? 'no whale positions have been collected'
          : ageReason('whale positions: newest snapshot', w.newestAt, i.at, FRESH_FOR.whalePositions),
    });
  }
  if (fresh.length === 0 && !whalesFresh) {
    const why = missing.filter((m) => m.venue === undefined).map((m) => m.reason);
    throw new ApiError('data_unavailable', `nothing to score ${i.symbol} on at ${iso(i.at)}: ${why.join('; ')}`);
  }

  const onchain = assembleOnchain(i, missing);

  const lead = fresh[0];
  return {
    symbol: i.symbol,
    t: i.at,
    price: lead ? lead.now.markPrice : null,
    price24hAgo: lead?.ago?.markPrice ?? null,
    derivatives: fresh.map((v) => ({
      venue: v.venue,
      fundingRate: v.now.fundingRate,
      openInterestUsd: v.now.openInterestUsd,
      openInterestUsd24hAgo: v.ago ? v.ago.openInterestUsd : null,
      longShortRatio: v.now.longShortRatio,
    })),
    whales: whalesFresh
      ? {
          long: w.long,
          short: w.short,
          longNotionalUsd: w.longNotionalUsd,
          shortNotionalUsd: w.shortNotionalUsd,
          netFlow24hUsd: w.netFlow24hUsd,
        }
      : null,
    onchain,
    missing,
  };
}

/**
 * The on-chain inputs that are fresh and published; each one that is not is named in `missing`.
 * Null when none is usable.
 */
function assembleOnchain(i: SnapshotInputs, missing: MissingInput[]): MarketSnapshot['onchain'] {
  const { asset, stablecoins: stable } = i.onchain;
  const assetFresh = asset !== null && isFresh(asset.t, i.at, FRESH_FOR.assetOnchain);
  const stableFresh = stable !== null && isFresh(stable.t, i.at, FRESH_FOR.onchain);
  const reasons: string[] = [];
  if (!assetFresh) {
    reasons.push(
      asset
        ? ageReason(`valuation of ${i.symbol}`, asset.t, i.at, FRESH_FOR.assetOnchain)
        : `no valuation of ${i.symbol} collected`,
    );
  } else {
    if (asset.mvrv === null) reasons.push(`no MVRV for ${i.symbol}: the source does not publish it`);
    if (asset.exchangeNetflow24hUsd === null)
      reasons.push(`no exchange flows for ${i.symbol}: the source does not publish them`);
  }
  if (!stableFresh) {
    reasons.push(
      stable ? ageReason('stablecoin supply', stable.t, i.at, FRESH_FOR.onchain) : 'no stablecoin supply collected',
    );
  }
  if (reasons.length > 0) missing.push({ component: 'onchain', reason: reasons.join('; ') });
  const value = {
    mvrv: assetFresh ? asset.mvrv : null,
    exchangeNetflow24hUsd: assetFresh ? asset.exchangeNetflow24hUsd : null,
    stablecoinSupplyChange7d: stableFresh ? stable.change7d : null,
  };
  return Object.values(value).some((v) => v !== null) ? value : null;
}
