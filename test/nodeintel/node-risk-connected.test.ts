/**
 * The risk route's default wiring: the caller's node comes from the connection store
 * (getNodeClient), and the chain's DEX addresses from configuration. The app answers
 * /v1/node/connections; the risk route runs on the same context with the caller set by hand,
 * standing in for the authentication hook until the route is registered with the others.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../src/platform/context.ts';
import { ProblemSchema } from '../../src/platform/openapi.ts';
import problems from '../../src/platform/problem.ts';
import nodeRisk from '../../src/routes/v1/node-risk.ts';
import { startTestChain, type TestChain } from '../fixtures/evm/chain.ts';
import { bootTestApp, type TestApp } from '../helpers/app.ts';

let chain: TestChain;
let t: TestApp;
let risk: FastifyInstance;

beforeAll(async () => {
  chain = await startTestChain();
  t = await bootTestApp({
    NODE_INTEL_EXTRA_CHAIN_ID: String(chain.chainId),
    NODE_INTEL_BSC_ROUTER: chain.addresses.router,
    NODE_INTEL_BSC_FACTORY: chain.addresses.factory,
    NODE_INTEL_BSC_WRAPPED_NATIVE: chain.addresses.weth,
  });
  risk = Fastify();
  risk.addSchema(ProblemSchema);
  await risk.register(problems);
  risk.decorateRequest('auth', null);
  risk.addHook('onRequest', async (request) => {
    request.auth = { accountId: String(request.headers['x-account']) } as NonNullable<typeof request.auth>;
  });
  const ctx = (t.app as unknown as { ctx: AppContext }).ctx;
  await risk.register(nodeRisk, { ctx, prefix: '/v1' });
  await risk.ready();
}, 120_000);

afterAll(async () => {
  await risk?.close();
  await t?.close();
  await chain?.close();
});

const report = (accountId: string, token: string) =>
  risk.inject({ method: 'GET', url: `/v1/node/bsc/tokens/${token}/risk`, headers: { 'x-account': accountId } });

describe('risk on a connected node', () => {
  it('409 until a node is connected for the chain, then the report from that node', async () => {
    const account = await t.createAccount('pro');
    const before = await report(account.id, chain.addresses.tokens.blacklist);
    expect(before.statusCode).toBe(409);
    expect(before.json().detail).toMatch(/not enabled for bsc/);

    const connected = await t.request({
      method: 'POST',
      url: '/v1/node/connections',
      key: account.liveKey,
      payload: { chain: 'bsc', rpc_url: chain.rpcUrl },
    });
    expect(connected.statusCode).toBe(201);

    const after = await report(account.id, chain.addresses.tokens.blacklist);
    expect(after.statusCode).toBe(200);
    const body = after.json();
    expect(body.chain).toBe('bsc');
    expect(body.token_security.is_blacklisted).toBe(true);
    // The configured factory and wrapped native found the fixture's pair.
    expect(body.liquidity.pair).toBe(chain.addresses.pairs.blacklist);
    expect(body.liquidity.wrapped_native).toBe(chain.addresses.weth);
  });
});
