/**
 * Dashboard sessions: a random token in an HttpOnly cookie, stored only as its SHA-256, with a
 * per-session CSRF token the page sends back in a header on every state change. The CSRF token
 * is derived from the session token (an HMAC), so it can be shown again on reload without being
 * stored: the `csrf_token` column holds only its SHA-256, compared in constant time.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccountLimits, Environment, Plan } from '../accounts/plans.ts';
import type { AppContext } from '../platform/context.ts';
import type { Database } from '../platform/db/client.ts';
import { ApiError } from '../platform/errors.ts';

export const SESSION_COOKIE = 'msig_session';
/** The cookie is sent only to the dashboard's own paths, never to /v1. */
export const COOKIE_PATH = '/dashboard';
/** Absolute lifetime: a session is not extended by use, so a stolen cookie dies on schedule. */
export const SESSION_TTL_MS = 12 * 3_600_000;
export const CSRF_HEADER = 'x-csrf-token';
/** Which environment the dashboard acts in (the sandbox/production switch). */
export const ENVIRONMENT_HEADER = 'x-msig-environment';

export interface Session {
  tokenHash: string;
  accountId: string;
  email: string;
  plan: Plan;
  limitsOverride: AccountLimits | null;
  /** Derived from the cookie's token; never stored. */
  csrfToken: string;
  /** SHA-256 hex of the CSRF token, as stored. */
  csrfHash: string;
  expiresAt: Date;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const csrfOf = (token: string) => createHmac('sha256', token).update('csrf').digest('base64url');

export async function createSession(database: Database, accountId: string, nowMs: number) {
  const token = randomBytes(32).toString('base64url');
  const csrfToken = csrfOf(token);
  const expiresAt = new Date(nowMs + SESSION_TTL_MS);
  await database.query(
    'INSERT INTO dashboard_sessions (token_hash, account_id, csrf_token, expires_at) VALUES ($1, $2, $3, $4)',
    [sha256(token), accountId, sha256(csrfToken), expiresAt],
  );
  // Expired sessions of this account go when a new one starts: the table stays small without a job.
  await database.query('DELETE FROM dashboard_sessions WHERE account_id = $1 AND expires_at <= $2', [
    accountId,
    new Date(nowMs),
  ]);
  return { token, csrfToken, expiresAt };
}

function cookieValue(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (typeof header !== 'string') return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === SESSION_COOKIE) {
      const value = part.slice(eq + 1).trim();
      return /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : null;
    }
  }
  return null;
}

/** The request's live session, or null (no cookie, unknown, expired). */
export async function findSession(database: Database, request: FastifyRequest, nowMs: number): Promise<Session | null> {
  const token = cookieValue(request);
  if (!token) return null;
  const [row] = await database.query<{
    token_hash: string;
    account_id: string;
    email: string;
    plan: Plan;
    limits_override: AccountLimits | null;
    csrf_token: string;
    expires_at: Date | string;
  }>(
    `SELECT s.token_hash, s.account_id, a.email, a.plan, a.limits_override, s.csrf_token, s.expires_at
       FROM dashboard_sessions s JOIN accounts a ON a.id = s.account_id WHERE s.token_hash = $1`,
    [sha256(token)],
  );
  if (!row) return null;
  const expiresAt = new Date(row.expires_at);
  if (expiresAt.getTime() <= nowMs) return null;
  return {
    tokenHash: row.token_hash,
    accountId: row.account_id,
    email: row.email,
    plan: row.plan,
    limitsOverride: row.limits_override,
    csrfToken: csrfOf(token),
    csrfHash: row.csrf_token,
    expiresAt,
  };
}

export async function deleteSession(database: Database, tokenHash: string): Promise<void> {
  await database.query('DELETE FROM dashboard_sessions WHERE token_hash = $1', [tokenHash]);
}

/** Secure when the request came over TLS (directly, or through a trusted proxy's X-Forwarded-Proto). */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, maxAgeMs: number) {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${SESSION_COOKIE}=${token}; Path=${COOKIE_PATH}; Max-Age=${Math.max(0, Math.floor(maxAgeMs / 1000))}; HttpOnly; SameSite=Strict${secure}`,
  );
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  setSessionCookie(request, reply, '', 0);
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request checks for a state change: the Origin, when the browser sends one, must be
 * this server; and the request must carry a header a cross-site form cannot set — the session's
 * CSRF token, or (before there is a session: sign-up, login) any value.
 */
export function checkCsrf(request: FastifyRequest, session: Session | null): void {
  if (SAFE_METHODS.has(request.method)) return;
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== `${request.protocol}://${request.host}`) {
    throw new ApiError('forbidden', 'cross-origin request refused');
  }
  const sent = request.headers[CSRF_HEADER];
  if (typeof sent !== 'string' || sent === '') throw new ApiError('forbidden', `missing ${CSRF_HEADER} header`);
  if (!session) return;
  // Digests of equal length: the comparison takes the same time whatever was sent.
  const a = Buffer.from(sha256(sent), 'hex');
  const b = Buffer.from(session.csrfHash, 'hex');
  if (a.length !== b.length || !timingSafeEqual(a, b)) throw new ApiError('forbidden', `wrong ${CSRF_HEADER} header`);
}

/** The session a dashboard request needs: 401 without one, 403 on a failed CSRF check. */
export async function requireSession(database: Database, request: FastifyRequest, nowMs: number): Promise<Session> {
  const session = await findSession(database, request, nowMs);
  if (!session) throw new ApiError('unauthorized', 'not logged in, or the session has expired: log in again');
  checkCsrf(request, session);
  return session;
}

/** The environment the dashboard's switch selected (sandbox unless it says production). */
export function environmentOf(request: FastifyRequest): Environment {
  const raw = request.headers[ENVIRONMENT_HEADER];
  if (raw === undefined || raw === 'sandbox') return 'sandbox';
  if (raw === 'production') return 'production';
  throw new ApiError('invalid_parameter', `header '${ENVIRONMENT_HEADER}' must be one of: sandbox, production`, {
    invalid_params: [{ in: 'header', name: ENVIRONMENT_HEADER, reason: 'must be one of: sandbox, production' }],
  });
}

/** Route options for a dashboard route that needs a session: it is on `request.dashboardSession`. */
export function sessionGuard(ctx: AppContext) {
  return {
    onRequest: async (request: FastifyRequest) => {
      request.dashboardSession = await requireSession(ctx.database, request, ctx.now());
    },
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    dashboardSession?: Session;
  }
}
