/**
 * Derivatives positioning aggregated by venue, symbol or side: open interest summed over the
 * (venue, symbol) readings of a group, with open-interest-weighted funding and long-account share.
 * Pure: the route reads the readings, this folds them.
 *
 * By side: every futures contract has a long and a short holder, so open interest itself does not
 * split. The venues do publish how their accounts split (the long/short account ratio r), so the
 * side groups attribute each market's open interest by its account shares, r / (1 + r) long and
 * 1 / (1 + r) short. That is an estimate, said so in the docs; a market without a ratio
 * (Hyperliquid) is not attributed and is reported as `unattributedUsd` instead of being guessed.
 */

import type { DerivativesPoint } from '../market/types.ts';
import { VENUES } from '../market/types.ts';

export type GroupBy = 'venue' | 'symbol' | 'side';
export const GROUP_BY: readonly GroupBy[] = ['venue', 'symbol', 'side'];

export interface PositionGroup {
  key: string;
  openInterestUsd: number;
  /** Of the total across groups, 0..1. */
  share: number;
  /** (venue, symbol) readings that contributed. */
  markets: number;
  /** Open-interest-weighted funding per 8 h; null for side groups. */
  fundingRate: number | null;
  /** Open-interest-weighted share of accounts long; null for side groups and where no venue has a ratio. */
  longAccountShare: number | null;
  stale: boolean;
}

export interface Positioning {
  groups: PositionGroup[];
  totalUsd: number;
  /** Side grouping only: open interest of markets without a long/short ratio. */
  unattributedUsd: number | null;
}

const cents = (x: number) => Math.round(x * 100) / 100;
const fraction = (x: number) => Math.round(x * 1e6) / 1e6;
const rate = (x: number) => Math.round(x * 1e10) / 1e10;

/** The share of accounts long that a long/short account ratio implies; null without a usable ratio. */
export function longShareOf(ratio: number | null): number | null {
  return ratio !== null && Number.isFinite(ratio) && ratio > 0 ? ratio / (1 + ratio) : null;
}

interface Acc {
  oi: number;
  markets: number;
  funding: number;
  ratioOi: number;
  longOi: number;
  stale: boolean;
}

function fold(points: readonly DerivativesPoint[], keyOf: (p: DerivativesPoint) => string): Map<string, Acc> {
  const out = new Map<string, Acc>();
  for (const p of points) {
    const key = keyOf(p);
    const a = out.get(key) ?? { oi: 0, markets: 0, funding: 0, ratioOi: 0, longOi: 0, stale: false };
    const oi = Math.max(p.openInterestUsd, 0);
    a.oi += oi;
    a.markets += 1;
    a.funding += oi * p.fundingRate;
    const long = longShareOf(p.longShortRatio);
    if (long !== null) {
      a.ratioOi += oi;
      a.longOi += oi * long;
    }
    a.stale ||= p.stale === true;
    out.set(key, a);
  }
  return out;
}

function bySide(points: readonly DerivativesPoint[]): Positioning {
  let long = 0;
  let short = 0;
  let unattributed = 0;
  const counted = { long: 0, stale: false };
  for (const p of points) {
    const oi = Math.max(p.openInterestUsd, 0);
    const share = longShareOf(p.longShortRatio);
    if (share === null) {
      unattributed += oi;
      continue;
    }
    long += oi * share;
    short += oi * (1 - share);
    counted.long += 1;
    counted.stale ||= p.stale === true;
  }
  const total = long + short;
  const group = (key: string, usd: number): PositionGroup => ({
    key,
    openInterestUsd: cents(usd),
    share: total > 0 ? fraction(usd / total) : 0,
    markets: counted.long,
    fundingRate: null,
    longAccountShare: null,
    stale: counted.stale,
  });
  return {
    groups: [group('long', long), group('short', short)],
    totalUsd: cents(total),
    unattributedUsd: cents(unattributed),
  };
}

/**
 * Groups the readings. Venues list in VENUES order, symbols by open interest (largest first, then
 * name), sides long then short.
 */
export function aggregatePositions(points: readonly DerivativesPoint[], groupBy: GroupBy): Positioning {
  if (groupBy === 'side') return bySide(points);
  const acc = fold(points, (p) => (groupBy === 'venue' ? p.venue : p.symbol));
  let total = 0;
  for (const a of acc.values()) total += a.oi;
  const groups = [...acc.entries()].map(
    ([key, a]): PositionGroup => ({
      key,
      openInterestUsd: cents(a.oi),
      share: total > 0 ? fraction(a.oi / total) : 0,
      markets: a.markets,
      fundingRate: a.oi > 0 ? rate(a.funding / a.oi) : null,
      longAccountShare: a.ratioOi > 0 ? fraction(a.longOi / a.ratioOi) : null,
      stale: a.stale,
    }),
  );
  const venueRank = (k: string) => (VENUES as readonly string[]).indexOf(k);
  groups.sort((x, y) =>
    groupBy === 'venue'
      ? venueRank(x.key) - venueRank(y.key)
      : y.openInterestUsd - x.openInterestUsd || (x.key < y.key ? -1 : x.key > y.key ? 1 : 0),
  );
  return { groups, totalUsd: cents(total), unattributedUsd: null };
}
