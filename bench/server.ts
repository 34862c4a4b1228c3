/**
 * The benchmark's server process: the real app (embedded in-memory database) and a bare Fastify
 * route, in one process, so both compete for the same cores in the same way.
 * BENCH_SEED_PRODUCTION=1 also fills the production tables with fresh collected-looking BTC data
 * (production-seed.ts), so production keys have a "now" to read.
 */
import Fastify from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { MIGRATION_DIRS } from '../src/migrations.ts';
import { openDatabase } from '../src/platform/db/client.ts';
import { seedProduction } from './production-seed.ts';

const adminToken = 'bench-admin-token-0123456789';
const started = performance.now();
const config = loadConfig({ ...process.env, ADMIN_TOKEN: adminToken, DATABASE_URL: '', USAGE_FLUSH_MS: '1000' });
const database = await openDatabase({ dataDir: null, databaseUrl: null, migrations: MIGRATION_DIRS });
const app = await buildApp({ config, database, defaultMetrics: true });
await app.listen({ port: 0, host: '127.0.0.1' });
const bootMs = performance.now() - started;

if (process.env.BENCH_SEED_PRODUCTION === '1') {
  await seedProduction(database.db, Date.now());
  // The app reads "now" from its in-memory live state: load what was just written.
  await app.ctx.live.refresh();
}

// The bare route answers the same bytes as the route it is compared with (the bench sets them),
// so the ratio measures what the platform adds, not the size of the answer.
const bare = Fastify({ logger: false });
let canned = '{"status":"ok"}';
bare.put('/bare', async (request) => {
  canned = JSON.stringify(request.body);
  return { bytes: canned.length };
});
bare.get('/bare', async (request, reply) => {
  // ?h=1 adds headers of the same size as the platform's (request id and rate-limit fields).
  if ((request.query as { h?: string }).h) {
    reply.headers({
      'request-id': 'req_0123456789abcdef000000000001',
      'x-ratelimit-limit': '1000000000',
      'x-ratelimit-remaining': '999999999',
      'x-ratelimit-reset': '1795262460',
      'ratelimit-policy': '"burst";q=1000000000;w=60, "daily";q=1000000000;w=86400',
      ratelimit: '"burst";r=999999999;t=50, "daily";r=999999999;t=43190',
    });
  }
  return reply.type('application/json; charset=utf-8').send(canned);
});
await bare.listen({ port: 0, host: '127.0.0.1' });

const url = (a: { server: { address(): unknown } }) =>
  `http://127.0.0.1:${(a.server.address() as { port: number }).port}`;
process.stdout.write(
  `${JSON.stringify({ ready: { app: url(app), bare: `${url(bare)}/bare`, adminToken, bootMs } })}\n`,
);

// BENCH_PROFILE=<file>: record a CPU profile of the load (open it in Chrome DevTools).
const profile = process.env.BENCH_PROFILE ? await startProfile() : null;

async function startProfile() {
  const { Session } = await import('node:inspector/promises');
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return session;
}

process.on('SIGTERM', async () => {
  if (profile) {
    const { profile: data } = await profile.post('Profiler.stop');
    const { writeFileSync } = await import('node:fs');
    writeFileSync(process.env.BENCH_PROFILE!, JSON.stringify(data));
  }
  await bare.close();
  await app.close();
  await database.close();
  process.exit(0);
});
