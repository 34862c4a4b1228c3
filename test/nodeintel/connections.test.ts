/**
 * /v1/node/connections against a real local node (anvil from the shared test chain) and a
 * scripted JSON-RPC server for the faults; billing lines in /v1/account; getNodeClient.
 */
import { createServer } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meterNodeCall, nodeBillingLines } from '../../src/nodeintel/billing.ts';
import { getNodeClient } from '../../src/nodeintel/connections.ts';
import { ApiError } from '../../src/platform/errors.ts';
import { startTestChain, type TestChain } from '../fixtures/evm/chain.ts';
import { type RpcServer, startRpcServer } from '../fixtures/evm/rpc-server.ts';
import { bootTestApp, type TestAccount, type TestApp } from '../helpers/app.ts';

const SECRET_PASSWORD = 'pw-Zq81secret';
const SECRET_KEY = 'key-7Hx2secret';
let chain: TestChain;
let t: TestApp;
let fake: RpcServer;
const logs: string[] = [];
const answers: string[] = [];
let secretUrl: string;

beforeAll(async () => {
  chain = await startTestChain();
  fake = await startRpcServer();
  t = await bootTestApp(
    {
      LOG_LEVEL: 'trace',
      NODE_INTEL_EXTRA_CHAIN_ID: String(chain.chainId),
      NODE_INTEL_BSC_ROUTER: chain.addresses.router,
      NODE_INTEL_BSC_FACTORY: chain.addresses.factory,
      NODE_INTEL_BSC_WRAPPED_NATIVE: chain.addresses.weth,
    },
    { logStream: { write: (line) => logs.push(line) } },
  );
  const u = new URL(chain.rpcUrl);
  secretUrl = `http://operator:${SECRET_PASSWORD}@${u.host}/?apikey=${SECRET_KEY}`;
}, 60_000);

afterAll(async () => {
  await t?.close();
  await fake?.close();
  await chain?.close();
});

/** Every answer is kept, so the last test can check none of them carried a secret. */
async function send(method: 'GET' | 'POST' | 'DELETE', url: string, key: string, payload?: unknown) {
  const res: LightMyRequestResponse = await t.request({ method, url, key, ...(payload ? { payload } : {}) });
  answers.push(res.body);
  return { status: res.statusCode, body: res.json() };
}
const connect = (account: TestAccount, payload: Record<string, unknown>) =>
  send('POST', '/v1/node/connections', account.liveKey, payload);

async function closedPort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address() as { port: number };
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

