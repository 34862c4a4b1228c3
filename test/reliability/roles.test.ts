/**
 * Every combination of ROLES boots on PostgreSQL and answers its probes; only a process with the
 * api role serves the API (a worker or collector alone answers /healthz, /readyz and /metrics).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { stopAllGroups } from '../helpers/process-group.ts';
import { freshDatabase, report, serverOn, statusOf } from './services.ts';

const COMBINATIONS = [
  'api',
  'worker',
  'collector',
  'api,worker',
  'api,collector',
  'worker,collector',
  'api,worker,collector',
];
const KEY = { headers: { 'x-api-key': 'sk_test_public_demo' } };
let db: Awaited<ReturnType<typeof freshDatabase>>;

beforeAll(async () => {
  db = await freshDatabase();
});
afterAll(async () => {
  await stopAllGroups('SIGTERM', 5_000);
  await db?.drop();
});

it('boots every combination of roles; only the api role serves the API', async () => {
  // One after another: seven boots at once do not fit the start-up deadline on two cores.
  const servers = [];
  for (const roles of COMBINATIONS) servers.push(await serverOn(db.url, { ROLES: roles }));
  const seen: Record<string, string> = {};
  for (const [i, roles] of COMBINATIONS.entries()) {
    const s = servers[i]!;
    const answers = {
      healthz: await statusOf(`${s.base}/healthz`),
      readyz: await statusOf(`${s.base}/readyz`),
      metrics: await statusOf(`${s.base}/metrics`),
      symbols: await statusOf(`${s.base}/v1/symbols`, KEY),
      openapi: await statusOf(`${s.base}/openapi.json`),
    };
    seen[roles] = Object.values(answers).join('/');
    const api = roles.includes('api');
    expect(answers, roles).toEqual({ healthz: 200, readyz: 200, metrics: 200, symbols: api ? 200 : 404, openapi: 200 });
  }
  // A stream upgrade to a process without the api role is refused like any unknown path.
  const worker = servers[COMBINATIONS.indexOf('worker')]!;
  expect(await statusOf(`${worker.base}/v1/signals`, KEY)).toBe(404);
  await Promise.all(servers.map((s) => s.stop('SIGTERM')));
  const codes = await Promise.all(servers.map((s) => s.exited.then((e) => e.code)));
  report('roles', { ...seen, clean_exits: codes.filter((c) => c === 0).length });
  expect(codes.every((c) => c === 0)).toBe(true);
});
