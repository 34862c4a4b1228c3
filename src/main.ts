/**
 * Process entry: config → database → app → listen, with graceful shutdown on SIGTERM/SIGINT.
 */
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { buildWeb } from './dashboard/build.ts';
import { detectAfterCycle, detectionDepsOf } from './events/detection/detect.ts';
import { createUpstreams } from './ingest/context.ts';
import { startCollectors } from './ingest/scheduler.ts';
import { MIGRATION_DIRS } from './migrations.ts';
import { type ChainName, chainSpec } from './nodeintel/chains.ts';
import { nodeAccessFor } from './nodeintel/connections.ts';
import { startWalletFollowers } from './nodeintel/wallets/runner.ts';
import { type Database, openDatabase } from './platform/db/client.ts';
import { DataDirLockedError } from './platform/db/data-dir-lock.ts';
import { connectRedis, redisReady } from './platform/redis.ts';
import { closeIdleConnections } from './webhooks/delivery/send.ts';
import { startDeliveryWorker } from './webhooks/delivery/worker.ts';

/** After the grace period, how long closing the database and flushing usage may take. */
const FORCED_EXIT_AFTER_GRACE_MS = 10_000;

async function main() {
  const started = performance.now();
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(78); // EX_CONFIG
    }
    throw err;
  }
  let database: Database;
  try {
    database = await openDatabase({
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      migrations: MIGRATION_DIRS,
      onConnectionError: (err) => process.stderr.write(`database: idle connection lost (${err.message})\n`),
    });
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  const redis = config.redisUrl
    ? connectRedis(config.redisUrl, (err) => process.stderr.write(`redis: ${err.message}\n`))
    : null;
  if (redis && !(await redisReady(redis)))
    process.stderr.write('redis: not reachable yet; rate limits count per instance meanwhile\n');
  // The dashboard's files are read when the app is built: build them first if missing or stale.
  if (await buildWeb()) process.stderr.write('dashboard: built web/dist\n');
  const app = await buildApp({ config, database, redis });
  // The collector role: durable collection schedules, when LIVE_SOURCES names any source.
  const stopCollecting = new AbortController();
  const collectors = config.roles.includes('collector')
    ? await startCollectors(app.ctx.jobs, config, {
        db: database.db,
        now: Date.now,
        upstreams: createUpstreams(config, app.log, { signal: stopCollecting.signal }),
        collection: config.collection,
        log: app.log,
        wrote: () => app.ctx.live.changed(),
        // After a cycle that wrote: fire the events the new data calls for (docs/events.md).
        detect: (job) => detectAfterCycle(detectionDepsOf(app.ctx, app.log), job),
      })
    : null;
  // The worker role: outbound webhook deliveries (pg-boss on the same database).
  const delivery = config.roles.includes('worker')
    ? await startDeliveryWorker(
        { database, jobs: app.ctx.jobs, allowPrivateNetworks: config.webhookAllowPrivateNetworks },
        { log: app.log },
      )
    : null;

  // The worker role also follows new blocks on customers' nodes for their tracked wallets.
  const wallets = config.roles.includes('worker')
    ? await startWalletFollowers({
        database,
        jobs: app.ctx.jobs,
        hub: app.ctx.hub,
        log: app.log,
        connect: (accountId, chain) => nodeAccessFor(app.ctx, accountId, chain as ChainName),
        // Avalanche's accepted blocks are final; BSC reorganises a few blocks deep at most.
        confirmations: (chain) => (chain === 'bsc' ? 15 : 1),
        wrappedNative: (chain) => chainSpec(chain as ChainName, config.nodeIntel).wrappedNative,
      })
    : null;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // In-flight requests get the grace period; connections still open then (slow or idle
    // clients, unfinished requests) are closed so the drain cannot hang on them.
    const grace = setTimeout(() => {
      app.log.info('grace period over: closing the connections still open');
      app.server.closeAllConnections();
    }, config.shutdownGraceMs);
    grace.unref();
    const force = setTimeout(() => {
      app.log.error('shutdown did not finish: forced exit');
      process.exit(1);
    }, config.shutdownGraceMs + FORCED_EXIT_AFTER_GRACE_MS);
    force.unref();
    try {
      stopCollecting.abort();
      await collectors?.stop();
      // Batches in flight are recorded before the job queue stops (app.close stops it).
      await delivery?.stop();
      await wallets?.stop();
      closeIdleConnections();
      await app.close();
      await database.close();
      redis?.disconnect();
      app.log.info('shut down cleanly');
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      database: database.kind,
      ready_ms: Math.round(performance.now() - started),
      collecting: collectors?.jobs.map((j) => j.name) ?? [],
      delivering_webhooks: delivery !== null,
    },
    `serving on http://${config.host}:${config.port} (sandbox key: sk_test_public_demo)`,
  );
}

main().catch((err) => {
  process.stderr.write(`fatal: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
