/**
 * Node Intelligence end to end through the service: a customer connects their node (the local
 * anvil chain standing in for BSC), checks tokens, and the checks are metered on the chain's line.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestChain, type TestChain } from '../fixtures/evm/chain.ts';
import { bootTestApp, type TestAccount, type TestApp } from '../helpers/app.ts';

let chain: TestChain;
let t: TestApp;
let acc: TestAccount;
let stranger: TestAccount;

beforeAll(async () => {
  chain = await startTestChain();
  t = await bootTestApp({
    NODE_INTEL_EXTRA_CHAIN_ID: String(chain.chainId),
    NODE_INTEL_BSC_ROUTER: chain.addresses.router,
    NODE_INTEL_BSC_FACTORY: chain.addresses.factory,
    NODE_INTEL_BSC_WRAPPED_NATIVE: chain.addresses.weth,
  });
  acc = await t.createAccount('pro');
  stranger = await t.createAccount('pro');
}, 90_000);
afterAll(async () => {
  await t?.close();
  await chain?.close();
});

const get = (url: string, key = acc.liveKey) => t.request({ url, key });

describe('a customer’s own node', () => {
  it('refuses checks before a node is connected for the chain', async () => {
    const res = await get(`/v1/node/bsc/tokens/${chain.addresses.tokens.normal}/honeypot`);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toMatch(/POST \/v1\/node\/connections/);
  });

  it('classifies the tokens through the connected node, and meters each check on the chain', async () => {
    const connected = await t.request({
      method: 'POST',
      url: '/v1/node/connections',
      key: acc.liveKey,
      payload: { chain: 'bsc', rpc_url: chain.rpcUrl, label: 'my node' },
    });
    expect(connected.statusCode, connected.body).toBe(201);
    const verdicts: Record<string, boolean | null> = {};
    for (const name of ['normal', 'honeypot', 'tax', 'blacklist'] as const) {
      const res = await get(`/v1/node/bsc/tokens/${chain.addresses.tokens[name]}/honeypot`);
      expect(res.statusCode, res.body).toBe(200);
      verdicts[name] = res.json().is_honeypot;
    }
    expect(verdicts).toEqual({ normal: false, honeypot: true, tax: true, blacklist: true });
    const risk = await get(`/v1/node/bsc/tokens/${chain.addresses.tokens.mintable}/risk`);
    expect(risk.statusCode, risk.body).toBe(200);
    expect(risk.json().token_security.is_mintable).toBe(true);
    // Another account has no node: its checks never reach this one's.
    expect(
      (await get(`/v1/node/bsc/tokens/${chain.addresses.tokens.normal}/honeypot`, stranger.liveKey)).statusCode,
    ).toBe(409);
    const account = (await get('/v1/account')).json();
    expect(account.node_intelligence.enabled_chains).toEqual(['bsc']);
    expect(account.node_intelligence.lines[0]).toMatchObject({ chain: 'bsc', calls_today: 5 });
    expect(JSON.stringify(account)).not.toContain(chain.rpcUrl);
  });

  it('answers 400 for a malformed address and a clear 4xx for an address without code', async () => {
    expect((await get('/v1/node/bsc/tokens/0x1234/honeypot')).statusCode).toBe(400);
    const eoa = await get(
      `/v1/node/bsc/tokens/${chain.accounts[5] ?? '0x000000000000000000000000000000000000dEaD'}/honeypot`,
    );
    expect(eoa.statusCode).toBeGreaterThanOrEqual(400);
    expect(eoa.statusCode).toBeLessThan(500);
  });
});
