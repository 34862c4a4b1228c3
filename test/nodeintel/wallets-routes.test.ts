/**
 * The tracked-wallet routes: addresses checked and normalised, one account never sees another's
 * wallet, per-plan limits, and deleting a wallet takes its activity with it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toChecksumAddress } from '../../src/nodeintel/wallets/address.ts';
import { addWallet, MAX_WALLETS_PER_CHAIN } from '../../src/nodeintel/wallets/store.ts';
import { bootTestApp, type TestAccount, type TestApp } from '../helpers/app.ts';
import { connectedAccount } from './connected.ts';

let t: TestApp;
beforeAll(async () => {
  t = await bootTestApp();
});
afterAll(() => t.close());

const address = (n: number) => `0x${n.toString(16).padStart(40, '0')}`;
const CHECKSUMMED = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

function post(account: TestAccount, payload: Record<string, unknown>, chain = 'bsc') {
  return t.request({ method: 'POST', url: `/v1/node/${chain}/wallets`, key: account.liveKey, payload });
}

describe('tracked wallets', () => {
  it('needs the account’s own node on that chain: 409 saying how to connect one', async () => {
    const bare = await t.createAccount('pro');
    const res = await post(bare, { address: CHECKSUMMED });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toMatch(/POST \/v1\/node\/connections/);
  });

  it('adds, lists and deletes a wallet, shown with its EIP-55 checksum', async () => {
    const owner = await connectedAccount(t, 'pro');
    const res = await post(owner, { address: CHECKSUMMED.toLowerCase(), label: 'treasury', min_native: 0.5 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'ok',
      wallet: { address: CHECKSUMMED, chain: 'bsc', label: 'treasury', min_usd: null, min_native: 0.5 },
      limit: MAX_WALLETS_PER_CHAIN.pro,
    });
    const list = await t.getJson('/v1/node/bsc/wallets', owner.liveKey);
    expect(list.body.wallets.map((w: { address: string }) => w.address)).toEqual([CHECKSUMMED]);
    expect((await t.getJson('/v1/node/avalanche/wallets', owner.liveKey)).body.wallets).toEqual([]);
    // The same address in another spelling is the same wallet.
    expect((await post(owner, { address: CHECKSUMMED.toUpperCase().replace('0X', '0x') })).statusCode).toBe(409);
    const del = await t.request({ method: 'DELETE', url: `/v1/node/bsc/wallets/${CHECKSUMMED}`, key: owner.liveKey });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ status: 'ok', address: CHECKSUMMED, deleted: true });
    expect((await t.getJson('/v1/node/bsc/wallets', owner.liveKey)).body.wallets).toEqual([]);
  });

  it('refuses malformed addresses, wrong checksums, unknown chains and bad minimums with 400', async () => {
    const owner = await connectedAccount(t, 'pro');
    const wrongChecksum = CHECKSUMMED.replace('aA', 'Aa');
    for (const body of [
      { address: '0x123' },
      { address: 'not an address' },
      { address: wrongChecksum },
      { address: address(1), min_usd: -1 },
      { address: address(1), min_native: 'lots' },
      { address: address(1), min_native: -0.5 },
      { address: address(1), label: 'x'.repeat(101) },
    ]) {
      const res = await post(owner, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    }
    expect((await post(owner, { address: address(1) }, 'ethereum')).statusCode).toBe(400);
    expect((await t.getJson(`/v1/node/bsc/wallets/${wrongChecksum}/activity`, owner.liveKey)).status).toBe(400);
    expect((await t.getJson(`/v1/node/bsc/wallets/${address(1)}/activity?cursor=zzz`, owner.liveKey)).status).toBe(400);
  });

  it("answers 404 for another account's wallet, as for one never added", async () => {
    const owner = await connectedAccount(t, 'pro');
    const other = await connectedAccount(t, 'pro');
    expect((await post(owner, { address: address(2) })).statusCode).toBe(201);
    for (const key of [other.liveKey, owner.liveKey]) {
      const target = key === owner.liveKey ? address(3) : address(2);
      expect((await t.getJson(`/v1/node/bsc/wallets/${target}/activity`, key)).status).toBe(404);
      const del = await t.request({ method: 'DELETE', url: `/v1/node/bsc/wallets/${target}`, key });
      expect(del.statusCode).toBe(404);
    }
    expect((await t.getJson('/v1/node/bsc/wallets', other.liveKey)).body.wallets).toEqual([]);
    // The owner still has it, untouched by the other account's attempts.
    const page = await t.getJson(`/v1/node/bsc/wallets/${address(2)}/activity`, owner.liveKey);
    expect(page.body).toMatchObject({
      wallet: { address: toChecksumAddress(address(2)) },
      activity: [],
      next_cursor: null,
    });
  });

  it('keeps to the per-plan limit per chain (409 past it), counting each chain apart', async () => {
    const owner = await connectedAccount(t, 'free');
    const limit = MAX_WALLETS_PER_CHAIN.free;
    // Filled through the store: the free plan's request rate would not allow them all at once.
    expect((await post(owner, { address: address(100) })).statusCode).toBe(201);
    for (let i = 1; i < limit; i++) {
      const args = {
        accountId: owner.id,
        chain: 'bsc',
        address: address(100 + i),
        label: null,
        minUsd: null,
        minNative: null,
      };
      expect(await addWallet(t.database, args)).not.toBeNull();
    }
    const over = await post(owner, { address: address(999) });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'conflict', limit });
    expect((await post(owner, { address: address(999) }, 'avalanche')).statusCode).toBe(201);
  });

  it('refuses the shared public sandbox keys and keys without a key', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/v1/node/bsc/wallets',
      key: 'sk_test_public_demo',
      payload: { address: address(5) },
    });
    expect(res.statusCode).toBe(403);
    expect((await t.getJson('/v1/node/bsc/wallets')).status).toBe(401);
  });
});
