/**
 * The admin API (bearer ADMIN_TOKEN): accounts, plans and keys. The `msig` CLI drives it, so it
 * works while the server holds the embedded database.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  createAccount,
  createKey,
  getAccount,
  listKeys,
  revokeKey,
  SCOPES,
  setLimits,
  setPlan,
} from '../../accounts/accounts.ts';
import { type AccountLimits, PLANS } from '../../accounts/plans.ts';
import type { AppContext } from '../../platform/context.ts';
import { ApiError } from '../../platform/errors.ts';
import { problemResponses } from '../../platform/openapi.ts';
import { AccountSchema, CreatedKeySchema, KeySchema, serialiseAccount, serialiseKey } from './shapes.ts';

const Plan = Type.Union(PLANS.map((p) => Type.Literal(p)));
const Environment = Type.Union([Type.Literal('sandbox'), Type.Literal('production')]);
const Scopes = Type.Array(Type.Union(SCOPES.map((s) => Type.Literal(s))), {
  minItems: 1,
  uniqueItems: true,
});
const AccountId = Type.Object({ accountId: Type.String({ pattern: '^acc_[A-Za-z0-9_]+$' }) });
const KeyId = Type.Object({ keyId: Type.String({ pattern: '^key_[A-Za-z0-9_]+$' }) });
const common = { tags: ['admin'], security: [{ AdminToken: [] }] };

function digest(s: string) {
  return createHash('sha256').update(s).digest();
}

export function checkAdmin(ctx: AppContext, request: FastifyRequest): void {
  if (!ctx.config.adminToken) throw new ApiError('unauthorized', 'the admin API is disabled: set ADMIN_TOKEN');
  const m = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '');
  // Compare digests so the comparison is constant-time whatever the lengths.
  if (!m || !timingSafeEqual(digest(m[1]!.trim()), digest(ctx.config.adminToken))) {
    throw new ApiError('unauthorized', 'missing or wrong admin token (Authorization: Bearer <ADMIN_TOKEN>)');
  }
}

export default async function adminAccounts(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.addHook('onRequest', async (request) => checkAdmin(ctx, request));

  app.post(
    '/accounts',
    {
      schema: {
        ...common,
        summary: 'Create an account with one sandbox and one production key',
        body: Type.Object({ email: Type.String({ format: 'email', maxLength: 254 }), plan: Plan }),
        response: {
          201: Type.Object({
            account: AccountSchema,
            keys: Type.Object({ test: CreatedKeySchema, live: CreatedKeySchema }),
          }),
          ...problemResponses(400, 401, 409),
        },
      },
    },
    async (request, reply) => {
      const body = request.body as { email: string; plan: (typeof PLANS)[number] };
      const account = await createAccount(ctx.db, body);
      const test = await createKey(ctx.db, {
        accountId: account.id,
        environment: 'sandbox',
        name: 'default sandbox key',
      });
      const live = await createKey(ctx.db, {
        accountId: account.id,
        environment: 'production',
        name: 'default production key',
      });
      reply.code(201);
      return { account: serialiseAccount(account), keys: { test: serialiseKey(test), live: serialiseKey(live) } };
    },
  );

  app.get(
    '/accounts/:accountId',
    {
      schema: {
        ...common,
        summary: 'An account and its keys (never the secrets)',
        params: AccountId,
        response: {
          200: Type.Object({ account: AccountSchema, keys: Type.Array(KeySchema) }),
          ...problemResponses(401, 404),
        },
      },
    },
    async (request) => {
      const { accountId } = request.params as { accountId: string };
      const account = await getAccount(ctx.db, accountId);
      return { account: serialiseAccount(account), keys: (await listKeys(ctx.db, accountId)).map(serialiseKey) };
    },
  );

  app.patch(
    '/accounts/:accountId',
    {
      schema: {
        ...common,
        summary: "Change an account's plan, or set its own quotas (enterprise)",
        params: AccountId,
        body: Type.Object(
          {
            plan: Type.Optional(Plan),
            limits: Type.Optional(
              Type.Union([
                Type.Object(
                  {
                    perDay: Type.Integer({ minimum: 1 }),
                    perMinute: Type.Integer({ minimum: 1 }),
                    sandboxPerHour: Type.Optional(
                      Type.Integer({ minimum: 1, description: 'Sandbox keys: per hour (default 10,000)' }),
                    ),
                    sandboxPerMinute: Type.Optional(
                      Type.Integer({ minimum: 1, description: 'Sandbox keys: per-minute burst (default 500)' }),
                    ),
                  },
                  { additionalProperties: false },
                ),
                Type.Null(),
              ]),
            ),
          },
          { minProperties: 1 },
        ),
        response: { 200: Type.Object({ account: AccountSchema }), ...problemResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { accountId } = request.params as { accountId: string };
      const body = request.body as {
        plan?: (typeof PLANS)[number];
        limits?: AccountLimits | null;
      };
      let account = await getAccount(ctx.db, accountId);
      if (body.plan) account = await setPlan(ctx.db, accountId, body.plan);
      if (body.limits !== undefined) {
        if (body.limits !== null && account.plan !== 'enterprise') {
          throw new ApiError('conflict', 'own quotas are for enterprise accounts; change the plan first');
        }
        account = await setLimits(ctx.db, accountId, body.limits);
      }
      await ctx.invalidateKeys({ accountId });
      return { account: serialiseAccount(account) };
    },
  );

  app.post(
    '/accounts/:accountId/keys',
    {
      schema: {
        ...common,
        summary: 'Create a key (the secret is shown once, in this response)',
        params: AccountId,
        body: Type.Object({
          environment: Environment,
          name: Type.Optional(Type.String({ maxLength: 100 })),
          scopes: Type.Optional(Scopes),
        }),
        response: { 201: Type.Object({ key: CreatedKeySchema }), ...problemResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { accountId } = request.params as { accountId: string };
      const body = request.body as { environment: 'sandbox' | 'production'; name?: string; scopes?: string[] };
      const key = await createKey(ctx.db, { accountId, ...body });
      reply.code(201);
      return { key: serialiseKey(key) };
    },
  );

  app.delete(
    '/keys/:keyId',
    {
      schema: {
        ...common,
        summary: 'Revoke a key; it stops working at once',
        params: KeyId,
        response: { 200: Type.Object({ key: KeySchema }), ...problemResponses(401, 404) },
      },
    },
    async (request) => {
      const { keyId } = request.params as { keyId: string };
      const key = await revokeKey(ctx.db, keyId);
      await ctx.invalidateKeys({ keyId });
      return { key: serialiseKey(key) };
    },
  );
}
