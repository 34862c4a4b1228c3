/**
 * Schemas and reads shared by the derivatives routes (screener, funding heatmap, legacy funding).
 */
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { readableSymbols } from '../../market/access.ts';
import { type DerivativesPoint, type MarketView, VENUES, type Venue } from '../../market/types.ts';
import type { World } from '../../market/world.ts';
import { ApiError, invalidParam, mustBeOneOf } from '../../platform/errors.ts';
import { buildFundingHeatmap, type FundingHeatmap, floorHour, HOUR_MS } from '../../signals/funding-heatmap.ts';
import { read, symbolsOf } from './common.ts';
import { checkInstant, HISTORY_MS } from './time-params.ts';

export const HEATMAP_MAX_HOURS = 168;
/** Readings per hour the heatmap samples; the latest in each hour wins. */
const HEATMAP_STEP_MS = 15 * 60_000;
/** A caller's clock may run a little ahead of ours: that much future is read as now. */
export const HEATMAP_SKEW_MS = 5 * 60_000;

export const VenueSchema = Type.Union(
  VENUES.map((v) => Type.Literal(v)),
  { examples: ['binance'] },
);

export const ExchangeParam = Type.String({
  minLength: 1,
  maxLength: 20,
  description: `One venue: ${VENUES.join(', ')} (any case)`,
  examples: ['binance'],
});

const Stale = Type.Boolean({
  description:
    'The reading is past its freshness bound (15 min): the venue has not answered since, so this is the last known figure (/v1/status/sources says why); always false in the sandbox',
});

export const ScreenerRowSchema = Type.Object({
  venue: VenueSchema,
  symbol: Type.String({ examples: ['TEST_BTC'] }),
  mark_price: Type.Number({ examples: [88_214.08] }),
  funding_rate: Type.Number({
    description: 'Current funding per 8 h, fraction (0.0001 = 0.01 %)',
    examples: [0.00006164],
  }),
  next_funding_time: Type.String({ format: 'date-time', examples: ['2026-06-01T01:00:00.000Z'] }),
  open_interest_usd: Type.Number({ examples: [7_053_215_089] }),
  oi_change_24h: Type.Union([Type.Number(), Type.Null()], {
    description: 'Open interest now vs 24 h earlier, fraction; null when the earlier reading is missing',
    examples: [0.0412],
  }),
  long_short_ratio: Type.Union([Type.Number(), Type.Null()], {
    description:
      "Accounts long / accounts short (the venue's newest account ratio); null where the venue publishes none (Hyperliquid)",
    examples: [1.0989],
  }),
  updated_at: Type.String({ format: 'date-time', description: 'When the venue reading was taken' }),
  stale: Stale,
});

export const FundingRowSchema = Type.Object({
  venue: VenueSchema,
  symbol: Type.String({ examples: ['TEST_BTC'] }),
  funding_rate: Type.Number({ examples: [0.00006164] }),
  next_funding_time: Type.String({ format: 'date-time', examples: ['2026-06-01T01:00:00.000Z'] }),
  mark_price: Type.Number({ examples: [88_214.08] }),
  stale: Stale,
});

/** Validates `exchange` (400 naming it); undefined means every venue. */
export function venueOf(raw: string | undefined): Venue | undefined {
  if (raw === undefined) return undefined;
  const v = raw.trim().toLowerCase();
  if (!(VENUES as readonly string[]).includes(v)) {
    throw invalidParam('query', 'exchange', mustBeOneOf(VENUES));
  }
  return v as Venue;
}

/**
 * The symbols a request covers: the listed ones (each authorised, before any data is read), or,
 * without a list, every symbol of the caller's world that its plan can read. `explicit` tells the
 * caller which it was.
 */
export function requestedSymbols(
  request: FastifyRequest,
  raw: string | undefined,
  param: string,
  max = 20,
): { symbols: string[]; explicit: boolean } {
  if (raw !== undefined) return { symbols: symbolsOf(request, raw, max, param), explicit: true };
  return { symbols: readableSymbols(request.auth!), explicit: false };
}

const isUnavailable = (err: unknown) => err instanceof ApiError && err.code === 'data_unavailable';

/**
 * Runs one read per item. Listing everything the plan can read, a symbol without data is left out
 * rather than failing the whole answer; only when none has data is it a 503. Asked explicitly, a
 * missing symbol fails the request.
 */
export async function readEach<I, T>(
  items: readonly I[],
  explicit: boolean,
  fn: (item: I) => Promise<T>,
): Promise<Array<T | null>> {
  const settled = await Promise.allSettled(items.map((i) => read(() => fn(i))));
  const firstError = settled.find((s) => s.status === 'rejected');
  if (firstError) {
    const hard = settled.find((s) => s.status === 'rejected' && (explicit || !isUnavailable(s.reason)));
    if (hard) throw (hard as PromiseRejectedResult).reason;
    if (settled.every((s) => s.status === 'rejected')) throw (firstError as PromiseRejectedResult).reason;
  }
  return settled.map((s) => (s.status === 'fulfilled' ? s.value : null));
}

/** Current readings plus the open interest 24 h earlier (null where no earlier reading exists). */
export async function currentWithOiChange(
  view: MarketView,
  symbol: string,
  nowMs: number,
): Promise<Array<{ point: DerivativesPoint; oiChange: number | null }>> {
  const [now, before] = await Promise.all([
    view.derivatives(symbol, nowMs),
    view.derivatives(symbol, nowMs - 86_400_000).catch((err: unknown) => {
      if (isUnavailable(err)) return [] as DerivativesPoint[];
      throw err;
    }),
  ]);
  const earlier = new Map(before.map((p) => [p.venue, p.openInterestUsd]));
  return now.map((point) => {
    const prior = earlier.get(point.venue);
    const oiChange = prior && prior > 0 ? Math.round((point.openInterestUsd / prior - 1) * 1e6) / 1e6 : null;
    return { point, oiChange };
  });
}

export interface HeatmapRequest {
  /** Window end, Unix ms (default: now). */
  timestamp?: number;
  hours: number;
  /** From requestedSymbols: without an explicit list, the first 20 the plan can read are shown. */
  symbols: string[];
  explicit: boolean;
  venues: Venue[];
}

/**
 * The funding heatmap of the hours ending at `timestamp` (v1 and v2 share it): the instant is
 * checked (400 naming timestamp), a little future is clamped to now, and a venue that does not list
 * a symbol leaves its row null instead of failing the map.
 */
export async function readHeatmap(
  { view, nowMs }: World,
  r: HeatmapRequest,
): Promise<{ end: number; clamped: boolean; map: FundingHeatmap }> {
  const shown = r.explicit ? r.symbols : r.symbols.slice(0, 20);
  if (r.timestamp !== undefined) checkInstant(r.timestamp, 'timestamp', nowMs - HISTORY_MS, nowMs + HEATMAP_SKEW_MS);
  const end = Math.min(r.timestamp ?? nowMs, nowMs);
  const from = floorHour(end) - (r.hours - 1) * HOUR_MS;
  const series = shown.flatMap((symbol) => r.venues.map((v) => ({ symbol, v })));
  const points = await readEach(series, false, ({ symbol, v }) =>
    view.derivativesHistory(symbol, v, from, end, HEATMAP_STEP_MS),
  );
  const map = buildFundingHeatmap(
    points.flatMap((p): DerivativesPoint[] => p ?? []),
    { venues: r.venues, symbols: shown, from, to: end, maxHours: r.hours },
  );
  return { end, clamped: end !== (r.timestamp ?? nowMs), map };
}
