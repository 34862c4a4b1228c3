/**
 * POST /oauth/token (RFC 6749 section 4.4) and the tokens it issues, used wherever keys are.
 * The clock is the app's `now`, driven by the test, so expiry is tested without waiting.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicHeader, TOKEN_LIFETIME_SECONDS } from '../../src/accounts/oauth/credentials.ts';
import { FAILED_AUTH_PER_MINUTE } from '../../src/platform/auth/failed-auth.ts';
import { bootTestApp, type TestAccount, type TestApp } from '../helpers/app.ts';
import { bearer, type Client, newClient, tokenFor, tokenRequest } from './helpers.ts';

let t: TestApp;
let alice: TestAccount;
let client: Client;
let clock = Date.now();

beforeAll(async () => {
  t = await bootTestApp({}, { now: () => clock });
  alice = await t.createAccount('pro');
  client = await newClient(t, alice.liveKey, ['read', 'alerts']);
});
afterAll(() => t.close());

const grant = { grant_type: 'client_credentials' };

/** An RFC 6749 error as a problem; its `code` is the same string unless the framework raised it. */
function expectOAuthError(
  res: Awaited<ReturnType<typeof tokenRequest>>,
  status: number,
  error: string,
  code: string = error,
) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toContain('application/problem+json');
  expect(res.headers['cache-control']).toBe('no-store');
  const body = res.json();
  expect(body).toMatchObject({ status, error, code, instance: '/oauth/token' });
  expect(typeof body.error_description).toBe('string');
  expect(typeof body.request_id).toBe('string');
  return body;
}

describe('issuing tokens', () => {
  it('by HTTP Basic with a form body: a Bearer token for all of the client’s scopes, not cached', async () => {
    const res = await tokenRequest(t, grant, { basic: [client.client_id, client.client_secret] });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.pragma).toBe('no-cache');
    const body = res.json();
    expect(body).toEqual({
      access_token: expect.stringMatching(/^at_live_[0-9A-Za-z]{43}$/),
      token_type: 'Bearer',
      expires_in: TOKEN_LIFETIME_SECONDS,
      scope: 'read alerts',
    });
    expect(body).not.toHaveProperty('refresh_token');
    const stored = await t.database.query('SELECT hash FROM oauth_tokens');
    expect(JSON.stringify(stored)).not.toContain(body.access_token);
  });

  it('by credentials in a form body, and in a JSON body; a narrower scope on request', async () => {
    const form = await tokenRequest(t, {
      ...grant,
      scope: 'alerts',
      client_id: client.client_id,
      client_secret: client.client_secret,
    });
    expect(form.statusCode).toBe(200);
    expect(form.json().scope).toBe('alerts');
    const json = await t.request({
      method: 'POST',
      url: '/oauth/token',
      payload: { ...grant, scope: 'read', client_id: client.client_id, client_secret: client.client_secret },
    });
    expect(json.statusCode).toBe(200);
    expect(json.json().scope).toBe('read');
  });

  it('a sandbox client gets an at_test_ token', async () => {
    const sandbox = await newClient(t, alice.testKey, ['read']);
    expect(await tokenFor(t, sandbox)).toMatch(/^at_test_/);
  });
});

