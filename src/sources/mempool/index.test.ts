import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_TIMEOUT_MS, expectUpstreamError, FAULT_CASES } from '../../../test/fixtures/upstreams/fault-cases.ts';
import {
  difficultyAdjustmentDoc,
  MEMPOOL_PREFIX,
  type MempoolFixtureState,
  mempoolState,
  startMempoolFixture,
} from '../../../test/fixtures/upstreams/mempool.ts';
import type { FixtureServer } from '../../../test/fixtures/upstreams/server.ts';
import { ONE_ATTEMPT } from '../../../test/helpers/upstreams.ts';
import type { OnchainParts } from '../../market/types.ts';
import { createUpstream } from '../upstream/client.ts';
import { fetchBitcoinNetwork } from './index.ts';

let state: MempoolFixtureState;
let server: FixtureServer;
let baseUrl: string;

const REQUIRED = ['/blocks/tip/height', '/v1/fees/recommended', '/mempool', '/v1/mining/hashrate/3d'] as const;
const OPTIONAL = '/v1/difficulty-adjustment';

function upstream() {
  return createUpstream({ name: 'mempool', baseUrl, timeoutMs: CLIENT_TIMEOUT_MS, ...ONE_ATTEMPT });
}

/** What the adapter must read from the fixture's state, figure by figure. */
function expectedFrom(s: MempoolFixtureState): OnchainParts['bitcoin'] {
  const adjustment = difficultyAdjustmentDoc(s);
  return {
    blockHeight: s.height,
    hashrateEhs: (s.hashrateHs as number) / 1e18,
    difficulty: s.difficulty as number,
    mempoolTxCount: s.mempool.count as number,
    mempoolVsize: s.mempool.vsize as number,
    fees: {
      fastest: s.fees.fastestFee as number,
      halfHour: s.fees.halfHourFee as number,
      hour: s.fees.hourFee as number,
      economy: s.fees.economyFee as number,
      minimum: s.fees.minimumFee as number,
    },
    difficultyAdjustment: {
      progressPercent: adjustment.progressPercent,
      changePercent: s.difficultyChange,
      remainingBlocks: adjustment.remainingBlocks,
      estimatedRetargetAt: s.now + adjustment.remainingBlocks * s.blockTimeMs,
    },
  };
}

beforeAll(async () => {
  const fixture = await startMempoolFixture(mempoolState());
  ({ state, server, baseUrl } = fixture);
});
afterEach(() => {
  server.clearFaults();
  Object.assign(state, mempoolState());
  state.override = undefined;
  server.requests.length = 0;
});
afterAll(() => server.close());

describe('mempool fetchBitcoinNetwork', () => {
  it('reads every figure in our units, asking the five routes once each, required ones first', async () => {
    const reading = await fetchBitcoinNetwork(upstream());
    expect(reading).toEqual({ value: expectedFrom(state), gaps: [] });
    expect(reading.value.hashrateEhs).toBeCloseTo(1073.4, 9);
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual(
      [...REQUIRED, OPTIONAL].map((p) => `GET ${MEMPOOL_PREFIX}${p}`),
    );
  });

  it('follows the state: a new block, decimal fee rates (sub-1 sat/vB too)', async () => {
    state.height = 925_438;
    state.fees = { fastestFee: 3.021, halfHourFee: 2.5, hourFee: 1.75, economyFee: 0.5, minimumFee: 0.1 };
    state.hashrateHs = 9.87654321e20;
    const reading = await fetchBitcoinNetwork(upstream());
    expect(reading.value).toEqual(expectedFrom(state));
    expect(reading.value.fees.minimum).toBe(0.1);
  });

  it('converts retarget times a mirror sends in seconds to ms', async () => {
    state.adjustmentTimesInSeconds = true;
    const { value } = await fetchBitcoinNetwork(upstream());
    const remaining = difficultyAdjustmentDoc(state).remainingBlocks;
    expect(value.difficultyAdjustment?.estimatedRetargetAt).toBe(
      Math.floor((state.now + remaining * state.blockTimeMs) / 1000) * 1000,
    );
  });

  it('a mempool answer without vsize leaves it null and says so', async () => {
    state.mempool = { count: 17, total_fee: 5, fee_histogram: [] };
    const reading = await fetchBitcoinNetwork(upstream());
    expect(reading.value.mempoolVsize).toBeNull();
    expect(reading.value.mempoolTxCount).toBe(17);
    expect(reading.gaps).toEqual([{ figure: 'mempoolVsize', kind: 'malformed', reason: "mempool: no valid 'vsize'" }]);
  });

  it.each([
    ['a negative fee', (s: MempoolFixtureState) => (s.fees.economyFee = -1), "'economyFee'"],
    ['a fee sent as "NaN"', (s: MempoolFixtureState) => (s.fees.hourFee = 'NaN'), "'hourFee'"],
    ['a null hashrate', (s: MempoolFixtureState) => (s.hashrateHs = null), "'currentHashrate'"],
    ['a zero difficulty', (s: MempoolFixtureState) => (s.difficulty = 0), "'currentDifficulty'"],
    ['a fractional tx count', (s: MempoolFixtureState) => (s.mempool.count = 12.5), "'count'"],
  ])('%s fails the reading as malformed', async (_name, spoil, field) => {
    spoil(state);
    const err = await expectUpstreamError(fetchBitcoinNetwork(upstream()), 'mempool', 'malformed');
    expect(err.message).toContain(field);
  });

  it('a route that is not there (a wrong MEMPOOL_URL) is an HTTP error', async () => {
    state.override = (req) => (req.path.endsWith('/tip/height') ? { status: 404, body: 'Not Found' } : null);
    await expectUpstreamError(fetchBitcoinNetwork(upstream()), 'mempool', 'http', 404);
  });
});

describe.each(REQUIRED)('mempool fault on required route %s', (route) => {
  it.each(FAULT_CASES)('$name → $kind, and the routes after it are not asked', async ({ fault, kind, status }) => {
    server.fault({ fault, path: `${MEMPOOL_PREFIX}${route}` });
    await expectUpstreamError(fetchBitcoinNetwork(upstream()), 'mempool', kind, status);
    const asked = server.requests.map((r) => r.path.slice(MEMPOOL_PREFIX.length));
    expect(asked).toEqual(REQUIRED.slice(0, REQUIRED.indexOf(route) + 1));
  });
});

describe('mempool fault on the optional difficulty adjustment', () => {
  it.each(FAULT_CASES)('$name → adjustment null, every other figure kept', async ({ fault, kind }) => {
    server.fault({ fault, path: `${MEMPOOL_PREFIX}${OPTIONAL}` });
    const reading = await fetchBitcoinNetwork(upstream());
    expect(reading.value).toEqual({ ...expectedFrom(state), difficultyAdjustment: null });
    expect(reading.gaps).toEqual([{ figure: 'difficultyAdjustment', kind, reason: expect.any(String) }]);
    expect(reading.gaps[0].reason).toMatch(/^mempool: difficulty-adjustment: /);
  });

  it('an out-of-range progress is malformed, so the adjustment is null', async () => {
    state.override = (req) =>
      req.path.endsWith(OPTIONAL) ? { body: { ...difficultyAdjustmentDoc(state), progressPercent: 140 } } : null;
    const reading = await fetchBitcoinNetwork(upstream());
    expect(reading.value.difficultyAdjustment).toBeNull();
    expect(reading.gaps).toEqual([{ figure: 'difficultyAdjustment', kind: 'malformed', reason: expect.any(String) }]);
    expect(reading.gaps[0].reason).toContain('progressPercent');
  });
});
