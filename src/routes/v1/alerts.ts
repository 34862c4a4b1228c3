/**
 * Alert rules: an account's conditions on one symbol, delivered as SIGNAL events (signal `alert`)
 * to the account's webhooks when they start to hold (docs/events.md). Trader plans and up, in
 * both environments; a sandbox key's rules watch the sandbox and fire on its clock moves. The
 * shared public sandbox keys cannot keep rules: strangers would see each other's.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { isPublicSandboxAccount } from '../../accounts/public-keys.ts';
import {
  ALERT_CONDITIONS,
  type AlertCondition,
  type AlertRule,
  conditionView,
  countRules,
  createRule,
  deleteRule,
  getRule,
  listRules,
  MAX_ALERTS_PER_ACCOUNT,
} from '../../alerts/rules.ts';
import type { AppContext } from '../../platform/context.ts';
import { ApiError, invalidParam } from '../../platform/errors.ts';
import { AUTHENTICATED_ERRORS, problemResponses, SECURITY } from '../../platform/openapi.ts';
import { SymbolParam, symbolOf } from './common.ts';

const tags = ['alerts'];
const ERRORS = problemResponses(...AUTHENTICATED_ERRORS, 403, 404);
const CREATE_ERRORS = problemResponses(...AUTHENTICATED_ERRORS, 403, 404, 409);
const PLANS_WITH_ALERTS = ['trader', 'pro', 'enterprise'];

/** Bounds of a condition's figure, by type: what a sane rule can ask for. */
const BOUNDS = {
  funding: { min: -0.05, max: 0.05, what: 'a funding rate, fraction per 8 h, from -0.05 to 0.05' },
  accumulation: { min: 0, max: 10, what: 'an accumulation score from 0 to 10' },
  whale: { min: 10_000, max: 10_000_000_000, what: 'USD from 10,000 to 10,000,000,000' },
} as const;

const ConditionSchema = Type.Object(
  {
    type: Type.Union(
      ALERT_CONDITIONS.map((c) => Type.Literal(c)),
      { description: 'What to watch (docs/events.md)' },
    ),
    direction: Type.Union([Type.Enum(['long', 'short']), Type.Null()], {
      description: 'confirmation: the side',
    }),
    bucket: Type.Union([Type.Enum(['HIGH', 'MEDIUM']), Type.Null()], {
      description: 'confirmation: the bucket the side must reach (MEDIUM also fires on a jump to HIGH)',
    }),
    level: Type.Union([Type.Number(), Type.Null()], {
      description: 'funding_above/funding_below: fraction per 8 h; accumulation_above: score 0..10',
    }),
    min_usd: Type.Union([Type.Number(), Type.Null()], { description: 'whale: smallest trade or liquidation, USD' }),
  },
  { additionalProperties: false },
);

const ConditionInput = Type.Object(
  {
    type: ConditionSchema.properties.type,
    direction: Type.Optional(Type.Union([Type.Literal('long'), Type.Literal('short')])),
    bucket: Type.Optional(Type.Union([Type.Literal('HIGH'), Type.Literal('MEDIUM')])),
    level: Type.Optional(Type.Number({ examples: [0.001] })),
    min_usd: Type.Optional(Type.Number({ examples: [1_000_000] })),
  },
  { additionalProperties: false },
);

const AlertSchema = Type.Object({
  alert_id: Type.Integer(),
  symbol: Type.String(),
  condition: ConditionSchema,
  description: Type.Union([Type.String(), Type.Null()]),
  environment: Type.Union([Type.Literal('sandbox'), Type.Literal('production')]),
  fired_count: Type.Integer({ description: 'Production: how often it fired (the sandbox keeps no count)' }),
  last_fired_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
});

const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

function view(rule: AlertRule) {
  return {
    alert_id: rule.id,
    symbol: rule.symbol,
    condition: conditionView(rule),
    description: rule.description,
    environment: rule.world,
    fired_count: rule.firedCount,
    last_fired_at: rule.lastFiredAt === null ? null : new Date(rule.lastFiredAt).toISOString(),
    created_at: new Date(rule.createdAt).toISOString(),
  };
}

/** The shared keys first (with the way out), then the scope, then the plan. */
async function mayKeepAlerts(request: FastifyRequest): Promise<void> {
  const auth = request.auth!;
  if (isPublicSandboxAccount(auth.accountId)) {
    throw new ApiError(
      'sandbox_shared_key',
      'public sandbox keys are shared by everyone, so they cannot keep alert rules; create an account (`msig account create`) and use its own sk_test_ key',
      { hint: 'create an account with `msig account create` and use its sk_test_ key' },
    );
  }
  if (!auth.scopes.includes('alerts')) throw new ApiError('forbidden', "this key lacks the 'alerts' scope");
  if (!PLANS_WITH_ALERTS.includes(auth.plan)) {
    throw new ApiError('plan_restricted', `alert rules are not included in the ${auth.plan} plan`, {
      plan: auth.plan,
      required_plans: PLANS_WITH_ALERTS,
    });
  }
}

type ConditionBody = {
  type: AlertCondition;
  direction?: 'long' | 'short';
  bucket?: 'HIGH' | 'MEDIUM';
  level?: number;
  min_usd?: number;
};

