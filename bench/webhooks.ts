/**
 * bench:webhooks — 2,000 events to 20 registrations (40,000 deliveries) through publishEvents and
 * the delivery worker to a fast HTTPS receiver on loopback, on PGlite or, with DATABASE_URL, on
 * PostgreSQL (a fresh schema, dropped after).
 *
 * Two runs: a burst (all 2,000 events published as fast as publishing goes: the worker's
 * capacity, deliveries per second) and a paced run (events published at the target rate: the
 * first-attempt latency p50/p99 a steady flow sees, from the publish call to the receiver).
 * Targets: p99 <= 1 s; >= 300 deliveries/s embedded, >= 1,000/s on PostgreSQL.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Node reads NODE_EXTRA_CA_CERTS at start only: rerun with the test certificate trusted (added
// to whatever extra certificates the environment already names).
if (!process.env.BENCH_WEBHOOKS_TRUSTED) {
  const cert = readFileSync(fileURLToPath(new URL('../test/fixtures/tls/cert.pem', import.meta.url)), 'utf8');
  const extra = process.env.NODE_EXTRA_CA_CERTS;
  const bundle = join(tmpdir(), `msig-bench-webhooks-ca-${process.pid}.pem`);
  writeFileSync(bundle, `${extra && existsSync(extra) ? readFileSync(extra, 'utf8') : ''}\n${cert}`);
  const run = spawnSync(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, NODE_EXTRA_CA_CERTS: bundle, BENCH_WEBHOOKS_TRUSTED: '1' },
  });
  process.exit(run.status ?? 1);
}

const { publishEvents } = await import('../src/events/outbox.ts');
const { MIGRATION_DIRS } = await import('../src/migrations.ts');
const { openDatabase } = await import('../src/platform/db/client.ts');
const { createJobQueue } = await import('../src/platform/jobs.ts');
const { closeIdleConnections } = await import('../src/webhooks/delivery/send.ts');
const { startDeliveryWorker } = await import('../src/webhooks/delivery/worker.ts');
const { event, register } = await import('../test/webhooks/helpers.ts');
const { startReadyChild } = await import('./lib.ts');

const EVENTS = Number(process.env.BENCH_EVENTS ?? 2_000);
const REGISTRATIONS = 20;
const databaseUrl = process.env.DATABASE_URL || null;
const kind = databaseUrl ? 'postgres' : 'pglite';
const targetPerSecond = databaseUrl ? 1_000 : 300;
const pacedEvents = Number(process.env.BENCH_PACED_EVENTS ?? 600);

const schema = databaseUrl ? `bench_wh_${randomBytes(4).toString('hex')}` : undefined;
const jobsSchema = schema ? `${schema}_jobs` : undefined;
const database = await openDatabase({ dataDir: null, databaseUrl, pgSchema: schema, migrations: MIGRATION_DIRS });
// BENCH_PROFILE=1: time spent per kind of statement, to see where a delivery's cost goes.
const profile = new Map<string, { n: number; ms: number }>();
if (process.env.BENCH_PROFILE) {
  const timed =
    <A extends unknown[], R>(fn: (sql: string, ...rest: A) => Promise<R>) =>
    async (sql: string, ...rest: A): Promise<R> => {
      const t0 = performance.now();
      try {
        return await fn(sql, ...rest);
      } finally {
        const key = sql.replace(/\s+/g, ' ').trim().slice(0, 70);
        const p = profile.get(key) ?? { n: 0, ms: 0 };
        p.n++;
        p.ms += performance.now() - t0;
        profile.set(key, p);
      }
    };
  const query = database.query.bind(database);
  database.query = timed(query) as typeof database.query;
  const transaction = database.transaction.bind(database);
  database.transaction = (fn) => transaction((tx) => fn({ query: timed(tx.query.bind(tx)) as typeof tx.query }));
}
const jobs = createJobQueue(database, { schema: jobsSchema, onError: (err) => console.error('jobs', err) });
const receiver = await startReadyChild<{ url: string }>(new URL('./webhook-receiver.ts', import.meta.url));
const base = receiver.ready.url;

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

async function arrivals(): Promise<Array<[string, number, number]>> {
  return (await fetch(`${base}/stats`)).json() as Promise<Array<[string, number, number]>>;
}

async function waitForDeliveries(n: number, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM webhook_deliveries WHERE status <> 'pending'",
    );
    if (row!.n >= n) return;
    if (Date.now() > deadline) throw new Error(`only ${row!.n} of ${n} deliveries settled`);
    // Seldom: on PGlite this count shares the one connection with the worker it measures.
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Publishes `count` events in batches, `perSecond` events a second (Infinity: as fast as possible). */
async function run(label: string, count: number, perSecond: number) {
  await database.exec('TRUNCATE webhook_deliveries, events CASCADE');
  await fetch(`${base}/reset`, { method: 'POST' });
  const publishedAt = new Map<string, number>();
  const batch = Number.isFinite(perSecond) ? Math.max(1, Math.round(perSecond / 20)) : 50;
  const started = Date.now();
  for (let i = 0; i < count; i += batch) {
    if (Number.isFinite(perSecond)) {
      const due = started + (i / perSecond) * 1000;
      if (due > Date.now()) await new Promise((r) => setTimeout(r, due - Date.now()));
    }
    const t0 = Date.now();
    const { events } = await publishEvents(
      { database, jobs },
      Array.from({ length: Math.min(batch, count - i) }, () => event()),
    );
    for (const e of events) publishedAt.set(e.id, t0);
  }
  const publishMs = Date.now() - started;
  await waitForDeliveries(count * REGISTRATIONS, 600_000);
  const elapsedMs = Date.now() - started;
  const got = await arrivals();
  const latencies = got
    .filter(([, attempt]) => attempt === 1)
    .map(([id, , at]) => at - publishedAt.get(id)!)
    .sort((a, b) => a - b);
  const deliveries = count * REGISTRATIONS;
  const result = {
    run: label,
    database: kind,
    events: count,
    deliveries,
    received: got.length,
    publish_ms: publishMs,
    elapsed_ms: elapsedMs,
    deliveries_per_s: Math.round((deliveries / elapsedMs) * 1000),
    first_attempt_p50_ms: quantile(latencies, 0.5),
    first_attempt_p99_ms: quantile(latencies, 0.99),
  };
  console.log(JSON.stringify(result));
  return result;
}

