/** How range answers (options, ETF flows, news) say their source has gone quiet. */
import { Type } from 'typebox';
import { FRESH_FOR, isFresh } from '../../market/snapshot-assembly.ts';
import type { MarketView, RangeSeries } from '../../market/types.ts';

export const Stale = Type.Optional(
  Type.Literal(true, { description: 'Present when the source has gone quiet: nothing new within its freshness bound' }),
);
/** `{ stale: true }` when the series' newest row is older than its bound (never collected: nothing to say). */
export async function staleness(view: MarketView, series: RangeSeries, nowMs: number, key?: string) {
  const newest = await view.newestOf(series, nowMs, key);
  return newest !== null && !isFresh(newest, nowMs, FRESH_FOR[series]) ? { stale: true as const } : {};
}
