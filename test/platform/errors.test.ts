import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INJECTABLE_CODES } from '../../src/platform/errors.ts';
import { ADMIN_TOKEN, bootTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await bootTestApp();
});
afterAll(() => t.close());

const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };

describe('problem details', () => {
  it('renders RFC 9457 with code, request_id and a Request-Id header', async () => {
    const res = await t.request({ url: '/v1/account' });
    const body = res.json();
    expect(res.headers['content-type']).toBe('application/problem+json');
    expect(Object.keys(body)).toEqual(
      expect.arrayContaining(['type', 'title', 'status', 'detail', 'code', 'request_id']),
    );
    expect(body.type).toBe('/problems/invalid_key');
    expect(body.request_id).toBe(res.headers['request-id']);
    const type = await t.request({ url: body.type });
    expect(type.json()).toMatchObject({ code: 'invalid_key', status: 401 });
  });

  it('puts a Request-Id on every response, honouring a sane one from the caller', async () => {
    expect((await t.request({ url: '/healthz' })).headers['request-id']).toMatch(/^req_[0-9a-f]{28}$/);
    expect((await t.request({ url: '/healthz', headers: { 'request-id': 'abc-123' } })).headers['request-id']).toBe(
      'abc-123',
    );
    expect(
      (await t.request({ url: '/healthz', headers: { 'request-id': 'bad id\u0001' } })).headers['request-id'],
    ).toMatch(/^req_/);
  });

  it('gives unknown routes a 404 problem', async () => {
    const res = await t.request({ url: '/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found', detail: 'no route GET /v1/nothing-here' });
  });

  it('answers a wrong method on an existing path with 405 and Allow, not 404', async () => {
    for (const [method, url, allow] of [
      ['DELETE', '/v1/confirm?symbol=TEST_BTC&direction=long', 'GET, HEAD'],
      ['POST', '/v1/whales/TEST_BTC', 'GET, HEAD'],
      ['GET', '/v1/test/reset', 'POST'],
      ['PUT', '/healthz', 'GET, HEAD'],
    ] as const) {
      const res = await t.request({ method, url, key: 'sk_test_public_pro' });
      expect(res.statusCode, `${method} ${url}`).toBe(405);
      expect(res.headers.allow).toBe(allow);
      expect(res.headers['content-type']).toBe('application/problem+json');
      expect(res.json()).toMatchObject({ code: 'method_not_allowed', allow: allow.split(', ') });
    }
    expect((await t.request({ method: 'DELETE', url: '/v1/nothing-here' })).statusCode).toBe(404);
  });

  it('gives every 401 a WWW-Authenticate challenge, with error="invalid_token" only when a key was sent', async () => {
    const none = await t.request({ url: '/v1/account' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer realm="msig", ApiKey realm="msig", header="X-API-Key"');
    for (const headers of [{ 'x-api-key': 'sk_test_nope' }, { authorization: 'Bearer sk_live_nope' }]) {
      const bad = await t.request({ url: '/v1/account', headers });
      expect(bad.statusCode).toBe(401);
      expect(bad.headers['www-authenticate']).toMatch(/^Bearer realm="msig", error="invalid_token", ApiKey /);
    }
    const forced = await t.request({
      url: '/v1/account',
      key: 'sk_test_public_pro',
      headers: { 'x-test-error': 'invalid_key' },
    });
    expect(forced.headers['www-authenticate']).toMatch(/error="invalid_token"/);
    const adminRes = await t.request({ method: 'POST', url: '/admin/accounts', payload: {} });
    expect(adminRes.statusCode).toBe(401);
    expect(adminRes.headers['www-authenticate']).toBe('Bearer realm="msig-admin"');
  });

  it('gives 503 answers a Retry-After', async () => {
    const forced = await t.request({
      url: '/v1/account',
      key: 'sk_test_public_pro',
      headers: { 'x-test-error': 'service_unavailable' },
    });
    expect(forced.statusCode).toBe(503);
    expect(Number(forced.headers['retry-after'])).toBeGreaterThan(0);
    const acc = await t.createAccount('pro');
    const noData = await t.request({ url: '/v1/signals/accumulation?symbol=BTC', key: acc.liveKey });
    expect(noData.statusCode).toBe(503);
    expect(noData.json().code).toBe('data_unavailable');
    expect(Number(noData.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('names the parameter in validation errors', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/admin/accounts',
      headers: admin,
      payload: { email: 'x@y.io', plan: 'gold' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().invalid_params[0]).toMatchObject({ in: 'body', name: 'plan' });
    expect(res.json().detail).toMatch(/plan/);
    const missing = await t.request({
      method: 'POST',
      url: '/admin/accounts',
      headers: admin,
      payload: { plan: 'pro' },
    });
    expect(missing.json()).toMatchObject({ code: 'invalid_body', detail: "body parameter 'email' is required" });
  });

  it('answers malformed JSON and wrong media types with 4xx problems', async () => {
    const bad = await t.request({
      method: 'POST',
      url: '/admin/accounts',
      headers: { ...admin, 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toBe('application/problem+json');
    const media = await t.request({
      method: 'POST',
      url: '/admin/accounts',
      headers: { ...admin, 'content-type': 'text/csv' },
      payload: 'a,b',
    });
    expect(media.statusCode).toBe(415);
    expect(media.json().code).toBe('unsupported_media_type');
  });

  it('refuses a body over 1 MiB with 413 and keeps serving', async () => {
    const payload = JSON.stringify({ email: 'big@example.com', plan: 'pro', pad: 'x'.repeat(1_100_000) });
    const res = await t.request({
      method: 'POST',
      url: '/admin/accounts',
      headers: { ...admin, 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('payload_too_large');
    expect((await t.request({ url: '/healthz' })).statusCode).toBe(200);
  });

  it('reports a conflict on a duplicate account email', async () => {
    const payload = { email: 'dup@example.com', plan: 'free' };
    expect((await t.request({ method: 'POST', url: '/admin/accounts', headers: admin, payload })).statusCode).toBe(201);
    const again = await t.request({
      method: 'POST',
      url: '/admin/accounts',
      headers: admin,
      payload: { ...payload, email: 'DUP@example.com' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('conflict');
  });
});

describe('sandbox error forcing with X-Test-Error', () => {
  const status: Record<string, number> = {
    invalid_key: 401,
    rate_limit_exceeded: 429,
    not_found: 404,
    service_unavailable: 503,
    timeout: 504,
  };
  for (const code of INJECTABLE_CODES) {
    it(`forces ${code} as a header and as a query parameter`, async () => {
      const h = await t.request({ url: '/v1/account', key: 'sk_test_public_pro', headers: { 'x-test-error': code } });
      expect(h.statusCode).toBe(status[code]);
      expect(h.json()).toMatchObject({ code, injected: true });
      const q = await t.request({ url: `/v1/account?X-Test-Error=${code}`, key: 'sk_test_public_pro' });
      expect(q.statusCode).toBe(status[code]);
    });
  }

  it('gives the forced 429 the limit headers with Remaining 0 and Retry-After', async () => {
    const res = await t.request({
      url: '/v1/account',
      key: 'sk_test_public_pro',
      headers: { 'x-test-error': 'rate_limit_exceeded' },
    });
    expect(res.headers['x-ratelimit-remaining']).toBe('0');
    expect(Number(res.headers['x-ratelimit-limit'])).toBeGreaterThan(0);
    expect(Number(res.headers['x-ratelimit-reset'])).toBeGreaterThan(Date.now() / 1000);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('is ignored for production keys', async () => {
    const acc = await t.createAccount('pro');
    const res = await t.request({ url: '/v1/account', key: acc.liveKey, headers: { 'x-test-error': 'timeout' } });
    expect(res.statusCode).toBe(200);
  });

  it('rejects an unknown code with a 400 naming X-Test-Error', async () => {
    const res = await t.request({
      url: '/v1/account',
      key: 'sk_test_public_pro',
      headers: { 'x-test-error': 'teapot' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().invalid_params[0]).toMatchObject({ in: 'header', name: 'X-Test-Error' });
  });
});

describe('faults', () => {
  it('answers 500 without internals when the database fails, and keeps serving', async () => {
    const broken = await bootTestApp();
    const acc = await broken.createAccount('pro');
    const original = broken.app.ctx.db.select.bind(broken.app.ctx.db);
    (broken.app.ctx.db as unknown as { select: unknown }).select = () => {
      throw new Error('connection reset: secret-host:5432 password=hunter2');
    };
    broken.app.ctx.keyCache.clear();
    const res = await broken.request({ url: '/v1/account', key: acc.liveKey });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ code: 'internal_error' });
    expect(res.body).not.toMatch(/secret-host|hunter2|stack|at /);
    (broken.app.ctx.db as unknown as { select: unknown }).select = original;
    expect((await broken.request({ url: '/v1/account', key: acc.liveKey })).statusCode).toBe(200);
    await broken.close();
  });
});