describe('refusals (RFC 6749 section 5.2)', () => {
  const basic = () => ({ basic: [client.client_id, client.client_secret] as [string, string] });

  it('unsupported_grant_type and a missing grant_type (invalid_request)', async () => {
    expectOAuthError(await tokenRequest(t, { grant_type: 'password' }, basic()), 400, 'unsupported_grant_type');
    expectOAuthError(await tokenRequest(t, {}, basic()), 400, 'invalid_request', 'invalid_body');
  });

  it('invalid_client: unknown id, bad secret, no credentials; 401 with a Basic challenge', async () => {
    for (const [id, secret] of [
      ['cid_0000000000000000000000', client.client_secret],
      [client.client_id, `${client.client_secret.slice(0, -1)}x`],
      [client.client_id, 'short'],
    ] as Array<[string, string]>) {
      const res = await tokenRequest(t, grant, { basic: [id, secret] });
      expectOAuthError(res, 401, 'invalid_client');
      expect(res.headers['www-authenticate']).toMatch(/^Basic realm=/);
    }
    expectOAuthError(await tokenRequest(t, grant), 401, 'invalid_client');
  });

  it('both credential methods at once: invalid_request', async () => {
    const res = await tokenRequest(t, { ...grant, client_secret: client.client_secret }, basic());
    expectOAuthError(res, 400, 'invalid_request', 'bad_request');
  });

  it('a parameter twice: invalid_request', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: basicHeader(client.client_id, client.client_secret),
      },
      payload: 'grant_type=client_credentials&scope=read&scope=alerts',
    });
    const body = expectOAuthError(res, 400, 'invalid_request', 'invalid_body');
    expect(body.invalid_params).toEqual([
      { in: 'body', name: 'scope', reason: expect.stringContaining('more than once') },
    ]);
  });

  it('a form parameter named __proto__ is only a parameter', async () => {
    const twice = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: basicHeader(client.client_id, client.client_secret),
      },
      payload: '__proto__=a&__proto__=b&grant_type=client_credentials',
    });
    expect(twice.statusCode).toBe(200);
  });

  it('invalid_scope: a scope the client lacks, or an unknown one', async () => {
    const lacks = expectOAuthError(
      await tokenRequest(t, { ...grant, scope: 'read webhooks' }, basic()),
      400,
      'invalid_scope',
    );
    expect(lacks.error_description).toContain('webhooks');
    expectOAuthError(await tokenRequest(t, { ...grant, scope: 'admin' }, basic()), 400, 'invalid_scope');
  });

  it('errors from the framework carry the RFC members too: bad JSON, wrong media type, oversize body', async () => {
    const raw = (type: string, payload: string) =>
      t.app.inject({ method: 'POST', url: '/oauth/token', headers: { 'content-type': type }, payload });
    expectOAuthError(await raw('application/json', '{"grant_type":'), 400, 'invalid_request', 'invalid_body');
    expectOAuthError(await raw('application/xml', '<grant/>'), 415, 'invalid_request', 'unsupported_media_type');
    const huge = await tokenRequest(t, { ...grant, scope: 'read '.repeat(2_000) }, basic());
    expectOAuthError(huge, 413, 'invalid_request', 'payload_too_large');
  });

  it('a flood of bad secrets from one address is refused with 429, other addresses unaffected', async () => {
    const wrong: [string, string] = [client.client_id, `${client.client_secret.slice(0, -2)}zz`];
    for (let i = 0; i < FAILED_AUTH_PER_MINUTE; i++) {
      const res = await tokenRequest(t, grant, { basic: wrong, remoteAddress: '203.0.113.50' });
      expect(res.statusCode).toBe(401);
    }
    const refused = await tokenRequest(t, grant, {
      basic: [client.client_id, client.client_secret],
      remoteAddress: '203.0.113.50',
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('rate_limit_exceeded');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const other = await tokenRequest(t, grant, {
      basic: [client.client_id, client.client_secret],
      remoteAddress: '203.0.113.51',
    });
    expect(other.statusCode).toBe(200);
  });

  it('a client asking for tokens in a loop is slowed down (429)', async () => {
    const eager = await newClient(t, alice.liveKey, ['read']);
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      statuses.push((await tokenRequest(t, grant, { basic: [eager.client_id, eager.client_secret] })).statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('using tokens wherever keys are', () => {
  it('resolves to the account, environment and the token’s scopes', async () => {
    const token = await tokenFor(t, client, 'read');
    const res = await t.request({ url: '/v1/account', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      account: { id: alice.id, plan: 'pro' },
      key: { id: client.client_id, environment: 'production', scopes: ['read'] },
    });
    expect(res.headers['ratelimit-policy']).toContain('"burst";q=60');
  });

  it('a missing scope gives 403 with an insufficient_scope challenge', async () => {
    const token = await tokenFor(t, client, 'read');
    const res = await t.request({ url: '/v1/node/connections', headers: bearer(token) });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('forbidden');
    expect(res.json().detail).toContain("'nodeintel'");
    expect(res.headers['www-authenticate']).toContain('error="insufficient_scope"');
  });

  it('an expired token gives 401, even while cached', async () => {
    const token = await tokenFor(t, client);
    expect((await t.request({ url: '/v1/account', headers: bearer(token) })).statusCode).toBe(200);
    clock += TOKEN_LIFETIME_SECONDS * 1000;
    try {
      const res = await t.request({ url: '/v1/account', headers: bearer(token) });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'invalid_token' });
      expect(res.json().detail).toContain('expired');
      expect(res.headers['www-authenticate']).toContain('error="invalid_token"');
    } finally {
      clock -= TOKEN_LIFETIME_SECONDS * 1000;
    }
  });

  it('an unknown or malformed token gives 401 invalid_token', async () => {
    for (const token of [`at_live_${'A'.repeat(43)}`, 'at_live_nope']) {
      const res = await t.request({ url: '/v1/account', headers: bearer(token) });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('invalid_token');
    }
  });

  it('a sandbox token on a production-only route is refused like a sandbox key', async () => {
    const sandbox = await newClient(t, alice.testKey, ['read', 'alerts']);
    const token = await tokenFor(t, sandbox);
    const res = await t.request({
      method: 'POST',
      url: '/v1/account/keys',
      headers: bearer(token),
      payload: { environment: 'production' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toContain('production-only');
  });

  it('a sandbox token reads the sandbox world; a token with a forged environment prefix is unknown', async () => {
    const sandbox = await newClient(t, alice.testKey, ['read']);
    const token = await tokenFor(t, sandbox);
    const res = await t.request({ url: '/v1/whales?limit=1', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const forged = token.replace('at_test_', 'at_live_');
    expect((await t.request({ url: '/v1/account', headers: bearer(forged) })).statusCode).toBe(401);
  });

  it('usage counts against the account, per client', async () => {
    const token = await tokenFor(t, client);
    await t.request({ url: '/v1/account', headers: bearer(token) });
    const res = await t.request({ url: '/v1/account', headers: bearer(token) });
    expect(res.json().usage_today.by_endpoint['GET /v1/account']).toBeGreaterThan(0);
  });
});
