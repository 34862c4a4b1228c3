/**
 * A dashboard session as an API caller. The dashboard reaches the v1 routes themselves (mounted
 * again under /dashboard/api/v1), so it runs the same code as a key would; its session stands in
 * for a key of the chosen environment, with the account's plan and limits applied as for one.
 * Its rate counters and usage are its own (`dashboard:<account>:<environment>`), source `dashboard`.
 */
import { DEFAULT_SCOPES } from '../accounts/accounts.ts';
import type { Environment } from '../accounts/plans.ts';
import type { SessionAuth } from '../platform/auth/authenticate.ts';
import type { AuthContext } from '../platform/auth/types.ts';
import type { AppContext } from '../platform/context.ts';
import { policiesFor } from '../platform/limits/policies.ts';
import { environmentOf, requireSession, type Session } from './sessions.ts';

export function dashboardKeyId(accountId: string, environment: Environment): string {
  return `dashboard:${accountId}:${environment}`;
}

export function callerOf(session: Session, environment: Environment): AuthContext {
  return {
    keyId: dashboardKeyId(session.accountId, environment),
    accountId: session.accountId,
    plan: session.plan,
    environment,
    scopes: DEFAULT_SCOPES,
    hourlyLimit: null,
    limitsOverride: session.limitsOverride,
  };
}

export function sessionAuth(ctx: AppContext): SessionAuth {
  return async (request) => {
    const session = await requireSession(ctx.database, request, ctx.now());
    const auth = callerOf(session, environmentOf(request));
    return { auth, policies: policiesFor(auth) };
  };
}
