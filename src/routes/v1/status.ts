/**
 * GET /v1/status/sources: every upstream the service reads, whether this deployment collects it,
 * and how it is doing — so a caller whose figures are marked stale can see why.
 */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { UPSTREAMS } from '../../ingest/catalog.ts';
import { readStatus, stateOf } from '../../ingest/status.ts';
import type { AppContext } from '../../platform/context.ts';
import { AUTHENTICATED_ERRORS, problemResponses, SECURITY } from '../../platform/openapi.ts';
import { AsOf, iso } from './common.ts';

/** Status reads are cheap but every caller may poll: one read serves this instance for a quarter second. */
const CACHE_MS = 250;

const Instant = Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);

const SourceSchema = Type.Object({
  name: Type.String({ examples: ['binance'] }),
  feeds: Type.Enum(['whales', 'derivatives', 'onchain', 'options', 'etf', 'news']),
  state: Type.Enum(['ok', 'degraded', 'down', 'disabled'], {
    description:
      'ok: fresh and whole; degraded: fresh, but the last attempt failed or left items out; down: no success within its freshness bound (its data is served marked stale); disabled: not collected by this deployment (not in LIVE_SOURCES, or its address setting is empty)',
  }),
  collected: Type.Boolean({ description: 'Whether this deployment collects it' }),
  setting: Type.String({
    description: 'The setting that points it at another address',
    examples: ['BINANCE_FAPI_URL'],
  }),
  fresh_within_seconds: Type.Integer({ description: 'How old its data may be and still count as current' }),
  age_seconds: Type.Union([Type.Integer(), Type.Null()], { description: 'Seconds since its last success' }),
  last_success_at: Instant,
  last_error_at: Instant,
  last_error: Type.Union([Type.String(), Type.Null()]),
  successes: Type.Integer({ minimum: 0 }),
  failures: Type.Integer({ minimum: 0 }),
  consecutive_failures: Type.Integer({ minimum: 0 }),
  last_cycle_ms: Type.Union([Type.Integer(), Type.Null()]),
  last_items: Type.Union([Type.Integer(), Type.Null()], { description: 'Rows the last good cycle wrote' }),
  last_skipped: Type.Union([Type.Integer(), Type.Null()], { description: 'Items it had to leave out' }),
});

export default async function statusRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  let cached: { at: number; records: Awaited<ReturnType<typeof readStatus>> } | null = null;

  app.get(
    '/status/sources',
    {
      config: { auth: {} },
      schema: {
        tags: ['status'],
        summary: 'Every upstream source and how it is doing',
        description:
          'One entry per upstream, including those this deployment does not collect (disabled). Any key may ask. Data from a source that is down is still served, marked `stale: true` where it appears.',
        security: SECURITY,
        response: {
          200: Type.Object({
            status: Type.Literal('ok'),
            as_of: AsOf,
            count: Type.Integer(),
            sources: Type.Array(SourceSchema),
          }),
          ...problemResponses(...AUTHENTICATED_ERRORS),
        },
      },
    },
    async () => {
      const now = ctx.now();
      // The cache runs on the process's own clock: ctx.now may be frozen (tests) or jump.
      const tick = performance.now();
      if (!cached || tick - cached.at >= CACHE_MS) cached = { at: tick, records: await readStatus(ctx.db) };
      const sources = UPSTREAMS.map((u) => {
        const r = cached!.records.get(u.name) ?? null;
        // A source without an address (ETF_FLOWS_URL unset, NEWS_FEEDS empty) is not collected.
        const configured =
          u.setting === 'NEWS_FEEDS'
            ? ctx.config.collection.newsFeeds.length > 0
            : ctx.config.upstreams[u.setting] !== '';
        const collected = u.collector !== null && configured && ctx.config.liveSources.includes(u.collector);
        const ts = (t: number | null | undefined) => (t == null ? null : iso(t));
        return {
          name: u.name,
          feeds: u.feeds,
          state: stateOf(u, r, collected, now),
          collected,
          setting: u.setting,
          fresh_within_seconds: Math.round(u.freshForMs / 1000),
          age_seconds: r?.lastSuccessAt == null ? null : Math.max(0, Math.round((now - r.lastSuccessAt) / 1000)),
          last_success_at: ts(r?.lastSuccessAt),
          last_error_at: ts(r?.lastErrorAt),
          last_error: r?.lastError ?? null,
          successes: r?.successes ?? 0,
          failures: r?.failures ?? 0,
          consecutive_failures: r?.consecutiveFailures ?? 0,
          last_cycle_ms: r?.lastDurationMs ?? null,
          last_items: r?.lastItems ?? null,
          last_skipped: r?.lastSkipped ?? null,
        };
      });
      return { status: 'ok' as const, as_of: iso(now), count: sources.length, sources };
    },
  );
}
