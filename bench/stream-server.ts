/**
 * bench:stream's server process: the real app (in-memory database) serving the stream, and a
 * small control server the bench drives: raise an event through the one event pipeline, and read
 * the process's memory after a full garbage collection.
 */
import Fastify from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { publishEvents } from '../src/events/outbox.ts';
import { signalEventPayload } from '../src/events/payloads.ts';
import { MIGRATION_DIRS } from '../src/migrations.ts';
import { openDatabase } from '../src/platform/db/client.ts';

const adminToken = 'bench-admin-token-0123456789';
const config = loadConfig({ ...process.env, ADMIN_TOKEN: adminToken, DATABASE_URL: '', USAGE_FLUSH_MS: '1000' });
const database = await openDatabase({ dataDir: null, databaseUrl: null, migrations: MIGRATION_DIRS });
const app = await buildApp({ config, database, defaultMetrics: false });
await app.listen({ port: 0, host: '127.0.0.1' });
// Started before the measurements: the first publish would otherwise pay for it.
await app.ctx.jobs.boss();

// When each event was handed to the stream (the commit is done): fan-out latency starts here.
const committedAt = new Map<string, number>();
const published = app.ctx.hub.published.bind(app.ctx.hub);
/** How long the stream's synchronous fan-out took per event (every matching socket written), ms. */
const fanOutMs: number[] = [];
app.ctx.hub.published = (events) => {
  for (const e of events) committedAt.set(e.id, Date.now());
  const t0 = performance.now();
  published(events);
  fanOutMs.push((performance.now() - t0) / events.length);
};

const control = Fastify({ logger: false });
control.post('/raise', async (request) => {
  const { symbol = 'BTC' } = (request.body ?? {}) as { symbol?: string };
  const t = Date.now();
  const body = {
    ...signalEventPayload({
      event: 'HIGH',
      ts: new Date(t).toISOString(),
      symbol,
      direction: 'long',
      confidence: 'HIGH',
      composite: 0.7,
      action: 'CONFIRM',
      confirmation: 'HIGH',
    }),
    bench_sent_at: t,
  };
  const { events } = await publishEvents({ database, jobs: app.ctx.jobs, hub: app.ctx.hub }, [
    { world: 'production', accountId: null, t, name: 'HIGH', kind: 'confirm', symbol, direction: 'long', body },
  ]);
  const id = events[0]!.id;
  const committed = committedAt.get(id)!;
  committedAt.delete(id);
  return { id, sent_at: t, committed_at: committed };
});
control.get('/memory', async () => {
  for (let i = 0; i < 3; i++) globalThis.gc?.();
  const m = process.memoryUsage();
  const sorted = [...fanOutMs].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
  return {
    heapUsed: m.heapUsed,
    rss: m.rss,
    external: m.external,
    stream: app.stream.counts(),
    stats: app.stream.stats,
    fanOutMs: { p50: at(0.5), p99: at(0.99) },
  };
});
await control.listen({ port: 0, host: '127.0.0.1' });

const url = (a: { server: { address(): unknown } }) => `127.0.0.1:${(a.server.address() as { port: number }).port}`;
process.stdout.write(
  `${JSON.stringify({ ready: { app: `http://${url(app)}`, ws: `ws://${url(app)}/v1/signals`, control: `http://${url(control)}`, adminToken } })}\n`,
);
