/**
 * Redis killed under two serving instances: rate limits fall back to counting per instance
 * (RateLimit-Policy says scope="instance"), nothing answers 5xx, stream connections stay open;
 * when Redis returns, counts are shared again and events fan out across instances again.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createEventHub, type EventHub } from '../../src/events/hub.ts';
import { type NewEvent, publishEvents } from '../../src/events/outbox.ts';
import { MIGRATION_DIRS } from '../../src/migrations.ts';
import { type Database, openDatabase } from '../../src/platform/db/client.ts';
import { createJobQueue, type JobQueue } from '../../src/platform/jobs.ts';
import { connectRedis } from '../../src/platform/redis.ts';
import { stopAllGroups } from '../helpers/process-group.ts';
import type { ServerProcess } from '../helpers/server-process.ts';
import { confirmEvent, connectWithKey, type StreamClient, subscribe } from '../stream/client.ts';
import {
  createAccount,
  freshDatabase,
  privateRedis,
  report,
  serverOn,
  statusOf,
  tally,
  waitUntil,
} from './services.ts';

let db: Awaited<ReturnType<typeof freshDatabase>>;
let redis: Awaited<ReturnType<typeof privateRedis>>;
let database: Database;
let jobs: JobQueue;
let hub: EventHub;
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  db = await freshDatabase();
  redis = await privateRedis();
  a = await serverOn(db.url, { REDIS_URL: redis.url, ROLES: 'api' });
  b = await serverOn(db.url, { REDIS_URL: redis.url, ROLES: 'api' });
  database = await openDatabase({ dataDir: null, databaseUrl: db.url, migrations: MIGRATION_DIRS });
  jobs = createJobQueue(database, { onError: () => {} });
  // The test publishes as a third instance would: stored in the database, announced on Redis.
  hub = await createEventHub({ redis: connectRedis(redis.url), onError: () => {} });
});
afterAll(async () => {
  await stopAllGroups('SIGTERM', 5_000);
  await hub?.close();
  await jobs?.stop();
  await database?.close();
  await redis?.kill();
  await db?.drop();
});

const raise = (events: NewEvent[]) => publishEvents({ database, jobs, hub }, events);
const wsUrl = (s: ServerProcess) => `ws://127.0.0.1:${s.port}/v1/signals`;

/** `n` requests, `concurrency` at a time, alternating between the instances. */
async function load(key: string, n: number, concurrency = 10) {
  const statuses: Array<number | 'error'> = [];
  const scopes = new Set<string>();
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < n) {
        const i = next++;
        const res = await fetch(`${(i % 2 === 0 ? a : b).base}/v1/symbols`, { headers: { 'x-api-key': key } }).catch(
          () => null,
        );
        statuses.push(res?.status ?? 'error');
        if (res) {
          scopes.add(res.headers.get('ratelimit-policy')?.includes('scope="instance"') ? 'instance' : 'shared');
          await res.arrayBuffer();
        }
      }
    }),
  );
  return { statuses: tally(statuses), scopes: [...scopes] };
}

async function alertWithin(client: StreamClient, ms: number) {
  return client.next('alert', ms).then(
    (m) => m,
    () => null,
  );
}

it('falls back to per-instance limits without 5xx while Redis is down, and recovers when it returns', async () => {
  const account = await createAccount(a.base, 'pro');
  const { client } = await connectWithKey(wsUrl(b), account.liveKey);
  await subscribe(client, { symbols: ['BTC'] });

  const [up] = (await raise([confirmEvent('production', null, 'BTC', 'HIGH')])).events;
  expect((await client.next('alert', 5_000)).event_id).toBe(up!.id);
  const before = await load(account.liveKey, 20);
  expect(before.statuses).toEqual({ 200: 20 });
  expect(before.scopes).toEqual(['shared']);

  await redis.kill();
  const killedAt = Date.now();
  // A pro key allows 60 a minute; 300 requests over two instances counting alone admit at most 120.
  const during = await load(account.liveKey, 300);
  const health = await Promise.all([statusOf(`${a.base}/readyz`), statusOf(`${b.base}/readyz`)]);
  await raise([confirmEvent('production', null, 'BTC', 'HIGH')]);
  const alertDuringOutage = await alertWithin(client, 1_500);
  const fiveXx = Object.entries(during.statuses)
    .filter(([s]) => s === 'error' || Number(s) >= 500)
    .reduce((n, [, c]) => n + c, 0);

  await redis.start();
  const other = await createAccount(a.base, 'pro');
  const recoveredMs = await waitUntil(
    async () => {
      const res = await fetch(`${b.base}/v1/symbols`, { headers: { 'x-api-key': other.liveKey } });
      await res.arrayBuffer();
      return res.status === 200 && !res.headers.get('ratelimit-policy')?.includes('scope="instance"');
    },
    30_000,
    'shared counting again',
  );
  // Fan-out across instances resumes once the hub has subscribed again.
  let back: unknown = null;
  await waitUntil(
    async () => {
      const [e] = (await raise([confirmEvent('production', null, 'BTC', 'MEDIUM')])).events;
      const got = await alertWithin(client, 1_000);
      back = got && got.event_id === e!.id ? got : back;
      return back !== null;
    },
    30_000,
    'fan-out across instances',
  );
  report('redis-down', {
    requests_during_outage: 300,
    statuses: during.statuses,
    five_xx: fiveXx,
    rate_limit_scope: during.scopes.join('+'),
    readyz: health.join(','),
    stream_connection_open: client.closed === null,
    alert_from_other_instance_during_outage: alertDuringOutage !== null,
    shared_again_after_restart_ms: recoveredMs,
    outage_ms: Date.now() - killedAt,
  });
  expect(fiveXx).toBe(0);
  expect(during.scopes).toContain('instance');
  expect(during.statuses['200'] ?? 0).toBeLessThanOrEqual(120);
  expect(during.statuses['200'] ?? 0).toBeGreaterThanOrEqual(60);
  expect(health).toEqual([200, 200]);
  expect(client.closed).toBeNull();
  client.close();
});
