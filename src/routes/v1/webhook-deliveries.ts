/**
 * A registration's delivery log and replays: GET /v1/webhooks/{id}/deliveries (every attempt with
 * its status, latency and error; filter by status), POST …/deliveries/{delivery_id}/redeliver and
 * POST /v1/webhooks/{id}/recover (every failed delivery of a window). Pro and Enterprise keys
 * only, sandbox included; the shared public sandbox keys are refused with the way to a sandbox of
 * one's own. Another account's registration is a 404.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { planHasWebhooks } from '../../accounts/plans.ts';
import { isPublicSandboxAccount } from '../../accounts/public-keys.ts';
import type { AppContext } from '../../platform/context.ts';
import { ApiError, invalidParam } from '../../platform/errors.ts';
import { AUTHENTICATED_ERRORS, problemResponses, SECURITY } from '../../platform/openapi.ts';
import { listDeliveries, type Owner, recoverFailed, redeliver } from '../../webhooks/delivery/operations.ts';
import type { DeliveryDeps } from '../../webhooks/delivery/policy.ts';
import { RETENTION_DAYS } from '../../webhooks/delivery/policy.ts';
import { checkInstant } from './time-params.ts';

export const WEBHOOK_AUTH = { auth: { scope: 'webhooks' } };
export const WEBHOOK_ERRORS = problemResponses(...AUTHENTICATED_ERRORS, 403, 404, 409);
const tags = ['webhooks'];

/** Refuses the shared public sandbox keys and plans without webhooks, before the body is read. */
export async function requireWebhookPlan(request: FastifyRequest): Promise<void> {
  const auth = request.auth!;
  if (isPublicSandboxAccount(auth.accountId)) {
    throw new ApiError(
      'sandbox_shared_key',
      'public sandbox keys are shared by everyone, so they cannot use webhooks; create an account (`msig account create`) and use its own sk_test_ key',
      { hint: 'create an account with `msig account create` and use its sk_test_ key' },
    );
  }
  if (!planHasWebhooks(auth.plan)) {
    throw new ApiError(
      'plan_restricted',
      `outbound webhooks need a Pro or Enterprise plan; this key's plan is ${auth.plan}`,
    );
  }
}

export function ownerOf(request: FastifyRequest): Owner {
  return { accountId: request.auth!.accountId, world: request.auth!.environment };
}

export function deliveryDeps(ctx: AppContext): DeliveryDeps {
  return { database: ctx.database, jobs: ctx.jobs, allowPrivateNetworks: ctx.config.webhookAllowPrivateNetworks };
}

const Status = Type.Union([Type.Literal('pending'), Type.Literal('succeeded'), Type.Literal('failed')]);
const WebhookId = Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'The registration (webhook_id)' });
const DeliveryId = Type.Integer({ minimum: 1, description: 'A delivery of that registration' });
const Time = Type.String({ format: 'date-time' });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

const AttemptSchema = Type.Object({
  n: Type.Integer({ description: "The attempt's number over the delivery's life (redeliveries continue it)" }),
  at: Time,
  response_status: Nullable(Type.Integer({ description: "The receiver's status; null when it never answered" })),
  latency_ms: Type.Integer({ description: 'Until the whole answer arrived, or the attempt gave up' }),
  error: Nullable(Type.String({ description: 'Why it failed (HTTP status and answer start, timeout, TLS, refused)' })),
});

const DeliverySchema = Type.Object({
  delivery_id: Type.Integer(),
  event_id: Type.String({
    description: 'The event id: the same on every attempt and redelivery',
    examples: ['evt_01k…'],
  }),
  event: Type.String({ examples: ['HIGH'] }),
  symbol: Type.String(),
  status: Status,
  test: Type.Boolean({ description: 'Sent by POST /v1/webhooks/test (never retried)' }),
  created_at: Time,
  completed_at: Nullable(Time),
  next_attempt_at: Nullable(Time),
  body: Type.String({ description: 'The exact bytes sent and signed, kept 30 days' }),
  attempts: Type.Array(AttemptSchema),
});

