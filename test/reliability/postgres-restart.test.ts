/**
 * PostgreSQL restarted under a serving instance (a private cluster: the machine's serves other
 * tests): readiness turns false while it is down, requests get problems and never crash the
 * process, and the service recovers by itself once the database is back.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { stopAllGroups } from '../helpers/process-group.ts';
import type { ServerProcess } from '../helpers/server-process.ts';
import {
  createAccount,
  noPostgresBinaries,
  privatePostgres,
  report,
  serverOn,
  statusOf,
  tally,
  waitUntil,
} from './services.ts';

let cluster: Awaited<ReturnType<typeof privatePostgres>>;
let server: ServerProcess;

beforeAll(async () => {
  if (noPostgresBinaries) return;
  cluster = await privatePostgres();
  server = await serverOn(cluster.url, { ROLES: 'api,worker' });
});
afterAll(async () => {
  await stopAllGroups('SIGTERM', 5_000);
  await cluster?.destroy();
});

it.skipIf(noPostgresBinaries)(
  `recovers by itself after a database restart${noPostgresBinaries ? ` (skipped: ${noPostgresBinaries})` : ''}`,
  async () => {
    const account = await createAccount(server.base, 'pro');
    const get = (path: string) => statusOf(`${server.base}${path}`, { headers: { 'x-api-key': account.liveKey } });
    expect(await statusOf(`${server.base}/readyz`)).toBe(200);
    expect(await get('/v1/account')).toBe(200);

    // Requests keep coming while the database goes away and comes back.
    const statuses: Array<number | 'error'> = [];
    const readiness: Array<number | 'error'> = [];
    let running = true;
    const traffic = (async () => {
      while (running) {
        statuses.push(await get('/v1/account'));
        readiness.push(await statusOf(`${server.base}/readyz`));
        await new Promise((r) => setTimeout(r, 100));
      }
    })();

    await cluster.stop();
    const stoppedAt = Date.now();
    const notReadyMs = await waitUntil(
      async () => (await statusOf(`${server.base}/readyz`)) === 503,
      15_000,
      'readyz 503',
    );
    await new Promise((r) => setTimeout(r, 3_000));
    const duringOutage = tally(statuses.splice(0));
    await cluster.start();
    const startedAt = Date.now();
    const readyMs = await waitUntil(
      async () => (await statusOf(`${server.base}/readyz`)) === 200,
      60_000,
      'readyz 200',
    );
    const servingMs = await waitUntil(async () => (await get('/v1/account')) === 200, 60_000, 'serving again');
    // A write after recovery: a new account goes through the pool's fresh connections.
    const after = await createAccount(server.base, 'free');
    running = false;
    await traffic;

    const exited = await Promise.race([server.exited.then(() => true), Promise.resolve(false)]);
    report('postgres-restart', {
      readyz_503_after_stop_ms: notReadyMs,
      outage_ms: startedAt - stoppedAt,
      statuses_during_outage: duringOutage,
      readyz_seen: tally(readiness),
      ready_after_start_ms: readyMs,
      serving_after_start_ms: readyMs + servingMs,
      process_exited: exited,
    });
    expect(exited).toBe(false);
    expect(after.liveKey).toMatch(/^sk_live_/);
    const unexpected = Object.keys(duringOutage).filter((s) => !['200', '503'].includes(s));
    expect(unexpected).toEqual([]);
  },
);
