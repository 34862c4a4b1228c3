/**
 * /dashboard/api/usage: the plan, its limits in each environment, requests per day by endpoint,
 * and what each active key (and the dashboard itself) has left in its current windows.
 */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { listKeys } from '../../accounts/accounts.ts';
import { type Environment, PLAN_PRICES_USD } from '../../accounts/plans.ts';
import { usageByDay, utcDay } from '../../accounts/usage.ts';
import { callerOf } from '../../dashboard/caller.ts';
import { sessionGuard } from '../../dashboard/sessions.ts';
import type { AppContext } from '../../platform/context.ts';
import { chargesFor, policiesFor } from '../../platform/limits/policies.ts';

const DAY_MS = 86_400_000;

export default async function usageRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  /** A policy's state without charging it (a cost of 0 admits and counts nothing). */
  async function remaining(subject: string, auth: Parameters<typeof policiesFor>[0]) {
    const charges = chargesFor(policiesFor(auth)).map((c) => ({ ...c, cost: 0 }));
    const states = await ctx.limiter.take(subject, charges, ctx.now());
    return states.map((s) => ({
      name: s.policy.name,
      quota: s.policy.quota,
      window_seconds: s.policy.windowSeconds,
      remaining: s.remaining,
      reset_at: new Date(s.resetAtMs).toISOString(),
    }));
  }

  app.get(
    '/api/usage',
    {
      ...sessionGuard(ctx),
      schema: { querystring: Type.Object({ days: Type.Integer({ minimum: 1, maximum: 90, default: 14 }) }) },
    },
    async (request) => {
      const session = request.dashboardSession!;
      const { days } = request.query as { days: number };
      const now = ctx.now();
      const [rows, keys] = await Promise.all([
        usageByDay(ctx.database, ctx.usage, session.accountId, utcDay(now - (days - 1) * DAY_MS), now),
        listKeys(ctx.db, session.accountId),
      ]);
      const limits = async (environment: Environment) => {
        const caller = callerOf(session, environment);
        return {
          environment,
          policies: policiesFor(caller).map((p) => ({ name: p.name, quota: p.quota, window_seconds: p.windowSeconds })),
          dashboard: await remaining(caller.keyId, caller),
          keys: await Promise.all(
            keys
              .filter((k) => !k.revokedAt && k.environment === environment)
              .map(async (k) => ({
                id: k.id,
                prefix: k.prefix,
                policies: await remaining(k.id, { ...caller, hourlyLimit: k.hourlyLimit }),
              })),
          ),
        };
      };
      return {
        status: 'ok' as const,
        plan: session.plan,
        price_usd_month: PLAN_PRICES_USD[session.plan],
        days: Array.from({ length: days }, (_, i) => utcDay(now - (days - 1 - i) * DAY_MS)),
        usage: rows,
        limits: [await limits('sandbox'), await limits('production')],
      };
    },
  );
}
