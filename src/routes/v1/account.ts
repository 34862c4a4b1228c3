/**
 * /v1/account: the caller's own account: plan, limits, today's usage, and self-service keys.
 * Creating and revoking keys is production-only: sandbox keys include the shared public ones,
 * which must never be able to mint or revoke keys.
 */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { createKey, getAccount, listKeys, revokeKey } from '../../accounts/accounts.ts';
import { PLAN_PRICES_USD } from '../../accounts/plans.ts';
import { usageToday, utcDay } from '../../accounts/usage.ts';
import { nodeBillingLines } from '../../nodeintel/billing.ts';
import type { AppContext } from '../../platform/context.ts';
import { policiesFor } from '../../platform/limits/policies.ts';
import { AUTHENTICATED_ERRORS, problemResponses, SECURITY } from '../../platform/openapi.ts';
import { CreatedKeySchema, KeySchema, serialiseKey } from '../admin/shapes.ts';

const tags = ['account'];

const AccountView = Type.Object({
  status: Type.Literal('ok'),
  account: Type.Object({
    id: Type.String(),
    email: Type.String(),
    plan: Type.String(),
    price_usd_month: Type.Union([Type.Number(), Type.Null()]),
  }),
  key: Type.Object({ id: Type.String(), environment: Type.String(), scopes: Type.Array(Type.String()) }),
  limits: Type.Array(Type.Object({ name: Type.String(), quota: Type.Integer(), window_seconds: Type.Integer() }), {
    description: 'Rate policies of this key; the same as the RateLimit-Policy header',
  }),
  usage_today: Type.Object({
    day: Type.String({ description: 'UTC day' }),
    total: Type.Integer(),
    by_endpoint: Type.Record(Type.String(), Type.Integer()),
  }),
  node_intelligence: Type.Object(
    {
      enabled_chains: Type.Array(Type.String(), { examples: [['bsc']] }),
      lines: Type.Array(
        Type.Object({
          chain: Type.String({ examples: ['bsc'] }),
          chain_id: Type.Integer({ examples: [56] }),
          connection_id: Type.String(),
          enabled_since: Type.String({ format: 'date-time' }),
          price_usd_month: Type.Union([Type.Number(), Type.Null()], {
            description: 'Flat monthly price of the chain; null when set by contract',
          }),
          calls_today: Type.Integer({ description: 'Node Intelligence calls on this chain today (UTC)' }),
          calls_this_month: Type.Integer({ description: 'Node Intelligence calls on this chain this UTC month' }),
        }),
      ),
    },
    { description: 'Billed per chain: one line for each chain with a connected node (POST /v1/node/connections)' },
  ),
});

export default async function account(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.get(
    '/account',
    {
      config: { auth: {} },
      schema: {
        tags,
        summary: 'Your plan, limits and usage today',
        security: SECURITY,
        response: { 200: AccountView, ...problemResponses(...AUTHENTICATED_ERRORS) },
      },
    },
    async (request) => {
      const auth = request.auth!;
      const acc = await getAccount(ctx.db, auth.accountId);
      const now = ctx.now();
      const [byEndpoint, nodeLines] = await Promise.all([
        usageToday(ctx.database, ctx.usage, auth.accountId, now),
        nodeBillingLines(ctx, auth.accountId),
      ]);
      return {
        status: 'ok' as const,
        account: { id: acc.id, email: acc.email, plan: acc.plan, price_usd_month: PLAN_PRICES_USD[acc.plan] },
        key: { id: auth.keyId, environment: auth.environment, scopes: auth.scopes },
        limits: policiesFor(auth).map((p) => ({ name: p.name, quota: p.quota, window_seconds: p.windowSeconds })),
        usage_today: {
          day: utcDay(now),
          total: Object.values(byEndpoint).reduce((a, b) => a + b, 0),
          by_endpoint: byEndpoint,
        },
        node_intelligence: { enabled_chains: nodeLines.map((l) => l.chain), lines: nodeLines },
      };
    },
  );

  app.get(
    '/account/keys',
    {
      config: { auth: {} },
      schema: {
        tags,
        summary: "Your account's keys (never the secrets)",
        security: SECURITY,
        response: {
          200: Type.Object({ status: Type.Literal('ok'), keys: Type.Array(KeySchema) }),
          ...problemResponses(...AUTHENTICATED_ERRORS),
        },
      },
    },
    async (request) => ({
      status: 'ok' as const,
      keys: (await listKeys(ctx.db, request.auth!.accountId)).map(serialiseKey),
    }),
  );

  app.post(
    '/account/keys',
    {
      config: { auth: { environments: ['production'] } },
      schema: {
        tags,
        summary: 'Create another key for your account (production keys only)',
        security: SECURITY,
        body: Type.Object({
          environment: Type.Union([Type.Literal('sandbox'), Type.Literal('production')]),
          name: Type.Optional(Type.String({ maxLength: 100 })),
        }),
        response: {
          201: Type.Object({ status: Type.Literal('ok'), key: CreatedKeySchema }),
          ...problemResponses(...AUTHENTICATED_ERRORS),
        },
      },
    },
    async (request, reply) => {
      const body = request.body as { environment: 'sandbox' | 'production'; name?: string };
      const key = await createKey(ctx.db, { accountId: request.auth!.accountId, ...body });
      reply.code(201);
      return { status: 'ok' as const, key: serialiseKey(key) };
    },
  );

  app.delete(
    '/account/keys/:keyId',
    {
      config: { auth: { environments: ['production'] } },
      schema: {
        tags,
        summary: 'Revoke one of your keys (production keys only)',
        security: SECURITY,
        params: Type.Object({ keyId: Type.String({ pattern: '^key_[A-Za-z0-9_]+$' }) }),
        response: {
          200: Type.Object({ status: Type.Literal('ok'), key: KeySchema }),
          ...problemResponses(...AUTHENTICATED_ERRORS, 404),
        },
      },
    },
    async (request) => {
      const { keyId } = request.params as { keyId: string };
      // Scoped to the caller's account: another account's key id is simply not found.
      const key = await revokeKey(ctx.db, keyId, request.auth!.accountId);
      await ctx.invalidateKeys({ keyId });
      return { status: 'ok' as const, key: serialiseKey(key) };
    },
  );
}
