/**
 * /dashboard/api/plan-requests: asking for another plan. A request is recorded for the operator
 * (who changes plans through the admin API); it changes nothing by itself.
 */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { PLANS } from '../../accounts/plans.ts';
import { sessionGuard } from '../../dashboard/sessions.ts';
import type { AppContext } from '../../platform/context.ts';
import { ApiError } from '../../platform/errors.ts';

interface Row {
  id: number;
  from_plan: string;
  to_plan: string;
  note: string | null;
  created_at: Date | string;
}

const view = (r: Row) => ({
  id: r.id,
  from_plan: r.from_plan,
  to_plan: r.to_plan,
  note: r.note,
  created_at: new Date(r.created_at).toISOString(),
});

export default async function planRequestRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const guard = sessionGuard(ctx);

  app.get('/api/plan-requests', guard, async (request) => {
    const rows = await ctx.database.query<Row>(
      'SELECT id, from_plan, to_plan, note, created_at FROM plan_change_requests WHERE account_id = $1 ORDER BY id DESC LIMIT 20',
      [request.dashboardSession!.accountId],
    );
    return { status: 'ok' as const, requests: rows.map(view) };
  });

  app.post(
    '/api/plan-requests',
    {
      ...guard,
      schema: {
        body: Type.Object(
          {
            plan: Type.Union(PLANS.map((p) => Type.Literal(p))),
            note: Type.Optional(Type.String({ maxLength: 500 })),
          },
          { additionalProperties: false },
        ),
      },
    },
    async (request, reply) => {
      const session = request.dashboardSession!;
      const body = request.body as { plan: string; note?: string };
      if (body.plan === session.plan) throw new ApiError('conflict', `the account is already on the ${body.plan} plan`);
      const [row] = await ctx.database.query<Row>(
        `INSERT INTO plan_change_requests (account_id, from_plan, to_plan, note) VALUES ($1, $2, $3, $4)
         RETURNING id, from_plan, to_plan, note, created_at`,
        [session.accountId, session.plan, body.plan, body.note ?? null],
      );
      reply.code(201);
      return { status: 'ok' as const, request: view(row!) };
    },
  );
}
