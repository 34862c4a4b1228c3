/**
 * A delivery worker killed with SIGKILL in the middle of 1,000 deliveries, on PostgreSQL: once a
 * worker runs again, every event reaches the receiver (a real HTTPS server on loopback) at least
 * once, counted by event id. Deliveries the dead worker held are handed back when their jobs
 * expire; those are the only duplicates.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { publishEvents } from '../../src/events/outbox.ts';
import { MIGRATION_DIRS } from '../../src/migrations.ts';
import { type Database, openDatabase } from '../../src/platform/db/client.ts';
import { createJobQueue } from '../../src/platform/jobs.ts';
import { JOB_EXPIRE_SECONDS } from '../../src/webhooks/delivery/policy.ts';
import { startReceiver } from '../fixtures/webhook-receiver.ts';
import { stopAllGroups } from '../helpers/process-group.ts';
import { event, register } from '../webhooks/helpers.ts';
import { freshDatabase, report, serverOn, waitUntil } from './services.ts';

const EVENTS = 1_000;
let db: Awaited<ReturnType<typeof freshDatabase>>;
let database: Database;

beforeAll(async () => {
  db = await freshDatabase();
  database = await openDatabase({ dataDir: null, databaseUrl: db.url, migrations: MIGRATION_DIRS });
});
afterAll(async () => {
  await stopAllGroups('SIGKILL', 0);
  await database?.close();
  await db?.drop();
});

it('loses no event when the worker is killed mid-way through 1,000 deliveries and restarted', async () => {
  // Each answer takes 20 ms, so the deliveries last a few seconds and the kill lands among them.
  const receiver = await startReceiver(() => ({ status: 200, delayMs: 20 }));
  try {
    const jobs = createJobQueue(database, { onError: () => {} });
    await register(database, { url: receiver.url, secret: 'reliability-secret-0123456789' });
    const published = new Set<string>();
    for (let i = 0; i < EVENTS; i += 100) {
      const { events } = await publishEvents(
        { database, jobs },
        Array.from({ length: 100 }, () => event()),
      );
      for (const e of events) published.add(e.id);
    }
    await jobs.stop();
    expect(published.size).toBe(EVENTS);

    const worker = await serverOn(db.url, { ROLES: 'worker' });
    await receiver.waitFor(250, 60_000);
    await worker.stop('SIGKILL', 0);
    const killedAt = Date.now();
    const atKill = receiver.received.length;

    await serverOn(db.url, { ROLES: 'worker' });
    const distinct = () => new Set(receiver.received.map((r) => r.headers['x-service-event-id']));
    const recoveredMs = await waitUntil(
      async () => distinct().size === EVENTS,
      (JOB_EXPIRE_SECONDS + 90) * 1000,
      'every event delivered',
    );
    // Late duplicates of expired jobs may still be on their way: give them a moment to land.
    await new Promise((r) => setTimeout(r, 2_000));
    const ids = receiver.received.map((r) => r.headers['x-service-event-id']!);
    const seen = new Set(ids);
    const lost = [...published].filter((id) => !seen.has(id)).length;
    report('worker-kill', {
      sent: EVENTS,
      received: ids.length,
      distinct: seen.size,
      duplicates: ids.length - seen.size,
      lost,
      received_before_kill: atKill,
      all_delivered_after_kill_ms: Date.now() - killedAt - 2_000,
      recovery_wait_ms: recoveredMs,
    });
    expect(lost).toBe(0);
    expect([...seen].every((id) => published.has(id))).toBe(true);
    const rows = await database.query<{ status: string; n: number }>(
      'SELECT status, count(*)::int AS n FROM webhook_deliveries GROUP BY status',
    );
    expect(rows).toEqual([{ status: 'succeeded', n: EVENTS }]);
  } finally {
    await receiver.close();
  }
}, 300_000);
