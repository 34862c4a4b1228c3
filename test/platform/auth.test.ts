import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashKey } from '../../src/accounts/keys.ts';
import { ADMIN_TOKEN, bootTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
let alice: Awaited<ReturnType<TestApp['createAccount']>>;
let bob: Awaited<ReturnType<TestApp['createAccount']>>;

beforeAll(async () => {
  t = await bootTestApp();
  alice = await t.createAccount('pro');
  bob = await t.createAccount('trader');
});
afterAll(() => t.close());

describe('authentication: happy', () => {
  it('accepts a key in X-API-Key', async () => {
    const res = await t.request({ url: '/v1/account', key: alice.testKey });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ok',
      account: { id: alice.id, plan: 'pro' },
      key: { environment: 'sandbox' },
    });
  });

  it('accepts the same key as Authorization: Bearer', async () => {
    const res = await t.request({ url: '/v1/account', headers: { authorization: `Bearer ${alice.liveKey}` } });
    expect(res.statusCode).toBe(200);
    expect(res.json().key.environment).toBe('production');
  });

  it('serves the three public sandbox keys after boot', async () => {
    for (const [key, plan] of [
      ['sk_test_public_demo', 'free'],
      ['sk_test_public_trader', 'trader'],
      ['sk_test_public_pro', 'pro'],
    ]) {
      const res = await t.request({ url: '/v1/account', key });
      expect(res.statusCode, key).toBe(200);
      expect(res.json().account.plan).toBe(plan);
    }
  });

  it('accepts legacy sk_ and sm_ keys as production', async () => {
    for (const legacy of ['sk_legacyKey0123456789', 'sm_legacyKey0123456789']) {
      await t.database.query(
        `INSERT INTO api_keys (id, account_id, environment, hash, prefix, scopes) VALUES ($1, $2, 'production', $3, $4, '["read"]')`,
        [`key_${legacy.slice(0, 2)}legacy`, alice.id, hashKey(legacy), legacy.slice(0, 12)],
      );
      const res = await t.request({ url: '/v1/account', key: legacy });
      expect(res.statusCode, legacy).toBe(200);
      expect(res.json().key.environment).toBe('production');
    }
  });

  it('accepts environment=sandbox with a sandbox key', async () => {
    const res = await t.request({ url: '/v1/account?environment=sandbox', key: alice.testKey });
    expect(res.statusCode).toBe(200);
  });
});

describe('authentication: errors', () => {
  const cases: Array<[string, Record<string, string>, RegExp]> = [
    ['missing', {}, /missing API key/],
    ['malformed', { 'x-api-key': 'hello' }, /malformed/],
    ['malformed bearer', { authorization: 'Basic abc' }, /missing API key/],
    ['unknown', { 'x-api-key': `sk_test_${'0'.repeat(43)}` }, /unknown API key/],
  ];
  for (const [name, headers, detail] of cases) {
    it(`answers 401 invalid_key for a ${name} key`, async () => {
      const res = await t.request({ url: '/v1/account', headers });
      expect(res.statusCode).toBe(401);
      expect(res.headers['content-type']).toBe('application/problem+json');
      expect(res.json()).toMatchObject({ status: 401, code: 'invalid_key' });
      expect(res.json().detail).toMatch(detail);
    });
  }

  it('answers 401 for a revoked key, at once', async () => {
    const acc = await t.createAccount('free');
    expect((await t.request({ url: '/v1/account', key: acc.testKey })).statusCode).toBe(200);
    const revoke = await t.request({
      method: 'DELETE',
      url: `/admin/keys/${acc.testKeyId}`,
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(revoke.statusCode).toBe(200);
    const res = await t.request({ url: '/v1/account', key: acc.testKey });
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toMatch(/revoked/);
  });

  it('answers 401 when the environment parameter disagrees with the key', async () => {
    const res = await t.request({ url: '/v1/account?environment=production', key: alice.testKey });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('invalid_key');
  });

  it('answers 401 for a sandbox key on a production-only operation', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/v1/account/keys',
      key: alice.testKey,
      payload: { environment: 'sandbox' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toMatch(/production-only/);
  });

  it('answers 400 naming the parameter for an unknown environment value', async () => {
    const res = await t.request({ url: '/v1/account?environment=staging', key: alice.testKey });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'invalid_parameter',
      invalid_params: [{ name: 'environment', in: 'query' }],
    });
  });

  it('rejects a key whose prefix does not match its stored environment', async () => {
    // A production key re-labelled as a sandbox key must not authenticate.
    const forged = alice.liveKey.replace('sk_live_', 'sk_test_');
    expect((await t.request({ url: '/v1/account', key: forged })).statusCode).toBe(401);
  });
});

describe('authentication: security', () => {
  it('never shows one account the data of another', async () => {
    const res = await t.request({ url: '/v1/account/keys', key: bob.liveKey });
    const ids = res.json().keys.map((k: { id: string }) => k.id);
    expect(ids).toContain(bob.liveKeyId);
    expect(ids).not.toContain(alice.liveKeyId);
  });

  it("cannot revoke another account's key", async () => {
    const res = await t.request({ method: 'DELETE', url: `/v1/account/keys/${alice.liveKeyId}`, key: bob.liveKey });
    expect(res.statusCode).toBe(404);
    expect((await t.request({ url: '/v1/account', key: alice.liveKey })).statusCode).toBe(200);
  });

  it('creates and revokes its own keys with a production key; secrets are never listed', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/v1/account/keys',
      key: bob.liveKey,
      payload: { environment: 'sandbox', name: 'bot' },
    });
    expect(created.statusCode).toBe(201);
    const newKey = created.json().key;
    expect(newKey.key).toMatch(/^sk_test_[A-Za-z0-9]{40,}$/);
    const listed = await t.request({ url: '/v1/account/keys', key: bob.liveKey });
    expect(listed.body).not.toContain(newKey.key);
    expect((await t.request({ url: '/v1/account', key: newKey.key })).statusCode).toBe(200);
    const revoked = await t.request({ method: 'DELETE', url: `/v1/account/keys/${newKey.id}`, key: bob.liveKey });
    expect(revoked.statusCode).toBe(200);
    expect((await t.request({ url: '/v1/account', key: newKey.key })).statusCode).toBe(401);
  });

  it('stores keys only as SHA-256 hashes', async () => {
    const rows = await t.database.query<{ hash: string; prefix: string }>(
      'SELECT hash, prefix FROM api_keys WHERE account_id = $1',
      [alice.id],
    );
    for (const r of rows) {
      expect(r.hash).toMatch(/^[0-9a-f]{64}$/);
      expect(r.prefix.length).toBeLessThanOrEqual(12);
    }
    const dump = JSON.stringify(await t.database.query('SELECT * FROM api_keys'));
    expect(dump).not.toContain(alice.testKey);
    expect(dump).not.toContain(alice.liveKey);
  });
});
