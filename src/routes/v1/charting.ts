/**
 * /v1/charting: inbound alerts from a charting platform that cannot send headers. POST /secret
 * (API key) issues the account's secret for the key's environment; POST /webhook (no key: the
 * body's secret) runs the alert through the confirm operation. Thin: src/webhooks/charting does
 * the work.
 */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { isPublicSandboxAccount } from '../../accounts/public-keys.ts';
import { CompositeConfirmation } from '../../confirm/schemas.ts';
import { clientAddress } from '../../platform/auth/client-address.ts';
import type { AppContext } from '../../platform/context.ts';
import { ApiError } from '../../platform/errors.ts';
import { AUTHENTICATED_ERRORS, problemResponses, SECURITY } from '../../platform/openapi.ts';
import { MAX_ALERT_BYTES, parseFormAlert, parseJsonAlert } from '../../webhooks/charting/body.ts';
import { ALERTS_PER_MINUTE, forgetChartingSecrets, receiveAlert } from '../../webhooks/charting/receive.ts';
import { issueSecret } from '../../webhooks/charting/secrets.ts';
import { read } from './common.ts';

const tags = ['charting'];
const JSON_TYPE = 'application/json; charset=utf-8';

/** A ready-to-paste alert message for a strategy alert, with the secret filled in. */
export function alertMessageTemplate(secret: string): string {
  return JSON.stringify({
    secret,
    ticker: '{{ticker}}',
    action: '{{strategy.order.action}}',
    market_position: '{{strategy.market_position}}',
    order_id: '{{strategy.order.id}}',
    time: '{{time}}',
    price: '{{close}}',
    timeframe: '{{interval}}',
  });
}

const IssuedSecret = Type.Object({
  status: Type.Literal('ok'),
  secret: Type.String({ description: 'Shown only now; only its SHA-256 is kept', examples: ['chs_live_…'] }),
  prefix: Type.String({ description: 'The first characters, to tell secrets apart' }),
  environment: Type.Enum(['sandbox', 'production']),
  created_at: Type.String({ format: 'date-time' }),
  webhook_path: Type.String({ examples: ['/v1/charting/webhook'] }),
  alert_message: Type.String({ description: 'A strategy alert message with this secret filled in' }),
  message: Type.String(),
});

const Alert = Type.Object(
  {
    secret: Type.String({ description: 'The secret POST /v1/charting/secret issued (chs_test_… or chs_live_…)' }),
    ticker: Type.Optional(
      Type.String({ description: 'BINANCE:BTCUSDT.P, BTCUSDT, BTC, … ({{ticker}})', examples: ['BINANCE:BTCUSDT.P'] }),
    ),
    symbol: Type.Optional(Type.String({ description: 'The same as ticker; wins when both are given' })),
    direction: Type.Optional(
      Type.Enum(['long', 'short', 'flat'], {
        description: 'The side to confirm; flat is an exit (202, not evaluated)',
      }),
    ),
    action: Type.Optional(
      Type.Enum(['buy', 'sell'], { description: 'Used when direction is absent ({{strategy.order.action}})' }),
    ),
    market_position: Type.Optional(
      Type.Enum(['long', 'short', 'flat'], {
        description:
          'The position after the order ({{strategy.market_position}}): flat, or an order against it, is an exit',
      }),
    ),
    prev_market_position: Type.Optional(Type.Enum(['long', 'short', 'flat'])),
    id: Type.Optional(
      Type.String({ maxLength: 64, description: 'Your alert id: the same id within 60 s is a duplicate' }),
    ),
    order_id: Type.Optional(Type.String({ maxLength: 64, description: '{{strategy.order.id}}' })),
    time: Type.Optional(Type.String({ maxLength: 64, description: '{{time}}: with order_id, the duplicate key' })),
    price: Type.Optional(
      Type.Union([Type.Number({ exclusiveMinimum: 0 }), Type.String()], { description: '{{close}}' }),
    ),
    timeframe: Type.Optional(Type.String({ maxLength: 16 })),
    strategy: Type.Optional(Type.String({ maxLength: 64, description: 'Recorded as the usage label' })),
  },
  { additionalProperties: true },
);

const ExitAck = Type.Object({
  status: Type.Literal('ok'),
  evaluated: Type.Literal(false),
  symbol: Type.String(),
  reason: Type.String({ examples: ['the order leaves the position flat'] }),
});

