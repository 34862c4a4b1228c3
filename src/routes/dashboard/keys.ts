/**
 * /dashboard/api/keys: the account's API keys (prefix, environment, last use), creating sandbox
 * and live keys (the secret is in the answer once), and revoking them. The same account
 * operations the admin and account APIs use.
 */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { createKey, listKeys, revokeKey } from '../../accounts/accounts.ts';
import { lastUseByKey } from '../../accounts/usage.ts';
import { sessionGuard } from '../../dashboard/sessions.ts';
import type { AppContext } from '../../platform/context.ts';
import { ApiError } from '../../platform/errors.ts';
import { serialiseKey } from '../admin/shapes.ts';

/** An account keeps at most this many unrevoked keys made from the dashboard. */
export const MAX_ACTIVE_KEYS = 20;

export default async function keyRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const session = sessionGuard(ctx);

  app.get('/api/keys', session, async (request) => {
    const accountId = request.dashboardSession!.accountId;
    const [keys, lastUse] = await Promise.all([
      listKeys(ctx.db, accountId),
      lastUseByKey(ctx.database, ctx.usage, accountId, ctx.now()),
    ]);
    return {
      status: 'ok' as const,
      keys: keys.map((k) => ({ ...serialiseKey(k), last_used_day: lastUse.get(k.id) ?? null })),
    };
  });

  app.post(
    '/api/keys',
    {
      ...session,
      schema: {
        body: Type.Object(
          {
            environment: Type.Union([Type.Literal('sandbox'), Type.Literal('production')]),
            name: Type.Optional(Type.String({ maxLength: 100 })),
          },
          { additionalProperties: false },
        ),
      },
    },
    async (request, reply) => {
      const accountId = request.dashboardSession!.accountId;
      const body = request.body as { environment: 'sandbox' | 'production'; name?: string };
      const active = (await listKeys(ctx.db, accountId)).filter((k) => !k.revokedAt).length;
      if (active >= MAX_ACTIVE_KEYS) {
        throw new ApiError('conflict', `at most ${MAX_ACTIVE_KEYS} active keys per account: revoke one first`);
      }
      const key = await createKey(ctx.db, { accountId, environment: body.environment, name: body.name || null });
      reply.code(201).header('cache-control', 'no-store');
      return { status: 'ok' as const, key: serialiseKey(key) };
    },
  );

  app.delete(
    '/api/keys/:keyId',
    { ...session, schema: { params: Type.Object({ keyId: Type.String({ pattern: '^key_[A-Za-z0-9_]{1,64}$' }) }) } },
    async (request) => {
      const { keyId } = request.params as { keyId: string };
      // Scoped to the session's account: another account's key is simply not found.
      const key = await revokeKey(ctx.db, keyId, request.dashboardSession!.accountId);
      await ctx.invalidateKeys({ keyId });
      return { status: 'ok' as const, key: serialiseKey(key) };
    },
  );
}
