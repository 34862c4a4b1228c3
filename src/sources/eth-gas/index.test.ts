import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  answeredBlocks,
  type EthRpcFixtureState,
  ethRpcState,
  rewardAt,
  startEthRpcFixture,
} from '../../../test/fixtures/upstreams/eth-rpc.ts';
import { CLIENT_TIMEOUT_MS, expectUpstreamError, FAULT_CASES } from '../../../test/fixtures/upstreams/fault-cases.ts';
import type { FixtureServer } from '../../../test/fixtures/upstreams/server.ts';
import { ONE_ATTEMPT } from '../../../test/helpers/upstreams.ts';
import type { OnchainParts } from '../../market/types.ts';
import { createUpstream } from '../upstream/client.ts';
import { FEE_HISTORY_BLOCKS, fetchEthGas } from './index.ts';

let state: EthRpcFixtureState;
let server: FixtureServer;

function upstream() {
  return createUpstream({ name: 'eth-gas', baseUrl: server.url, timeoutMs: CLIENT_TIMEOUT_MS, ...ONE_ATTEMPT });
}

/** Exact gwei of a wei amount, by decimal string arithmetic (independent of the adapter's conversion). */
function gwei(wei: bigint): number {
  const digits = wei.toString().padStart(10, '0');
  return Number(`${digits.slice(0, -9)}.${digits.slice(-9)}`);
}

/** Figures computed straight from the fixture's chain: medians over blocks that held transactions. */
function expectedFrom(s: EthRpcFixtureState, blocks = FEE_HISTORY_BLOCKS): OnchainParts['gas'] {
  const answered = answeredBlocks(s, blocks);
  const busy = answered.filter((b) => b.tipsWei.length > 0);
  const medianTip = (p: number) => {
    if (busy.length === 0) return 0;
    const tips = busy.map((b) => rewardAt(b, p)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const mid = tips.length >> 1;
    return gwei(tips.length % 2 ? tips[mid] : (tips[mid - 1] + tips[mid]) / 2n);
  };
  return {
    blockNumber: s.latestBlock,
    baseFeeGwei: gwei(answered[answered.length - 1].baseFeeWei),
    nextBaseFeeGwei: gwei(s.nextBaseFeeWei),
    priorityFeeGwei: { slow: medianTip(10), standard: medianTip(50), fast: medianTip(90) },
  };
}

beforeAll(async () => {
  ({ state, server } = await startEthRpcFixture(ethRpcState()));
});
afterEach(() => {
  server.clearFaults();
  Object.assign(state, ethRpcState());
  state.override = undefined;
  server.requests.length = 0;
});
afterAll(() => server.close());

describe('eth-gas fetchEthGas', () => {
  it('reads the newest block, base fees and tip medians exactly, in one POST to the node', async () => {
    const gas = await fetchEthGas(upstream());
    expect(gas).toEqual(expectedFrom(state));
    // The window holds empty blocks, and they did not pull the slow tier to zero.
    expect(answeredBlocks(state, FEE_HISTORY_BLOCKS).some((b) => b.tipsWei.length === 0)).toBe(true);
    expect(gas.priorityFeeGwei.slow).toBeGreaterThan(0);
    expect(gas.priorityFeeGwei.slow).toBeLessThanOrEqual(gas.priorityFeeGwei.standard);
    expect(gas.priorityFeeGwei.standard).toBeLessThanOrEqual(gas.priorityFeeGwei.fast);
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]).toMatchObject({
      method: 'POST',
      path: '/',
      body: { jsonrpc: '2.0', id: 1, method: 'eth_feeHistory', params: ['0x14', 'latest', [10, 50, 90]] },
    });
  });

  it('follows the chain: a new block with a sub-gwei base fee', async () => {
    state.blocks = [
      ...state.blocks.slice(1),
      { baseFeeWei: 87_654_321n, gasUsedRatio: 0.41, tipsWei: [1n, 2_000_000n, 5n * 10n ** 9n] },
    ];
    state.latestBlock += 1;
    state.nextBaseFeeWei = 91_000_007n;
    const gas = await fetchEthGas(upstream());
    expect(gas).toEqual(expectedFrom(state));
    expect(gas.baseFeeGwei).toBe(0.087654321);
    expect(gas.nextBaseFeeGwei).toBe(0.091000007);
  });

  it('reads upper-case hex digits the same way', async () => {
    const lower = await fetchEthGas(upstream());
    state.upperCaseHex = true;
    expect(await fetchEthGas(upstream())).toEqual(lower);
  });

  it('a chain shorter than the window gives figures over the blocks the node has', async () => {
    Object.assign(state, ethRpcState({ count: 5, latestBlock: 4 }));
    const gas = await fetchEthGas(upstream());
    expect(gas).toEqual(expectedFrom(state));
    expect(gas.blockNumber).toBe(4);
  });

  it('a window of empty blocks means nothing had to be tipped', async () => {
    for (const b of state.blocks) b.tipsWei = [];
    const gas = await fetchEthGas(upstream());
    expect(gas.priorityFeeGwei).toEqual({ slow: 0, standard: 0, fast: 0 });
    expect(gas.baseFeeGwei).toBe(expectedFrom(state).baseFeeGwei);
  });

  it('a JSON-RPC error object (HTTP 200) is an upstream error with its code and message', async () => {
    state.rpcError = { code: -32000, message: 'header not found' };
    const err = await expectUpstreamError(fetchEthGas(upstream()), 'eth-gas', 'upstream');
    expect(err.message).toBe('eth-gas: eth_feeHistory: JSON-RPC error -32000: header not found');
  });

  it.each([2, 4, 0])('reward rows of %i entries instead of 3 are malformed', async (length) => {
    state.rewardRowLength = length;
    const err = await expectUpstreamError(fetchEthGas(upstream()), 'eth-gas', 'malformed');
    expect(err.message).toContain('is not a row of 3 quantities');
  });

  it.each([
    [
      'invalid hex',
      { oldestBlock: '0xnothex', baseFeePerGas: ['0x1', '0x2'], gasUsedRatio: [0.5], reward: [['0x1', '0x1', '0x1']] },
      'oldestBlock',
    ],
    [
      'missing base fees',
      { oldestBlock: '0x1', gasUsedRatio: [0.5], reward: [['0x1', '0x1', '0x1']] },
      'baseFeePerGas',
    ],
    [
      'one base fee too few',
      { oldestBlock: '0x1', baseFeePerGas: ['0x1'], gasUsedRatio: [0.5], reward: [['0x1', '0x1', '0x1']] },
      'inconsistent lengths',
    ],
    ['a null result', null, 'result is not an object'],
  ])('%s in the result is malformed', async (_name, result, expected) => {
    state.override = () => ({ body: { jsonrpc: '2.0', id: 1, result } });
    const err = await expectUpstreamError(fetchEthGas(upstream()), 'eth-gas', 'malformed');
    expect(err.message).toContain(expected);
  });

  it.each(FAULT_CASES)('fault $name → $kind', async ({ fault, kind, status }) => {
    server.fault({ fault });
    const err = await expectUpstreamError(fetchEthGas(upstream()), 'eth-gas', kind, status);
    if (fault.kind === 'drift') expect(err.message).toContain("no 'baseFeePerGas'");
  });
});
