/**
 * The benchmark's server process: the real app (embedded in-memory database) and a bare Fastify
 * route, in one process, so both compete for the same cores in the same way.
 */
import Fastify from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/platform/db/client.ts';

const adminToken = 'bench-admin-token-0123456789';
const started = performance.now();
const config = loadConfig({ ...process.env, ADMIN_TOKEN: adminToken, DATABASE_URL: '', USAGE_FLUSH_MS: '1000' });
const database = await openDatabase({ dataDir: null, databaseUrl: null });
const app = await buildApp({ config, database, defaultMetrics: true });
await app.listen({ port: 0, host: '127.0.0.1' });
const bootMs = performance.now() - started;

const bare = Fastify({ logger: false });
bare.get('/bare', async () => ({ status: 'ok', symbol: 'BTC', score: 0.5 }));
await bare.listen({ port: 0, host: '127.0.0.1' });

const url = (a: { server: { address(): unknown } }) =>
  `http://127.0.0.1:${(a.server.address() as { port: number }).port}`;
process.stdout.write(
  `${JSON.stringify({ ready: { app: url(app), bare: `${url(bare)}/bare`, adminToken, bootMs } })}\n`,
);

process.on('SIGTERM', async () => {
  await bare.close();
  await app.close();
  await database.close();
  process.exit(0);
});
