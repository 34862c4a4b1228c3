/**
 * Tenant isolation across every resource an account owns: account A creates one of each (a key,
 * a webhook with a delivery, an alert rule, node connections, a tracked wallet, a charting
 * secret); account B's key reading, changing or deleting any of them by id gets 404, exactly as
 * for an id that does not exist, and B's lists never show them. A's resources are intact after.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bootTestApp, type TestAccount, type TestApp } from '../helpers/app.ts';
import { connectedAccount } from '../nodeintel/connected.ts';

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

  const attempts: Array<[string, string, unknown?]> = [
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
  const answers: Record<string, number> = {};
  for (const [method, url, payload] of attempts) {
    const res = await as(b, method, url, payload);
    answers[`${method} ${url}`] = res.status;
    // Nothing of A's in the answer either (the problem names the id B sent, nothing more).
    expect(res.text).not.toContain(a.id);
  }
  expect(Object.entries(answers).filter(([, s]) => s !== 404)).toEqual([]);

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
