/**
 * The backtest's arithmetic, pure: which instants to evaluate, forward returns in the side's
 * direction, and per-decision statistics. The I/O that gathers decisions and candles is gather.ts.
 *
 * Hit, per decision: CONFIRM and REDUCE both say "take the trade" (REDUCE at a smaller size), so
 * they hit when the price moved in the trade's favour over the horizon (forward return > 0).
 * SKIP says "stay out", so it hits when the trade would not have made money (forward return <= 0).
 */
import type { Action, Side } from '../lib/api.ts';

export const HOUR_MS = 3_600_000;
export const HORIZONS = [
  { name: '1h', ms: HOUR_MS },
  { name: '4h', ms: 4 * HOUR_MS },
  { name: '24h', ms: 24 * HOUR_MS },
] as const;
export type Horizon = (typeof HORIZONS)[number]['name'];
export const LONGEST_HORIZON_MS = HORIZONS[HORIZONS.length - 1].ms;
export const DECISIONS: readonly Action[] = ['CONFIRM', 'REDUCE', 'SKIP'];

export interface InstantPlan {
  /** Instants on the step grid in [from, to] whose longest forward window ends by the clock. */
  instants: number[];
  /** Grid instants in the window left out because their forward window passes the clock. */
  skipped: number;
}

/**
 * The step grid (multiples of the step since the Unix epoch, so whole hours for an hourly step) in
 * [from, to]; an instant is evaluated only when its +24 h price is already known at the clock.
 */
export function planInstants(from: number, to: number, stepMs: number, clock: number): InstantPlan {
  if (!(stepMs > 0) || stepMs % HOUR_MS !== 0) throw new Error('step must be a whole number of hours');
  const instants: number[] = [];
  let skipped = 0;
  for (let t = Math.ceil(from / stepMs) * stepMs; t <= Math.min(to, clock); t += stepMs) {
    if (t + LONGEST_HORIZON_MS <= clock) instants.push(t);
    else skipped++;
  }
  return { instants, skipped };
}

/** The return of a trade opened at p0 and closed at p1, in the side's direction (fraction). */
export function forwardReturn(p0: number, p1: number, side: Side): number {
  const move = p1 / p0 - 1;
  return side === 'long' ? move : -move;
}

export function isHit(action: Action, forward: number): boolean {
  return action === 'SKIP' ? forward <= 0 : forward > 0;
}

export interface Decision {
  symbol: string;
  side: Side;
  t: number;
  action: Action;
  composite: number;
  confidence: string;
  size_mult: number;
}

export interface Row extends Decision {
  /** Price at t: the open of the hourly candle opening at t. */
  price: number;
  returns: Record<Horizon, number>;
}

/** Hourly candle opens by open time, per symbol: the price at each whole hour. */
export type Prices = Map<string, Map<number, number>>;

/** Rows for the decisions whose prices are all known; the others are counted as unpriced. */
export function buildRows(decisions: readonly Decision[], prices: Prices): { rows: Row[]; unpriced: number } {
  const rows: Row[] = [];
  let unpriced = 0;
  for (const d of decisions) {
    const series = prices.get(d.symbol);
    const p0 = series?.get(d.t);
    const later = HORIZONS.map((h) => series?.get(d.t + h.ms));
    if (p0 === undefined || !(p0 > 0) || later.some((p) => p === undefined)) {
      unpriced++;
      continue;
    }
    const returns = Object.fromEntries(
      HORIZONS.map((h, i) => [h.name, forwardReturn(p0, later[i]!, d.side)]),
    ) as Record<Horizon, number>;
    rows.push({ ...d, price: p0, returns });
  }
  return { rows, unpriced };
}

export interface Stats {
  count: number;
  mean: number | null;
  median: number | null;
  min: number | null;
  max: number | null;
  hits: number;
  /** hits / count; null with no rows. */
  hit_rate: number | null;
}

export function statsOf(action: Action, values: readonly number[]): Stats {
  const n = values.length;
  if (n === 0) return { count: 0, mean: null, median: null, min: null, max: null, hits: 0, hit_rate: null };
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(n / 2);
  const hits = values.filter((v) => isHit(action, v)).length;
  return {
    count: n,
    mean: values.reduce((s, v) => s + v, 0) / n,
    median: n % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2,
    min: sorted[0]!,
    max: sorted[n - 1]!,
    hits,
    hit_rate: hits / n,
  };
}

export interface DecisionSummary {
  decision: Action;
  count: number;
  /** Mean suggested size multiplier of the decisions. */
  mean_size_mult: number | null;
  horizons: Record<Horizon, Stats>;
}

export function summarise(rows: readonly Row[]): DecisionSummary[] {
  return DECISIONS.map((decision) => {
    const mine = rows.filter((r) => r.action === decision);
    const horizons = Object.fromEntries(
      HORIZONS.map((h) => [
        h.name,
        statsOf(
          decision,
          mine.map((r) => r.returns[h.name]),
        ),
      ]),
    ) as Record<Horizon, Stats>;
    const size = mine.length > 0 ? mine.reduce((s, r) => s + r.size_mult, 0) / mine.length : null;
    return { decision, count: mine.length, mean_size_mult: size, horizons };
  });
}

export interface BacktestResult {
  symbols: string[];
  sides: Side[];
  from: string;
  to: string;
  step_ms: number;
  clock: string;
  horizons: Horizon[];
  hit_definition: string;
  /** Grid instants × symbols × sides left out: forward window past the clock. */
  skipped: number;
  /** Decisions the API refused (item problems) or without prices; not in the rows. */
  failed: number;
  /** Decisions evaluated: the number of rows, and the sum of the summary counts. */
  evaluated: number;
  summary: DecisionSummary[];
  rows: Row[];
}

export const HIT_DEFINITION =
  'CONFIRM and REDUCE hit when the forward return in the side direction is > 0; SKIP hits when it is <= 0';
