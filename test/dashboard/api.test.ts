/**
 * The dashboard's API with a session: keys, usage, plan requests, the v1 routes acting for the
 * session (limits, usage source, CSRF), tenant isolation, and the built app's static serving.
 */
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootTestApp, type TestApp } from '../helpers/app.ts';
import { type DashboardSession, setPlan, signUp } from '../helpers/dashboard.ts';

let t: TestApp;
let a: DashboardSession;
let b: DashboardSession;

beforeAll(async () => {
  t = await bootTestApp({ WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true' });
  a = await signUp(t);
  b = await signUp(t);
  await setPlan(t, a.accountId, 'pro');
  await setPlan(t, b.accountId, 'pro');
});
afterAll(async () => {
  await t?.close();
});

describe('keys', () => {
  it('creates a sandbox key shown once, lists it without the secret, records its last use, revokes it', async () => {
    const created = await a.call({
      method: 'POST',
      url: '/dashboard/api/keys',
      payload: { environment: 'sandbox', name: 'bot' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.headers['cache-control']).toBe('no-store');
    const key = created.json().key;
    expect(key.key).toMatch(/^sk_test_/);
    const use = await t.request({ url: '/v1/symbols', key: key.key });
    expect(use.statusCode).toBe(200);
    const list = (await a.call({ url: '/dashboard/api/keys' })).json().keys;
    const listed = list.find((k: { id: string }) => k.id === key.id);
    expect(listed).toMatchObject({ prefix: key.prefix, environment: 'sandbox', name: 'bot', revoked_at: null });
    expect(listed.key).toBeUndefined();
    expect(listed.last_used_day).toBe(new Date().toISOString().slice(0, 10));
    const revoked = await a.call({ method: 'DELETE', url: `/dashboard/api/keys/${key.id}` });
    expect(revoked.statusCode).toBe(200);
    expect((await t.request({ url: '/v1/symbols', key: key.key })).statusCode).toBe(401);
  });

  it('creates a live key', async () => {
    const res = await a.call({ method: 'POST', url: '/dashboard/api/keys', payload: { environment: 'production' } });
    expect(res.statusCode).toBe(201);
    expect(res.json().key.key).toMatch(/^sk_live_/);
  });

  it.each([
    [{ environment: 'staging' }, 'environment'],
    [{}, 'environment'],
    [{ environment: 'sandbox', name: 'x'.repeat(101) }, 'name'],
    [{ environment: 'sandbox', name: { a: 1 } }, 'name'],
    [{ environment: 'sandbox', scopes: ['admin'] }, 'scopes'],
  ])('answers 400 naming the field for %j', async (payload, field) => {
    const res = await a.call({ method: 'POST', url: '/dashboard/api/keys', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().invalid_params[0].name).toBe(field);
  });

  it("refuses a state change without the CSRF token, with another session's, or from another origin", async () => {
    const payload = { environment: 'sandbox' };
    const none = await t.app.inject({
      method: 'POST',
      url: '/dashboard/api/keys',
      payload,
      headers: { cookie: a.cookie },
    });
    expect(none.statusCode).toBe(403);
    const other = await a.call({
      method: 'POST',
      url: '/dashboard/api/keys',
      payload,
      headers: { 'x-csrf-token': b.csrf },
    });
    expect(other.statusCode).toBe(403);
    const foreign = await a.call({
      method: 'POST',
      url: '/dashboard/api/keys',
      payload,
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    const anonymous = await t.app.inject({ url: '/dashboard/api/keys' });
    expect(anonymous.statusCode).toBe(401);
    // A browser session is not a bearer: no API challenge on the dashboard's 401.
    expect(anonymous.headers['www-authenticate']).toBeUndefined();
    expect(anonymous.json().code).toBe('unauthorized');
  });
});

describe('tenant isolation', () => {
  it("one account's session cannot see or revoke another's keys", async () => {
    const key = (
      await a.call({ method: 'POST', url: '/dashboard/api/keys', payload: { environment: 'sandbox' } })
    ).json().key;
    const listed = (await b.call({ url: '/dashboard/api/keys' })).json().keys.map((k: { id: string }) => k.id);
    expect(listed).not.toContain(key.id);
    const res = await b.call({ method: 'DELETE', url: `/dashboard/api/keys/${key.id}` });
    expect(res.statusCode).toBe(404);
    expect((await t.request({ url: '/v1/symbols', key: key.key })).statusCode).toBe(200);
  });

  it("one account's session cannot reach another's webhooks or their deliveries", async () => {
    const created = await a.call({
      method: 'POST',
      url: '/dashboard/api/v1/webhooks',
      payload: {
        url: 'https://127.0.0.1:9/hook',
        events: ['HIGH'],
        symbols: ['TEST_BTC'],
        secret: 'a-secret-of-16-chars',
      },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().webhook_id;
    expect((await a.call({ url: `/dashboard/api/v1/webhooks/${id}` })).statusCode).toBe(200);
    for (const url of [`/dashboard/api/v1/webhooks/${id}`, `/dashboard/api/v1/webhooks/${id}/deliveries`]) {
      expect((await b.call({ url })).statusCode).toBe(404);
    }
    const test = await b.call({ method: 'POST', url: '/dashboard/api/v1/webhooks/test', payload: { webhook_id: id } });
    expect(test.statusCode).toBe(404);
    expect((await b.call({ method: 'DELETE', url: `/dashboard/api/v1/webhooks/${id}` })).statusCode).toBe(404);
    // The same registration is in the sandbox only: the production switch does not see it either.
    expect((await a.call({ url: `/dashboard/api/v1/webhooks/${id}`, environment: 'production' })).statusCode).toBe(404);
  });
});

describe('the v1 routes for a session', () => {
  it('act in the environment the switch chose, and refuse an unknown one naming the header', async () => {
    const sandbox = (await a.call({ url: '/dashboard/api/v1/account' })).json();
    expect(sandbox.key).toMatchObject({ id: `dashboard:${a.accountId}:sandbox`, environment: 'sandbox' });
    const live = (await a.call({ url: '/dashboard/api/v1/account', environment: 'production' })).json();
    expect(live.key.environment).toBe('production');
    expect(live.limits.find((l: { name: string }) => l.name === 'daily').quota).toBe(15_000);
    const bad = await a.call({ url: '/dashboard/api/v1/account', headers: { 'x-msig-environment': 'staging' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().invalid_params[0]).toMatchObject({ in: 'header', name: 'x-msig-environment' });
  });

  it('record usage under the v1 endpoint with source dashboard', async () => {
    const res = await a.call({ url: '/dashboard/api/v1/confirm?symbol=TEST_BTC&direction=long' });
    expect(res.statusCode).toBe(200);
    await t.app.ctx.usage.flush();
    const rows = await t.database.query<{ endpoint: string; source: string }>(
      'SELECT endpoint, source FROM usage_daily WHERE key_id = $1',
      [`dashboard:${a.accountId}:sandbox`],
    );
    expect(rows).toContainEqual({ endpoint: 'GET /v1/confirm', source: 'dashboard' });
  });

  it("apply the plan's limits: a free account's production burst is 4 a minute", async () => {
    const free = await signUp(t);
    const codes: number[] = [];
    for (let i = 0; i < 5; i++)
      codes.push((await free.call({ url: '/dashboard/api/v1/symbols', environment: 'production' })).statusCode);
    expect(codes.slice(0, 4)).toEqual([200, 200, 200, 200]);
    expect(codes[4]).toBe(429);
    // Plan rules hold as for a key: webhooks are Pro and up.
    expect((await free.call({ url: '/dashboard/api/v1/webhooks' })).statusCode).toBe(403);
  });

  it('need the CSRF token for a state change, not for a read', async () => {
    const noToken = await t.app.inject({
      method: 'POST',
      url: '/dashboard/api/v1/charting/secret',
      headers: { cookie: a.cookie },
    });
    expect(noToken.statusCode).toBe(403);
    const wrong = await a.call({
      method: 'POST',
      url: '/dashboard/api/v1/charting/secret',
      headers: { 'x-csrf-token': 'nope' },
    });
    expect(wrong.statusCode).toBe(403);
    const ok = await a.call({ method: 'POST', url: '/dashboard/api/v1/charting/secret' });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().alert_message).toContain(ok.json().secret);
    const anonymous = await t.app.inject({
      url: '/dashboard/api/v1/symbols',
      headers: { authorization: `Bearer ${ok.json().secret}` },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['www-authenticate']).toBeUndefined();
    // The same route under /v1 still challenges.
    const api = await t.app.inject({ url: '/v1/symbols' });
    expect([api.statusCode, api.headers['www-authenticate']]).toEqual([401, expect.stringContaining('Bearer')]);
  });

  it('keep the v1 validation: bad and non-finite input is a 400 naming the field', async () => {
    const res = await a.call({ url: '/dashboard/api/v1/confirm?symbol=TEST_BTC&direction=sideways' });
    expect(res.statusCode).toBe(400);
    expect(res.json().invalid_params[0].name).toBe('direction');
    const inf = await a.call({ url: '/dashboard/api/v1/derivatives/funding-heatmap?hours=Infinity' });
    expect(inf.statusCode).toBe(400);
    expect(inf.json().invalid_params[0].name).toBe('hours');
  });

  it('do not offer the inbound charting alert (it takes no caller)', async () => {
    const res = await a.call({ method: 'POST', url: '/dashboard/api/v1/charting/webhook', payload: { secret: 'x' } });
    expect(res.statusCode).toBe(404);
  });

  it('are not in the public OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/openapi.json' })).json();
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/dashboard'))).toEqual([]);
  });
});

describe('usage and plan requests', () => {
  it('answers usage per day and endpoint with limits and what is left', async () => {
    const res = await a.call({ url: '/dashboard/api/usage?days=3' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.days).toHaveLength(3);
    expect(body.usage.some((r: { endpoint: string }) => r.endpoint === 'GET /v1/confirm')).toBe(true);
    const sandbox = body.limits.find((l: { environment: string }) => l.environment === 'sandbox');
    expect(sandbox.dashboard[0]).toMatchObject({ name: 'burst', quota: 500 });
    expect(sandbox.dashboard[0].remaining).toBeLessThan(500);
    for (const days of ['0', '91', 'Infinity', '1e309', 'x']) {
      const bad = await a.call({ url: `/dashboard/api/usage?days=${days}` });
      expect(bad.statusCode, days).toBe(400);
      expect(bad.json().invalid_params[0].name).toBe('days');
    }
  });

  it('records a plan change request without changing the plan', async () => {
    const free = await signUp(t);
    const res = await free.call({
      method: 'POST',
      url: '/dashboard/api/plan-requests',
      payload: { plan: 'trader', note: 'more calls' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().request).toMatchObject({ from_plan: 'free', to_plan: 'trader', note: 'more calls' });
    expect((await free.call({ url: '/dashboard/api/plan-requests' })).json().requests).toHaveLength(1);
    expect((await free.call({ url: '/dashboard/api/session' })).json().account.plan).toBe('free');
    const same = await free.call({ method: 'POST', url: '/dashboard/api/plan-requests', payload: { plan: 'free' } });
    expect(same.statusCode).toBe(409);
    const bad = await free.call({ method: 'POST', url: '/dashboard/api/plan-requests', payload: { plan: 'platinum' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().invalid_params[0].name).toBe('plan');
    // Another account sees none of them.
    expect((await b.call({ url: '/dashboard/api/plan-requests' })).json().requests).toEqual([]);
  });
});

describe('the built app', () => {
  it('serves index.html with the security headers, and client routes fall back to it', async () => {
    const redirect = await t.app.inject({ url: '/dashboard' });
    expect(redirect.statusCode).toBe(308);
    expect(redirect.headers.location).toBe('/dashboard/');
    for (const url of ['/dashboard/', '/dashboard/webhooks', '/dashboard/market/funding']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['cache-control']).toBe('no-cache');
      // No inline script: every script comes from a file.
      expect(res.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    }
  });

  it('serves hashed assets for a year with an ETag, and 304 when unchanged', async () => {
    const html = (await t.app.inject({ url: '/dashboard/' })).body;
    const src = /src="(\/dashboard\/assets\/[^"]+\.js)"/.exec(html)![1]!;
    const res = await t.app.inject({ url: src });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/javascript');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const again = await t.app.inject({ url: src, headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
    // Compressed once at boot, sent to clients that accept it.
    const gz = await t.app.inject({ url: src, headers: { 'accept-encoding': 'gzip, br' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toContain('accept-encoding');
    expect(gunzipSync(gz.rawPayload).equals(res.rawPayload)).toBe(true);
    expect(gz.rawPayload.length).toBeLessThan(250_000);
  });

  it('never reaches outside the build: traversal, missing files and unknown API paths are 404', async () => {
    for (const url of [
      '/dashboard/../package.json',
      '/dashboard/%2e%2e/%2e%2e/package.json',
      '/dashboard/..%2f..%2fpackage.json',
      '/dashboard/assets/missing.js',
      '/dashboard/%00.js',
      '/dashboard/api/unknown',
    ]) {
      const res = await t.app.inject({ url });
      expect([400, 404], url).toContain(res.statusCode);
      expect(res.headers['content-type'], url).toContain('application/problem+json');
      expect(res.body).not.toContain('"dependencies"');
    }
  });
});
