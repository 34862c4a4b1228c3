/** Dashboard sessions for tests: sign up through the real route, then call with the cookie and CSRF header. */
import { randomBytes } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { TestApp } from './app.ts';

export const PASSWORD = 'correct horse battery staple';

export interface DashboardSession {
  accountId: string;
  email: string;
  cookie: string;
  csrf: string;
  /** A request with this session's cookie, CSRF token and (default sandbox) environment. */
  call(opts: InjectOptions & { environment?: 'sandbox' | 'production' }): Promise<LightMyRequestResponse>;
}

export function uniqueEmail(): string {
  return `dash-${randomBytes(5).toString('hex')}@example.com`;
}

/** The `name=value` of a Set-Cookie answer, for the next request's Cookie header. */
export function cookieOf(res: LightMyRequestResponse): string {
  const header = res.headers['set-cookie'];
  const line = Array.isArray(header) ? header[0] : header;
  if (!line) throw new Error(`no cookie set: ${res.statusCode} ${res.body}`);
  return line.split(';')[0]!;
}

export function sessionFrom(t: TestApp, res: LightMyRequestResponse): DashboardSession {
  if (res.statusCode >= 300) throw new Error(`no session: ${res.statusCode} ${res.body}`);
  const body = res.json();
  const cookie = cookieOf(res);
  const s: DashboardSession = {
    accountId: body.account.id,
    email: body.account.email,
    cookie,
    csrf: body.csrf_token,
    call: ({ environment, headers, ...rest }) =>
      t.app.inject({
        ...rest,
        headers: {
          cookie,
          'x-csrf-token': body.csrf_token,
          ...(environment ? { 'x-msig-environment': environment } : {}),
          ...headers,
        },
      }),
  };
  return s;
}

export async function signUp(t: TestApp, email = uniqueEmail(), password = PASSWORD): Promise<DashboardSession> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/dashboard/api/signup',
    headers: { 'x-csrf-token': 'signup' },
    payload: { email, password },
  });
  return sessionFrom(t, res);
}

/** Moves an account to another plan through the admin API (as the operator would after a plan request). */
export async function setPlan(t: TestApp, accountId: string, plan: string): Promise<void> {
  const res = await t.request({
    method: 'PATCH',
    url: `/admin/accounts/${accountId}`,
    headers: { authorization: 'Bearer test-admin-token-0123456789' },
    payload: { plan },
  });
  if (res.statusCode !== 200) throw new Error(`setPlan: ${res.statusCode} ${res.body}`);
}
