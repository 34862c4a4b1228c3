/**
 * GET /v1/node/{chain}/tokens/{address}/honeypot over HTTP semantics: the answer's shape on the
 * test chain, and every refusal (bad address, no code, unknown chain, dead or silent node) as a
 * problem, fast.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRpcClient } from '../../src/nodeintel/rpc.ts';
import { ApiError } from '../../src/platform/errors.ts';
import openapi from '../../src/platform/openapi.ts';
import problems from '../../src/platform/problem.ts';
import nodeHoneypotRoutes, { type HoneypotNode } from '../../src/routes/v1/node-honeypot.ts';
import { startTestChain, type TestChain } from '../fixtures/evm/chain.ts';
import { type RpcServer, startRpcServer } from '../fixtures/evm/rpc-server.ts';

let chain: TestChain;
let app: FastifyInstance;
let faulty: RpcServer;

beforeAll(async () => {
  chain = await startTestChain();
  faulty = await startRpcServer('hang');
  const chainConfig = {
    router: chain.addresses.router,
    factory: chain.addresses.factory,
    wrappedNative: chain.addresses.weth,
  };
  const nodes: Record<string, HoneypotNode> = {
    local: { rpc: createRpcClient(chain.rpcUrl, { timeoutMs: 2_000 }), chain: chainConfig },
    dead: { rpc: createRpcClient('http://127.0.0.1:9', { timeoutMs: 2_000 }), chain: chainConfig },
    faulty: { rpc: createRpcClient(faulty.url, { timeoutMs: 300 }), chain: chainConfig },
  };
  app = Fastify({ ajv: { customOptions: { coerceTypes: 'array', verbose: true } } });
  await app.register(problems);
  await app.register(openapi);
  await app.register(nodeHoneypotRoutes, {
    prefix: '/v1',
    ctx: {} as never,
    // bsc is served by the node the test names in a header; avalanche has no connection.
    resolveNode: async (request, name) => {
      const node = name === 'bsc' ? nodes[String(request.headers['x-test-node'] ?? 'local')] : undefined;
      if (!node) throw new ApiError('not_found', `no node connection for chain '${name}'`);
      return node;
    },
  });
  await app.ready();
}, 60_000);

afterAll(async () => {
  await app?.close();
  await faulty?.close();
  await chain?.close();
});

const get = (node: string, address: string, chainName = 'bsc') =>
  app.inject({
    method: 'GET',
    url: `/v1/node/${chainName}/tokens/${address}/honeypot`,
    headers: { 'x-test-node': node },
  });

describe('GET /v1/node/{chain}/tokens/{address}/honeypot', () => {
  it('answers a clean token with zero taxes, gas per step and the pool', async () => {
    const res = await get('local', chain.addresses.tokens.normal.toUpperCase().replace('0X', '0x'));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'ok',
      chain: 'bsc',
      token: chain.addresses.tokens.normal,
      is_honeypot: false,
      honeypot_reason: null,
      risk: 'low',
      buy_tax: 0,
      sell_tax: 0,
      transfer_tax: 0,
      cannot_buy: false,
      cannot_sell: false,
      simulation_success: true,
      simulation_error: null,
      liquidity: { pair: chain.addresses.pairs.normal, base_token: chain.addresses.weth },
    });
    for (const step of ['buy', 'transfer', 'sell']) expect(body.gas[step]).toBeGreaterThan(20_000);
    expect(BigInt(body.simulation.buy.received)).toBeGreaterThan(0n);
    expect(body.simulation.sell.status).toBe('ok');
  });

  it('names the honeypot and its reason', async () => {
    const res = await get('local', chain.addresses.tokens.honeypot);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      is_honeypot: true,
      honeypot_reason_code: 'sell_failed',
      risk: 'honeypot',
      cannot_sell: true,
      sell_tax: null,
      simulation: {
        sell: {
          status: 'failed',
          revert_reason: 'sell blocked',
          router_revert_reason: 'TransferHelper: TRANSFER_FROM_FAILED',
        },
        revert_reason_source: 'trace',
        trace: 'used',
      },
    });
  });

  it('reports the tax token’s fractions', async () => {
    const body = (await get('local', chain.addresses.tokens.tax)).json();
    expect(body.buy_tax).toBeCloseTo(0.05, 4);
    expect(body.sell_tax).toBeGreaterThan(0.98);
    expect(body.is_honeypot).toBe(true);
  });

  it('400s a malformed address before touching the node', async () => {
    for (const bad of ['0x1234', 'not-an-address', `0x${'g'.repeat(40)}`]) {
      const res = await get('dead', bad);
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
  });

  it('400s an address without contract code', async () => {
    const res = await get('local', chain.accounts[8]!);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_parameter', invalid_params: [{ in: 'path', name: 'address' }] });
    expect(res.json().detail).toContain('no contract code');
  });

  it('404s a chain without a connection and 400s a chain not served', async () => {
    expect((await get('local', chain.addresses.tokens.normal, 'avalanche')).statusCode).toBe(404);
    expect((await get('local', chain.addresses.tokens.normal, 'solana')).statusCode).toBe(400);
  });

  it('503s at once when the node refuses connections', async () => {
    const t = Date.now();
    const res = await get('dead', chain.addresses.tokens.normal);
    expect(res.statusCode).toBe(503);
    expect(res.json().detail).toContain('could not be reached');
    expect(Date.now() - t).toBeLessThan(1_000);
  });

  it('504s within the deadline when the node never answers', async () => {
    faulty.mode = 'hang';
    const t = Date.now();
    const res = await get('faulty', chain.addresses.tokens.normal);
    expect(res.statusCode).toBe(504);
    expect(Date.now() - t).toBeLessThan(1_500);
  });

  it('503s a node that answers garbage, an HTTP error or hangs up', async () => {
    for (const mode of ['html', 'http-error', 'hang-up', 'wrong-id'] as const) {
      faulty.mode = mode;
      const res = await get('faulty', chain.addresses.tokens.normal);
      expect(res.statusCode, mode).toBe(503);
      expect(res.json().detail).not.toContain(faulty.url);
    }
  });
});
