/**
 * bench:platform:cluster — bench:platform's API route on the scale-out set-up: two server
 * processes (`src/main.ts`, ROLES=api) on one PostgreSQL database and one Redis, loaded at once
 * (25 connections each), against the bare route under the same 50 connections. Keys, limits
 * and usage go through the shared stores, so the ratio is what scaling out costs.
 * BENCH_DATABASE_URL (default the local server's postgres database; a fresh database is made
 * and dropped) and BENCH_REDIS_URL (default redis://127.0.0.1:6379).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type ServerProcess, startServer } from '../test/helpers/server-process.ts';
import { type Compared, line, load, matchBareBody, startServers, unlimitedAccount, verdict } from './lib.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const name = `bench_cluster_${process.pid}`;

async function admin(sql: string) {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

const combine = (rs: Awaited<ReturnType<typeof load>>[]): Compared => ({
  rps: rs.reduce((a, r) => a + r.rps, 0),
  p50: Math.max(...rs.map((r) => r.p50)),
  p99: Math.max(...rs.map((r) => r.p99)),
  worstP99: Math.max(...rs.map((r) => r.p99)),
  non2xx: rs.reduce((a, r) => a + r.non2xx, 0),
  errors: rs.reduce((a, r) => a + r.errors, 0),
});

await admin(`CREATE DATABASE ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const dirs: string[] = [];
const instances: ServerProcess[] = [];
const servers = await startServers();
try {
  for (let i = 0; i < 2; i++) {
    const dataDir = mkdtempSync(join(tmpdir(), 'msig-bench-cluster-'));
    dirs.push(dataDir);
    instances.push(
      await startServer({
        dataDir,
        env: {
          DATABASE_URL: url.toString(),
          REDIS_URL: redisUrl,
          ROLES: 'api',
          ADMIN_TOKEN: servers.adminToken,
          LOG_LEVEL: 'warn',
          USAGE_FLUSH_MS: '1000',
        },
      }),
    );
  }
  const acc = await unlimitedAccount({ ...servers, app: instances[0]!.base });
  const headers = { 'x-api-key': acc.liveKey };
  const path = '/v1/symbols?test_only=true';
  const bytes = await matchBareBody(servers, `${instances[0]!.base}${path}`, headers);
  // Warm-up, then alternating slices as bench:platform does.
  await Promise.all(instances.map((s) => load(`${s.base}${path}`, { headers, seconds: 2, connections: 25 })));
  await load(servers.bare, { seconds: 2 });
  const rounds = Math.max(1, Math.min(seconds, 5));
  const bareRuns: Awaited<ReturnType<typeof load>>[] = [];
  const clusterRuns: Compared[] = [];
  for (let i = 0; i < rounds; i++) {
    bareRuns.push(await load(servers.bare, { seconds: seconds / rounds }));
    clusterRuns.push(
      combine(
        await Promise.all(
          instances.map((s) => load(`${s.base}${path}`, { headers, seconds: seconds / rounds, connections: 25 })),
        ),
      ),
    );
  }
  const bare = combine(bareRuns.map((r) => ({ ...r, rps: r.rps / rounds })));
  const cluster: Compared = {
    ...combine(clusterRuns.map((c) => ({ ...c, rps: c.rps / rounds }))),
    p99: clusterRuns.map((c) => c.p99).sort((a, b) => a - b)[Math.floor(rounds / 2)]!,
  };
  const ratio = cluster.rps / bare.rps;
  console.log(`bench:platform:cluster (${seconds} s per target, 2 instances × 25 connections, PostgreSQL + Redis)`);
  console.log(line(`bare route (same ${bytes} B body)`, bare));
  console.log(line('GET /v1/symbols, 2 instances', cluster));
  console.log(`  throughput ratio          ${ratio.toFixed(2)}  (target >= 0.6)  ${verdict(ratio >= 0.6)}`);
  console.log(`  v1 p99                    ${cluster.p99} ms  (target <= 5 ms)  ${verdict(cluster.p99 <= 5)}`);
} finally {
  await Promise.all(instances.map((s) => s.stop()));
  await servers.stop();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
