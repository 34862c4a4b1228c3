/**
 * Tenant isolation across every resource an account owns: account A creates one of each (a key,
 * a webhook with a delivery, an alert rule, node connections, a tracked wallet, a charting
 * secret); account B's key reading, changing or deleting any of them by id gets 404, exactly as
 * for an id that does not exist, and B's lists never show them. A's resources are intact after.
 * The same holds for A's OAuth clients (B cannot list or delete them, and A's access token reaches
 * none of B's resources) and through the dashboard (B's session gets 404 on A's keys, webhooks,
 * alerts and clients under /dashboard/api/...). The v2 routes hold no per-account resource.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bootTestApp, type TestAccount, type TestApp } from '../helpers/app.ts';
import { type DashboardSession, setPlan, signUp } from '../helpers/dashboard.ts';
import { connectedAccount } from '../nodeintel/connected.ts';
import { bearer, newClient, tokenFor } from '../oauth/helpers.ts';

const WALLET = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
let t: TestApp;
let a: TestAccount;
let b: TestAccount;

beforeAll(async () => {
  t = await bootTestApp({ WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true' });
  a = await connectedAccount(t, 'pro');
  b = await connectedAccount(t, 'pro');
});
afterAll(() => t.close());

async function as(account: TestAccount, method: string, url: string, payload?: unknown) {
  const res = await t.request({ method: method as 'GET', url, key: account.liveKey, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.body ? res.json() : null, text: res.body };
}

type Attempt = [method: string, url: string, payload?: unknown];
type Send = (method: string, url: string, payload?: unknown) => Promise<{ status: number; text: string }>;

/** Each attempt sent; those not answered 404 (the owner's id must not show in any answer). */
async function notFound(attempts: Attempt[], send: Send, ownerId: string): Promise<string[]> {
  const wrong: string[] = [];
  for (const [method, url, payload] of attempts) {
    const res = await send(method, url, payload);
    if (res.status !== 404) wrong.push(`${method} ${url}: ${res.status}`);
    expect(res.text).not.toContain(ownerId);
  }
  return wrong;
}

it("answers another account's resources with 404 everywhere, and lists only the caller's", async () => {
  const key = await as(a, 'POST', '/v1/account/keys', { environment: 'production' });
  const hook = await as(a, 'POST', '/v1/webhooks', {
    url: 'https://127.0.0.1:9/hook',
    events: ['*'],
    symbols: ['BTC'],
    secret: 'isolation-secret-0123456789',
  });
  const webhookId = hook.body.webhook_id;
  expect((await as(a, 'POST', '/v1/webhooks/test', { webhook_id: webhookId })).status).toBeLessThan(500);
  const deliveries = await as(a, 'GET', `/v1/webhooks/${webhookId}/deliveries`);
  const deliveryId = deliveries.body.deliveries[0]?.delivery_id ?? deliveries.body.deliveries[0]?.id;
  const alert = await as(a, 'POST', '/v1/alerts', {
    symbol: 'ETH',
    condition: { type: 'funding_above', level: 0.001 },
  });
  const connections = await as(a, 'GET', '/v1/node/connections');
  const connectionId = connections.body.connections[0].connection_id;
  expect((await as(a, 'POST', '/v1/node/bsc/wallets', { address: WALLET })).status).toBe(201);
  expect((await as(a, 'POST', '/v1/charting/secret')).status).toBe(201);
  expect([key.status, hook.status, alert.status]).toEqual([201, 201, 201]);
  expect(deliveryId).toBeDefined();

  const attempts: Attempt[] = [
    ['GET', `/v1/webhooks/${webhookId}`],
    ['PATCH', `/v1/webhooks/${webhookId}`, { description: 'mine now' }],
    ['DELETE', `/v1/webhooks/${webhookId}`],
    ['GET', `/v1/webhooks/${webhookId}/deliveries`],
    ['POST', `/v1/webhooks/${webhookId}/deliveries/${deliveryId}/redeliver`],
    ['POST', `/v1/webhooks/${webhookId}/recover`, { since: Date.now() - 3_600_000 }],
    ['POST', '/v1/webhooks/test', { webhook_id: webhookId }],
    ['GET', `/v1/alerts/${alert.body.alert_id}`],
    ['DELETE', `/v1/alerts/${alert.body.alert_id}`],
    ['DELETE', `/v1/node/connections/${connectionId}`],
    ['DELETE', `/v1/node/bsc/wallets/${WALLET}`],
    ['GET', `/v1/node/bsc/wallets/${WALLET}/activity`],
    ['DELETE', `/v1/account/keys/${key.body.key.id}`],
  ];
  // Nothing of A's in the answers either (the problem names the id B sent, nothing more).
  expect(await notFound(attempts, (m, u, p) => as(b, m, u, p), a.id)).toEqual([]);

  // B's lists hold none of A's resources.
  const lists = await Promise.all(
    ['/v1/webhooks', '/v1/alerts', '/v1/node/connections', '/v1/node/bsc/wallets', '/v1/account/keys'].map((u) =>
      as(b, 'GET', u),
    ),
  );
  for (const l of lists) {
    expect(l.status).toBe(200);
    expect(l.text).not.toContain(connectionId);
    expect(l.text).not.toContain(key.body.key.id);
    expect(l.text).not.toContain(WALLET);
  }
  expect(lists[0]!.body.webhooks).toEqual([]);
  expect(lists[1]!.body.alerts).toEqual([]);

  // B issuing its own charting secret leaves A's in place; A's resources are all still there.
  expect((await as(b, 'POST', '/v1/charting/secret')).status).toBe(201);
  expect((await as(a, 'GET', `/v1/webhooks/${webhookId}`)).status).toBe(200);
  expect((await as(a, 'GET', `/v1/alerts/${alert.body.alert_id}`)).status).toBe(200);
  expect((await as(a, 'GET', '/v1/node/bsc/wallets')).text).toContain(WALLET);
  expect((await as(a, 'GET', '/v1/node/connections')).body.connections).toHaveLength(2);
  const aKeys = await as(a, 'GET', '/v1/account/keys');
  expect(aKeys.text).toContain(key.body.key.id);
});

