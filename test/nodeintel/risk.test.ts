/**
 * Token risk reports against the shared anvil chain: the six test tokens classified, holder
 * concentration following a large buy, the per-block cache and the log window.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NotAContractError, type RiskTarget, tokenRiskReport } from '../../src/nodeintel/risk/report.ts';
import type { TokenRiskReport } from '../../src/nodeintel/risk/shape.ts';
import { createRpcClient } from '../../src/nodeintel/rpc.ts';
import { HOLDER_TOKENS, startTestChain, type TestChain, TOKEN_SUPPLY } from '../fixtures/evm/chain.ts';

let chain: TestChain;
let target: RiskTarget;
let snapshot: string;
const rpc = () => createRpcClient(chain.rpcUrl, { timeoutMs: 5_000 });
const codes = (r: TokenRiskReport) => r.risk.findings.map((f) => f.code);
const severity = (r: TokenRiskReport, code: string) => r.risk.findings.find((f) => f.code === code)?.severity;

beforeAll(async () => {
  chain = await startTestChain();
  target = { chain: 'local', factory: chain.addresses.factory, wrappedNative: chain.addresses.weth, nativeUsd: null };
  snapshot = await chain.snapshot();
}, 120_000);

afterAll(async () => {
  await chain?.close();
});

beforeEach(async () => {
  await chain.revert(snapshot);
  snapshot = await chain.snapshot();
});

describe('the six test tokens', () => {
  it('the normal token is low risk, renounced, with no privileged functions', async () => {
    const r = await tokenRiskReport(rpc(), target, chain.addresses.tokens.normal);
    expect(r.risk.level).toBe('low');
    expect(r.token_security).toMatchObject({
      is_mintable: false,
      is_proxy: false,
      is_blacklisted: false,
      slippage_modifiable: false,
      transfer_pausable: false,
      selfdestruct: false,
      delegatecall: false,
      owner_address: '0x0000000000000000000000000000000000000000',
      owner_renounced: true,
      is_in_dex: true,
    });
    expect(r.token_security.dex[0]?.pair).toBe(chain.addresses.pairs.normal);
    expect(r.token_security.dex[0]?.liquidity_native).toBe(200);
    expect(r.liquidity.note).toMatch(/native coin only/);
    expect(r.token.total_supply).toBe(TOKEN_SUPPLY.toString());
  });

  it('the mintable token is flagged mintable, high', async () => {
    const r = await tokenRiskReport(rpc(), target, chain.addresses.tokens.mintable);
    expect(r.token_security.is_mintable).toBe(true);
    expect(severity(r, 'mintable')).toBe('high');
    expect(r.token_security.owner_address).toBe(chain.deployer);
    expect(r.token_security.owner_renounced).toBe(false);
    expect(r.risk.level).not.toBe('low');
  });

  it('the proxy token is flagged a proxy, and its implementation is analysed', async () => {
    const r = await tokenRiskReport(rpc(), target, chain.addresses.tokens.proxy);
    expect(r.token_security.is_proxy).toBe(true);
    expect(r.token_security.proxy).toEqual({
      kind: 'eip1967',
      implementation: chain.addresses.proxyImplementation,
      admin: chain.deployer,
      beacon: null,
    });
    expect(r.code.implementation_selectors).toBeGreaterThan(5);
    // transfer/owner live in the implementation: found only because it was analysed.
    expect(r.code.matched.map((m) => m.signature)).toEqual(
      expect.arrayContaining(['owner()', 'renounceOwnership()', 'upgradeTo(address)']),
    );
    // The proxy's own DELEGATECALL is how it works, not a finding.
    expect(r.token_security.delegatecall).toBe(false);
    expect(severity(r, 'proxy')).toBe('high');
    expect(r.token_security.owner_address).toBe(chain.deployer);
  });

  it('the blacklist token is flagged', async () => {
    const r = await tokenRiskReport(rpc(), target, chain.addresses.tokens.blacklist);
    expect(r.token_security.is_blacklisted).toBe(true);
    expect(severity(r, 'blacklist')).toBe('high');
    expect(r.token_security.is_mintable).toBe(false);
  });

  it("the tax token's fee setter is flagged", async () => {
    const r = await tokenRiskReport(rpc(), target, chain.addresses.tokens.tax);
    expect(r.token_security.slippage_modifiable).toBe(true);
    expect(r.code.matched.map((m) => m.signature)).toContain('setFees(uint256,uint256)');
    expect(severity(r, 'fee_modifiable')).toBe('high');
  });

  it('the honeypot has no static privilege flags (its trap is dynamic), but a live owner', async () => {
    const r = await tokenRiskReport(rpc(), target, chain.addresses.tokens.honeypot);
    expect(codes(r)).not.toEqual(expect.arrayContaining(['mintable', 'blacklist', 'fee_modifiable']));
    expect(codes(r)).toContain('owner_not_renounced');
  });

  it('ranks privileged tokens above the normal one', async () => {
    const normal = await tokenRiskReport(rpc(), target, chain.addresses.tokens.normal);
    for (const name of ['mintable', 'proxy', 'blacklist', 'tax'] as const) {
      const r = await tokenRiskReport(rpc(), target, chain.addresses.tokens[name]);
      expect(r.risk.score, name).toBeGreaterThan(normal.risk.score);
    }
  });
});

describe('holders', () => {
  it('lists the five fixture holders, excluding the pair', async () => {
    const r = await tokenRiskReport(rpc(), target, chain.addresses.tokens.normal);
    expect(r.token_security.holder_count).toBe(5);
    expect(r.token_security.holders.map((h) => h.address).sort()).toEqual(chain.accounts.slice(1, 6).sort());
    const each = Number(HOLDER_TOKENS) / Number(TOKEN_SUPPLY);
    expect(r.token_security.top10_holder_percent).toBeCloseTo(5 * each, 6);
    expect(r.token_security.holders.map((h) => h.address)).not.toContain(chain.addresses.pairs.normal);
  });

  it('reads the same holders one call at a time when the client has no batch', async () => {
    const client = rpc();
    const batched = await tokenRiskReport(client, target, chain.addresses.tokens.blacklist);
    const single = await tokenRiskReport(
      { call: (method, params) => client.call(method, params) },
      { ...target, chain: 'local-single' },
      chain.addresses.tokens.blacklist,
    );
    expect(single.token_security.holders).toEqual(batched.token_security.holders);
    expect(single.token_security.holder_count).toBe(5);
  });

  it('a large buy shows up as concentration at the next block', async () => {
    const whale = chain.accounts[6]!;
    await chain.buy(chain.addresses.tokens.normal, whale, 60n * 10n ** 18n);
    const r = await tokenRiskReport(rpc(), target, chain.addresses.tokens.normal);
    const balance = await chain.balanceOf(chain.addresses.tokens.normal, whale);
    expect(r.token_security.holders[0]).toMatchObject({ address: whale, balance: balance.toString() });
    expect(r.token_security.holders[0]!.percent).toBeCloseTo(Number(balance) / Number(TOKEN_SUPPLY), 5);
    expect(severity(r, 'holder_concentration')).toBeDefined();
  });

  it('a window without transfers sees no holders and says which blocks it read', async () => {
    await chain.mine(10);
    const r = await tokenRiskReport(rpc(), { ...target, holderWindowBlocks: 5 }, chain.addresses.tokens.mintable);
    expect(r.holders_window).toMatchObject({ from_block: r.block - 4, to_block: r.block, transfers: 0 });
    expect(r.token_security.holder_count).toBe(0);
  });
});

describe('cache and errors', () => {
  it('answers the same block from the cache and reads again after a new block', async () => {
    const first = await tokenRiskReport(rpc(), target, chain.addresses.tokens.tax);
    const again = await tokenRiskReport(rpc(), target, chain.addresses.tokens.tax);
    expect(again).toBe(first);
    await chain.mine(1);
    const next = await tokenRiskReport(rpc(), target, chain.addresses.tokens.tax);
    expect(next.block).toBe(first.block + 1);
    expect(next).not.toBe(first);
  });

  it('a block replaced at the same height is read again, not served from the cache', async () => {
    const base = await chain.snapshot();
    await chain.mine(1);
    const before = await tokenRiskReport(rpc(), target, chain.addresses.tokens.normal);
    await chain.revert(base);
    await chain.buy(chain.addresses.tokens.normal, chain.accounts[7]!, 10n ** 18n);
    const after = await tokenRiskReport(rpc(), target, chain.addresses.tokens.normal);
    expect(after.block).toBe(before.block);
    expect(after.token_security.holder_count).toBe((before.token_security.holder_count ?? 0) + 1);
  });

  it('an account without code is not a contract', async () => {
    await expect(tokenRiskReport(rpc(), target, chain.accounts[9]!)).rejects.toBeInstanceOf(NotAContractError);
  });
});
