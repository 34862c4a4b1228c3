/**
 * /v1/webhooks: the caller's outbound webhook registrations (Pro and Enterprise, their sandbox
 * keys included). A registration belongs to the key's account and environment. The shared
 * public sandbox keys are refused: strangers hold them, and would see each other's webhooks.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { planHasWebhooks } from '../../accounts/plans.ts';
import { isPublicSandboxAccount } from '../../accounts/public-keys.ts';
import { EVENT_NAMES } from '../../events/outbox.ts';
import type { AppContext } from '../../platform/context.ts';
import { ApiError } from '../../platform/errors.ts';
import { AUTHENTICATED_ERRORS, problemResponses, SECURITY } from '../../platform/openapi.ts';
import { CREATE_FIELDS, checkFieldTypes, UPDATE_FIELDS, WEBHOOK_LIMITS } from '../../webhooks/registration-input.ts';
import {
  createRegistration,
  deleteRegistration,
  getRegistration,
  listRegistrations,
  type NewRegistration,
  type Owner,
  type RegistrationChanges,
  updateRegistration,
  type WebhookRegistration,
} from '../../webhooks/registrations.ts';

const tags = ['webhooks'];
const errors = problemResponses(...AUTHENTICATED_ERRORS, 403, 404);
const EVENT_LIST = EVENT_NAMES.join(', ');

const Url = Type.String({
  minLength: 9,
  maxLength: WEBHOOK_LIMITS.urlMaxLength,
  pattern: '^https://',
  description:
    'Must start with https://. Its host must resolve to public addresses only (not loopback, private, link-local or cloud metadata), unless the operator set WEBHOOK_ALLOW_PRIVATE_NETWORKS=true. Stored normalised (lower-case host).',
  examples: ['https://bot.example.com/hooks/msig'],
});
const Events = Type.Array(Type.Union([...EVENT_NAMES, '*'].map((e) => Type.Literal(e))), {
  minItems: 1,
  maxItems: WEBHOOK_LIMITS.events,
  description: `Event names (${EVENT_LIST}), or ["*"] for every event. "*" must stand alone; duplicates are dropped.`,
  examples: [['HIGH', 'VETO']],
});
const Symbols = Type.Array(Type.String({ minLength: 1, maxLength: 40 }), {
  minItems: 1,
  maxItems: WEBHOOK_LIMITS.symbols,
  description: `Symbols of the key's environment (sandbox keys: TEST_ symbols), in any spelling /v1/symbols accepts (BTCUSDT, BTC-USDT, BINANCE:BTCUSDT.P), stored canonical and de-duplicated; or ["*"] for every symbol. At most ${WEBHOOK_LIMITS.symbols}.`,
  examples: [['TEST_BTC', 'TEST_ETH']],
});
const Secret = Type.String({
  minLength: WEBHOOK_LIMITS.secretMinLength,
  maxLength: WEBHOOK_LIMITS.secretMaxLength,
  writeOnly: true,
  description:
    'Input only, 16 to 256 printable characters. Kept only as its lowercase hex SHA-256, which keys the signatures (format 1: that hex text is the HMAC-SHA256 key; format 2: its 32 bytes). Never returned.',
  examples: ['whsec-7Hq2pX9vLm4Rt8Kc'],
});
const FORMAT_NOTE =
  '1: the documented X-Service-Event and X-Service-Signature headers; 2: Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature)';
const Format = Type.Union([Type.Literal(1), Type.Literal(2)], { description: FORMAT_NOTE, default: 1 });
const Description = Type.String({
  maxLength: WEBHOOK_LIMITS.descriptionMaxLength,
  description: 'A label of your own',
  examples: ['BTC and ETH entries for the main bot'],
});
const WebhookId = Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'webhook_id', examples: [42] });
const IdParams = Type.Object({ id: WebhookId });

const WebhookFields = {
  webhook_id: Type.Integer({ minimum: 1, examples: [42] }),
  url: Type.String({ examples: ['https://bot.example.com/hooks/msig'] }),
  events: Type.Array(Type.String(), { examples: [['HIGH', 'VETO']] }),
  symbols: Type.Array(Type.String(), { examples: [['TEST_BTC', 'TEST_ETH']] }),
  format: Type.Union([Type.Literal(1), Type.Literal(2)]),
  description: Type.Union([Type.String(), Type.Null()]),
  environment: Type.Union([Type.Literal('sandbox'), Type.Literal('production')], {
    description: 'The environment of the key that registered it: which events it receives',
  }),
  enabled: Type.Boolean({ description: 'false: no deliveries are made (see disabled_reason)' }),
  disabled_reason: Type.Union([Type.String(), Type.Null()], {
    description: 'Why it is disabled: disabled_by_request (PATCH enabled=false), or repeated failed deliveries',
    examples: [null],
  }),
  disabled_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  consecutive_failures: Type.Integer({
    minimum: 0,
    description: 'Deliveries in a row that failed after every retry; reset by an acknowledged one or by re-enabling',
  }),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
};
const Webhook = Type.Object({ status: Type.Literal('ok'), ...WebhookFields });
const WebhookItem = Type.Object(WebhookFields);

function view(w: WebhookRegistration) {
  return {
    webhook_id: w.id,
    url: w.url,
    events: w.events,
    symbols: w.symbols,
    format: w.format,
    description: w.description,
    environment: w.world,
    enabled: w.enabled,
    disabled_reason: w.disabledReason,
    disabled_at: w.disabledAt === null ? null : new Date(w.disabledAt).toISOString(),
    consecutive_failures: w.consecutiveFailures,
    created_at: new Date(w.createdAt).toISOString(),
    updated_at: new Date(w.updatedAt).toISOString(),
  };
}

/**
 * Who may manage webhooks, checked before the body is read: shared public keys (with the way to
 * a key of one's own), then the plan, then the key's scope.
 */
