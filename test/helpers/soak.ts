/**
 * A collection schedule played on a simulated clock: minute after minute, every job LIVE_SOURCES
 * enables runs when its interval says so, through the real upstream clients with their published
 * budgets. Afterwards the fixture servers' own request logs say how many requests each upstream
 * received in its busiest budget window, and the heap says whether anything accumulates.
 */
import type { Config } from '../../src/config.ts';
import type { IngestContext } from '../../src/ingest/context.ts';
import { type CycleReport, runCycle } from '../../src/ingest/cycle.ts';
import { jobsFor } from '../../src/ingest/jobs.ts';
import { UPSTREAM_BUDGETS } from '../../src/sources/upstream/budgets.ts';
import type { FixtureServer } from '../fixtures/upstreams/server.ts';

const MIN = 60_000;

/** Upstreams whose every request costs 1 of one budget: their fixture logs can be held to it. */
const CHECKED: Record<string, keyof typeof UPSTREAM_BUDGETS> = {
  bybit: 'bybit',
  defillama: 'defillama',
  'defillama-stablecoins': 'defillama',
  'defillama-yields': 'defillama',
  mempool: 'mempool',
  'eth-gas': 'eth-gas',
  coinmetrics: 'coinmetrics',
  deribit: 'deribit',
  'etf-flows': 'etf-flows',
  news: 'news',
};

export interface BudgetCheck {
  upstream: string;
  requests: number;
  /** Requests in the busiest rolling window of the budget's length. */
  busiestWindow: number;
  capacity: number;
  windowMs: number;
}

export interface SoakReport {
  reports: CycleReport[];
  budgets: BudgetCheck[];
  /** Heap in use after each simulated minute (after a collection when --expose-gc allows), bytes. */
  heap: number[];
  wallMs: number;
}

/** The largest number of timestamps within any window of `windowMs` (sorted input). */
export function busiestWindow(times: readonly number[], windowMs: number): number {
  let best = 0;
  let start = 0;
  for (let end = 0; end < times.length; end++) {
    while (times[end]! - times[start]! >= windowMs) start++;
    best = Math.max(best, end - start + 1);
  }
  return best;
}

export async function playSchedule(opts: {
  config: Config;
  ctx: IngestContext;
  servers: Record<string, FixtureServer>;
  start: number;
  minutes: number;
  setClock: (ms: number) => void;
}): Promise<SoakReport> {
  const { config, ctx } = opts;
  const jobs = jobsFor(config.liveSources);
  const reports: CycleReport[] = [];
  const heap: number[] = [];
  const since = Date.now();
  const began = performance.now();
  for (let minute = 0; minute < opts.minutes; minute++) {
    opts.setClock(opts.start + minute * MIN);
    for (const job of jobs) {
      if (minute % job.everyMin(config.collection) !== 0) continue;
      reports.push(await runCycle(ctx, job.name, job.upstream, () => job.run(ctx)));
    }
    (globalThis as { gc?: () => void }).gc?.();
    heap.push(process.memoryUsage().heapUsed);
  }
  const budgets: BudgetCheck[] = [];
  for (const [upstream, budget] of Object.entries(CHECKED)) {
    const server = opts.servers[upstream];
    if (!server) continue;
    const times = server.requests
      .map((r) => r.at ?? 0)
      .filter((at) => at >= since)
      .sort((a, b) => a - b);
    const spec = UPSTREAM_BUDGETS[budget].default;
    budgets.push({
      upstream,
      requests: times.length,
      busiestWindow: busiestWindow(times, spec.windowMs),
      capacity: spec.capacity,
      windowMs: spec.windowMs,
    });
  }
  return { reports, budgets, heap, wallMs: performance.now() - began };
}
