/**
 * The collectors' two recurring cycles, run in the bench process against the stand-ins of
 * ingest-fixtures.ts (another process, so only the client side's CPU is counted here):
 *   - one derivatives cycle per venue: fetchMarkets then fetchDerivatives through createUpstream
 *     with the venue's published budgets;
 *   - whale-position cycles: clearinghouseState for every whale through one Hyperliquid upstream
 *     whose budget is scaled in time, compared with the least time that budget allows.
 */
import { binanceAdapter } from '../src/sources/binance/index.ts';
import { bybitAdapter } from '../src/sources/bybit/index.ts';
import { fetchPositions, INFO_WEIGHTS } from '../src/sources/hyperliquid/index.ts';
import { okxAdapter } from '../src/sources/okx/index.ts';
import { mapConcurrent, type PerpVenueAdapter } from '../src/sources/perps/cycle.ts';
import { minimumDurationMs } from '../src/sources/upstream/budget.ts';
import { UPSTREAM_BUDGETS, UPSTREAM_RATE_LIMIT_STATUSES } from '../src/sources/upstream/budgets.ts';
import { createUpstream } from '../src/sources/upstream/client.ts';
import type { BudgetSpec } from '../src/sources/upstream/types.ts';

export interface VenueCycle {
  venue: 'binance' | 'bybit' | 'okx';
  markets: number;
  points: number;
  skipped: number;
  /** Answers received (calls that reached the stand-in). */
  calls: number;
  cpuMs: number;
  wallMs: number;
  /** Least wall time the venue's budget allows for the calls made, ms (see budgetFloorMs). */
  budgetFloorMs: number;
}

const VENUES: Array<{ venue: VenueCycle['venue']; adapter: PerpVenueAdapter }> = [
  { venue: 'binance', adapter: binanceAdapter },
  { venue: 'bybit', adapter: bybitAdapter },
  { venue: 'okx', adapter: okxAdapter },
];

const cpuMsSince = (start: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
};

/**
 * One full cycle of each venue in turn (so each venue's CPU can be told apart), at the published
 * budgets with no headroom: the stand-ins are local, so headroom would only slow the cycle down
 * without protecting anything. Budgets are still enforced: OKX's per-contract ratio endpoint
 * (5 calls per 2 s) is what sets that venue's wall time.
 */
export async function derivativesCycle(urls: Record<VenueCycle['venue'], string>, now: number): Promise<VenueCycle[]> {
  const out: VenueCycle[] = [];
  for (const { venue, adapter } of VENUES) {
    const counted: Record<string, number> = {};
    const up = createUpstream({
      name: venue,
      baseUrl: urls[venue],
      budgets: UPSTREAM_BUDGETS[venue],
      budgetHeadroom: 0,
      rateLimitStatuses: UPSTREAM_RATE_LIMIT_STATUSES[venue],
    });
    // Count each bucket's calls to state the budget's own floor for this cycle.
    const json = up.json.bind(up);
    up.json = (req) => {
      const bucket = req.bucket ?? 'default';
      counted[bucket] = (counted[bucket] ?? 0) + (req.weight ?? 1);
      return json(req);
    };
    const cpu = process.cpuUsage();
    const t0 = performance.now();
    const markets = await adapter.fetchMarkets(up);
    const cycle = await adapter.fetchDerivatives(up, markets, () => now);
    const wallMs = performance.now() - t0;
    const cpuMs = cpuMsSince(cpu);
    out.push({
      venue,
      markets: markets.length,
      points: cycle.points.length,
      skipped: cycle.skipped.length,
      calls: up.health().calls,
      cpuMs,
      wallMs,
      budgetFloorMs: budgetFloorMs(UPSTREAM_BUDGETS[venue], counted),
    });
  }
  return out;
}

/**
 * The slowest bucket's least duration for the weight it carried, each unit of weight counted as
 * one call of weight 1 (exact for the buckets of unit-weight calls that bind here).
 */
function budgetFloorMs(specs: Record<string, BudgetSpec>, weights: Record<string, number>): number {
  let floor = 0;
  for (const [bucket, weight] of Object.entries(weights)) {
    const spec = specs[bucket];
    if (spec) floor = Math.max(floor, minimumDurationMs(spec, weight, 1));
  }
  return floor;
}

export interface PositionRun {
  headroom: number;
  spec: BudgetSpec;
  whales: number;
  cycles: number;
  /** Each cycle's end, ms after the first call. */
  cycleEndsMs: number[];
  /** Least time from the first to the last admission for all cycles' calls (minimumDurationMs). */
  minimumMs: number;
  /** The same for the end of each cycle, cumulative. */
  cycleMinimumsMs: number[];
  positions: number;
  failures: number;
}

/** Hyperliquid's info budget (1200 weight per 60 s) with its window divided by `timeScale`. */
export function scaledInfoBudget(timeScale: number): BudgetSpec {
  const spec = UPSTREAM_BUDGETS.hyperliquid.default;
  return { capacity: spec.capacity, windowMs: spec.windowMs / timeScale };
}

/**
 * `cycles` back-to-back polls of every whale's clearinghouseState (weight 2), `concurrency`
 * in flight, through one upstream with `spec` and `headroom`. Back to back, a cycle after the
 * first starts with the window still full of the previous cycle's weight: that steady state
 * is what a collector lives in, and what the budget's floor is about.
 */
export async function whalePositionCycles(opts: {
  infoUrl: string;
  addresses: string[];
  spec: BudgetSpec;
  headroom: number;
  cycles: number;
  concurrency: number;
}): Promise<PositionRun> {
  const info = createUpstream({
    name: 'hyperliquid',
    baseUrl: opts.infoUrl,
    budgets: { default: opts.spec },
    budgetHeadroom: opts.headroom,
    // A local stand-in never needs long: keep a stuck call from stretching the figure unseen.
    timeoutMs: 5_000,
  });
  const weight = INFO_WEIGHTS.clearinghouseState;
  const effective = { capacity: opts.spec.capacity * (1 - opts.headroom), windowMs: opts.spec.windowMs };
  const cycleEndsMs: number[] = [];
  const cycleMinimumsMs: number[] = [];
  let positions = 0;
  let failures = 0;
  const t0 = performance.now();
  for (let c = 1; c <= opts.cycles; c++) {
    await mapConcurrent(opts.addresses, opts.concurrency, async (address) => {
      try {
        const read = await fetchPositions(info, address);
        positions += read.positions.length;
      } catch {
        failures++;
      }
    });
    cycleEndsMs.push(performance.now() - t0);
    cycleMinimumsMs.push(minimumDurationMs(effective, c * opts.addresses.length, weight));
  }
  return {
    headroom: opts.headroom,
    spec: opts.spec,
    whales: opts.addresses.length,
    cycles: opts.cycles,
    cycleEndsMs,
    minimumMs: cycleMinimumsMs.at(-1)!,
    cycleMinimumsMs,
    positions,
    failures,
  };
}
