/**
 * The Bitcoin network collector on the mempool.space fixture: the stored `bitcoin` part holds
 * exactly the fixture's figures; an optional figure missing is stored as null and logged; a
 * required one failing stores nothing and records the failure.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { collectBitcoinNetwork } from '../../src/ingest/collectors/bitcoin-network.ts';
import { runCycle } from '../../src/ingest/cycle.ts';
import {
  difficultyAdjustmentDoc,
  type MempoolFixtureState,
  mempoolState,
  startMempoolFixture,
} from '../fixtures/upstreams/mempool.ts';
import type { FixtureServer } from '../fixtures/upstreams/server.ts';
import { type CollectorHarness, collectorHarness } from '../helpers/collector-context.ts';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const MIN = 60_000;
let state: MempoolFixtureState;
let server: FixtureServer;
let h: CollectorHarness;

const cycle = () => runCycle(h.ctx, 'collect-bitcoin-network', 'mempool', () => collectBitcoinNetwork(h.ctx));

beforeAll(async () => {
  const fixture = await startMempoolFixture(mempoolState(NOW));
  ({ state, server } = fixture);
  h = await collectorHarness({ MEMPOOL_URL: fixture.baseUrl }, NOW);
});
afterEach(() => server.clearFaults());
afterAll(async () => {
  await h?.close();
  await server?.close();
});

describe('collectBitcoinNetwork', () => {
  it('stores the part at the cycle instant with the fixture figures in our units', async () => {
    const report = await cycle();
    expect(report).toMatchObject({ ok: true, items: 1, skipped: 0 });
    expect(report.summary).toBe('bitcoin network: height 925437, 1073.4 EH/s, fastest fee 14 sat/vB');
    const remaining = 2016 - (925_437 % 2016);
    expect(await h.onchainRows('bitcoin')).toEqual([
      {
        t: NOW,
        payload: {
          blockHeight: 925_437,
          hashrateEhs: 1.0734e21 / 1e18,
          difficulty: 146_715_122_993_113.9,
          mempoolTxCount: 48_213,
          mempoolVsize: 31_274_556,
          fees: { fastest: 14, halfHour: 11, hour: 8, economy: 3, minimum: 1 },
          difficultyAdjustment: {
            progressPercent: ((925_437 % 2016) / 2016) * 100,
            changePercent: -1.8459,
            remainingBlocks: remaining,
            estimatedRetargetAt: NOW + remaining * 611_250,
          },
        },
      },
    ]);
    const [status] = await h.database.query<{ successes: string; last_items: number }>(
      `SELECT successes, last_items FROM source_status WHERE name = 'mempool'`,
    );
    expect({ successes: Number(status.successes), items: status.last_items }).toEqual({ successes: 1, items: 1 });
  });

  it('without the difficulty adjustment: stored with it null, and a warning names it', async () => {
    h.setNow(NOW + 10 * MIN);
    state.height = 925_440;
    state.fees = { fastestFee: 6.5, halfHourFee: 4.25, hourFee: 3, economyFee: 1.5, minimumFee: 0.5 };
    server.fault({ fault: { kind: 'drift' }, path: '/api/v1/difficulty-adjustment' });
    const report = await cycle();
    expect(report).toMatchObject({ ok: true, items: 1, skipped: 1 });
    const rows = await h.onchainRows('bitcoin');
    expect(rows.map((r) => r.t)).toEqual([NOW, NOW + 10 * MIN]);
    expect(rows[1].payload).toMatchObject({
      blockHeight: 925_440,
      fees: { fastest: 6.5, halfHour: 4.25, hour: 3, economy: 1.5, minimum: 0.5 },
      difficultyAdjustment: null,
    });
    const warning = h.logs.find((l) => l.level === 'warn' && l.msg.includes('difficultyAdjustment'));
    expect(warning?.msg).toContain('estimatedRetargetDate');
    expect(difficultyAdjustmentDoc(state).estimatedRetargetDate).toBeGreaterThan(1e12);
  });

  it('a required figure failing stores nothing and records the failure with a clear message', async () => {
    h.setNow(NOW + 20 * MIN);
    server.fault({ fault: { kind: 'drift' }, path: '/api/v1/fees/recommended' });
    const report = await cycle();
    expect(report.ok).toBe(false);
    expect(report.error).toBe("mempool: fees/recommended: no 'fastestFee' field (schema changed?)");
    expect((await h.onchainRows('bitcoin')).map((r) => r.t)).toEqual([NOW, NOW + 10 * MIN]);
    const [status] = await h.database.query<{ last_error: string; consecutive_failures: number }>(
      `SELECT last_error, consecutive_failures FROM source_status WHERE name = 'mempool'`,
    );
    expect(status).toEqual({ last_error: report.error, consecutive_failures: 1 });
  });
});
