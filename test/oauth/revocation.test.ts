/**
 * Deleting an OAuth client revokes its tokens on every instance within moments: the same
 * invalidation bus a revoked key uses (Redis pub/sub; PostgreSQL LISTEN/NOTIFY when the tests
 * run on PostgreSQL). The bound is below the lookup cache's TTL, so only the bus can meet it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { bootTestApp, type TestApp } from '../helpers/app.ts';
import { bearer, newClient, tokenFor } from './helpers.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const BOUND_MS = 2_000;
let open: TestApp[] = [];

afterEach(async () => {
  for (const t of open) await t.close();
  open = [];
});

async function deleteOnAReachesB(env: Record<string, string>): Promise<void> {
  const a = await bootTestApp(env);
  const b = await bootTestApp(env, { sameDatabaseAs: a });
  open = [b, a];
  const acc = await a.createAccount('pro');
  const client = await newClient(a, acc.liveKey, ['read']);
  const token = await tokenFor(a, client);
  // B has the token cached as valid before the deletion.
  expect((await b.request({ url: '/v1/account', headers: bearer(token) })).statusCode).toBe(200);
  const del = await a.request({ method: 'DELETE', url: `/v1/oauth/clients/${client.client_id}`, key: acc.liveKey });
  expect(del.statusCode).toBe(204);
  const deadline = Date.now() + BOUND_MS;
  let status = 200;
  while (status === 200 && Date.now() < deadline) {
    status = (await b.request({ url: '/v1/account', headers: bearer(token) })).statusCode;
    if (status === 200) await new Promise((r) => setTimeout(r, 20));
  }
  expect(status).toBe(401);
}

describe('a deleted client’s tokens across instances', () => {
  it('are refused by another instance within the bound (Redis pub/sub)', async () => {
    await deleteOnAReachesB({ REDIS_URL });
  }, 60_000);

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'and with PostgreSQL LISTEN/NOTIFY alone',
    async () => {
      await deleteOnAReachesB({});
    },
    60_000,
  );
});
