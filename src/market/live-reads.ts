/**
 * Reads of the production market as of now, answered from the in-memory live state
 * (live-market.ts). Unlike reads of the past, data older than its freshness bound is still
 * served, marked `stale: true`: the caller sees the last known figure and how old it is. Only what
 * was never collected is data_unavailable.
 */
import type { LiveState } from './live-market.ts';
import { notFreshError } from './production-derivatives.ts';
import { assembleSnapshot, FRESH_FOR, isFresh, type VenueInputs } from './snapshot-assembly.ts';
import type { DerivativesPoint, MarketSnapshot, Whale, WhalePosition } from './types.ts';
import { tallyPositions } from './whale-tally.ts';

export function liveDerivatives(s: LiveState, symbol: string, at: number): DerivativesPoint[] {
  const list = s.latest.get(symbol);
  if (!list || list.length === 0)
    throw notFreshError(`derivatives data for ${symbol}`, null, at, FRESH_FOR.derivatives);
  return list.map((p) => (isFresh(p.t, at, FRESH_FOR.derivatives) ? p : { ...p, stale: true }));
}

export function liveWhales(s: LiveState, at: number): Whale[] {
  if (s.whales.length === 0) throw notFreshError('whale leaderboard data', null, at, FRESH_FOR.whaleSet);
  return s.whales.map(({ updatedAt, ...w }) =>
    isFresh(updatedAt, at, FRESH_FOR.whaleSet) ? w : { ...w, stale: true },
  );
}

/** Positions of the tracked whales, each from its newest snapshot; stale ones are marked. */
export function livePositions(s: LiveState, at: number, symbol?: string): WhalePosition[] {
  if (s.positionsAt.size === 0) throw notFreshError('whale position snapshot', null, at, FRESH_FOR.whalePositions);
  const lists = symbol === undefined ? [...s.positions.values()] : [s.positions.get(symbol) ?? []];
  const out: WhalePosition[] = [];
  for (const list of lists) {
    for (const p of list) {
      const t = s.positionsAt.get(p.address) ?? null;
      out.push(isFresh(t, at, FRESH_FOR.whalePositions) ? p : { ...p, stale: true });
    }
  }
  return symbol === undefined ? out.sort((a, b) => b.sizeUsd - a.sizeUsd) : out;
}

export function liveSnapshot(s: LiveState, symbol: string, at: number): MarketSnapshot {
  const ago = s.dayAgo.get(symbol);
  const venues: VenueInputs[] = (s.latest.get(symbol) ?? []).map((p) => ({
    venue: p.venue,
    now: {
      t: p.t,
      markPrice: p.markPrice,
      fundingRate: p.fundingRate,
      openInterestUsd: p.openInterestUsd,
      longShortRatio: p.longShortRatio,
    },
    ago: ago?.get(p.venue) ?? null,
  }));
  // Whale counts from the whales whose newest snapshot is fresh: a whale not polled for an hour
  // says nothing about now.
  let newestAt: number | null = null;
  for (const t of s.positionsAt.values()) if (t <= at && (newestAt === null || t > newestAt)) newestAt = t;
  const fresh = (s.positions.get(symbol) ?? []).filter((p) =>
    isFresh(s.positionsAt.get(p.address) ?? null, at, FRESH_FOR.whalePositions),
  );
  const asset = s.assetOnchain.get(symbol) ?? null;
  return assembleSnapshot({
    symbol,
    at,
    venues,
    whales: { newestAt, ...tallyPositions(fresh), netFlow24hUsd: s.flow24h.get(symbol) ?? 0 },
    onchain: { asset, stablecoins: s.stablecoins },
  });
}
