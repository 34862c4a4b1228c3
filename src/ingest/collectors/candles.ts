/**
 * Candles for the plan symbols, from Binance USD-M (the lead venue): 1-minute candles over the last
 * 6 hours and hourly ones over the last 7 days at first, then only what is new since the newest
 * stored candle (re-reading that one, which may have been still open). Mark prices per asset unit
 * (1000× contracts divided), volume in asset units.
 */
import { and, eq, max } from 'drizzle-orm';
import { writeCandles } from '../../market/production-store.ts';
import { PRODUCTION_SYMBOLS } from '../../market/symbols.ts';
import { candles, markets } from '../../market/tables.ts';
import { binanceAdapter } from '../../sources/binance/index.ts';
import { type CandleIntervalLive, mapConcurrent } from '../../sources/perps/cycle.ts';
import type { VenueMarket } from '../../sources/types.ts';
import type { IngestContext } from '../context.ts';
import type { CycleResult } from '../cycle.ts';

/** The first read of a series reaches back this far; daily candles cover the accumulation signal's 60 days. */
const FIRST_LOOKBACK_MS: Record<CandleIntervalLive, number> = {
  '1m': 6 * 3_600_000,
  '1h': 7 * 86_400_000,
  '1d': 62 * 86_400_000,
};
const IN_FLIGHT = 4;

export async function collectCandles(ctx: IngestContext): Promise<CycleResult> {
  const listed = await ctx.db.select().from(markets).where(eq(markets.venue, 'binance'));
  const wanted = new Set(PRODUCTION_SYMBOLS);
  const targets: VenueMarket[] = listed
    .filter((m) => wanted.has(m.symbol))
    .map((m) => ({
      venue: 'binance',
      symbol: m.symbol,
      instrument: m.instrument,
      quote: m.quote as VenueMarket['quote'],
      multiplier: m.multiplier,
      contractSize: m.contractSize,
      fundingIntervalHours: m.fundingIntervalHours,
    }));
  if (targets.length === 0) {
    return { items: 0, skipped: 0, summary: 'candles: no Binance markets listed yet', idle: true };
  }
  const now = ctx.now();
  let written = 0;
  let failed = 0;
  let lastError: unknown = null;
  const work = targets.flatMap((m) => (['1m', '1h', '1d'] as const).map((interval) => ({ m, interval })));
  let done = 0;
  await mapConcurrent(work, IN_FLIGHT, async ({ m, interval }) => {
    try {
      const [newest] = await ctx.db
        .select({ t: max(candles.t) })
        .from(candles)
        .where(and(eq(candles.symbol, m.symbol), eq(candles.interval, interval), eq(candles.source, 'binance')));
      const from = newest?.t ?? now - FIRST_LOOKBACK_MS[interval];
      const rows = await binanceAdapter.fetchCandles(ctx.upstreams.binance, m, interval, from, now);
      await writeCandles(ctx.db, { source: 'binance', symbol: m.symbol, interval }, rows);
      written += rows.length;
    } catch (err) {
      failed++;
      lastError = err;
    }
    ctx.progress?.('candles', ++done, work.length);
  });
  if (failed === work.length) throw lastError;
  return {
    items: written,
    skipped: failed,
    summary: `candles: ${written} for ${targets.length} symbols (1m, 1h and 1d)${failed ? `, ${failed} series failed` : ''}`,
  };
}
