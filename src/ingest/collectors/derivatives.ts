/**
 * One venue's derivatives cycle: its perpetual universe (refreshed every COLLECT_MARKETS_EVERY_MIN),
 * then funding, open interest and mark price from the venue's bulk endpoints. The long/short
 * account ratios cost one call per market (OKX allows 5 every 2 s: about 45 s for its universe),
 * so they are a job of their own (every COLLECT_RATIOS_EVERY_MIN) and never hold up funding and
 * open interest; between ratio reads a point carries the market's last ratio read (from memory,
 * or from the stored newest point after a restart or on another instance).
 */
import { eq } from 'drizzle-orm';
import { writeDerivativesPoints, writeMarkets } from '../../market/production-store.ts';
import { derivativesLatest } from '../../market/tables.ts';
import type { DerivativesPoint } from '../../market/types.ts';
import { binanceAdapter } from '../../sources/binance/index.ts';
import { bybitAdapter } from '../../sources/bybit/index.ts';
import { fetchContexts } from '../../sources/hyperliquid/index.ts';
import { okxAdapter } from '../../sources/okx/index.ts';
import type { PerpVenueAdapter } from '../../sources/perps/cycle.ts';
import type { VenueMarket } from '../../sources/types.ts';
import type { IngestContext } from '../context.ts';
import type { CycleResult } from '../cycle.ts';

export type PerpVenue = 'binance' | 'bybit' | 'okx';
const ADAPTERS: Record<PerpVenue, PerpVenueAdapter> = { binance: binanceAdapter, bybit: bybitAdapter, okx: okxAdapter };
const MINUTE = 60_000;

/** What a venue's collector remembers between cycles (per process; a restart re-reads markets). */
interface VenueMemory {
  markets: VenueMarket[];
  marketsAt: number;
  ratios: Map<string, number>;
}
const memories = new WeakMap<IngestContext, Map<string, VenueMemory>>();

function memoryOf(ctx: IngestContext, venue: string): VenueMemory {
  let byVenue = memories.get(ctx);
  if (!byVenue) {
    byVenue = new Map();
    memories.set(ctx, byVenue);
  }
  let m = byVenue.get(venue);
  if (!m) {
    m = { markets: [], marketsAt: 0, ratios: new Map() };
    byVenue.set(venue, m);
  }
  return m;
}

export async function collectVenue(
  ctx: IngestContext,
  venue: PerpVenue,
  opts: { ratios: boolean },
): Promise<CycleResult> {
  const up = ctx.upstreams[venue];
  const adapter = ADAPTERS[venue];
  const mem = memoryOf(ctx, venue);
  const now = ctx.now();
  const c = ctx.collection;
  if (mem.ratios.size === 0) {
    const stored = await ctx.db
      .select({ symbol: derivativesLatest.symbol, ratio: derivativesLatest.longShortRatio })
      .from(derivativesLatest)
      .where(eq(derivativesLatest.venue, venue));
    for (const r of stored) if (r.ratio !== null) mem.ratios.set(r.symbol, r.ratio);
  }
  let marketsRefreshed = false;
  if (mem.markets.length === 0 || now - mem.marketsAt >= c.marketsEveryMin * MINUTE) {
    mem.markets = await adapter.fetchMarkets(up);
    mem.marketsAt = now;
    marketsRefreshed = true;
  }
  const ratios = opts.ratios;
  const cycle = await adapter.fetchDerivatives(up, mem.markets, ctx.now, { ratios });
  const points: DerivativesPoint[] = cycle.points.map((p) => {
    if (p.longShortRatio !== null) {
      mem.ratios.set(p.symbol, p.longShortRatio);
      return p;
    }
    return { ...p, longShortRatio: mem.ratios.get(p.symbol) ?? null };
  });
  // The cycle's markets carry this cycle's funding intervals.
  if (marketsRefreshed || cycle.markets.length > 0) await writeMarkets(ctx.db, cycle.markets, now);
  await writeDerivativesPoints(ctx.db, points);
  for (const s of cycle.skipped) ctx.log.warn({ upstream: venue, instrument: s.instrument }, s.reason);
  return {
    items: points.length,
    skipped: cycle.skipped.length,
    summary: `${venue}: ${points.length} of ${mem.markets.length} markets${ratios ? ' with long/short ratios' : ''}`,
  };
}

/** Hyperliquid's own funding, open interest and mark prices: a fourth venue, one call for every perp. */
export async function collectHyperliquidContexts(ctx: IngestContext): Promise<CycleResult> {
  const cycle = await fetchContexts(ctx.upstreams.hyperliquid, ctx.now);
  await writeMarkets(ctx.db, cycle.markets, cycle.t);
  await writeDerivativesPoints(ctx.db, cycle.points);
  // Delisted perps, spot pairs and builder-dex coins are not markets we collect (the venue keeps
  // dozens of delisted ones listed): only a listed perp without its figures was left out.
  const leftOut = cycle.markets.length - cycle.points.length;
  return {
    items: cycle.points.length,
    skipped: leftOut,
    summary: `hyperliquid: ${cycle.points.length} perps (funding, open interest, mark)`,
  };
}
