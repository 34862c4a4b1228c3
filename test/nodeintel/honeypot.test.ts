/**
 * The honeypot check against a real node: anvil with Uniswap V2 and the six test tokens. Taxes
 * are cross-checked against real trades on the same chain, not against constants.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { decodeWords, encodeArgs, encodeCall, type Hex, wordToAddress } from '../../src/nodeintel/hex.ts';
import { checkHoneypot, HoneypotError, type NodeRpc } from '../../src/nodeintel/honeypot/check.ts';
import { createRpcClient, RpcError } from '../../src/nodeintel/rpc.ts';
import { startTestChain, type TestChain, TOKEN_SUPPLY } from '../fixtures/evm/chain.ts';

const TENTH = 10n ** 17n;
let chain: TestChain;
let clean: string;
let rpc: NodeRpc;
let v2: { router: Hex; factory: Hex; wrappedNative: Hex };

beforeAll(async () => {
  chain = await startTestChain();
  rpc = createRpcClient(chain.rpcUrl, { timeoutMs: 5_000 });
  v2 = { router: chain.addresses.router, factory: chain.addresses.factory, wrappedNative: chain.addresses.weth };
  clean = await chain.snapshot();
}, 60_000);

beforeEach(async () => {
  await chain.revert(clean);
  clean = await chain.snapshot();
});

afterAll(async () => {
  await chain?.close();
});

const check = (name: keyof TestChain['addresses']['tokens'], options = {}) =>
  checkHoneypot(rpc, v2, chain.addresses.tokens[name], options);

/** A real trader's buy tax: quote before, balance received after. */
async function realBuyTax(token: Hex, trader: Hex): Promise<number> {
  const quoted = await chain.quote(TENTH, chain.addresses.weth, token);
  const before = await chain.balanceOf(token, trader);
  await chain.buy(token, trader, TENTH);
  const got = (await chain.balanceOf(token, trader)) - before;
  return Number(quoted - got) / Number(quoted);
}

async function deployFreshToken(): Promise<Hex> {
  const receipt = await chain.send({
    from: chain.deployer,
    data: chain.contracts.NormalToken.bytecode + encodeArgs(['uint256'], [TOKEN_SUPPLY]),
  });
  return receipt.contractAddress!.toLowerCase() as Hex;
}

