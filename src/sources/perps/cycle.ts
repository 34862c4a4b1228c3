/**
 * What the three perpetual venues share once their answers are parsed: turning one market's
 * raw figures into a DerivativesPoint in our units, running per-market calls a few at a time,
 * deciding which per-market failures sink the whole cycle, and tidying candle lists.
 */
import type { Candle, DerivativesPoint } from '../../market/types.ts';
import type { DerivativesCycle, VenueMarket } from '../types.ts';
import { type Upstream, UpstreamError } from '../upstream/types.ts';

const HOUR_MS = 3_600_000;

/** One market's figures as the venue states them, before unit conversion. */
export interface RawFigures {
  /** Price of one quoted unit (a `1000PEPE` unit on a 1000× contract). */
  markPrice: number | null;
  /** Funding for one interval of `intervalHours`. */
  fundingRate: number | null;
  intervalHours: number | null;
  nextFundingTime: number | null;
  openInterestUsd: number | null;
  /** null when the venue has none, or it was not asked this cycle. */
  longShortRatio: number | null;
}

/** A point in our units, or the reason there is none. Never NaN: each figure is checked. */
export function toPoint(market: VenueMarket, t: number, raw: RawFigures): DerivativesPoint | string {
  const markPrice = raw.markPrice === null ? Number.NaN : raw.markPrice / market.multiplier;
  if (!(markPrice > 0 && Number.isFinite(markPrice))) return 'no valid mark price';
  const hours = raw.intervalHours ?? market.fundingIntervalHours;
  if (!(hours > 0 && Number.isFinite(hours))) return 'no valid funding interval';
  const fundingRate = raw.fundingRate === null ? Number.NaN : (raw.fundingRate * 8) / hours;
  if (!Number.isFinite(fundingRate)) return 'no valid funding rate';
  if (raw.nextFundingTime === null || !Number.isSafeInteger(raw.nextFundingTime) || raw.nextFundingTime <= 0) {
    return 'no next funding time';
  }
  const oi = raw.openInterestUsd;
  if (oi === null || !Number.isFinite(oi) || oi < 0) return 'no valid open interest';
  const ratio = raw.longShortRatio;
  return {
    venue: market.venue,
    symbol: market.symbol,
    t,
    markPrice,
    fundingRate,
    nextFundingTime: raw.nextFundingTime,
    openInterestUsd: oi,
    longShortRatio: ratio !== null && ratio > 0 && Number.isFinite(ratio) ? ratio : null,
  };
}

/** A funding interval in whole hours from two settlement instants, or null when they make no sense. */
export function intervalHoursBetween(fromMs: number | null, toMs: number | null): number | null {
  if (fromMs === null || toMs === null || toMs <= fromMs) return null;
  const hours = Math.round((toMs - fromMs) / HOUR_MS);
  return hours >= 1 && hours <= 24 ? hours : null;
}

/** Runs `fn` over `items` with at most `limit` calls in flight; results in input order. */
export async function mapConcurrent<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  async function worker(): Promise<void> {
    while (next < items.length) {
      const i = next++;
      try {
        results[i] = await fn(items[i], i);
      } catch (err) {
        // The whole map fails: stop handing out items so no further calls are made.
        next = items.length;
        throw err;
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Per-market calls in flight at once; the Upstream's budget does the actual pacing. */
export const PER_MARKET_CONCURRENCY = 8;

/**
 * Whether a per-market call's failure must end the cycle. A drifted schema is the same for every
 * market and must be seen, and a shutdown stops everything; a rate limit, a timeout or a
 * server error on one market only costs that market its point (or its ratio) this cycle.
 */
export function failsCycle(err: unknown): boolean {
  return !(err instanceof UpstreamError) || err.kind === 'malformed' || err.kind === 'aborted';
}

/** A per-market call's outcome: its value, or the (non-fatal) error it ended with. */
export type Attempt<T> = { ok: true; value: T } | { ok: false; error: unknown };

/** Runs a per-market call; rethrows only what `failsCycle` says must end the cycle. */
export async function attempt<T>(call: () => Promise<T>): Promise<Attempt<T>> {
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    if (failsCycle(error)) throw error;
    return { ok: false, error };
  }
}

/** Why a per-market call failed, for `skipped`. */
export function failureReason(call: string, err: unknown): string {
  const kind = err instanceof UpstreamError ? err.kind : 'error';
  return `${call} failed (${kind}): ${err instanceof Error ? err.message : String(err)}`;
}

/** Candles in [fromMs, toMs], ascending, one per open time (pages may overlap at the edges). */
export function tidyCandles(candles: Candle[], fromMs: number, toMs: number): Candle[] {
  const byTime = new Map<number, Candle>();
  for (const c of candles) if (c.t >= fromMs && c.t <= toMs) byTime.set(c.t, c);
  return [...byTime.values()].sort((a, b) => a.t - b.t);
}

/** Same for open-interest history points. */
export function tidySeries<T extends { t: number }>(points: T[], fromMs: number, toMs: number): T[] {
  const byTime = new Map<number, T>();
  for (const p of points) if (p.t >= fromMs && p.t <= toMs) byTime.set(p.t, p);
  return [...byTime.values()].sort((a, b) => a.t - b.t);
}

/** The shape every perpetual-venue adapter exports, so the collector treats them alike. */
export interface PerpVenueAdapter {
  fetchMarkets(up: Upstream): Promise<VenueMarket[]>;
  fetchDerivatives(
    up: Upstream,
    markets: VenueMarket[],
    now: () => number,
    opts?: DerivativesOptions,
  ): Promise<DerivativesCycle>;
  fetchOpenInterestHistory(
    up: Upstream,
    market: VenueMarket,
    fromMs: number,
    toMs: number,
    markPrice?: number,
  ): Promise<Array<{ t: number; openInterestUsd: number }>>;
  fetchCandles(
    up: Upstream,
    market: VenueMarket,
    interval: CandleIntervalLive,
    fromMs: number,
    toMs: number,
  ): Promise<Candle[]>;
}

export type CandleIntervalLive = '1m' | '1h' | '1d';

export const INTERVAL_MS: Record<CandleIntervalLive, number> = { '1m': 60_000, '1h': HOUR_MS, '1d': 24 * HOUR_MS };

export interface DerivativesOptions {
  /**
   * Ask for the long/short ratios (one call per market). false: every point carries
   * longShortRatio null and the caller keeps its last known ratio (used when the ratio budget,
   * e.g. Binance's 1000 calls per 5 min, cannot afford one per market every cycle).
   */
  ratios?: boolean;
}