const ALL_SCOPES = ['read', 'alerts', 'webhooks', 'nodeintel'];

async function withToken(token: string, method: string, url: string, payload?: unknown) {
  const res = await t.request({
    method: method as 'GET',
    url,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, text: res.body };
}

async function webhookOf(account: TestAccount) {
  const res = await as(account, 'POST', '/v1/webhooks', {
    url: 'https://127.0.0.1:9/hook',
    events: ['*'],
    symbols: ['ETH'],
    secret: 'isolation-secret-abcdef012345',
  });
  expect(res.status, res.text).toBe(201);
  return res.body.webhook_id as string;
}

it('keeps OAuth clients and their tokens to their own account', async () => {
  const clientA = await newClient(t, a.liveKey, ALL_SCOPES, 'a-bot');
  const clientB = await newClient(t, b.liveKey, ALL_SCOPES, 'b-bot');
  const tokenA = await tokenFor(t, clientA);
  const tokenB = await tokenFor(t, clientB);

  // B (by key or by its own token) neither sees nor deletes A's client.
  const listed = await as(b, 'GET', '/v1/oauth/clients');
  expect(listed.status).toBe(200);
  expect(listed.text).not.toContain(clientA.client_id);
  expect(listed.text).toContain(clientB.client_id);
  expect((await withToken(tokenB, 'GET', '/v1/oauth/clients')).text).not.toContain(clientA.client_id);
  expect((await as(b, 'DELETE', `/v1/oauth/clients/${clientA.client_id}`)).status).toBe(404);
  expect((await withToken(tokenB, 'DELETE', `/v1/oauth/clients/${clientA.client_id}`)).status).toBe(404);

  // A's token reaches none of B's resources.
  const hookB = await webhookOf(b);
  const alertB = await as(b, 'POST', '/v1/alerts', {
    symbol: 'BTC',
    condition: { type: 'funding_above', level: 0.002 },
  });
  expect(alertB.status).toBe(201);
  const keyB = (await as(b, 'GET', '/v1/account/keys')).body.keys[0].id;
  const attempts: Attempt[] = [
    ['GET', `/v1/webhooks/${hookB}`],
    ['PATCH', `/v1/webhooks/${hookB}`, { description: 'mine now' }],
    ['DELETE', `/v1/webhooks/${hookB}`],
    ['GET', `/v1/alerts/${alertB.body.alert_id}`],
    ['DELETE', `/v1/alerts/${alertB.body.alert_id}`],
    ['DELETE', `/v1/oauth/clients/${clientB.client_id}`],
    ['DELETE', `/v1/account/keys/${keyB}`],
  ];
  expect(await notFound(attempts, (m, u, p) => withToken(tokenA, m, u, p), b.id)).toEqual([]);
  const seen = JSON.parse((await withToken(tokenA, 'GET', '/v1/webhooks')).text);
  expect(seen.webhooks.map((w: { webhook_id: unknown }) => w.webhook_id)).not.toContain(hookB);

  // B's things are intact, and B's token still works.
  expect((await as(b, 'GET', `/v1/webhooks/${hookB}`)).status).toBe(200);
  expect((await as(b, 'GET', '/v1/account/keys')).text).toContain(keyB);
  expect((await withToken(tokenB, 'GET', `/v1/alerts/${alertB.body.alert_id}`)).status).toBe(200);
});

it("answers another account's resources with 404 through the dashboard's session", async () => {
  const sa: DashboardSession = await signUp(t);
  const sb: DashboardSession = await signUp(t);
  const env = 'production' as const;
  // Webhooks and alerts need a paid plan.
  await setPlan(t, sa.accountId, 'pro');
  await setPlan(t, sb.accountId, 'pro');
  const key = await sa.call({ method: 'POST', url: '/dashboard/api/keys', payload: { environment: 'sandbox' } });
  const hook = await sa.call({
    method: 'POST',
    url: '/dashboard/api/v1/webhooks',
    environment: env,
    payload: { url: 'https://127.0.0.1:9/hook', events: ['*'], symbols: ['BTC'], secret: 'isolation-dash-0123456789' },
  });
  const alert = await sa.call({
    method: 'POST',
    url: '/dashboard/api/v1/alerts',
    environment: env,
    payload: { symbol: 'ETH', condition: { type: 'funding_above', level: 0.001 } },
  });
  const client = await sa.call({
    method: 'POST',
    url: '/dashboard/api/v1/oauth/clients',
    environment: env,
    payload: { name: 'dash-bot', scopes: ['read'] },
  });
  expect([key.statusCode, hook.statusCode, alert.statusCode, client.statusCode], client.body).toEqual([
    201, 201, 201, 201,
  ]);
  const keyId = key.json().key.id;
  const hookId = hook.json().webhook_id;
  const alertId = alert.json().alert_id;
  const clientId = client.json().client_id;
  // An account made with the API (A of the first test) is no more reachable from B's session.
  const apiHook = await webhookOf(a);

  const attempts: Attempt[] = [
    ['DELETE', `/dashboard/api/keys/${keyId}`],
    ['DELETE', `/dashboard/api/v1/account/keys/${keyId}`],
    ['GET', `/dashboard/api/v1/webhooks/${hookId}`],
    ['PATCH', `/dashboard/api/v1/webhooks/${hookId}`, { description: 'mine now' }],
    ['DELETE', `/dashboard/api/v1/webhooks/${hookId}`],
    ['GET', `/dashboard/api/v1/webhooks/${hookId}/deliveries`],
    ['GET', `/dashboard/api/v1/webhooks/${apiHook}`],
    ['GET', `/dashboard/api/v1/alerts/${alertId}`],
    ['DELETE', `/dashboard/api/v1/alerts/${alertId}`],
    ['DELETE', `/dashboard/api/v1/oauth/clients/${clientId}`],
  ];
  const viaSession: Send = async (method, url, payload) => {
    const res = await sb.call({ method: method as 'GET', url, environment: env, ...(payload ? { payload } : {}) });
    return { status: res.statusCode, text: res.body };
  };
  expect(await notFound(attempts, viaSession, sa.accountId)).toEqual([]);

  // B's lists show none of A's, and A's are all still there.
  for (const url of ['/dashboard/api/keys', '/dashboard/api/v1/oauth/clients']) {
    const res = await sb.call({ url, environment: env });
    expect(res.statusCode).toBe(200);
    for (const id of [keyId, clientId]) expect(res.body).not.toContain(id);
  }
  expect((await sb.call({ url: '/dashboard/api/v1/webhooks', environment: env })).json().webhooks).toEqual([]);
  expect((await sa.call({ url: `/dashboard/api/v1/webhooks/${hookId}`, environment: env })).statusCode).toBe(200);
  expect((await sa.call({ url: `/dashboard/api/v1/alerts/${alertId}`, environment: env })).statusCode).toBe(200);
  expect((await sa.call({ url: '/dashboard/api/keys' })).body).toContain(keyId);
  expect((await sa.call({ url: '/dashboard/api/v1/oauth/clients', environment: env })).body).toContain(clientId);
});