describe('node connections', () => {
  it('connects a node, masks its URL, records its capabilities and bills the chain', async () => {
    const account = await t.createAccount('pro');
    const res = await connect(account, { chain: 'bsc', rpc_url: secretUrl, label: 'home node' });
    expect(res.status).toBe(201);
    const port = new URL(chain.rpcUrl).port;
    expect(res.body).toMatchObject({
      status: 'ok',
      chain: 'bsc',
      chain_id: 31337,
      label: 'home node',
      rpc_url_masked: `http://127.0.0.1:${port}/…`,
      ws_url_masked: `ws://127.0.0.1:${port}/…`,
      client_version: expect.stringMatching(/^anvil\//),
      capabilities: { state_overrides: true, simulate_v1: true, debug_trace_call: true, websocket_subscriptions: true },
    });
    expect(res.body.connection_id).toMatch(/^nc_[0-9a-f]+$/);

    const list = await send('GET', '/v1/node/connections', account.testKey);
    expect(list.body.connections.map((c: { connection_id: string }) => c.connection_id)).toEqual([
      res.body.connection_id,
    ]);

    await meterNodeCall(t.app.ctx, account.id, 'bsc');
    await meterNodeCall(t.app.ctx, { accountId: account.id }, 'bsc', 2);
    const me = await send('GET', '/v1/account', account.liveKey);
    expect(me.body.node_intelligence).toEqual({
      enabled_chains: ['bsc'],
      lines: [
        {
          chain: 'bsc',
          chain_id: 31337,
          connection_id: res.body.connection_id,
          enabled_since: res.body.created_at,
          price_usd_month: null,
          calls_today: 3,
          calls_this_month: 3,
        },
      ],
    });
  });

  it('getNodeClient gives the account’s node for the chain, with the configured DEX addresses', async () => {
    const account = await t.createAccount('pro');
    await connect(account, { chain: 'bsc', rpc_url: chain.rpcUrl });
    const client = await getNodeClient(t.app.ctx, account.id, 'bsc');
    expect(await client.call('eth_chainId')).toBe('0x7a69');
    expect(client.chain).toMatchObject({
      name: 'bsc',
      router: chain.addresses.router,
      wrappedNative: chain.addresses.weth,
    });
    expect(client.connection.capabilities.state_overrides).toBe(true);
    const missing = await getNodeClient(t.app.ctx, account.id, 'avalanche').catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(ApiError);
    expect(missing).toMatchObject({ code: 'conflict', status: 409 });
  });

  it('the extra chain id serves either chain; disconnecting ends the chain’s line and client', async () => {
    const account = await t.createAccount('trader');
    const bsc = await connect(account, { chain: 'bsc', rpc_url: chain.rpcUrl });
    const avax = await connect(account, { chain: 'avalanche', rpc_url: chain.rpcUrl, ws_url: chain.wsUrl });
    expect(avax.status).toBe(201);
    expect((await nodeBillingLines(t.app.ctx, account.id)).map((l) => l.chain)).toEqual(['avalanche', 'bsc']);
    const removed = await send('DELETE', `/v1/node/connections/${bsc.body.connection_id}`, account.liveKey);
    expect(removed).toMatchObject({ status: 200, body: { connection_id: bsc.body.connection_id, chain: 'bsc' } });
    const me = await send('GET', '/v1/account', account.liveKey);
    expect(me.body.node_intelligence.enabled_chains).toEqual(['avalanche']);
    await expect(getNodeClient(t.app.ctx, account.id, 'bsc')).rejects.toMatchObject({ status: 409 });
    const again = await send('DELETE', `/v1/node/connections/${bsc.body.connection_id}`, account.liveKey);
    expect(again.status).toBe(404);
  });

  it('refuses a second node for the same chain (409)', async () => {
    const account = await t.createAccount('pro');
    expect((await connect(account, { chain: 'bsc', rpc_url: chain.rpcUrl })).status).toBe(201);
    const second = await connect(account, { chain: 'bsc', rpc_url: chain.rpcUrl });
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('conflict');
  });

  it('records missing capabilities as false on a node that offers only the basics', async () => {
    const account = await t.createAccount('pro');
    const res = await connect(account, { chain: 'bsc', rpc_url: fake.url });
    expect(res.status).toBe(201);
    expect(res.body.chain_id).toBe(56);
    expect(res.body.capabilities).toEqual({
      state_overrides: false,
      simulate_v1: false,
      debug_trace_call: false,
      websocket_subscriptions: false,
    });
    // The derived WebSocket address did not answer, so it is not kept.
    expect(res.body.ws_url_masked).toBeNull();
  });
});

describe('node connection errors', () => {
  it('names both chain ids when the node is on another chain', async () => {
    const strict = await bootTestApp();
    try {
      const account = await strict.createAccount('pro');
      const res = await strict.request({
        method: 'POST',
        url: '/v1/node/connections',
        key: account.liveKey,
        payload: { chain: 'avalanche', rpc_url: secretUrl },
      });
      answers.push(res.body);
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body).toMatchObject({ node_error: 'wrong_chain', expected_chain_id: 43114, node_chain_id: 31337 });
      expect(body.detail).toContain('31337');
      expect(body.detail).toContain('43114');
    } finally {
      await strict.close();
    }
  });

  it('answers an unreachable node at once with a 400 that says so', async () => {
    const account = await t.createAccount('pro');
    const port = await closedPort();
    const started = Date.now();
    const res = await connect(account, { chain: 'bsc', rpc_url: `http://127.0.0.1:${port}/${SECRET_KEY}` });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ node_error: 'unreachable', invalid_params: [{ name: 'rpc_url' }] });
  });

  it.each([
    ['html', 'malformed'],
    ['http-error', 'http'],
    ['rpc-error', 'rpc'],
  ] as const)('refuses an endpoint answering %s (node_error %s)', async (mode, nodeError) => {
    const server = await startRpcServer(mode);
    try {
      const res = await connect(await t.createAccount('pro'), { chain: 'bsc', rpc_url: server.url });
      expect(res.status).toBe(400);
      expect(res.body.node_error).toBe(nodeError);
    } finally {
      await server.close();
    }
  });

  it('gives up on a node that never answers after the connect deadline', async () => {
    const server = await startRpcServer('hang');
    try {
      const started = Date.now();
      const res = await connect(await t.createAccount('pro'), { chain: 'bsc', rpc_url: server.url });
      expect(res.status).toBe(400);
      expect(res.body.node_error).toBe('timeout');
      expect(Date.now() - started).toBeLessThan(8_000);
    } finally {
      await server.close();
    }
  }, 15_000);

  it('refuses link-local (cloud metadata) hosts and non-http URLs, and bad bodies', async () => {
    const account = await t.createAccount('pro');
    const metadata = await connect(account, { chain: 'bsc', rpc_url: 'http://169.254.169.254/latest' });
    expect(metadata.status).toBe(400);
    expect(metadata.body.detail).toMatch(/link-local/);
    for (const payload of [
      { chain: 'bsc', rpc_url: 'ftp://node.example.com/rpc' },
      { chain: 'eth', rpc_url: chain.rpcUrl },
      { rpc_url: chain.rpcUrl },
      { chain: 'bsc', rpc_url: chain.rpcUrl, extra: 1 },
      { chain: 'bsc', rpc_url: chain.rpcUrl, ws_url: 'http://x.example.com' },
    ]) {
      const res = await connect(account, payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
    }
    expect((await send('GET', '/v1/node/connections', account.liveKey)).body.connections).toEqual([]);
  });
});

