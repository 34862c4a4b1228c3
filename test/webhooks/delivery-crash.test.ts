/**
 * A worker killed with SIGKILL in the middle of deliveries loses none: the real server, restarted
 * on the same data directory, delivers every event at least once. Duplicates carry the event id
 * of the original, so counting distinct ids is what a receiver that drops duplicates sees.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { publishEvents } from '../../src/events/outbox.ts';
import { MIGRATION_DIRS } from '../../src/migrations.ts';
import { openDatabase } from '../../src/platform/db/client.ts';
import { createJobQueue } from '../../src/platform/jobs.ts';
import { JOB_EXPIRE_SECONDS } from '../../src/webhooks/delivery/policy.ts';
import { startReceiver } from '../fixtures/webhook-receiver.ts';
import { stopAllGroups } from '../helpers/process-group.ts';
import { type ServerProcess, startServer } from '../helpers/server-process.ts';
import { event, register } from './helpers.ts';

const EVENTS = 40;
const dataDir = mkdtempSync(join(tmpdir(), 'msig-delivery-crash-'));
afterAll(async () => {
  await stopAllGroups('SIGKILL', 0);
  rmSync(dataDir, { recursive: true, force: true });
});

const serve = (): Promise<ServerProcess> =>
  startServer({ dataDir, env: { ROLES: 'api,worker', WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true', LOG_LEVEL: 'error' } });

it('delivers every event at least once after the worker is killed mid-delivery and restarted', async () => {
  // The first 10 answers come at once; the rest are held 3 s, so the kill finds them in flight.
  const receiver = await startReceiver((_r, i) => (i < 10 ? 200 : { status: 200, delayMs: 3_000 }));
  try {
    // Events are published before the server starts: PGlite's data directory has one owner.
    const database = await openDatabase({ dataDir, databaseUrl: null, migrations: MIGRATION_DIRS });
    const jobs = createJobQueue(database, { onError: () => {} });
    await register(database, { url: receiver.url, secret: 'crash-test-secret-0123456789' });
    const { events } = await publishEvents(
      { database, jobs },
      Array.from({ length: EVENTS }, () => event()),
    );
    await jobs.stop();
    await database.close();
    const published = new Set(events.map((e) => e.id));

    const first = await serve();
    await receiver.waitFor(EVENTS, 30_000);
    await new Promise((r) => setTimeout(r, 300));
    await first.stop('SIGKILL', 0);
    const killedAt = Date.now();
    const distinctBeforeRestart = new Set(receiver.received.map((r) => r.headers['x-service-event-id']));
    expect(distinctBeforeRestart.size).toBe(EVENTS);

    receiver.answer = () => 200;
    const second = await serve();
    // The 30 deliveries left in flight are handed back once their jobs expire, then resent.
    await receiver.waitFor(EVENTS + 30, (JOB_EXPIRE_SECONDS + 30) * 1000);
    const recoveredAfterMs = Date.now() - killedAt;
    await second.stop('SIGTERM');

    const ids = receiver.received.map((r) => r.headers['x-service-event-id']!);
    expect(new Set(ids)).toEqual(published);
    // Each event id was resent at most once more: the duplicates are the in-flight ones.
    const counts = new Map<string, number>();
    for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
    expect([...counts.values()].every((c) => c <= 2)).toBe(true);
    expect([...counts.values()].filter((c) => c === 2)).toHaveLength(30);
    expect(recoveredAfterMs).toBeLessThan((JOB_EXPIRE_SECONDS + 15) * 1000);

    const after = await openDatabase({ dataDir, databaseUrl: null, migrations: MIGRATION_DIRS });
    try {
      const rows = await after.query<{ status: string; n: number }>(
        'SELECT status, count(*)::int AS n FROM webhook_deliveries GROUP BY status',
      );
      expect(rows).toEqual([{ status: 'succeeded', n: EVENTS }]);
    } finally {
      await after.close();
    }
  } finally {
    await receiver.close();
  }
}, 120_000);
