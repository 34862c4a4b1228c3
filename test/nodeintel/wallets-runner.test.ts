/**
 * The worker role's followers on the shared anvil chain: woken by eth_subscribe newHeads over
 * the node's WebSocket, or by polling when there is none; followers come and go with the
 * tracked wallets.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRpcClient } from '../../src/nodeintel/rpc.ts';
import { subscribeNewHeads } from '../../src/nodeintel/wallets/heads.ts';
import { startWalletFollowers, type WalletFollowers } from '../../src/nodeintel/wallets/runner.ts';
import { startTestChain, type TestChain } from '../fixtures/evm/chain.ts';
import { bootTestApp, type TestAccount, type TestApp } from '../helpers/app.ts';
import { connectedAccount } from './connected.ts';

const ETHER = 10n ** 18n;
let t: TestApp;
let chain: TestChain;
beforeAll(async () => {
  [t, chain] = await Promise.all([bootTestApp(), startTestChain()]);
}, 60_000);
afterAll(async () => {
  await chain?.close();
  await t?.close();
});

const quiet = { info() {}, warn() {} };

async function until<T>(what: string, fn: () => Promise<T | null | undefined | false>, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

async function runFor(owner: TestAccount, wallet: string, wsUrl: string | null, pollMs: number) {
  const res = await t.request({
    method: 'POST',
    url: '/v1/node/bsc/wallets',
    key: owner.liveKey,
    payload: { address: wallet },
  });
  expect(res.statusCode).toBe(201);
  const followers = await startWalletFollowers({
    database: t.database,
    jobs: t.app.ctx.jobs,
    log: quiet,
    connect: async (accountId, chainName) =>
      accountId === owner.id && chainName === 'bsc'
        ? { rpc: createRpcClient(chain.rpcUrl, { timeoutMs: 5_000 }), wsUrl }
        : null,
    confirmations: () => 1,
    pollMs,
    slowPollMs: 60_000,
    refreshMs: 60_000,
  });
  // The first step places the follower at the confirmed head; transfers after it are followed.
  await until(
    'the follower to start',
    async () =>
      (await t.database.query('SELECT 1 FROM node_wallet_cursors WHERE account_id = $1', [owner.id])).length > 0,
  );
  return followers;
}

async function recorded(owner: TestAccount, wallet: string): Promise<string[]> {
  const res = await t.getJson(`/v1/node/bsc/wallets/${wallet}/activity`, owner.liveKey);
  return res.body.activity.map((a: { tx_hash: string }) => a.tx_hash);
}

describe('wallet followers in the worker', () => {
  let followers: WalletFollowers | null = null;
  afterAll(async () => followers?.stop());

  it('subscribes to new heads: a confirmed transfer is recorded without any polling', async () => {
    const owner = await connectedAccount(t, 'pro');
    const wallet = chain.accounts[6]!;
    followers = await runFor(owner, wallet, chain.wsUrl, 600_000);
    const paid = await chain.send({ from: chain.accounts[7]!, to: wallet, value: ETHER });
    await chain.mine(1);
    const seen = await until(
      'the transfer',
      async () => (await recorded(owner, wallet)).length > 0 && recorded(owner, wallet),
    );
    expect(seen).toEqual([paid.transactionHash]);
    await followers.stop();
    followers = null;
  });

  it('polls eth_blockNumber when the node has no WebSocket, and drops a follower whose wallets are gone', async () => {
    const owner = await connectedAccount(t, 'pro');
    const wallet = chain.accounts[8]!;
    followers = await runFor(owner, wallet, null, 50);
    const paid = await chain.send({ from: chain.accounts[7]!, to: wallet, value: 2n * ETHER });
    await chain.mine(1);
    const seen = await until(
      'the transfer',
      async () => (await recorded(owner, wallet)).length > 0 && recorded(owner, wallet),
    );
    expect(seen).toEqual([paid.transactionHash]);
    expect(followers.followers().map((f) => f.accountId)).toContain(owner.id);
    const del = await t.request({ method: 'DELETE', url: `/v1/node/bsc/wallets/${wallet}`, key: owner.liveKey });
    expect(del.statusCode).toBe(200);
    await followers.refresh();
    expect(followers.followers().map((f) => f.accountId)).not.toContain(owner.id);
  });

  it('reports a WebSocket the node refuses instead of hanging', async () => {
    const sub = subscribeNewHeads(chain.rpcUrl.replace('http', 'ws').replace(/:\d+$/, ':1'), () => {}, {
      timeoutMs: 2_000,
    });
    await expect(sub.ready).rejects.toThrow();
    await sub.closed;
  });
});