try {
  for (let i = 0; i < REGISTRATIONS; i++) {
    await register(database, {
      url: `${base}/hook/${i}`,
      secret: `bench-secret-${i}-0123456789`,
      format: i % 2 === 0 ? 1 : 2,
    });
  }
  const worker = await startDeliveryWorker(
    { database, jobs, allowPrivateNetworks: true },
    {
      jobsSchema,
      batchSize: Number(process.env.BENCH_BATCH ?? 0) || undefined,
      loops: Number(process.env.BENCH_LOOPS ?? 0) || undefined,
    },
  );
  const burst = await run('burst', EVENTS, Number.POSITIVE_INFINITY);
  const paced = await run('paced', pacedEvents, targetPerSecond / REGISTRATIONS);
  await worker.stop();
  if (process.env.BENCH_PROFILE) {
    const top = [...profile.entries()].sort((a, b) => b[1].ms - a[1].ms).slice(0, 12);
    for (const [sql, p] of top) console.log(`${Math.round(p.ms)} ms\t${p.n}\t${sql}`);
  }
  const ok = burst.deliveries_per_s >= targetPerSecond && paced.first_attempt_p99_ms <= 1_000;
  console.log(
    `${kind}: ${burst.deliveries_per_s} deliveries/s (target >= ${targetPerSecond}); paced at ${targetPerSecond}/s first attempt p50 ${paced.first_attempt_p50_ms} ms, p99 ${paced.first_attempt_p99_ms} ms (target <= 1000): ${ok ? 'PASS' : 'MISS'}`,
  );
} finally {
  await jobs.stop();
  closeIdleConnections();
  await receiver.stop();
  if (schema) {
    await database.query(`DROP SCHEMA ${schema} CASCADE`);
    await database.query(`DROP SCHEMA IF EXISTS ${jobsSchema} CASCADE`);
  }
  await database.close();
}
