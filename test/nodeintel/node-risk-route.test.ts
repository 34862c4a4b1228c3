/**
 * The risk route over HTTP semantics (inject): validation, a non-contract address, and nodes that
 * refuse connections, never answer or answer nonsense, each a clear problem within its deadline.
 */
import { createServer, type Server } from 'node:http';
import { createServer as createTcpServer, type Socket, type Server as TcpServer } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RiskTarget } from '../../src/nodeintel/risk/report.ts';
import { createRpcClient } from '../../src/nodeintel/rpc.ts';
import type { AppContext } from '../../src/platform/context.ts';
import { ApiError } from '../../src/platform/errors.ts';
import { ProblemSchema } from '../../src/platform/openapi.ts';
import problems from '../../src/platform/problem.ts';
import { nodeRiskRoutes } from '../../src/routes/v1/node-risk.ts';
import { startTestChain, type TestChain } from '../fixtures/evm/chain.ts';

let chain: TestChain;
let app: FastifyInstance;
let silent: TcpServer;
let nonsense: Server;
const sockets = new Set<Socket>();
const urls: Record<string, string> = {};
const TIMEOUT_MS = 300;

function listen(server: TcpServer | Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as { port: number }).port}`)),
  );
}

beforeAll(async () => {
  chain = await startTestChain();
  // Accepts connections and never answers.
  silent = createTcpServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  // Answers every call with a number where hex is due.
  nonsense = createServer((req, res) => {
    req.resume();
    req.on('end', () => res.end(JSON.stringify({ jsonrpc: '2.0', id: 1, result: 42 })));
  });
  const closed = createTcpServer();
  urls.closed = await listen(closed);
  await new Promise((r) => closed.close(r));
  urls.silent = await listen(silent);
  urls.nonsense = await listen(nonsense);
  urls.local = chain.rpcUrl;
  const target: RiskTarget = {
    chain: 'local',
    factory: chain.addresses.factory,
    wrappedNative: chain.addresses.weth,
    nativeUsd: 600,
  };
  app = Fastify();
  app.addSchema(ProblemSchema);
  await app.register(problems);
  // Which node answers is picked per request, so one app covers the healthy and the failing ones.
  const routes = nodeRiskRoutes(async (_ctx, request, name) => {
    const which = String(request.headers['x-test-node'] ?? 'local');
    const url = urls[which];
    if (!url) throw new ApiError('conflict', `Node Intelligence is not enabled for ${name}`);
    return { rpc: createRpcClient(url, { timeoutMs: TIMEOUT_MS }), target: { ...target, chain: `${name}-${which}` } };
  });
  await app.register(routes, { ctx: {} as AppContext, prefix: '/v1' });
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
  for (const s of sockets) s.destroy();
  silent?.close();
  nonsense?.close();
  await chain?.close();
});

const get = (node: string, address: string, chainName = 'bsc') =>
  app.inject({ method: 'GET', url: `/v1/node/${chainName}/tokens/${address}/risk`, headers: { 'x-test-node': node } });

describe('GET /v1/node/{chain}/tokens/{address}/risk', () => {
  it('answers a report, with dollars when a native price is configured', async () => {
    const res = await get('local', chain.addresses.tokens.mintable);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token_security.is_mintable).toBe(true);
    expect(body.liquidity.liquidity_usd).toBe(200 * 600);
    expect(body.liquidity.note).toBeNull();
    expect(body.risk.score).toBeGreaterThan(0);
  });

  it('400 for a malformed address', async () => {
    for (const bad of ['0x1234', 'hello', `0x${'g'.repeat(40)}`]) {
      const res = await get('local', bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({ code: 'invalid_parameter', invalid_params: [{ name: 'address' }] });
    }
  });

  it('404 not_a_contract for an address without code', async () => {
    const res = await get('local', chain.accounts[9]!);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found', reason: 'not_a_contract' });
    expect(res.json().detail).toMatch(/no contract code/);
  });

  it('400 for a chain it does not serve', async () => {
    const res = await get('local', chain.addresses.tokens.normal, 'ethereum');
    expect(res.statusCode).toBe(400);
  });

  it("passes on the resolver's problem when the chain has no node", async () => {
    expect((await get('none', chain.addresses.tokens.normal)).statusCode).toBe(409);
  });

  it('503 at once when the node refuses connections', async () => {
    const started = Date.now();
    const res = await get('closed', chain.addresses.tokens.normal);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ chain: 'bsc', node_error: 'unreachable' });
    expect(res.json().detail).toMatch(/could not be reached/);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('504 within the deadline when the node never answers', async () => {
    const started = Date.now();
    const res = await get('silent', chain.addresses.tokens.normal);
    expect(res.statusCode).toBe(504);
    expect(res.json()).toMatchObject({ chain: 'bsc', node_error: 'timeout' });
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1_500);
  });

  it('503 when the node answers nonsense', async () => {
    const res = await get('nonsense', chain.addresses.tokens.normal);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ chain: 'bsc', node_error: 'malformed' });
  });
});
