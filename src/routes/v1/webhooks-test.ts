/**
 * POST /v1/webhooks/test: sends one correctly signed delivery to a registration now and answers
 * the attempt's outcome, so an integrator sees at once whether the receiver verifies and
 * acknowledges. Logged as a test delivery; never retried, never counted against the registration.
 */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { EVENT_NAMES, type EventName } from '../../events/outbox.ts';
import type { AppContext } from '../../platform/context.ts';
import { SECURITY } from '../../platform/openapi.ts';
import { sendTest } from '../../webhooks/delivery/operations.ts';
import { symbolOf } from './common.ts';
import { deliveryDeps, ownerOf, requireWebhookPlan, WEBHOOK_AUTH, WEBHOOK_ERRORS } from './webhook-deliveries.ts';

export default async function webhookTestRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const deps = deliveryDeps(ctx);
  app.post(
    '/webhooks/test',
    {
      config: WEBHOOK_AUTH,
      preValidation: requireWebhookPlan,
      schema: {
        tags: ['webhooks'],
        summary: 'Send a signed test delivery now and see the outcome',
        description:
          'The body is the real shape of the event (default HIGH) with `"test": true`, signed in the registration\'s format. The answer comes after the attempt (at most 10 s). `symbol` defaults to the registration\'s first symbol (TEST_BTC or BTC for ["*"]).',
        security: SECURITY,
        body: Type.Object(
          {
            webhook_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
            event: Type.Optional(Type.Union(EVENT_NAMES.map((e) => Type.Literal(e)))),
            symbol: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({
            status: Type.Literal('ok'),
            webhook_id: Type.Integer(),
            delivery_id: Type.Integer({ description: 'In the delivery log, marked test' }),
            event_id: Type.String(),
            event: Type.String(),
            symbol: Type.String(),
            format: Type.Integer({ description: '1 (X-Service-Signature) or 2 (Standard Webhooks)' }),
            delivered: Type.Boolean({ description: 'The receiver answered 2xx within 10 s' }),
            response_status: Type.Union([Type.Integer(), Type.Null()]),
            latency_ms: Type.Integer(),
            error: Type.Union([Type.String(), Type.Null()]),
            body: Type.String({ description: 'The exact bytes sent' }),
          }),
          ...WEBHOOK_ERRORS,
        },
      },
    },
    async (request) => {
      const body = request.body as { webhook_id: number; event?: EventName; symbol?: string };
      const symbol = body.symbol === undefined ? undefined : symbolOf(request, body.symbol, 'symbol', 'body');
      const outcome = await sendTest(deps, ownerOf(request), body.webhook_id, { event: body.event, symbol });
      return { status: 'ok' as const, webhook_id: body.webhook_id, ...outcome };
    },
  );
}
