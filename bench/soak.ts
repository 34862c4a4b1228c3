/**
 * npm run bench:soak — LIVE_SOURCES=all against every fixture upstream for ten minutes of the
 * default collection schedule on a simulated clock, through the real clients and their published
 * budgets (so the wall time is what the budgets impose). Reports the heap after each simulated
 * minute (collected with --expose-gc), its growth from the second minute on against the documented
 * bound, each checked upstream's busiest budget window from the fixtures' own logs, and each job's
 * cycles. Exit code 1 if a cycle failed, a budget was exceeded or the heap grew past the bound.
 */
import { loadConfig } from '../src/config.ts';
import { createUpstreams } from '../src/ingest/context.ts';
import { MIGRATION_DIRS } from '../src/migrations.ts';
import { openDatabase } from '../src/platform/db/client.ts';
import { startUpstreams } from '../test/fixtures/upstreams/all.ts';
import { playSchedule } from '../test/helpers/soak.ts';

/** The documented bound on heap growth over the ten minutes, after the first minute's warm-up (MB). */
export const HEAP_GROWTH_BOUND_MB = 64;
const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const MB = 1024 * 1024;

const silent = { info: () => {}, warn: () => {}, error: () => {} };
let clock = NOW;
const up = await startUpstreams({ now: NOW, leaderboardRows: 30_000, whales: 600, pools: 15_000 });
const config = loadConfig({ ...up.env, LIVE_SOURCES: 'all', LOG_LEVEL: 'warn' });
const database = await openDatabase({ dataDir: null, databaseUrl: null, migrations: MIGRATION_DIRS });
const ctx = {
  db: database.db,
  now: () => clock,
  upstreams: createUpstreams(config, silent),
  collection: config.collection,
  log: silent,
  wrote: () => {},
};
const rssBefore = process.memoryUsage().rss;
const report = await playSchedule({
  config,
  ctx,
  servers: up.servers,
  start: NOW,
  minutes: MINUTES,
  setClock: (ms) => (clock = ms),
});
await database.close();
await up.close();

const mb = (b: number) => `${(b / MB).toFixed(1)} MB`;
const growth = report.heap[report.heap.length - 1]! - report.heap[Math.min(1, report.heap.length - 1)]!;
console.log(
  `soak: ${MINUTES} simulated minutes, LIVE_SOURCES=all, published budgets, wall ${(report.wallMs / 1000).toFixed(1)} s`,
);
console.log(`  heap per minute: ${report.heap.map(mb).join(', ')}`);
console.log(
  `  heap growth from minute 2 to ${MINUTES}: ${mb(growth)} (bound ${HEAP_GROWTH_BOUND_MB} MB); RSS ${mb(rssBefore)} → ${mb(process.memoryUsage().rss)}`,
);
const cycles = new Map<string, { n: number; ok: number; ms: number }>();
for (const r of report.reports) {
  const c = cycles.get(r.job) ?? { n: 0, ok: 0, ms: 0 };
  c.n++;
  c.ok += r.ok ? 1 : 0;
  c.ms += r.durationMs;
  cycles.set(r.job, c);
}
for (const [job, c] of cycles)
  console.log(`  ${job.padEnd(34)} ${c.ok}/${c.n} ok, ${(c.ms / c.n / 1000).toFixed(2)} s a cycle`);
for (const b of report.budgets) {
  console.log(
    `  ${b.upstream.padEnd(22)} ${String(b.requests).padStart(5)} requests; busiest ${b.windowMs / 1000} s window ${b.busiestWindow} of ${b.capacity}`,
  );
}
const failures = report.reports.filter((r) => !r.ok);
for (const f of failures) console.log(`  FAILED ${f.job}: ${f.error}`);
const overBudget = report.budgets.filter((b) => b.busiestWindow > b.capacity);
const ok = failures.length === 0 && overBudget.length === 0 && growth <= HEAP_GROWTH_BOUND_MB * MB;
console.log(ok ? 'soak: within every bound' : 'soak: OUT OF BOUNDS');
process.exit(ok ? 0 : 1);
