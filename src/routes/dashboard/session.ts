/**
 * /dashboard/api/signup and /dashboard/api/session: create an account, log in (start a session),
 * see the session, log out. The session token travels only in an HttpOnly cookie; the page gets
 * the session's CSRF token in the body and sends it back on every state change.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { PLAN_PRICES_USD, type Plan } from '../../accounts/plans.ts';
import { logIn, signUp } from '../../dashboard/accounts.ts';
import { PASSWORD_MAX } from '../../dashboard/passwords.ts';
import {
  checkCsrf,
  clearSessionCookie,
  createSession,
  deleteSession,
  findSession,
  setSessionCookie,
} from '../../dashboard/sessions.ts';
import type { AppContext } from '../../platform/context.ts';
import { ApiError } from '../../platform/errors.ts';

const Credentials = Type.Object(
  {
    email: Type.String({ minLength: 3, maxLength: 254 }),
    // Longer than the policy allows, so an over-long password is named by the policy, not the schema.
    password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX * 4 }),
  },
  { additionalProperties: false },
);

function sessionView(s: { accountId: string; email: string; plan: Plan; csrfToken: string; expiresAt: Date }) {
  return {
    status: 'ok' as const,
    account: { id: s.accountId, email: s.email, plan: s.plan, price_usd_month: PLAN_PRICES_USD[s.plan] },
    csrf_token: s.csrfToken,
    expires_at: s.expiresAt.toISOString(),
  };
}

export default async function sessionRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  /** Starts a session for the account, sets the cookie, and answers what the page needs. */
  async function start(
    request: FastifyRequest,
    reply: FastifyReply,
    account: { id: string; email: string; plan: Plan },
  ) {
    const now = ctx.now();
    const s = await createSession(ctx.database, account.id, now);
    setSessionCookie(request, reply, s.token, s.expiresAt.getTime() - now);
    reply.header('cache-control', 'no-store');
    return sessionView({ accountId: account.id, email: account.email, plan: account.plan, ...s });
  }

  app.post('/api/signup', { schema: { body: Credentials } }, async (request, reply) => {
    checkCsrf(request, null);
    const body = request.body as { email: string; password: string };
    const account = await signUp(ctx, body, request.ip);
    reply.code(201);
    return start(request, reply, account);
  });

  app.post('/api/session', { schema: { body: Credentials } }, async (request, reply) => {
    checkCsrf(request, null);
    const body = request.body as { email: string; password: string };
    const accountId = await logIn(ctx, body, request.ip);
    const [row] = await ctx.database.query<{ id: string; email: string; plan: Plan }>(
      'SELECT id, email, plan FROM accounts WHERE id = $1',
      [accountId],
    );
    if (!row) throw new ApiError('unauthorized', 'wrong email or password');
    return start(request, reply, row);
  });

  // Logged out is an answer here, not an error: the page asks on load to know which screen to show.
  app.get('/api/session', async (request, reply) => {
    const session = await findSession(ctx.database, request, ctx.now());
    reply.header('cache-control', 'no-store');
    return session ? sessionView(session) : { status: 'ok' as const, account: null };
  });

  app.delete('/api/session', async (request, reply) => {
    const session = await findSession(ctx.database, request, ctx.now());
    if (session) {
      checkCsrf(request, session);
      await deleteSession(ctx.database, session.tokenHash);
    }
    clearSessionCookie(request, reply);
    reply.code(204).send();
  });
}