const REPLAYED = {
  'Idempotent-Replayed': {
    description: 'true when this is the answer to the same alert within the last 60 s, not a new evaluation',
    schema: { type: 'string', enum: ['true', 'false'] },
  },
};

export default async function chartingRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  // This plugin's own body parsers (Fastify scopes them to it): the platform sends its message as
  // application/json when it is valid JSON and as text/plain otherwise; some senders use forms.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  const jsonText = (text: string) => {
    let out: unknown;
    parseJson({} as never, text, (err, value) => {
      if (err) throw err;
      out = value;
    });
    return out;
  };
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser(['application/json', 'text/plain'], { parseAs: 'string' }, (_req, body, done) => {
    try {
      done(null, parseJsonAlert(body as string, jsonText));
    } catch (err) {
      done(err as Error, undefined);
    }
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    try {
      done(null, parseFormAlert(body as string));
    } catch (err) {
      done(err as Error, undefined);
    }
  });

  app.post(
    '/charting/secret',
    {
      config: { auth: { scope: 'alerts' } },
      schema: {
        tags,
        summary: "Issue your account's charting alert secret",
        description:
          "Issues the secret charting alerts carry in their body, for the key's environment (a sandbox key issues a sandbox secret, a live key a production one). It is shown once and stored only as its SHA-256; issuing again replaces it, and the old one is refused from the next alert on. Any plan (the alert runs confirm, with the plan's symbols); needs the alerts scope. The shared public sandbox keys cannot issue one.",
        security: SECURITY,
        response: { 201: IssuedSecret, ...problemResponses(...AUTHENTICATED_ERRORS, 403) },
      },
    },
    async (request, reply) => {
      const auth = request.auth!;
      if (isPublicSandboxAccount(auth.accountId)) {
        throw new ApiError(
          'sandbox_shared_key',
          'the shared public sandbox keys cannot issue a charting secret (strangers share them): create an account and use its own sandbox key',
        );
      }
      const issued = await issueSecret(ctx.database, auth.accountId, auth.environment);
      forgetChartingSecrets(ctx, auth.accountId, auth.environment);
      // Other instances forget the old secret's owner too (the key bus carries account changes).
      await ctx.invalidateKeys({ accountId: auth.accountId });
      reply.code(201).header('cache-control', 'no-store');
      return {
        status: 'ok' as const,
        secret: issued.secret,
        prefix: issued.prefix,
        environment: issued.environment,
        created_at: issued.createdAt.toISOString(),
        webhook_path: '/v1/charting/webhook',
        alert_message: alertMessageTemplate(issued.secret),
        message:
          'Store the secret now: it is not shown again. Issuing another replaces it at once. Paste alert_message into the alert and point its webhook at POST /v1/charting/webhook.',
      };
    },
  );

  app.post(
    '/charting/webhook',
    {
      bodyLimit: MAX_ALERT_BYTES,
      // The body is checked by the alert reader after the secret, so a stranger learns nothing
      // about the fields and a broken template gets a message naming its field.
      validatorCompiler: () => (value: unknown) => ({ value }),
      schema: {
        tags,
        summary: 'Receive a charting alert and answer with its confirmation',
        description: `No API key: the body's \`secret\` names the account and its environment. Bodies: application/json, text/plain holding JSON, or application/x-www-form-urlencoded (at most ${MAX_ALERT_BYTES} bytes). Answers 200 with the composite confirmation; 202 when the alert is an exit (not evaluated); the same alert within 60 s is answered again without a new evaluation (\`Idempotent-Replayed: true\`). At most ${ALERTS_PER_MINUTE} alerts per minute per account and environment (fewer when the plan's burst is lower), plus the plan's daily (sandbox: hourly) quota. An unreplaced placeholder is a 400 naming the field. See docs/charting.md.`,
        body: Alert,
        response: {
          200: { ...CompositeConfirmation, headers: REPLAYED },
          202: ExitAck,
          ...problemResponses(400, 401, 403, 404, 413, 415, 429, 503, 504),
        },
      },
    },
    async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const answer = await receiveAlert(ctx, body, clientAddress(request.ip), {
        onLimits: (headers) => reply.headers(headers),
        guard: read,
      });
      return reply
        .code(answer.status)
        .type(JSON_TYPE)
        .header('cache-control', 'no-store')
        .header('idempotent-replayed', String(answer.replayed))
        .send(answer.body);
    },
  );
}
