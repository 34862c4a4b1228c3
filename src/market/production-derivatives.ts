/**
 * Derivatives reads of the production view, batched: every `derivatives(symbol, at)` made in one
 * tick for the same `at` is one query, and every `derivativesHistory` for the same window one
 * query, so a screener or heatmap over the whole catalogue costs a few queries instead of several
 * per symbol. The 503 wording ("never written" or "stale since") for the symbols that came back
 * empty is one more query per batch, and only when some did. Answers are the ones the per-symbol
 * reads gave: same rows, same order, same error text.
 */
import { and, asc, desc, gt, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client.ts';
import { invalidParam, mustBeOneOf } from '../platform/errors.ts';
import { DERIVATIVES_MAX_AGE_MS, iso, MAX_SERIES_POINTS, rows, span, unavailable } from './production-view.ts';
import { derivativesPoints } from './tables.ts';
import { type Settled, tickBatcher } from './tick-batch.ts';
import type { DerivativesPoint, MarketView, Venue } from './types.ts';
import { VENUES } from './types.ts';

type Series = { symbol: string; venue: Venue };

const rank = (v: string) => VENUES.indexOf(v as Venue);

/** A VALUES list of text tuples, for joining the keys of a batch. */
function valuesOf(tuples: string[][]): SQL {
  return sql.join(
    tuples.map(
      (t) =>
        sql`(${sql.join(
          t.map((v) => sql`${v}::text`),
          sql`, `,
        )})`,
    ),
    sql`, `,
  );
}

export function notFreshError(what: string, newest: number | null, at: number, maxAgeMs: number) {
  if (newest === null) return unavailable(`no ${what} at or before ${iso(at)}: collectors have not written any`);
  return unavailable(
    `${what} is stale: the newest, from ${iso(newest)}, is more than ${span(maxAgeMs)} older than ${iso(at)}`,
  );
}

function toPoint(r: Record<string, unknown>): DerivativesPoint {
  return {
    venue: r.venue as Venue,
    symbol: String(r.symbol),
    t: Number(r.t),
    markPrice: Number(r.mark_price),
    fundingRate: Number(r.funding_rate),
    nextFundingTime: Number(r.next_funding_time),
    openInterestUsd: Number(r.open_interest_usd),
    longShortRatio: r.long_short_ratio == null ? null : Number(r.long_short_ratio),
  };
}

export function productionDerivatives(db: Db): Pick<MarketView, 'derivatives' | 'derivativesHistory'> {
  /** Newest point per venue of each symbol, fresh as of `at`. */
  const current = tickBatcher<string, DerivativesPoint[]>(
    (s) => s,
    async (group, symbols) => {
      const at = Number(group);
      const found = await db
        .selectDistinctOn([derivativesPoints.symbol, derivativesPoints.venue])
        .from(derivativesPoints)
        .where(
          and(
            inArray(derivativesPoints.symbol, symbols),
            lte(derivativesPoints.t, at),
            gt(derivativesPoints.t, at - DERIVATIVES_MAX_AGE_MS),
          ),
        )
        .orderBy(asc(derivativesPoints.symbol), asc(derivativesPoints.venue), desc(derivativesPoints.t));
      const bySymbol = new Map<string, DerivativesPoint[]>();
      for (const p of found) {
        const list = bySymbol.get(p.symbol) ?? [];
        list.push({ ...p, venue: p.venue as Venue });
        bySymbol.set(p.symbol, list);
      }
      const missing = symbols.filter((s) => !bySymbol.has(s));
      const newest = new Map<string, number>();
      if (missing.length > 0) {
        const found = await rows<{ symbol: string; t: unknown }>(
          db,
          sql`SELECT k.symbol, (SELECT max(t) FROM ${derivativesPoints} d WHERE d.symbol = k.symbol AND d.t <= ${at}) AS t
            FROM (VALUES ${valuesOf(missing.map((s) => [s]))}) AS k(symbol)`,
        );
        for (const r of found) if (r.t != null) newest.set(r.symbol, Number(r.t));
      }
      return symbols.map((s): Settled<DerivativesPoint[]> => {
        const list = bySymbol.get(s);
        if (list) return { ok: true, value: list.sort((a, b) => rank(a.venue) - rank(b.venue)) };
        const error = notFreshError(`derivatives data for ${s}`, newest.get(s) ?? null, at, DERIVATIVES_MAX_AGE_MS);
        return { ok: false, error };
      });
    },
  );

  /**
   * For each step boundary of each series, the newest point at or before it that is still fresh
   * (an index probe per step). A point serves several steps when steps are shorter than the
   * polling interval: DISTINCT keeps it once, with its own time.
   */
  const history = tickBatcher<Series, DerivativesPoint[]>(
    (s) => `${s.symbol}\u0000${s.venue}`,
    async (group, series) => {
      const [first, last, stepMs, to] = group.split(':').map(Number) as [number, number, number, number];
      const pairs = valuesOf(series.map((s) => [s.symbol, s.venue]));
      const found = await rows<Record<string, unknown>>(
        db,
        sql`SELECT DISTINCT p.* FROM (VALUES ${pairs}) AS k(symbol, venue)
          CROSS JOIN generate_series(${first}::bigint, ${last}::bigint, ${stepMs}::bigint) AS g(t)
          CROSS JOIN LATERAL (
            SELECT * FROM ${derivativesPoints} d
            WHERE d.symbol = k.symbol AND d.venue = k.venue AND d.t <= g.t AND d.t > g.t - ${DERIVATIVES_MAX_AGE_MS}
            ORDER BY d.t DESC LIMIT 1
          ) AS p
          ORDER BY p.symbol, p.venue, p.t`,
      );
      const bySeries = new Map<string, DerivativesPoint[]>();
      for (const r of found) {
        const id = `${r.symbol}\u0000${r.venue}`;
        const list = bySeries.get(id) ?? [];
        list.push(toPoint(r));
        bySeries.set(id, list);
      }
      const empty = series.filter((s) => !bySeries.has(`${s.symbol}\u0000${s.venue}`));
      const written = new Set<string>();
      if (empty.length > 0) {
        const seen = await rows<{ symbol: string; venue: string }>(
          db,
          sql`SELECT k.symbol, k.venue FROM (VALUES ${valuesOf(empty.map((s) => [s.symbol, s.venue]))}) AS k(symbol, venue)
            WHERE EXISTS (SELECT 1 FROM ${derivativesPoints} d WHERE d.symbol = k.symbol AND d.venue = k.venue AND d.t <= ${to})`,
        );
        for (const r of seen) written.add(`${r.symbol}\u0000${r.venue}`);
      }
      return series.map((s): Settled<DerivativesPoint[]> => {
        const id = `${s.symbol}\u0000${s.venue}`;
        const list = bySeries.get(id);
        if (list) return { ok: true, value: list };
        if (written.has(id)) return { ok: true, value: [] };
        const what = `${s.venue} derivatives data for ${s.symbol}`;
        return { ok: false, error: unavailable(`no ${what} at or before ${iso(to)}: collectors have not written any`) };
      });
    },
  );

  return {
    derivatives: (symbol, at) => current(String(at), symbol),

    async derivativesHistory(symbol, venue, from, to, stepMs) {
      if (!VENUES.includes(venue)) throw invalidParam('query', 'venue', mustBeOneOf(VENUES));
      if (!(stepMs > 0) || !Number.isFinite(stepMs)) throw invalidParam('query', 'step', 'must be positive');
      const last = Math.floor(to / stepMs) * stepMs;
      const first = Math.max(Math.ceil(from / stepMs) * stepMs, last - (MAX_SERIES_POINTS - 1) * stepMs);
      if (last < first) return [];
      return history(`${first}:${last}:${stepMs}:${to}`, { symbol, venue });
    },
  };
}