/** The fields each condition type needs, and no others; figures within their bounds. */
function checkCondition(c: ConditionBody) {
  const needs: Record<AlertCondition, Array<keyof ConditionBody>> = {
    confirmation: ['direction', 'bucket'],
    funding_above: ['level'],
    funding_below: ['level'],
    accumulation_above: ['level'],
    whale: ['min_usd'],
  };
  for (const field of ['direction', 'bucket', 'level', 'min_usd'] as const) {
    const wanted = needs[c.type].includes(field);
    if (wanted && c[field] === undefined) throw invalidParam('body', `condition.${field}`, `is required for ${c.type}`);
    if (!wanted && c[field] !== undefined)
      throw invalidParam('body', `condition.${field}`, `does not apply to ${c.type}`);
  }
  const bounds =
    c.type === 'whale' ? BOUNDS.whale : c.type === 'accumulation_above' ? BOUNDS.accumulation : BOUNDS.funding;
  const figure = c.type === 'whale' ? c.min_usd : c.level;
  if (figure !== undefined && !(figure >= bounds.min && figure <= bounds.max)) {
    throw invalidParam('body', c.type === 'whale' ? 'condition.min_usd' : 'condition.level', `must be ${bounds.what}`);
  }
}

export default async function alertRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const guarded = { config: { auth: {} }, preValidation: mayKeepAlerts };

  app.post(
    '/alerts',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Create an alert rule on one symbol',
        description: `Fires a SIGNAL event (signal \`alert\`) to your webhooks each time the condition starts to hold, at most once per 15 minutes (docs/events.md). At most ${MAX_ALERTS_PER_ACCOUNT} rules per account and environment. Trader plans and up.`,
        security: SECURITY,
        body: Type.Object(
          {
            symbol: SymbolParam,
            condition: ConditionInput,
            description: Type.Optional(Type.String({ maxLength: 200 })),
          },
          { additionalProperties: false },
        ),
        response: {
          201: Type.Object({ status: Type.Literal('ok'), ...AlertSchema.properties, message: Type.String() }),
          ...CREATE_ERRORS,
        },
      },
    },
    async (request, reply) => {
      const auth = request.auth!;
      const body = request.body as { symbol: string; condition: ConditionBody; description?: string };
      const symbol = symbolOf(request, body.symbol, 'symbol', 'body');
      checkCondition(body.condition);
      const c = body.condition;
      const rule = await ctx.database.transaction(async (tx) => {
        // Two creations at once must not both pass the count.
        await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`alerts:${auth.accountId}`]);
        if ((await countRules(tx, auth.accountId, auth.environment)) >= MAX_ALERTS_PER_ACCOUNT) {
          throw new ApiError(
            'conflict',
            `at most ${MAX_ALERTS_PER_ACCOUNT} alert rules per account and environment; delete one first`,
          );
        }
        return createRule(tx, {
          accountId: auth.accountId,
          world: auth.environment,
          symbol,
          condition: c.type,
          direction: c.direction ?? null,
          bucket: c.bucket ?? null,
          level: c.level ?? null,
          minUsd: c.min_usd ?? null,
          description: body.description ?? null,
        });
      });
      reply.code(201);
      const where = auth.environment === 'sandbox' ? 'on your sandbox clock moves' : 'after each collector cycle';
      return {
        status: 'ok' as const,
        ...view(rule),
        message: `evaluated ${where}; fires SIGNAL events to your webhooks subscribed to SIGNAL (try POST /v1/webhooks/test)`,
      };
    },
  );

  app.get(
    '/alerts',
    {
      ...guarded,
      schema: {
        tags,
        summary: "This environment's alert rules of the account, oldest first",
        security: SECURITY,
        response: {
          200: Type.Object({ status: Type.Literal('ok'), alerts: Type.Array(AlertSchema), limit: Type.Integer() }),
          ...ERRORS,
        },
      },
    },
    async (request) => {
      const auth = request.auth!;
      const rules = await listRules(ctx.database, auth.accountId, auth.environment);
      return { status: 'ok' as const, alerts: rules.map(view), limit: MAX_ALERTS_PER_ACCOUNT };
    },
  );

  app.get(
    '/alerts/:id',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'One alert rule',
        security: SECURITY,
        params: IdParams,
        response: { 200: Type.Object({ status: Type.Literal('ok'), ...AlertSchema.properties }), ...ERRORS },
      },
    },
    async (request) => {
      const auth = request.auth!;
      const rule = await getRule(ctx.database, auth.accountId, auth.environment, (request.params as { id: number }).id);
      if (!rule) throw notFound((request.params as { id: number }).id);
      return { status: 'ok' as const, ...view(rule) };
    },
  );

  app.delete(
    '/alerts/:id',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Delete an alert rule',
        security: SECURITY,
        params: IdParams,
        response: {
          200: Type.Object({ status: Type.Literal('ok'), alert_id: Type.Integer(), deleted: Type.Literal(true) }),
          ...ERRORS,
        },
      },
    },
    async (request) => {
      const auth = request.auth!;
      const id = (request.params as { id: number }).id;
      if (!(await deleteRule(ctx.database, auth.accountId, auth.environment, id))) throw notFound(id);
      return { status: 'ok' as const, alert_id: id, deleted: true as const };
    },
  );
}

/** Another account's rule, another environment's and none at all look the same. */
function notFound(id: number): ApiError {
  return new ApiError('not_found', `no alert rule ${id} for this key's account and environment`);
}
