/**
 * Daily Coin Metrics rows → AssetOnchain. Pure: which metrics to ask for given the tier's offer,
 * and how one day's figures become one row. A figure the tier does not offer, or that is null on
 * that day, stays null: nothing is estimated and nothing defaults to 0.
 */
import type { AssetOnchain } from '../../market/types.ts';
import type { DailyRow, WantedMetric } from './parse.ts';

export const DAY_MS = 86_400_000;
/** The holder count is compared with the count this many days earlier. */
export const HOLDER_LOOKBACK_DAYS = 30;

/** Where a day's exchange netflow in USD comes from, if anywhere. */
export type FlowSource = 'usd' | 'native' | null;

export interface AssetPlan {
  /** Metrics to request for the asset. */
  metrics: WantedMetric[];
  flows: FlowSource;
  /** Figures this tier cannot give for the asset (for logs and the cycle summary). */
  missing: string[];
}

/**
 * What to ask for one asset: MVRV and the large-holder figures when offered; flows in USD when
 * both directions are offered in USD, else the native flows with the USD price to convert them.
 */
export function planFor(offered: ReadonlySet<WantedMetric>): AssetPlan {
  const metrics: WantedMetric[] = [];
  const missing: string[] = [];
  const want = (metric: WantedMetric, what: string) => {
    if (offered.has(metric)) metrics.push(metric);
    else missing.push(what);
  };
  want('CapMVRVCur', 'MVRV');
  let flows: FlowSource = null;
  if (offered.has('FlowInExUSD') && offered.has('FlowOutExUSD')) {
    flows = 'usd';
    metrics.push('FlowInExUSD', 'FlowOutExUSD');
  } else if (offered.has('FlowInExNtv') && offered.has('FlowOutExNtv') && offered.has('PriceUSD')) {
    flows = 'native';
    metrics.push('FlowInExNtv', 'FlowOutExNtv', 'PriceUSD');
  } else missing.push('exchange flows');
  want('AdrBalNtv1KCnt', 'large-holder count');
  want('SplyAdrBalNtv1K', 'large-holder balance');
  return { metrics, flows, missing };
}

/** Inflow − outflow in USD of one day, or null when a direction (or the price) is missing. */
export function netflowUsd(values: DailyRow['values'], flows: FlowSource): number | null {
  if (flows === 'usd') {
    const { FlowInExUSD: inflow, FlowOutExUSD: outflow } = values;
    return inflow === undefined || outflow === undefined ? null : inflow - outflow;
  }
  if (flows === 'native') {
    const { FlowInExNtv: inflow, FlowOutExNtv: outflow, PriceUSD: price } = values;
    if (inflow === undefined || outflow === undefined || price === undefined) return null;
    return (inflow - outflow) * price;
  }
  return null;
}

/**
 * One asset's days → rows, oldest first: every day since `fromMs` that has MVRV or a netflow.
 * The 30-days-earlier holder count is looked up among `days` (which may reach further back than
 * `fromMs` for that purpose); absent day or null count → null.
 */
export function assetRows(
  symbol: string,
  days: readonly DailyRow[],
  flows: FlowSource,
  fromMs: number,
  toMs: number,
): AssetOnchain[] {
  const byDay = new Map<number, DailyRow>();
  // Pages repeat nothing, but a repeated day keeps its last copy like the store would.
  for (const d of days) byDay.set(d.t, d);
  const rows: AssetOnchain[] = [];
  for (const day of [...byDay.values()].sort((a, b) => a.t - b.t)) {
    if (day.t < fromMs || day.t > toMs) continue;
    const mvrv = day.values.CapMVRVCur ?? null;
    const netflow = netflowUsd(day.values, flows);
    if (mvrv === null && netflow === null) continue;
    const earlier = byDay.get(day.t - HOLDER_LOOKBACK_DAYS * DAY_MS);
    rows.push({
      symbol,
      t: day.t,
      mvrv,
      exchangeNetflow24hUsd: netflow,
      largeHolderCount: day.values.AdrBalNtv1KCnt ?? null,
      largeHolderCount30dAgo: earlier?.values.AdrBalNtv1KCnt ?? null,
      largeHolderBalance: day.values.SplyAdrBalNtv1K ?? null,
      // No community metric counts transfers over $100k: these stay unknown.
      largeTxCount24h: null,
      largeTxCount7dAvg: null,
    });
  }
  return rows;
}
