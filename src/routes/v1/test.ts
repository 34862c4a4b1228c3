/**
 * Sandbox-only operations: reset, error injection, the test clock and status. Registered both
 * under /v1 and bare (/test/...). A production key gets 404 here. The public sandbox keys may
 * read (status, events) but not change state: strangers share them.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { isPublicSandboxAccount } from '../../accounts/public-keys.ts';
import { listRules } from '../../alerts/rules.ts';
import { AlertSignalPayloadSchema, SignalEventPayloadSchema, WhaleSignalPayloadSchema } from '../../events/payloads.ts';
import { readableSymbols } from '../../market/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { ApiError, INJECTABLE_CODES, type InjectableCode, invalidParam } from '../../platform/errors.ts';
import { AUTHENTICATED_ERRORS, problemResponses, SECURITY } from '../../platform/openapi.ts';
import { publishReplay, SANDBOX_KINDS } from '../../sandbox/events.ts';
import { MAX_EVENTS_PER_MOVE, MAX_REPLAY_MS, replayWindow } from '../../sandbox/simulate.ts';
import { createSyntheticView, SANDBOX_HISTORY_MS, SANDBOX_SEED } from '../../sources/synthetic/index.ts';
import { checkInstant } from './time-params.ts';

const sandboxOnly = { auth: { environments: ['sandbox' as const] } };
const tags = ['sandbox'];
const errors = problemResponses(...AUTHENTICATED_ERRORS, 404);
const changeErrors = problemResponses(...AUTHENTICATED_ERRORS, 403, 404);
const Resource = Type.String({
  minLength: 1,
  maxLength: 40,
  description: 'One resource: clock, errors or whales (GET /v1/test/status lists them); none resets everything',
  examples: ['clock'],
});
/** The clock may be set anywhere from 2020 to ten years ahead: the synthetic world is defined there. */
const EARLIEST = Date.UTC(2020, 0, 1);
const LATEST_AHEAD_MS = 10 * 366 * 86_400_000;

const EventSchema = Type.Object({
  seq: Type.Integer(),
  t: Type.Integer({ description: 'When the signal fired, Unix ms (sandbox time)' }),
  event: Type.Enum(['HIGH', 'MEDIUM', 'VETO', 'SIGNAL'], {
    description: 'A confirmation side changing event (HIGH, MEDIUM, VETO), or a SIGNAL (a whale trade, an alert rule)',
  }),
  kind: Type.Enum([...SANDBOX_KINDS], {
    description: 'confirm: a confirmation bucket change; whale: a test whale trade; alert: one of your alert rules',
  }),
  symbol: Type.String(),
  direction: Type.Union([Type.String(), Type.Null()]),
  payload: Type.Union(
    [
      SignalEventPayloadSchema,
      WhaleSignalPayloadSchema,
      AlertSignalPayloadSchema,
      Type.Record(Type.String(), Type.Unknown()),
    ],
    {
      description: 'The event as a webhook carries it, with webhook_id null (docs/events.md)',
    },
  ),
});

function clockView(nowMs: number, frozen: boolean) {
  return {
    now_ms: nowMs,
    iso: new Date(nowMs).toISOString(),
    mode: frozen ? ('frozen' as const) : ('real_time' as const),
  };
}
const ClockSchema = Type.Object({
  now_ms: Type.Integer(),
  iso: Type.String(),
  mode: Type.Union([Type.Literal('frozen'), Type.Literal('real_time')]),
});

/**
 * Controls that change sandbox state refuse the shared public keys before the body is even
 * validated, so a stranger learns nothing but the way to a sandbox of their own.
 */
async function refuseSharedKey(request: FastifyRequest): Promise<void> {
  if (isPublicSandboxAccount(request.auth!.accountId)) {
    throw new ApiError(
      'sandbox_shared_key',
      'public sandbox keys are shared by everyone, so they cannot change sandbox state; create an account (`msig account create`) and use its own sk_test_ key to move the clock, inject errors or reset',
      { hint: 'create an account with `msig account create` and use its sk_test_ key' },
    );
  }
}
const changesState = { config: sandboxOnly, preValidation: refuseSharedKey };