describe('node connection security', () => {
  it('another account sees nothing, cannot delete, and gets no client', async () => {
    const owner = await t.createAccount('pro');
    const stranger = await t.createAccount('pro');
    const created = await connect(owner, { chain: 'bsc', rpc_url: chain.rpcUrl });
    expect((await send('GET', '/v1/node/connections', stranger.liveKey)).body.connections).toEqual([]);
    const del = await send('DELETE', `/v1/node/connections/${created.body.connection_id}`, stranger.liveKey);
    expect(del.status).toBe(404);
    await expect(getNodeClient(t.app.ctx, stranger.id, 'bsc')).rejects.toMatchObject({ status: 409 });
    expect((await send('GET', '/v1/account', stranger.liveKey)).body.node_intelligence.lines).toEqual([]);
    expect((await send('GET', '/v1/node/connections', owner.liveKey)).body.connections).toHaveLength(1);
  });

  it('refuses the shared public sandbox keys and unauthenticated callers', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/v1/node/connections',
      key: 'sk_test_public_pro',
      payload: { chain: 'bsc', rpc_url: chain.rpcUrl },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('sandbox_shared_key');
    expect((await t.request({ method: 'GET', url: '/v1/node/connections' })).statusCode).toBe(401);
  });

  it('never puts the secret parts of a node URL in an answer or a log line', async () => {
    // Runs last: every answer and log line of this file has been collected.
    expect(answers.length).toBeGreaterThan(10);
    expect(logs.length).toBeGreaterThan(10);
    for (const text of [...answers, ...logs]) {
      expect(text).not.toContain(SECRET_PASSWORD);
      expect(text).not.toContain(SECRET_KEY);
    }
  });
});