/** A body time: ISO 8601 or Unix ms, within the retention window. */
function bodyTime(raw: string | number | undefined, name: string, now: number): number | undefined {
  if (raw === undefined) return undefined;
  const ms = typeof raw === 'number' ? raw : Date.parse(raw);
  if (!Number.isFinite(ms)) throw invalidParam('body', name, 'must be an ISO 8601 time or Unix milliseconds');
  return checkInstant(ms, name, now - (RETENTION_DAYS + 1) * 86_400_000, now + 60_000, {
    where: 'body',
    earliest: `is older than the ${RETENTION_DAYS} days deliveries are kept`,
  });
}

export default async function webhookDeliveryRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const deps = deliveryDeps(ctx);
  const guarded = { config: WEBHOOK_AUTH, preValidation: requireWebhookPlan };

  app.get(
    '/webhooks/:id/deliveries',
    {
      ...guarded,
      schema: {
        tags,
        summary: "A webhook's delivery log: each delivery with every attempt",
        description:
          'Newest first. `status` filters; page with `cursor` (the `next_cursor` of the previous page). Deliveries and their attempts are kept 30 days.',
        security: SECURITY,
        params: Type.Object({ id: WebhookId }),
        querystring: Type.Object({
          status: Type.Optional(Status),
          cursor: Type.Optional(Type.Integer({ minimum: 1 })),
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 50 })),
        }),
        response: {
          200: Type.Object({
            status: Type.Literal('ok'),
            webhook_id: Type.Integer(),
            deliveries: Type.Array(DeliverySchema),
            next_cursor: Nullable(Type.Integer()),
          }),
          ...WEBHOOK_ERRORS,
        },
      },
    },
    async (request) => {
      const { id } = request.params as { id: number };
      const q = request.query as { status?: 'pending' | 'succeeded' | 'failed'; cursor?: number; limit?: number };
      return { status: 'ok' as const, webhook_id: id, ...(await listDeliveries(deps, ownerOf(request), id, q)) };
    },
  );

  app.post(
    '/webhooks/:id/deliveries/:delivery_id/redeliver',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Send one delivery again: a new series of attempts, the same event id and body',
        description:
          'For a delivery that succeeded or failed (409 while it is still pending, for a test delivery, or when the webhook is disabled). Retries follow as for any delivery.',
        security: SECURITY,
        params: Type.Object({ id: WebhookId, delivery_id: DeliveryId }),
        response: {
          202: Type.Object({
            status: Type.Literal('ok'),
            delivery_id: Type.Integer(),
            delivery_status: Type.Literal('pending'),
            attempt: Type.Integer({ description: 'The number the next attempt will have' }),
          }),
          ...WEBHOOK_ERRORS,
        },
      },
    },
    async (request, reply) => {
      const { id, delivery_id } = request.params as { id: number; delivery_id: number };
      const queued = await redeliver(deps, ownerOf(request), id, delivery_id);
      reply.code(202);
      return { status: 'ok' as const, ...queued };
    },
  );

  app.post(
    '/webhooks/:id/recover',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Redeliver every failed delivery created in a window',
        description:
          '`since` (required) and `until` (default now): ISO 8601 or Unix ms, within the 30 days deliveries are kept. Each failed delivery gets a new series of attempts with its own event id and body.',
        security: SECURITY,
        params: Type.Object({ id: WebhookId }),
        body: Type.Object(
          {
            since: Type.Union([Time, Type.Integer({ minimum: 0 })]),
            until: Type.Optional(Type.Union([Time, Type.Integer({ minimum: 0 })])),
          },
          { additionalProperties: false },
        ),
        response: {
          202: Type.Object({
            status: Type.Literal('ok'),
            webhook_id: Type.Integer(),
            requeued: Type.Integer({ description: 'Failed deliveries queued again' }),
            since: Time,
            until: Time,
          }),
          ...WEBHOOK_ERRORS,
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params as { id: number };
      const body = request.body as { since: string | number; until?: string | number };
      const now = Date.now();
      const since = bodyTime(body.since, 'since', now)!;
      const until = bodyTime(body.until, 'until', now) ?? now;
      if (until <= since) throw invalidParam('body', 'until', 'must be after since');
      const requeued = await recoverFailed(deps, ownerOf(request), id, new Date(since), new Date(until));
      reply.code(202);
      return {
        status: 'ok' as const,
        webhook_id: id,
        requeued,
        since: new Date(since).toISOString(),
        until: new Date(until).toISOString(),
      };
    },
  );
}