describe('honeypot check on the test chain', () => {
  it('passes the normal token: every step runs, no tax, gas for each step', async () => {
    const r = await check('normal');
    expect(r.outcome.pool).toBe('found');
    expect(r.outcome.pair).toBe(chain.addresses.pairs.normal);
    expect(r.verdict).toMatchObject({
      isHoneypot: false,
      buyTax: 0,
      sellTax: 0,
      transferTax: 0,
      transferBlocked: false,
    });
    for (const step of [r.outcome.buy, r.outcome.transfer, r.outcome.sell]) {
      expect(step.status).toBe('ok');
      expect(step.gas).toBeGreaterThan(20_000n);
    }
    expect(r.outcome.buy.amountIn).toBe(TENTH);
    expect(r.outcome.buy.received).toBe(await chain.quote(TENTH, chain.addresses.weth, chain.addresses.tokens.normal));
    expect(r.trace).toBe('not_needed');
    expect(r.rpcCalls).toBe(2);
  });

  it('leaves the chain untouched and reports the block it simulated', async () => {
    const pair = chain.addresses.pairs.normal;
    const before = await chain.balanceOf(chain.addresses.weth, pair);
    const r = await check('normal');
    expect(await chain.balanceOf(chain.addresses.weth, pair)).toBe(before);
    expect(r.outcome.blockNumber).toBe(BigInt(await chain.rpc<string>('eth_blockNumber')));
  });

  it("calls the sell-blocking token a honeypot with the token's own reason from the trace", async () => {
    const r = await check('honeypot');
    expect(r.outcome.buy.status).toBe('ok');
    expect(r.outcome.sell.status).toBe('failed');
    expect(r.verdict).toMatchObject({ isHoneypot: true, reasonCode: 'sell_failed', buyTax: 0, sellTax: null });
    expect(r.routerRevertReasons.sell).toBe('TransferHelper: TRANSFER_FROM_FAILED');
    expect(r.revertReasons.sell).toBe('sell blocked');
    expect(r.verdict!.reason).toContain('sell blocked');
    expect(r).toMatchObject({ trace: 'used', reasonSource: 'trace', rpcCalls: 3 });
  });

  it('measures the tax token like a real trade does, and calls 99 % on sells a honeypot', async () => {
    const r = await check('tax');
    const real = await realBuyTax(chain.addresses.tokens.tax, chain.accounts[6]!);
    expect(r.verdict!.buyTax).toBeCloseTo(real, 4);
    expect(r.verdict!.buyTax).toBeCloseTo(0.05, 4);
    // The pair receives 1 % of the sold amount; price impact keeps the loss a little under 99 %.
    expect(r.verdict!.sellTax).toBeGreaterThan(0.985);
    expect(r.verdict!.sellTax).toBeLessThan(0.99);
    expect(r.verdict).toMatchObject({ isHoneypot: true, reasonCode: 'extreme_sell_tax', transferTax: 0 });
  });

  it('calls the blacklisting token a honeypot: the buyer can neither transfer nor sell', async () => {
    const r = await check('blacklist');
    expect(r.outcome.transfer.status).toBe('failed');
    expect(r.outcome.sell.status).toBe('failed');
    expect(r.revertReasons).toMatchObject({ transfer: 'blacklisted', sell: 'blacklisted' });
    expect(r.verdict).toMatchObject({ isHoneypot: true, reasonCode: 'sell_failed', transferBlocked: true });
  });

  it('trades the proxy token through its proxy like a normal token', async () => {
    const r = await check('proxy');
    expect(r.verdict).toMatchObject({ isHoneypot: false, buyTax: 0, sellTax: 0, transferTax: 0 });
    expect(r.outcome.pair).toBe(chain.addresses.pairs.proxy);
  });

  it('does not call the mintable token a honeypot: minting is a static risk, not a trading one', async () => {
    const r = await check('mintable');
    expect(r.verdict).toMatchObject({ isHoneypot: false, buyTax: 0, sellTax: 0 });
  });

  it("keeps the router's masked reason when tracing is off or refused", async () => {
    const off = await check('honeypot', { canTrace: false });
    expect(off).toMatchObject({ trace: 'disabled', reasonSource: 'router', rpcCalls: 2 });
    expect(off.verdict!.reason).toContain('TRANSFER_FROM_FAILED');
    const refusing: NodeRpc = {
      call: (method, params) =>
        method === 'debug_traceCall'
          ? Promise.reject(new RpcError('rpc', method, 'Method not found', -32601))
          : rpc.call(method, params),
    };
    const refused = await checkHoneypot(refusing, v2, chain.addresses.tokens.honeypot);
    expect(refused).toMatchObject({ trace: 'unavailable', reasonSource: 'router' });
    expect(refused.verdict!.isHoneypot).toBe(true);
  });

  it('answers "no pair" for a token nobody listed, and "no liquidity" for an empty pair', async () => {
    const token = await deployFreshToken();
    const none = await checkHoneypot(rpc, v2, token);
    expect(none.outcome.pool).toBe('no_pair');
    expect(none.verdict).toBeNull();
    const createPair = encodeCall('0xc9c65396', ['address', 'address'], [token, chain.addresses.weth]);
    await chain.send({ from: chain.deployer, to: chain.addresses.factory, data: createPair });
    const empty = await checkHoneypot(rpc, v2, token);
    expect(empty.outcome.pool).toBe('no_liquidity');
    const pair = await chain.rpc<string>('eth_call', [
      {
        to: chain.addresses.factory,
        data: encodeCall('0xe6a43905', ['address', 'address'], [token, chain.addresses.weth]),
      },
      'latest',
    ]);
    expect(empty.outcome.pair).toBe(wordToAddress(decodeWords(pair)[0]!));
  });

  it('refuses an address without code and a malformed one', async () => {
    const eoa = chain.accounts[7]!;
    await expect(checkHoneypot(rpc, v2, eoa)).rejects.toMatchObject({ kind: 'not_a_contract' });
    await expect(checkHoneypot(rpc, v2, '0x1234')).rejects.toBeInstanceOf(HoneypotError);
  });

  it('reports a deployment that is not V2 as a failed simulation, not a verdict', async () => {
    // The factory address pointing at a token: getPair is not there, so the whole call reverts.
    const wrong = { ...v2, factory: chain.addresses.tokens.normal };
    await expect(checkHoneypot(rpc, wrong, chain.addresses.tokens.normal)).rejects.toMatchObject({
      kind: 'simulation_reverted',
    });
  });
});
