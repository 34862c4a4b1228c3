/**
 * Which leaderboard accounts we follow as whales.
 *
 * The rule: an account is eligible when
 *   - its account value is at least `minAccountValueUsd` ($1M),
 *   - its leaderboard row has a month window, with month PnL above `minMonthPnlUsd` ($0, strictly),
 *   - its month ROI is at least `minMonthRoi` (5 %),
 *   - its month volume is at most `maxMonthVolumeToEquity` (100) times its account value: above
 *     that, turnover marks a market maker or a high-frequency strategy, whose positions say
 *     nothing about conviction,
 *   - and its address is not in `excluded` (by default the HLP vault, which is the venue's own
 *     market-making pool and tops the leaderboard).
 * Eligible accounts are ranked by month PnL, highest first (equal PnL: lower address first), and
 * the first `limit` (600) are the whales. Month PnL rather than all-time ranks who is trading
 * well now; the ROI floor keeps out large accounts whose PnL is only their size.
 *
 * The selection streams: it keeps the best `limit` rows seen so far in a bounded min-heap, so
 * memory is O(limit) however long the leaderboard is.
 */
import type { Whale } from '../../market/types.ts';
import type { LeaderboardRow } from './leaderboard.ts';

export interface WhaleRule {
  minAccountValueUsd: number;
  /** Month PnL must be greater than this (exclusive). */
  minMonthPnlUsd: number;
  /** Month ROI floor, fraction (0.05 = 5 %). */
  minMonthRoi: number;
  /** Month volume / account value ceiling (market makers and HFT are above). */
  maxMonthVolumeToEquity: number;
  /** Addresses never selected, lower-case. */
  excluded: readonly string[];
  /** How many whales at most. */
  limit: number;
}

/** Hyperliquid's HLP vault: the venue's market-making pool. */
export const HLP_VAULT = '0xdfc24b077bc1425ad1dea75bcb6f8158e10df303';

export const DEFAULT_WHALE_RULE: Readonly<WhaleRule> = Object.freeze({
  minAccountValueUsd: 1_000_000,
  minMonthPnlUsd: 0,
  minMonthRoi: 0.05,
  maxMonthVolumeToEquity: 100,
  excluded: Object.freeze([HLP_VAULT]),
  limit: 600,
});

export interface WhaleSelection {
  /** Best first. */
  whales: Whale[];
  /** Rows looked at. */
  considered: number;
  /** Rows that passed the rule (before the limit). */
  eligible: number;
}

/** Month PnL of an eligible row, or null when the rule leaves it out. */
export function eligibleMonthPnl(row: LeaderboardRow, rule: WhaleRule, excluded: ReadonlySet<string>): number | null {
  const month = row.windows.month;
  if (!month) return null;
  if (excluded.has(row.address.toLowerCase())) return null;
  if (!(row.accountValueUsd >= rule.minAccountValueUsd) || row.accountValueUsd <= 0) return null;
  if (!(month.pnl > rule.minMonthPnlUsd) || !(month.roi >= rule.minMonthRoi)) return null;
  if (!(month.vlm / row.accountValueUsd <= rule.maxMonthVolumeToEquity)) return null;
  return month.pnl;
}

interface Ranked {
  pnl: number;
  row: LeaderboardRow;
}

/** a ranks below b: lower PnL, or equal PnL and a higher address. */
function ranksBelow(a: Ranked, b: Ranked): boolean {
  return a.pnl < b.pnl || (a.pnl === b.pnl && a.row.address > b.row.address);
}

export async function selectWhales(
  rows: AsyncIterable<LeaderboardRow> | Iterable<LeaderboardRow>,
  rule: WhaleRule = DEFAULT_WHALE_RULE,
): Promise<WhaleSelection> {
  const excluded = new Set(rule.excluded.map((a) => a.toLowerCase()));
  const limit = Math.max(0, Math.floor(rule.limit));
  // heap[0] is the lowest-ranked of the rows kept.
  const heap: Ranked[] = [];
  let considered = 0;
  let eligible = 0;
  for await (const row of rows) {
    considered++;
    const pnl = eligibleMonthPnl(row, rule, excluded);
    if (pnl === null) continue;
    eligible++;
    const entry = { pnl, row };
    if (heap.length < limit) {
      heap.push(entry);
      siftUp(heap, heap.length - 1);
    } else if (limit > 0 && ranksBelow(heap[0], entry)) {
      heap[0] = entry;
      siftDown(heap, 0);
    }
  }
  heap.sort((a, b) => (ranksBelow(a, b) ? 1 : ranksBelow(b, a) ? -1 : 0));
  // The leaderboard lists an address once; should it not, the better-ranked row wins.
  const seen = new Set<string>();
  const whales: Whale[] = [];
  for (const { row } of heap) {
    if (seen.has(row.address)) continue;
    seen.add(row.address);
    whales.push(toWhale(row));
  }
  return { whales, considered, eligible };
}

export function toWhale(row: LeaderboardRow): Whale {
  return {
    address: row.address,
    label: row.displayName,
    accountValueUsd: row.accountValueUsd,
    pnlAllTimeUsd: row.windows.allTime?.pnl ?? 0,
    volume24hUsd: row.windows.day?.vlm ?? 0,
  };
}

function siftUp(heap: Ranked[], at: number): void {
  let i = at;
  while (i > 0) {
    const parent = (i - 1) >> 1;
    if (!ranksBelow(heap[i], heap[parent])) return;
    [heap[i], heap[parent]] = [heap[parent], heap[i]];
    i = parent;
  }
}

function siftDown(heap: Ranked[], at: number): void {
  let i = at;
  for (;;) {
    const left = 2 * i + 1;
    const right = left + 1;
    let lowest = i;
    if (left < heap.length && ranksBelow(heap[left], heap[lowest])) lowest = left;
    if (right < heap.length && ranksBelow(heap[right], heap[lowest])) lowest = right;
    if (lowest === i) return;
    [heap[i], heap[lowest]] = [heap[lowest], heap[i]];
    i = lowest;
  }
}
