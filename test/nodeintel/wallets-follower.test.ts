/**
 * The wallet follower against the shared anvil chain, stepped by hand: transfers made during the
 * test are recorded once confirmed (native and ERC-20), pushed once as SIGNAL events to the
 * account's webhooks, and a reorganisation (snapshot, revert, other blocks) removes what vanished
 * and records what replaced it.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createRpcClient } from '../../src/nodeintel/rpc.ts';
import { toChecksumAddress } from '../../src/nodeintel/wallets/address.ts';
import { createWalletFollower } from '../../src/nodeintel/wallets/follower.ts';
import { deliveriesOf, eventsAfter, lastSeq, registerWebhook } from '../events/helpers.ts';
import { startTestChain, type TestChain } from '../fixtures/evm/chain.ts';
import { bootTestApp, type TestAccount, type TestApp } from '../helpers/app.ts';
import { connectedAccount } from './connected.ts';

const ETHER = 10n ** 18n;
const CONFIRMATIONS = 3;
const NATIVE_USD = 600;
let t: TestApp;
let chain: TestChain;
let clean: string;

beforeAll(async () => {
  [t, chain] = await Promise.all([bootTestApp(), startTestChain()]);
  clean = await chain.snapshot();
}, 60_000);
beforeEach(async () => {
  await chain.revert(clean);
  clean = await chain.snapshot();
});
afterAll(async () => {
  await chain?.close();
  await t?.close();
});

function followerOf(account: TestAccount) {
  return createWalletFollower({
    database: t.database,
    jobs: t.app.ctx.jobs,
    hub: t.app.ctx.hub,
    accountId: account.id,
    chain: 'bsc',
    rpc: createRpcClient(chain.rpcUrl, { timeoutMs: 5_000 }),
    confirmations: CONFIRMATIONS,
    prices: { nativeUsd: () => NATIVE_USD },
    wrappedNative: chain.addresses.weth,
  });
}

async function track(account: TestAccount, body: Record<string, unknown>) {
  const res = await t.request({ method: 'POST', url: '/v1/node/bsc/wallets', key: account.liveKey, payload: body });
  expect(res.statusCode, res.body).toBe(201);
}

async function activity(account: TestAccount, address: string, query = '') {
  const res = await t.getJson(`/v1/node/bsc/wallets/${address}/activity${query}`, account.liveKey);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

const pay = (from: string, to: string, value: bigint) => chain.send({ from, to, value });

describe('wallet follower', () => {
  it('records native and ERC-20 transfers after the confirmation depth and pushes each once', async () => {
    const owner = await connectedAccount(t, 'pro');
    const hook = await registerWebhook(t, owner.id, 'production', ['SIGNAL'], ['BNB']);
    const holder = chain.accounts[1]!; // holds every test token
    const watcher = chain.accounts[2]!;
    const stranger = chain.accounts[7]!;
    await track(owner, { address: toChecksumAddress(holder), label: 'hot wallet' });
    await track(owner, { address: watcher.toUpperCase().replace('0X', '0x'), min_usd: 1_000 });
    const follower = followerOf(owner);
    const start = await follower.followOnce();
    expect(start.scanned).toBeNull();
    const mark = await lastSeq(t);

    const nativeIn = await pay(stranger, holder, 3n * ETHER);
    const tokenOut = await chain.transfer(chain.addresses.tokens.normal, holder, stranger, 5n * ETHER);
    await pay(stranger, watcher, 1n * ETHER); // $600: below the watcher's $1,000
    const bigIn = await pay(stranger, watcher, 2n * ETHER); // $1,200
    const last = await chain.transfer(chain.addresses.tokens.normal, holder, watcher, 7n * ETHER); // no USD price

    // Each transaction mined its own block: only those CONFIRMATIONS deep are taken yet.
    const early = await follower.followOnce();
    expect(early.scanned!.to).toBe(Number(last.blockNumber) - CONFIRMATIONS);
    expect(early.recorded).toBeLessThan(6);
    await chain.mine(CONFIRMATIONS);
    const step = await follower.followOnce();
    expect(step.scanned!.to).toBe(Number(last.blockNumber));
    // holder: native in, token out, token out to the watcher; watcher: 2 native in, 1 token in.
    expect(early.recorded + step.recorded).toBe(6);
    expect(early.published + step.published).toBe(4);
    expect(step).toMatchObject({ rolledBackTo: null, interrupted: null });
    expect((await follower.followOnce()).recorded).toBe(0);

    const hot = await activity(owner, holder);
    expect(hot.wallet).toMatchObject({ address: toChecksumAddress(holder), label: 'hot wallet' });
    expect(hot.activity.map((a: { asset: string; direction: string }) => `${a.asset}:${a.direction}`)).toEqual([
      'erc20:out',
      'erc20:out',
      'native:in',
    ]);
    const [, out, inn] = hot.activity;
    expect(inn).toMatchObject({
      tx_hash: nativeIn.transactionHash,
      log_index: null,
      block_number: Number(nativeIn.blockNumber),
      asset: 'native',
      token: null,
      counterparty: toChecksumAddress(stranger),
      amount: 3,
      base_units: (3n * ETHER).toString(),
      decimals: 18,
      value_usd: 3 * NATIVE_USD,
      pushed: true,
    });
    expect(out).toMatchObject({
      tx_hash: tokenOut.transactionHash,
      token: toChecksumAddress(chain.addresses.tokens.normal),
      counterparty: toChecksumAddress(stranger),
      amount: 5,
      base_units: (5n * ETHER).toString(),
      value_usd: null,
      pushed: true,
    });
    const watched = await activity(owner, watcher);
    expect(watched.activity.map((a: { amount: number; pushed: boolean }) => [a.amount, a.pushed])).toEqual([
      [7, false],
      [2, true],
      [1, false],
    ]);

    const events = (await eventsAfter(t, mark)).filter((e) => e.kind === 'wallet_transfer');
    expect(events).toHaveLength(4);
    for (const e of events)
      expect(e).toMatchObject({ name: 'SIGNAL', account_id: owner.id, symbol: 'BNB', direction: null });
    expect(Object.keys(events[0]!.body)).toEqual([
      'event',
      'ts',
      'symbol',
      'direction',
      'confidence',
      'composite',
      'webhook_id',
      'signal',
      'chain',
      'wallet',
      'transfer',
    ]);
    const big = events.find((e) => e.body.transfer.tx_hash === bigIn.transactionHash)!;
    expect(big.body.wallet).toEqual({ address: toChecksumAddress(watcher), label: null });
    expect(big.body.transfer).toMatchObject({ direction: 'in', amount: 2, value_usd: 2 * NATIVE_USD });
    const deliveries = await deliveriesOf(t, hook);
    expect(deliveries.map((d) => d.event_id).sort()).toEqual(
      (
        await t.database.query<{ id: string }>('SELECT id FROM events WHERE seq > $1 AND kind = $2', [
          mark,
          'wallet_transfer',
        ])
      )
        .map((r) => r.id)
        .sort(),
    );
    expect(JSON.parse(deliveries[0]!.body).webhook_id).toBe(hook);

    // Paging, newest first, with the opaque cursor.
    const first = await activity(owner, holder, '?limit=2');
    expect(first.activity).toHaveLength(2);
    const rest = await activity(owner, holder, `?limit=2&cursor=${first.next_cursor}`);
    expect(rest.next_cursor).toBeNull();
    expect([...first.activity, ...rest.activity]).toEqual(hot.activity);
  });

  it('rolls back what a reorganisation removed and records what replaced it, pushing each transfer once', async () => {
    const owner = await connectedAccount(t, 'pro');
    const wallet = chain.accounts[8]!;
    const payer = chain.accounts[9]!;
    await track(owner, { address: wallet });
    const follower = followerOf(owner);
    await follower.followOnce();
    const mark = await lastSeq(t);
    const fork = await chain.snapshot();

    const gone = await pay(payer, wallet, 1n * ETHER);
    await chain.transfer(chain.addresses.tokens.normal, chain.accounts[3]!, wallet, 4n * ETHER);
    await chain.mine(CONFIRMATIONS);
    expect(await follower.followOnce()).toMatchObject({ recorded: 2, published: 2 });
    const before = await activity(owner, wallet);
    expect(before.activity.map((a: { amount: number }) => a.amount)).toEqual([4, 1]);

    await chain.revert(fork);
    const forkHead = Number(await chain.rpc<string>('eth_blockNumber'));
    const kept = await chain.transfer(chain.addresses.tokens.normal, chain.accounts[4]!, wallet, 6n * ETHER);
    const replaced = await pay(payer, wallet, 2n * ETHER);
    await chain.mine(CONFIRMATIONS + 2);
    const step = await follower.followOnce();
    expect(step).toMatchObject({ rolledBackTo: forkHead, removed: 2, recorded: 2, published: 2 });

    const after = await activity(owner, wallet);
    expect(after.activity.map((a: { tx_hash: string }) => a.tx_hash)).toEqual([
      replaced.transactionHash,
      kept.transactionHash,
    ]);
    expect(after.activity.map((a: { tx_hash: string }) => a.tx_hash)).not.toContain(gone.transactionHash);
    const events = (await eventsAfter(t, mark)).filter((e) => e.kind === 'wallet_transfer');
    expect(new Set(events.map((e) => `${e.body.transfer.tx_hash}:${e.body.transfer.log_index}`)).size).toBe(4);
    expect((await follower.followOnce()).recorded).toBe(0);
  });
});