async function mayManageWebhooks(request: FastifyRequest): Promise<void> {
  const auth = request.auth!;
  if (isPublicSandboxAccount(auth.accountId)) {
    throw new ApiError(
      'sandbox_shared_key',
      'public sandbox keys are shared by everyone, so they cannot register webhooks; create an account (`msig account create`, Pro or Enterprise) and use its own sk_test_ key',
      { hint: 'create an account with `msig account create` and use its sk_test_ key' },
    );
  }
  if (!planHasWebhooks(auth.plan)) {
    throw new ApiError(
      'plan_restricted',
      `outbound webhooks are included in the Pro and Enterprise plans, not in ${auth.plan}`,
      { plan: auth.plan, required_plans: ['pro', 'enterprise'] },
    );
  }
  if (!auth.scopes.includes('webhooks')) throw new ApiError('forbidden', "this key lacks the 'webhooks' scope");
}

const ownerOf = (request: FastifyRequest): Owner => ({
  accountId: request.auth!.accountId,
  world: request.auth!.environment,
});

export default async function webhookRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const guarded = (fields?: Record<string, Parameters<typeof checkFieldTypes>[1][string]>) => ({
    config: { auth: {} },
    preValidation: async (request: FastifyRequest) => {
      await mayManageWebhooks(request);
      if (fields) checkFieldTypes(request.body, fields);
    },
  });

  app.post(
    '/webhooks',
    {
      ...guarded(CREATE_FIELDS),
      schema: {
        tags,
        summary: 'Register a webhook: events and symbols to receive at an https url, signed with your secret',
        description: `Pro and Enterprise plans (their sandbox keys included; not the public sandbox keys). A sandbox key's registration receives sandbox events (TEST_ symbols), a production key's production events. At most ${WEBHOOK_LIMITS.registrationsPerAccount} registrations per account in each environment (409 beyond). Test it with POST /v1/webhooks/test.`,
        security: SECURITY,
        body: Type.Object(
          {
            url: Url,
            events: Events,
            symbols: Symbols,
            secret: Secret,
            format: Type.Optional(Format),
            description: Type.Optional(Description),
          },
          { additionalProperties: false },
        ),
        response: {
          201: Type.Object({
            ...Webhook.properties,
            message: Type.String({
              examples: [
                'Webhook registered. Send a signed test delivery with POST /v1/webhooks/test {"webhook_id": 42}.',
              ],
            }),
          }),
          ...problemResponses(...AUTHENTICATED_ERRORS, 403, 409),
        },
      },
    },
    async (request, reply) => {
      const created = await createRegistration(ctx, ownerOf(request), request.body as NewRegistration);
      reply.code(201);
      return {
        status: 'ok' as const,
        ...view(created),
        message: `Webhook registered. Send a signed test delivery with POST /v1/webhooks/test {"webhook_id": ${created.id}}.`,
      };
    },
  );

  app.get(
    '/webhooks',
    {
      ...guarded(),
      schema: {
        tags,
        summary: "This account's webhook registrations in the key's environment",
        security: SECURITY,
        response: {
          200: Type.Object({
            status: Type.Literal('ok'),
            max_registrations: Type.Integer({ examples: [WEBHOOK_LIMITS.registrationsPerAccount] }),
            webhooks: Type.Array(WebhookItem),
          }),
          ...problemResponses(...AUTHENTICATED_ERRORS, 403),
        },
      },
    },
    async (request) => ({
      status: 'ok' as const,
      max_registrations: WEBHOOK_LIMITS.registrationsPerAccount,
      webhooks: (await listRegistrations(ctx, ownerOf(request))).map(view),
    }),
  );

  app.get(
    '/webhooks/:id',
    {
      ...guarded(),
      schema: {
        tags,
        summary: 'One webhook registration (never its secret)',
        security: SECURITY,
        params: IdParams,
        response: { 200: Webhook, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params as { id: number };
      return { status: 'ok' as const, ...view(await getRegistration(ctx, ownerOf(request), id)) };
    },
  );

  app.patch(
    '/webhooks/:id',
    {
      ...guarded(UPDATE_FIELDS),
      schema: {
        tags,
        summary: 'Change a webhook: url, events, symbols, format, description, rotate the secret, or disable/enable it',
        description:
          'Send only the fields to change. `secret` replaces the old one at once. `enabled: false` pauses deliveries (disabled_reason disabled_by_request); `enabled: true` resumes them and resets consecutive_failures.',
        security: SECURITY,
        params: IdParams,
        body: Type.Object(
          {
            url: Type.Optional(Url),
            events: Type.Optional(Events),
            symbols: Type.Optional(Symbols),
            secret: Type.Optional(Secret),
            format: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2)], { description: FORMAT_NOTE })),
            description: Type.Optional(Type.Union([Description, Type.Null()], { description: 'null removes it' })),
            enabled: Type.Optional(Type.Boolean()),
          },
          { additionalProperties: false, minProperties: 1 },
        ),
        response: { 200: Webhook, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params as { id: number };
      const changes = request.body as RegistrationChanges;
      return { status: 'ok' as const, ...view(await updateRegistration(ctx, ownerOf(request), id, changes)) };
    },
  );

  app.delete(
    '/webhooks/:id',
    {
      ...guarded(),
      schema: {
        tags,
        summary: 'Delete a webhook registration; its pending deliveries are not sent',
        security: SECURITY,
        params: IdParams,
        response: { 204: Type.Null({ description: 'Deleted' }), ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params as { id: number };
      await deleteRegistration(ctx, ownerOf(request), id);
      reply.code(204).send();
    },
  );
}
