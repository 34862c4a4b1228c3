/**
 * Proves the shared EVM test chain: Uniswap V2 from the npm artifacts trades, and each test
 * token behaves as the node-intelligence tests assume.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { decodeWords, encodeCall, type Hex, wordToAddress } from '../../src/nodeintel/hex.ts';
import {
  HOLDER_TOKENS,
  LIQUIDITY_ETH,
  LIQUIDITY_TOKENS,
  startTestChain,
  type TestChain,
  type TestTokenName,
} from '../fixtures/evm/chain.ts';
import { SELECTORS } from '../fixtures/evm/selectors.ts';

const EIP1967_IMPLEMENTATION = '0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc';
const TENTH = 10n ** 17n;
let chain: TestChain;
let clean: string;

beforeAll(async () => {
  chain = await startTestChain();
  clean = await chain.snapshot();
}, 60_000);

beforeEach(async () => {
  await chain.revert(clean);
  clean = await chain.snapshot();
});

afterAll(async () => {
  await chain?.close();
});

const callWord = async (to: string, data: string) =>
  decodeWords(await chain.rpc<string>('eth_call', [{ to, data }, 'latest']))[0]!;
const wethIn = (pair: string) => chain.balanceOf(chain.addresses.weth, pair);
/** Native paid out by a sell: the WETH the pair released (the router unwraps it 1:1). */
async function sellProceeds(name: TestTokenName, seller: Hex, amount: bigint): Promise<bigint> {
  const token = chain.addresses.tokens[name];
  const pair = chain.addresses.pairs[name];
  const before = await wethIn(pair);
  await chain.sell(token, seller, amount);
  return before - (await wethIn(pair));
}

