/**
 * Dashboard accounts and sessions over the real app: sign-up rules, login and its rate limit,
 * the cookie's flags, CSRF and Origin checks, expiry and logout.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_TTL_MS } from '../../src/dashboard/sessions.ts';
import { bootTestApp, type TestApp } from '../helpers/app.ts';
import { cookieOf, PASSWORD, sessionFrom, signUp, uniqueEmail } from '../helpers/dashboard.ts';

let t: TestApp;
let clock = Date.now();

beforeAll(async () => {
  t = await bootTestApp({}, { now: () => clock });
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = { 'x-csrf-token': 'x' }) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('sign-up', () => {
  it('creates a free account, starts a session and sets a strict HttpOnly cookie', async () => {
    const email = uniqueEmail();
    const res = await post('/dashboard/api/signup', { email: email.toUpperCase(), password: PASSWORD });
    expect(res.statusCode).toBe(201);
    expect(res.json().account).toMatchObject({ email, plan: 'free' });
    expect(res.json().csrf_token).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^msig_session=[A-Za-z0-9_-]{40,};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/dashboard');
    // Plain HTTP: no Secure flag (the browser would drop the cookie).
    expect(cookie).not.toContain('Secure');
    expect(res.headers['cache-control']).toBe('no-store');
    const me = await t.app.inject({ url: '/dashboard/api/session', headers: { cookie: cookieOf(res) } });
    expect(me.statusCode).toBe(200);
    expect(me.json().account.email).toBe(email);
  });

  it('refuses a duplicate email whatever its case', async () => {
    const s = await signUp(t);
    const res = await post('/dashboard/api/signup', { email: ` ${s.email.toUpperCase()} `, password: PASSWORD });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('conflict');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it.each([
    [{ email: 'not-an-email', password: PASSWORD }, 'email'],
    [{ email: uniqueEmail(), password: 'short' }, 'password'],
    [{ email: uniqueEmail(), password: 'aaaaaaaaaaaaaaaa' }, 'password'],
    [{ email: uniqueEmail(), password: 'x'.repeat(300) }, 'password'],
    [{ email: uniqueEmail() }, 'password'],
    [{ email: uniqueEmail(), password: PASSWORD, plan: 'pro' }, 'plan'],
    [{ email: 12, password: PASSWORD }, 'email'],
  ])('answers 400 naming the field for %j', async (body, field) => {
    const res = await post('/dashboard/api/signup', body);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().invalid_params[0].name).toBe(field);
  });

  it('refuses the email as the password', async () => {
    const email = uniqueEmail();
    const res = await post('/dashboard/api/signup', { email, password: email });
    expect(res.statusCode).toBe(400);
    expect(res.json().invalid_params[0]).toMatchObject({ name: 'password', reason: 'must not be the email address' });
  });

  it('refuses a cross-site form: no CSRF header, or another Origin', async () => {
    const body = { email: uniqueEmail(), password: PASSWORD };
    expect((await post('/dashboard/api/signup', body, {})).statusCode).toBe(403);
    const foreign = await post('/dashboard/api/signup', body, { 'x-csrf-token': 'x', origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('forbidden');
  });

  it('refuses an oversize body', async () => {
    const res = await post('/dashboard/api/signup', { email: uniqueEmail(), password: 'x'.repeat(2_000_000) });
    expect(res.statusCode).toBe(413);
  });
});

describe('login and logout', () => {
  it('logs in with the password (email in any case) and out again', async () => {
    const s = await signUp(t);
    const res = await post('/dashboard/api/session', { email: s.email.toUpperCase(), password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const session = sessionFrom(t, res);
    expect(session.accountId).toBe(s.accountId);
    // A state change without the session's CSRF token, or with another, is refused.
    const noToken = await t.app.inject({
      method: 'DELETE',
      url: '/dashboard/api/session',
      headers: { cookie: session.cookie },
    });
    expect(noToken.statusCode).toBe(403);
    const wrong = await session.call({
      method: 'DELETE',
      url: '/dashboard/api/session',
      headers: { 'x-csrf-token': s.csrf },
    });
    expect(wrong.statusCode).toBe(403);
    const out = await session.call({ method: 'DELETE', url: '/dashboard/api/session' });
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toContain('Max-Age=0');
    const after = await session.call({ url: '/dashboard/api/session' });
    expect(after.json().account).toBeNull();
    expect((await session.call({ url: '/dashboard/api/keys' })).statusCode).toBe(401);
    // The other session (from sign-up) is unaffected.
    expect((await s.call({ url: '/dashboard/api/session' })).json().account.id).toBe(s.accountId);
  });

  it('answers a wrong password and an unknown email alike', async () => {
    const s = await signUp(t);
    const wrong = await post('/dashboard/api/session', { email: s.email, password: 'wrong password 123' });
    const unknown = await post('/dashboard/api/session', { email: uniqueEmail(), password: PASSWORD });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().detail).toBe(unknown.json().detail);
  });

  it('limits login attempts per address: at most 10 a minute, then 429 with Retry-After', async () => {
    const s = await signUp(t);
    let answered = 0;
    let limited: Awaited<ReturnType<typeof post>> | null = null;
    for (let i = 0; i < 12 && !limited; i++) {
      const res = await post('/dashboard/api/session', { email: uniqueEmail(), password: `wrong password ${i}` });
      if (res.statusCode === 429) limited = res;
      else answered++;
    }
    expect(answered).toBeLessThanOrEqual(10);
    expect(limited?.json().code).toBe('rate_limit_exceeded');
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right password waits: the limit is on attempts, not failures.
    expect((await post('/dashboard/api/session', { email: s.email, password: PASSWORD })).statusCode).toBe(429);
  });

  it('expires a session after its lifetime', async () => {
    const s = await signUp(t);
    expect((await s.call({ url: '/dashboard/api/session' })).json().account.id).toBe(s.accountId);
    clock += SESSION_TTL_MS + 1_000;
    try {
      const res = await s.call({ url: '/dashboard/api/session' });
      expect(res.json().account).toBeNull();
      expect((await s.call({ url: '/dashboard/api/keys' })).statusCode).toBe(401);
      expect((await s.call({ url: '/dashboard/api/v1/account' })).statusCode).toBe(401);
    } finally {
      clock = Date.now();
    }
  });

  it('refuses a made-up or malformed cookie', async () => {
    for (const cookie of [
      'msig_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      'msig_session=../../etc',
      'other=1',
    ]) {
      const res = await t.app.inject({ url: '/dashboard/api/keys', headers: { cookie } });
      expect(res.statusCode).toBe(401);
    }
  });
});

describe('behind a TLS-terminating proxy', () => {
  it('limits login attempts per email, from however many addresses', async () => {
    const behind = await bootTestApp({ TRUST_PROXY: 'true' });
    try {
      const s = await signUp(behind);
      const attempt = (i: number, password: string) =>
        behind.app.inject({
          method: 'POST',
          url: '/dashboard/api/session',
          headers: { 'x-csrf-token': 'x', 'x-forwarded-for': `198.51.100.${i}` },
          payload: { email: s.email, password },
        });
      for (let i = 0; i < 10; i++) expect((await attempt(i, `wrong password ${i}`)).statusCode).toBe(401);
      const limited = await attempt(99, PASSWORD);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().detail).toContain('for this account');
    } finally {
      await behind.close();
    }
  });

  it('marks the cookie Secure when the request came over HTTPS', async () => {
    const behind = await bootTestApp({ TRUST_PROXY: 'true' });
    try {
      const res = await behind.app.inject({
        method: 'POST',
        url: '/dashboard/api/signup',
        headers: { 'x-csrf-token': 'x', 'x-forwarded-proto': 'https', host: 'dash.example.com' },
        payload: { email: uniqueEmail(), password: PASSWORD },
      });
      expect(res.statusCode).toBe(201);
      expect(String(res.headers['set-cookie'])).toContain('; Secure');
    } finally {
      await behind.close();
    }
  });
});
