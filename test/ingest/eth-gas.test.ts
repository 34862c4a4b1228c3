/**
 * The Ethereum gas collector on the JSON-RPC fixture: the stored `gas` part holds exactly the
 * figures of the fixture's chain; a JSON-RPC error or a malformed answer stores nothing.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { collectEthGas } from '../../src/ingest/collectors/eth-gas.ts';
import { runCycle } from '../../src/ingest/cycle.ts';
import { type EthRpcFixtureState, ethRpcState, GWEI, startEthRpcFixture } from '../fixtures/upstreams/eth-rpc.ts';
import type { FixtureServer } from '../fixtures/upstreams/server.ts';
import { type CollectorHarness, collectorHarness } from '../helpers/collector-context.ts';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const MIN = 60_000;
let state: EthRpcFixtureState;
let server: FixtureServer;
let h: CollectorHarness;

const cycle = () => runCycle(h.ctx, 'collect-eth-gas', 'eth-gas', () => collectEthGas(h.ctx));

/** A window of 20 hand-made blocks: tips of 1, 2 and 3 gwei × the block's rank; every 5th block empty. */
function handMadeChain(): EthRpcFixtureState {
  const s = ethRpcState({ count: 20, latestBlock: 23_874_120 });
  s.blocks = s.blocks.map((_, i) => ({
    baseFeeWei: (GWEI * BigInt(i + 1)) / 4n,
    gasUsedRatio: i % 5 === 4 ? 0 : 0.5,
    tipsWei: i % 5 === 4 ? [] : [1n, 2n, 3n].map((k) => k * GWEI * BigInt(i + 1)),
  }));
  s.nextBaseFeeWei = 5_123_456_789n;
  return s;
}

beforeAll(async () => {
  ({ state, server } = await startEthRpcFixture(handMadeChain()));
  h = await collectorHarness({ ETH_RPC_URL: server.url }, NOW);
});
afterEach(() => {
  server.clearFaults();
  state.rpcError = null;
  state.rewardRowLength = null;
});
afterAll(async () => {
  await h?.close();
  await server?.close();
});

describe('collectEthGas', () => {
  it('stores the part at the cycle instant with the chain figures in gwei', async () => {
    const report = await cycle();
    expect(report).toMatchObject({ ok: true, items: 1, skipped: 0 });
    expect(report.summary).toBe('eth gas: block 23874120, base fee 5 gwei (next 5.12), tips 10/20/30 gwei');
    // Busy blocks are ranks 1-4, 6-9, 11-14, 16-19 (16 of them): the median rank is the
    // mean of the 8th and 9th, (9 + 11) / 2 = 10.
    // Nearest-rank percentiles of [1, 2, 3] × rank: 10th → 1, 50th → 2, 90th → 3 (× rank gwei).
    expect(await h.onchainRows('gas')).toEqual([
      {
        t: NOW,
        payload: {
          blockNumber: 23_874_120,
          baseFeeGwei: 5,
          nextBaseFeeGwei: 5.123456789,
          priorityFeeGwei: { slow: 10, standard: 20, fast: 30 },
        },
      },
    ]);
  });

  it('a JSON-RPC error stores nothing and records the code and message', async () => {
    h.setNow(NOW + MIN);
    state.rpcError = { code: -32005, message: 'limit exceeded' };
    const report = await cycle();
    expect(report).toMatchObject({
      ok: false,
      error: 'eth-gas: eth_feeHistory: JSON-RPC error -32005: limit exceeded',
    });
    expect((await h.onchainRows('gas')).map((r) => r.t)).toEqual([NOW]);
  });

  it('reward rows of the wrong length store nothing', async () => {
    h.setNow(NOW + 2 * MIN);
    state.rewardRowLength = 2;
    const report = await cycle();
    expect(report.ok).toBe(false);
    expect(report.error).toContain('reward[0] is not a row of 3 quantities');
    expect((await h.onchainRows('gas')).map((r) => r.t)).toEqual([NOW]);
  });

  it('the next good cycle stores a new reading', async () => {
    h.setNow(NOW + 3 * MIN);
    state.latestBlock += 1;
    state.nextBaseFeeWei = 1n;
    expect((await cycle()).ok).toBe(true);
    const rows = await h.onchainRows('gas');
    expect(rows.map((r) => r.t)).toEqual([NOW, NOW + 3 * MIN]);
    expect(rows[1].payload).toMatchObject({ blockNumber: 23_874_121, nextBaseFeeGwei: 1e-9 });
  });
});