describe('EVM test chain', () => {
  it('the selector constants are the keccak of their signatures', async () => {
    for (const [signature, selector] of Object.entries(SELECTORS)) {
      const hash = await chain.rpc<string>('web3_sha3', [`0x${Buffer.from(signature).toString('hex')}`]);
      expect(hash.slice(0, 10), signature).toBe(selector);
    }
  });

  it('deploys Uniswap V2 whose pairs the router can find, with liquidity and holders for every token', async () => {
    expect(chain.chainId).toBe(31337);
    const { tokens, pairs, factory, router, weth } = chain.addresses;
    for (const address of [factory, router, weth, ...Object.values(tokens), ...Object.values(pairs)]) {
      expect((await chain.rpc<string>('eth_getCode', [address, 'latest'])).length).toBeGreaterThan(2);
    }
    for (const name of Object.keys(tokens) as TestTokenName[]) {
      const getPair = encodeCall(SELECTORS['getPair(address,address)'], ['address', 'address'], [weth, tokens[name]]);
      expect(wordToAddress(await callWord(factory, getPair))).toBe(pairs[name]);
      expect(await chain.balanceOf(tokens[name], pairs[name])).toBe(LIQUIDITY_TOKENS);
      expect(await wethIn(pairs[name])).toBe(LIQUIDITY_ETH);
      expect(await chain.balanceOf(tokens[name], chain.accounts[1]!)).toBe(HOLDER_TOKENS);
      expect(await chain.balanceOf(tokens[name], chain.accounts[6]!)).toBe(0n);
    }
  });

  it('the router embeds the init-code hash of the npm UniswapV2Pair', async () => {
    const { createRequire } = await import('node:module');
    const require = createRequire(import.meta.url);
    const pair = require('@uniswap/v2-core/build/UniswapV2Pair.json') as { evm: { bytecode: { object: string } } };
    const hash = await chain.rpc<string>('web3_sha3', [`0x${pair.evm.bytecode.object.replace(/^0x/, '')}`]);
    const routerCode = await chain.rpc<string>('eth_getCode', [chain.addresses.router, 'latest']);
    expect(routerCode).toContain(hash.slice(2));
  });

  it('the normal token buys and sells at the quoted price, with no owner left', async () => {
    const { normal } = chain.addresses.tokens;
    const trader = chain.accounts[6]!;
    const expected = await chain.quote(TENTH, chain.addresses.weth, normal);
    await chain.buy(normal, trader, TENTH);
    const bought = await chain.balanceOf(normal, trader);
    expect(bought).toBe(expected);
    const expectedBack = await chain.quote(bought, normal, chain.addresses.weth);
    expect(await sellProceeds('normal', trader, bought)).toBe(expectedBack);
    expect(await chain.balanceOf(normal, trader)).toBe(0n);
    expect(await callWord(normal, '0x8da5cb5b')).toBe(0n);
  });

  it("the honeypot buys but its sell reverts (the router masks the token's reason)", async () => {
    const { honeypot } = chain.addresses.tokens;
    const trader = chain.accounts[7]!;
    await chain.buy(honeypot, trader, TENTH);
    const bought = await chain.balanceOf(honeypot, trader);
    expect(bought).toBeGreaterThan(0n);
    await expect(chain.sell(honeypot, trader, bought)).rejects.toThrow(/TRANSFER_FROM_FAILED/);
    expect(await chain.balanceOf(honeypot, trader)).toBe(bought);
    // A wallet-to-wallet transfer is still allowed: only the pair is refused.
    await chain.transfer(honeypot, trader, chain.accounts[8]!, bought / 2n);
  });

  it('the tax token keeps 5 % of a buy and about 99 % of a sell', async () => {
    const { tax } = chain.addresses.tokens;
    const trader = chain.accounts[8]!;
    const expected = await chain.quote(TENTH, chain.addresses.weth, tax);
    await chain.buy(tax, trader, TENTH);
    const bought = await chain.balanceOf(tax, trader);
    expect(Number(((expected - bought) * 10_000n) / expected) / 100).toBeCloseTo(5, 1);
    const expectedBack = await chain.quote(bought, tax, chain.addresses.weth);
    const proceeds = await sellProceeds('tax', trader, bought);
    const sellTax = Number(((expectedBack - proceeds) * 10_000n) / expectedBack) / 100;
    expect(sellTax).toBeGreaterThan(98.5);
    expect(sellTax).toBeLessThan(99.5);
  });

  it('the blacklist token blacklists its buyer, who can then move nothing', async () => {
    const { blacklist } = chain.addresses.tokens;
    const trader = chain.accounts[9]!;
    await chain.buy(blacklist, trader, TENTH);
    const bought = await chain.balanceOf(blacklist, trader);
    expect(bought).toBeGreaterThan(0n);
    await expect(chain.transfer(blacklist, trader, chain.accounts[6]!, 1n)).rejects.toThrow(/blacklisted/);
    await expect(chain.sell(blacklist, trader, bought)).rejects.toThrow(/TRANSFER_FROM_FAILED/);
  });

  it('the proxy token keeps its implementation in the EIP-1967 slot and trades normally', async () => {
    const { proxy } = chain.addresses.tokens;
    const slot = await chain.rpc<string>('eth_getStorageAt', [proxy, EIP1967_IMPLEMENTATION, 'latest']);
    expect(wordToAddress(BigInt(slot))).toBe(chain.addresses.proxyImplementation);
    const trader = chain.accounts[6]!;
    await chain.buy(proxy, trader, TENTH);
    const bought = await chain.balanceOf(proxy, trader);
    expect(await sellProceeds('proxy', trader, bought)).toBeGreaterThan(0n);
  });

  it('the mintable token lets its owner mint and nobody else', async () => {
    const { mintable } = chain.addresses.tokens;
    const selector = `0x${chain.contracts.MintableToken.methodIdentifiers['mint(address,uint256)']}`;
    const mint = encodeCall(selector, ['address', 'uint256'], [chain.accounts[6]!, 123n]);
    await chain.send({ from: chain.deployer, to: mintable, data: mint });
    expect(await chain.balanceOf(mintable, chain.accounts[6]!)).toBe(123n);
    await expect(chain.send({ from: chain.accounts[6]!, to: mintable, data: mint })).rejects.toThrow(/not owner/);
  });

  it('snapshot and revert undo trades; mine advances the head', async () => {
    const { normal } = chain.addresses.tokens;
    const head = async () => BigInt(await chain.rpc<string>('eth_blockNumber'));
    const start = await head();
    const id = await chain.snapshot();
    await chain.buy(normal, chain.accounts[6]!, TENTH);
    await chain.mine(5);
    expect(await head()).toBe(start + 6n);
    await chain.revert(id);
    expect(await head()).toBe(start);
    expect(await chain.balanceOf(normal, chain.accounts[6]!)).toBe(0n);
  });

  it('chains started at the same moment get nodes of their own', async () => {
    const [a, b] = await Promise.all([startTestChain(), startTestChain()]);
    try {
      expect(a.rpcUrl).not.toBe(b.rpcUrl);
      await a.mine(3);
      const heads = await Promise.all([a, b].map((c) => c.rpc<string>('eth_blockNumber')));
      expect(BigInt(heads[0]!)).toBe(BigInt(heads[1]!) + 3n);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  }, 60_000);

  it('answers JSON-RPC over WebSocket at wsUrl', async () => {
    const socket = new WebSocket(chain.wsUrl);
    const answer = await new Promise<{ result: string }>((resolve, reject) => {
      socket.once('error', reject);
      socket.once('open', () => socket.send(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' })));
      socket.once('message', (data) => resolve(JSON.parse(String(data))));
    });
    socket.close();
    expect(Number(answer.result)).toBe(chain.chainId);
  });
});
