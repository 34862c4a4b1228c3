/** Stream authentication: each way a key may come, each way it is refused, and plan limits. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revokeKey } from '../../src/accounts/accounts.ts';
import { bootTestApp, type TestAccount, type TestApp } from '../helpers/app.ts';
import { connect, connectWithKey, listen, subscribe } from './client.ts';

let t: TestApp;
let url: string;
let pro: TestAccount;
let free: TestAccount;

beforeAll(async () => {
  t = await bootTestApp();
  url = await listen(t);
  pro = await t.createAccount('pro');
  free = await t.createAccount('free');
});
afterAll(async () => {
  await t.close();
});

describe('authentication on the upgrade', () => {
  it('admits X-API-Key, Authorization: Bearer and ?api_key=, each welcomed with its world and a connection id', async () => {
    const byHeader = await connect(url, { 'x-api-key': pro.liveKey });
    const byBearer = await connect(url, { authorization: `Bearer ${pro.testKey}` });
    const byQuery = await connect(`${url}?api_key=${encodeURIComponent(free.liveKey)}`);
    const [a, b, c] = await Promise.all([byHeader.next('welcome'), byBearer.next('welcome'), byQuery.next('welcome')]);
    expect(a).toMatchObject({ environment: 'production', plan: 'pro', seq: 0 });
    expect(b).toMatchObject({ environment: 'sandbox', plan: 'pro' });
    expect(c).toMatchObject({ environment: 'production', plan: 'free', limits: { connections: 1 } });
    expect(new Set([a.connection_id, b.connection_id, c.connection_id]).size).toBe(3);
    expect(a.connection_id).toMatch(/^conn_[0-9a-f]{24}$/);
    for (const client of [byHeader, byBearer, byQuery]) client.close();
  });

  it.each([
    ['an unknown key', { 'x-api-key': 'sk_live_doesnotexist0000000000000000' }],
    ['a malformed key', { authorization: 'Bearer nonsense' }],
  ])('refuses %s with a 401 problem before upgrading', async (_name, headers) => {
    const refused = await connect(url, headers).catch((err) => err);
    expect(refused.status).toBe(401);
    expect(refused.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(JSON.parse(refused.body)).toMatchObject({ status: 401, code: 'invalid_key' });
  });

  it('refuses a revoked key given in ?api_key= with 401', async () => {
    const account = await t.createAccount('pro');
    await revokeKey(t.app.ctx.db, account.liveKeyId);
    const refused = await connect(`${url}?api_key=${account.liveKey}`).catch((err) => err);
    expect(refused.status).toBe(401);
    expect(JSON.parse(refused.body).detail).toMatch(/revoked/);
  });

  it('answers a plain GET with a problem telling it to upgrade', async () => {
    const res = await t.request({ url: '/v1/signals', key: pro.liveKey });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/WebSocket/);
  });
});

describe('authentication by the first message', () => {
  it('admits {"type":"auth"} and then serves subscriptions', async () => {
    const client = await connect(url);
    client.send({ type: 'auth', api_key: pro.testKey });
    expect(await client.next('welcome')).toMatchObject({ environment: 'sandbox' });
    expect(await subscribe(client, { symbols: ['TEST_BTC'] })).toMatchObject({
      action: 'subscribe',
      symbols: ['TEST_BTC'],
    });
    client.close();
  });

  it('closes with 4401 on a bad key, naming the problem first', async () => {
    const client = await connect(url);
    client.send({ type: 'auth', api_key: 'sk_test_wrongwrongwrongwrongwrong00' });
    expect(await client.next('error')).toMatchObject({ code: 'invalid_key' });
    expect((await client.waitClose()).code).toBe(4401);
  });

  it('closes with 4401 when another message comes before auth', async () => {
    const client = await connect(url);
    client.send({ type: 'subscribe', symbols: ['BTC'] });
    expect(await client.next('error')).toMatchObject({ code: 'not_authenticated' });
    expect((await client.waitClose()).code).toBe(4401);
  });

  it('closes with 4401 when no auth message comes within the auth window', async () => {
    t.app.stream.configure({ authTimeoutMs: 150 });
    try {
      const client = await connect(url);
      const started = Date.now();
      expect(await client.next('error')).toMatchObject({ code: 'auth_timeout' });
      expect((await client.waitClose()).code).toBe(4401);
      expect(Date.now() - started).toBeGreaterThanOrEqual(100);
    } finally {
      t.app.stream.configure({ authTimeoutMs: 5_000 });
    }
  });
});

describe('plans', () => {
  it('refuses a Free key a symbol outside its plan, naming the symbol', async () => {
    const { client } = await connectWithKey(url, free.liveKey);
    client.send({ type: 'subscribe', symbols: ['ETH'], signals: ['confirmation'] });
    const error = await client.next('error');
    expect(error).toMatchObject({ code: 'plan_restricted', symbol: 'ETH' });
    expect(error.message).toMatch(/ETH is not included in the free plan/);
    client.send({ type: 'subscribe', symbols: ['DOESNOTEXIST'] });
    expect(await client.next('error')).toMatchObject({ code: 'unknown_symbol' });
    client.close();
  });

  it('limits open connections per plan: the second Free connection is refused with 429, on a socket with 4429', async () => {
    const account = await t.createAccount('free');
    const { client: first } = await connectWithKey(url, account.liveKey);
    const refused = await connect(url, { 'x-api-key': account.liveKey }).catch((err) => err);
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body).detail).toMatch(/free plan allows 1 open stream connection/);
    const late = await connect(url);
    late.send({ type: 'auth', api_key: account.liveKey });
    expect(await late.next('error')).toMatchObject({ code: 'connection_limit', limit: 1 });
    expect((await late.waitClose()).code).toBe(4429);
    // The sandbox key of the same account is another world and counts apart.
    const { client: sandbox } = await connectWithKey(url, account.testKey);
    first.close();
    await first.waitClose();
    const { client: again } = await connectWithKey(url, account.liveKey);
    again.close();
    sandbox.close();
  });

  it('counts a public sandbox key per client address', async () => {
    const { client, welcome } = await connectWithKey(url, 'sk_test_public_demo');
    expect(welcome).toMatchObject({ plan: 'free', limits: { connections: 1 } });
    const refused = await connect(url, { 'x-api-key': 'sk_test_public_demo' }).catch((err) => err);
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body).detail).toMatch(/per client address/);
    client.close();
  });
});
