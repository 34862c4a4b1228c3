/**
 * /v1/oauth/clients over the in-process app: issuance shows the secret once, listing never does,
 * deletion revokes the client's tokens; clients belong to an account and an environment.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CLIENTS } from '../../src/accounts/oauth/clients.ts';
import { bootTestApp, type TestAccount, type TestApp } from '../helpers/app.ts';
import { bearer, newClient, tokenFor } from './helpers.ts';

let t: TestApp;
let alice: TestAccount;
let bob: TestAccount;

beforeAll(async () => {
  t = await bootTestApp();
  alice = await t.createAccount('pro');
  bob = await t.createAccount('pro');
});
afterAll(() => t.close());

describe('POST /v1/oauth/clients', () => {
  it('returns client_id and client_secret once; the secret is stored only as its SHA-256', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/v1/oauth/clients',
      key: alice.liveKey,
      payload: { name: 'trading-bot', scopes: ['alerts', 'read'] },
    });
    expect(res.statusCode).toBe(201);
    const client = res.json();
    expect(client).toMatchObject({
      name: 'trading-bot',
      scopes: ['read', 'alerts'],
      environment: 'production',
      token_endpoint: '/oauth/token',
    });
    expect(client.client_id).toMatch(/^cid_[0-9A-Za-z]{22}$/);
    expect(client.client_secret).toMatch(/^cs_live_[0-9A-Za-z]{43}$/);
    const rows = await t.database.query<Record<string, string>>('SELECT * FROM oauth_clients WHERE id = $1', [
      client.client_id,
    ]);
    expect(JSON.stringify(rows)).not.toContain(client.client_secret);
    expect(rows[0]!.secret_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('a sandbox key makes a sandbox client, with a cs_test_ secret', async () => {
    const client = await newClient(t, alice.testKey, ['read']);
    expect(client.environment).toBe('sandbox');
    expect(client.client_secret).toMatch(/^cs_test_/);
  });

  it('refuses the shared public sandbox keys (403)', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/v1/oauth/clients',
      key: 'sk_test_public_pro',
      payload: { name: 'x', scopes: ['read'] },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('sandbox_shared_key');
  });

  it('names the field at fault: unknown scope, empty list, missing name, oversize name, wrong type', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: 'x', scopes: ['admin'] }, 'scopes.0'],
      [{ name: 'x', scopes: [] }, 'scopes'],
      [{ scopes: ['read'] }, 'name'],
      [{ name: 'x'.repeat(101), scopes: ['read'] }, 'name'],
      [{ name: 'x', scopes: { read: true } }, 'scopes'],
      [{ name: 'x', scopes: ['read', 'read'] }, 'scopes'],
    ];
    for (const [payload, field] of cases) {
      const res = await t.request({ method: 'POST', url: '/v1/oauth/clients', key: alice.liveKey, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().invalid_params[0].name, JSON.stringify(payload)).toBe(field);
    }
  });

  it('needs a credential (401), and a token cannot make a client wider than itself (403)', async () => {
    const anonymous = await t.request({
      method: 'POST',
      url: '/v1/oauth/clients',
      payload: { name: 'x', scopes: ['read'] },
    });
    expect(anonymous.statusCode).toBe(401);
    const narrow = await newClient(t, alice.liveKey, ['read']);
    const token = await tokenFor(t, narrow);
    const wider = await t.request({
      method: 'POST',
      url: '/v1/oauth/clients',
      headers: bearer(token),
      payload: { name: 'wider', scopes: ['read', 'webhooks'] },
    });
    expect(wider.statusCode).toBe(403);
    expect(wider.json().detail).toContain('webhooks');
    const same = await t.request({
      method: 'POST',
      url: '/v1/oauth/clients',
      headers: bearer(token),
      payload: { name: 'same', scopes: ['read'] },
    });
    expect(same.statusCode).toBe(201);
  });

  it(`stops at ${MAX_CLIENTS} clients per account and environment (409)`, async () => {
    const carol = await t.createAccount('free');
    for (let i = 0; i < MAX_CLIENTS; i++) await newClient(t, carol.testKey, ['read'], `c${i}`);
    const res = await t.request({
      method: 'POST',
      url: '/v1/oauth/clients',
      key: carol.testKey,
      payload: { name: 'one too many', scopes: ['read'] },
    });
    expect(res.statusCode).toBe(409);
    // The other environment has its own allowance.
    await newClient(t, carol.liveKey, ['read']);
  });
});

describe('GET /v1/oauth/clients', () => {
  it("lists this account's clients of the key's environment, never a secret", async () => {
    const dave = await t.createAccount('pro');
    const live = await newClient(t, dave.liveKey, ['read'], 'live one');
    const sandbox = await newClient(t, dave.testKey, ['read'], 'sandbox one');
    const res = await t.request({ url: '/v1/oauth/clients', key: dave.liveKey });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('ok');
    expect(body.clients.map((c: { client_id: string }) => c.client_id)).toEqual([live.client_id]);
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toContain(live.client_secret);
    const sandboxList = await t.request({ url: '/v1/oauth/clients', key: dave.testKey });
    expect(sandboxList.json().clients.map((c: { client_id: string }) => c.client_id)).toEqual([sandbox.client_id]);
  });

  it("another account's key or token sees none of them", async () => {
    const mine = await newClient(t, alice.liveKey, ['read']);
    const theirs = await t.request({ url: '/v1/oauth/clients', key: bob.liveKey });
    expect(theirs.body).not.toContain(mine.client_id);
    const bobToken = await tokenFor(t, await newClient(t, bob.liveKey, ['read']));
    const viaToken = await t.request({ url: '/v1/oauth/clients', headers: bearer(bobToken) });
    expect(viaToken.statusCode).toBe(200);
    expect(viaToken.body).not.toContain(mine.client_id);
  });
});

describe('DELETE /v1/oauth/clients/:clientId', () => {
  it('deletes the client and its tokens stop working at once (401)', async () => {
    const client = await newClient(t, alice.liveKey, ['read']);
    const token = await tokenFor(t, client);
    expect((await t.request({ url: '/v1/account', headers: bearer(token) })).statusCode).toBe(200);
    const del = await t.request({ method: 'DELETE', url: `/v1/oauth/clients/${client.client_id}`, key: alice.liveKey });
    expect(del.statusCode).toBe(204);
    const after = await t.request({ url: '/v1/account', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('invalid_token');
    const tokens = await t.database.query('SELECT 1 FROM oauth_tokens WHERE client_id = $1', [client.client_id]);
    expect(tokens).toHaveLength(0);
    const list = await t.request({ url: '/v1/oauth/clients', key: alice.liveKey });
    expect(list.body).not.toContain(client.client_id);
    const again = await t.request({
      method: 'DELETE',
      url: `/v1/oauth/clients/${client.client_id}`,
      key: alice.liveKey,
    });
    expect(again.statusCode).toBe(404);
  });

  it("another account's key or token gets 404, and the client survives", async () => {
    const client = await newClient(t, alice.liveKey, ['read']);
    const bobToken = await tokenFor(t, await newClient(t, bob.liveKey, ['read']));
    for (const headers of [{ 'x-api-key': bob.liveKey }, bearer(bobToken)]) {
      const res = await t.request({ method: 'DELETE', url: `/v1/oauth/clients/${client.client_id}`, headers });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
    // Alice's sandbox key is another environment: not found either.
    const sandbox = await t.request({
      method: 'DELETE',
      url: `/v1/oauth/clients/${client.client_id}`,
      key: alice.testKey,
    });
    expect(sandbox.statusCode).toBe(404);
    const list = await t.request({ url: '/v1/oauth/clients', key: alice.liveKey });
    expect(list.body).toContain(client.client_id);
  });

  it('refuses a malformed id with a 400 naming it', async () => {
    const res = await t.request({ method: 'DELETE', url: '/v1/oauth/clients/not-an-id', key: alice.liveKey });
    expect(res.statusCode).toBe(400);
    expect(res.json().invalid_params[0]).toMatchObject({ in: 'path', name: 'clientId' });
  });
});
