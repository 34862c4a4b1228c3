/**
 * The 24-hours-ago reference for the open-interest change, from the first day: for the majors
 * (the static catalogue) that have no collected point about 24 h back, read the venue's hourly
 * open-interest history over the last 26 hours once. After a day the service's own points take
 * over and this job finds nothing to do.
 */
import { and, eq, gt, inArray, lte } from 'drizzle-orm';
import { writeOpenInterestHistory } from '../../market/production-store.ts';
import { DAY, FRESH_FOR, HOUR } from '../../market/snapshot-assembly.ts';
import { PRODUCTION_SYMBOLS } from '../../market/symbols.ts';
import { derivativesLatest, derivativesPoints, markets, openInterestHistory } from '../../market/tables.ts';
import { binanceAdapter } from '../../sources/binance/index.ts';
import { bybitAdapter } from '../../sources/bybit/index.ts';
import { okxAdapter } from '../../sources/okx/index.ts';
import { mapConcurrent, type PerpVenueAdapter } from '../../sources/perps/cycle.ts';
import type { VenueMarket } from '../../sources/types.ts';
import type { IngestContext } from '../context.ts';
import type { CycleResult } from '../cycle.ts';
import type { PerpVenue } from './derivatives.ts';

const ADAPTERS: Record<PerpVenue, PerpVenueAdapter> = { binance: binanceAdapter, bybit: bybitAdapter, okx: okxAdapter };
const IN_FLIGHT = 4;

export async function backfillOpenInterest(ctx: IngestContext, venue: PerpVenue): Promise<CycleResult> {
  const now = ctx.now();
  const dayAgo = now - DAY;
  const majors = [...PRODUCTION_SYMBOLS];
  const listed = await ctx.db
    .select()
    .from(markets)
    .where(and(eq(markets.venue, venue), inArray(markets.symbol, majors)));
  const [collected, backfilled, marks] = await Promise.all([
    ctx.db
      .selectDistinct({ symbol: derivativesPoints.symbol })
      .from(derivativesPoints)
      .where(
        and(
          eq(derivativesPoints.venue, venue),
          lte(derivativesPoints.t, dayAgo),
          gt(derivativesPoints.t, dayAgo - FRESH_FOR.derivatives),
        ),
      ),
    ctx.db
      .selectDistinct({ symbol: openInterestHistory.symbol })
      .from(openInterestHistory)
      .where(
        and(
          eq(openInterestHistory.venue, venue),
          lte(openInterestHistory.t, dayAgo),
          gt(openInterestHistory.t, dayAgo - HOUR),
        ),
      ),
    ctx.db
      .select({ symbol: derivativesLatest.symbol, markPrice: derivativesLatest.markPrice })
      .from(derivativesLatest)
      .where(eq(derivativesLatest.venue, venue)),
  ]);
  const known = new Set([...collected, ...backfilled].map((r) => r.symbol));
  const mark = new Map(marks.map((m) => [m.symbol, m.markPrice]));
  const todo = listed.filter((m) => !known.has(m.symbol) && mark.has(m.symbol));
  if (todo.length === 0)
    return { items: 0, skipped: 0, summary: `${venue} OI history: nothing to backfill`, idle: true };

  let written = 0;
  let failed = 0;
  let lastError: unknown = null;
  await mapConcurrent(todo, IN_FLIGHT, async (m) => {
    const market: VenueMarket = {
      venue,
      symbol: m.symbol,
      instrument: m.instrument,
      quote: m.quote as VenueMarket['quote'],
      multiplier: m.multiplier,
      contractSize: m.contractSize,
      fundingIntervalHours: m.fundingIntervalHours,
    };
    try {
      const points = await ADAPTERS[venue].fetchOpenInterestHistory(
        ctx.upstreams[venue],
        market,
        dayAgo - 2 * HOUR,
        now,
        mark.get(m.symbol),
      );
      await writeOpenInterestHistory(
        ctx.db,
        points.map((p) => ({ venue, symbol: m.symbol, t: p.t, openInterestUsd: p.openInterestUsd })),
      );
      written += points.length;
    } catch (err) {
      failed++;
      lastError = err;
    }
  });
  if (failed === todo.length) throw lastError;
  return {
    items: written,
    skipped: failed,
    summary: `${venue} OI history: ${written} hourly points for ${todo.length - failed} markets`,
  };
}
