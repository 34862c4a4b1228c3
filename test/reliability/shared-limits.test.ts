/**
 * Two server processes on one PostgreSQL and one Redis share a key's limits exactly: 150
 * concurrent requests from a free key (a burst of 4 a minute), spread over both, admit 4.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { stopAllGroups } from '../helpers/process-group.ts';
import type { ServerProcess } from '../helpers/server-process.ts';
import { createAccount, freshDatabase, MACHINE_REDIS_URL, report, serverOn, statusOf, tally } from './services.ts';

let db: Awaited<ReturnType<typeof freshDatabase>>;
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  db = await freshDatabase();
  a = await serverOn(db.url, { REDIS_URL: MACHINE_REDIS_URL, ROLES: 'api' });
  b = await serverOn(db.url, { REDIS_URL: MACHINE_REDIS_URL, ROLES: 'api' });
});
afterAll(async () => {
  await stopAllGroups('SIGTERM', 5_000);
  await db?.drop();
});

it('admits exactly the burst across two instances: 150 concurrent requests, 4 admitted', async () => {
  const account = await createAccount(a.base, 'free');
  // Windows are whole UTC minutes: start well inside one, so all 150 land in the same window.
  const intoMinute = Date.now() % 60_000;
  if (intoMinute > 45_000) await new Promise((r) => setTimeout(r, 60_000 - intoMinute + 500));
  const statuses = await Promise.all(
    Array.from({ length: 150 }, (_, i) =>
      statusOf(`${(i % 2 === 0 ? a : b).base}/v1/account`, { headers: { 'x-api-key': account.liveKey } }),
    ),
  );
  const counts = tally(statuses);
  report('shared-limits', {
    instances: 2,
    requests: 150,
    burst: 4,
    admitted: counts['200'] ?? 0,
    refused: counts['429'] ?? 0,
    statuses: counts,
  });
  expect(counts).toEqual({ 200: 4, 429: 146 });
  // Both instances count in Redis, so each names the shared scope (not "instance").
  const res = await fetch(`${b.base}/v1/account`, { headers: { 'x-api-key': account.liveKey } });
  expect(res.status).toBe(429);
  expect(res.headers.get('ratelimit-policy')).not.toContain('scope="instance"');
});