export default async function sandboxRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.post(
    '/test/reset',
    {
      ...changesState,
      schema: {
        tags,
        summary: "Reset this account's sandbox state (one resource, or everything)",
        security: SECURITY,
        querystring: Type.Object({ resource: Type.Optional(Resource) }),
        body: Type.Optional(Type.Union([Type.Object({ resource: Type.Optional(Resource) }), Type.Null()])),
        response: {
          200: Type.Object({
            status: Type.Literal('reset_complete'),
            timestamp: Type.Integer(),
            resource: Type.String(),
          }),
          ...changeErrors,
        },
      },
    },
    async (request) => {
      const accountId = request.auth!.accountId;
      const q = request.query as { resource?: string };
      const b = request.body as { resource?: string } | undefined | null;
      const resource = q.resource ?? b?.resource;
      const allowed = ctx.sandbox.resettable();
      if (resource !== undefined && !allowed.includes(resource)) {
        const where = q.resource === undefined ? 'body' : 'query';
        throw invalidParam(where, 'resource', `must be one of ${allowed.join(', ')} (or absent for everything)`);
      }
      const timestamp = await ctx.sandbox.reset(accountId, resource);
      return { status: 'reset_complete' as const, timestamp, resource: resource ?? 'all' };
    },
  );

  app.post(
    '/test/inject-error',
    {
      ...changesState,
      schema: {
        tags,
        summary: 'Make the next matching requests of this account fail with an error',
        description:
          'The persistent counterpart of the X-Test-Error header. The /test operations themselves are never affected by injected errors, so reset always works (an X-Test-Error header sent with a /test request does apply to that request).',
        security: SECURITY,
        body: Type.Object({
          code: Type.Union(INJECTABLE_CODES.map((c) => Type.Literal(c))),
          path: Type.Optional(
            Type.String({ pattern: '^/', maxLength: 200, description: 'Path prefix, with or without /v1' }),
          ),
          count: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
          ttl_seconds: Type.Optional(Type.Integer({ minimum: 1, maximum: 86_400 })),
        }),
        response: {
          201: Type.Object({
            status: Type.Literal('ok'),
            id: Type.Integer(),
            code: Type.String(),
            path: Type.Union([Type.String(), Type.Null()]),
            remaining: Type.Union([Type.Integer(), Type.Null()]),
            expires_at: Type.Union([Type.Integer(), Type.Null()]),
          }),
          ...changeErrors,
        },
      },
    },
    async (request, reply) => {
      const accountId = request.auth!.accountId;
      const body = request.body as { code: InjectableCode; path?: string; count?: number; ttl_seconds?: number };
      // Without a count or a TTL an injection would last forever; default to one hour.
      const ttl = body.ttl_seconds ?? (body.count === undefined ? 3_600 : null);
      const inj = await ctx.sandbox.addInjection(accountId, {
        code: body.code,
        pathPrefix: body.path ?? null,
        remaining: body.count ?? null,
        expiresAt: ttl === null ? null : ctx.now() + ttl * 1000,
      });
      reply.code(201);
      return {
        status: 'ok' as const,
        id: inj.id,
        code: inj.code,
        path: inj.pathPrefix,
        remaining: inj.remaining,
        expires_at: inj.expiresAt,
      };
    },
  );

  app.post(
    '/test/simulate-time',
    {
      ...changesState,
      schema: {
        tags,
        summary: "Freeze this account's sandbox clock at an instant, or move it forward",
        description: `Send {"to": <unix ms>} or {"advance_seconds": n}. Signals that fire in the skipped window are emitted, in order, as events (replayed over at most the last ${MAX_REPLAY_MS / 86_400_000} days, at most ${MAX_EVENTS_PER_MOVE} kept), your sandbox alert rules included; each is delivered to your matching sandbox webhooks (docs/events.md).`,
        security: SECURITY,
        body: Type.Object(
          {
            to: Type.Optional(
              Type.Integer({ minimum: 0, description: 'Unix ms, from 2020-01-01 to ten years ahead of now' }),
            ),
            advance_seconds: Type.Optional(Type.Integer({ minimum: 1, maximum: 366 * 86_400 })),
          },
          { oneOf: [{ required: ['to'] }, { required: ['advance_seconds'] }] },
        ),
        response: {
          200: Type.Object({
            status: Type.Literal('ok'),
            clock: ClockSchema,
            previous_ms: Type.Integer(),
            replayed_from: Type.Integer(),
            events_emitted: Type.Integer(),
            events_dropped: Type.Integer(),
            events: Type.Array(EventSchema),
          }),
          ...changeErrors,
        },
      },
    },
    async (request) => {
      const accountId = request.auth!.accountId;
      const body = request.body as { to?: number; advance_seconds?: number };
      // The schema admits exactly one of the two; `to` is checked like every other instant
      // (a value in Unix seconds is named as such).
      const latest = ctx.now() + LATEST_AHEAD_MS;
      const bounds = { where: 'body', latest: 'more than ten years ahead', earliest: 'before 2020' };
      if (body.to !== undefined) checkInstant(body.to, 'to', EARLIEST, latest, bounds);
      const { nowMs: previous } = await ctx.sandbox.clock(accountId);
      const target = body.to ?? previous + body.advance_seconds! * 1000;
      if (target > latest) checkInstant(target, 'advance_seconds', EARLIEST, latest, bounds);
      const replay = await replayWindow(
        createSyntheticView({ now: () => target }),
        previous,
        target,
        readableSymbols(request.auth!),
        await listRules(ctx.database, accountId, 'sandbox'),
      );
      await ctx.sandbox.setClock(accountId, target);
      // Into the one events table, with a delivery to each matching sandbox webhook of the account.
      const events = await publishReplay(
        { database: ctx.database, jobs: ctx.jobs, hub: ctx.hub },
        accountId,
        replay.events,
      );
      return {
        status: 'ok' as const,
        clock: clockView(target, true),
        previous_ms: previous,
        replayed_from: replay.replayedFrom,
        events_emitted: events.length,
        events_dropped: replay.dropped,
        events,
      };
    },
  );

  app.get(
    '/test/events',
    {
      config: sandboxOnly,
      schema: {
        tags,
        summary: 'Events emitted to this account by clock moves, oldest first',
        description:
          "Read from the one events table (the account's sandbox events); `seq` is the event's position there, so it grows but is not contiguous.",
        security: SECURITY,
        querystring: Type.Object({
          after: Type.Integer({
            minimum: 0,
            // Past the bigint column the database would fail the read (a 500): a 400 instead.
            maximum: Number.MAX_SAFE_INTEGER,
            default: 0,
            description: 'Return events with seq greater than this',
          }),
          limit: Type.Integer({ minimum: 1, maximum: 500, default: 100 }),
        }),
        response: {
          200: Type.Object({ status: Type.Literal('ok'), events: Type.Array(EventSchema), next_after: Type.Integer() }),
          ...errors,
        },
      },
    },
    async (request) => {
      const q = request.query as { after: number; limit: number };
      const events = await ctx.sandbox.listEvents(request.auth!.accountId, q.after, q.limit);
      return { status: 'ok' as const, events, next_after: events.at(-1)?.seq ?? q.after };
    },
  );

  app.get(
    '/test/status',
    {
      config: sandboxOnly,
      schema: {
        tags,
        summary: 'Sandbox health: the clock, seed, data range, active injected errors and last reset',
        security: SECURITY,
        response: {
          200: Type.Object({
            status: Type.Literal('ok'),
            environment: Type.Literal('sandbox'),
            clock: ClockSchema,
            seed: Type.String(),
            data_range: Type.Object({ from_ms: Type.Integer(), to_ms: Type.Integer() }),
            symbols: Type.Array(Type.String(), { description: 'The TEST_ symbols this key can read' }),
            resettable: Type.Array(Type.String(), { description: 'Resources POST /v1/test/reset accepts' }),
            active_errors: Type.Array(
              Type.Object({
                id: Type.Integer(),
                code: Type.String(),
                path: Type.Union([Type.String(), Type.Null()]),
                remaining: Type.Union([Type.Integer(), Type.Null()]),
                expires_at: Type.Union([Type.Integer(), Type.Null()]),
              }),
            ),
            last_reset: Type.Union([Type.Object({ at_ms: Type.Integer(), resource: Type.String() }), Type.Null()]),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const accountId = request.auth!.accountId;
      const { nowMs, frozen } = await ctx.sandbox.clock(accountId);
      const state = await ctx.sandbox.state(accountId);
      return {
        status: 'ok' as const,
        environment: 'sandbox' as const,
        clock: clockView(nowMs, frozen),
        seed: SANDBOX_SEED,
        data_range: { from_ms: nowMs - SANDBOX_HISTORY_MS, to_ms: nowMs },
        symbols: readableSymbols(request.auth!),
        resettable: ctx.sandbox.resettable(),
        active_errors: state.injections.map((i) => ({
          id: i.id,
          code: i.code,
          path: i.pathPrefix,
          remaining: i.remaining,
          expires_at: i.expiresAt,
        })),
        last_reset:
          state.lastResetAt === null ? null : { at_ms: state.lastResetAt, resource: state.lastResetResource ?? 'all' },
      };
    },
  );
}
