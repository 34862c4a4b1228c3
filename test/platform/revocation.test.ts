/**
 * Revocation holds at once on the revoking instance and within moments on the others: two app
 * instances on one database, told by the invalidation bus (Redis pub/sub, or PostgreSQL
 * LISTEN/NOTIFY when the tests run on PostgreSQL).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, bootTestApp, type TestApp } from '../helpers/app.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/**
 * Shorter than the key cache's TTL (5 s, the bound should the bus be down), so only the bus can
 * pass these tests; it usually takes milliseconds.
 */
const BOUND_MS = 2_000;

const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };
let open: TestApp[] = [];

async function pair(env: Record<string, string>): Promise<[TestApp, TestApp]> {
  const a = await bootTestApp(env);
  const b = await bootTestApp(env, { sameDatabaseAs: a });
  open = [b, a];
  return [a, b];
}

afterEach(async () => {
  for (const t of open) await t.close();
  open = [];
});

/** Asks until `ok` holds or the bound has passed; returns the last status. */
async function statusWithin(t: TestApp, key: string, ok: (status: number) => boolean): Promise<number> {
  const deadline = Date.now() + BOUND_MS;
  for (;;) {
    const status = (await t.request({ url: '/v1/account', key })).statusCode;
    if (ok(status) || Date.now() > deadline) return status;
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function revokeOnAReachesB(a: TestApp, b: TestApp): Promise<void> {
  const acc = await a.createAccount('pro');
  // B has the key cached as valid before the revocation.
  expect((await b.request({ url: '/v1/account', key: acc.liveKey })).statusCode).toBe(200);
  const revoke = await a.request({ method: 'DELETE', url: `/admin/keys/${acc.liveKeyId}`, headers: admin });
  expect(revoke.statusCode).toBe(200);
  expect((await a.request({ url: '/v1/account', key: acc.liveKey })).statusCode).toBe(401);
  expect(await statusWithin(b, acc.liveKey, (s) => s === 401)).toBe(401);
}

async function planChangeOnAReachesB(a: TestApp, b: TestApp): Promise<void> {
  const acc = await a.createAccount('free');
  const before = await b.request({ url: '/v1/account', key: acc.liveKey });
  expect(before.headers['x-ratelimit-limit']).toBe('4');
  const patch = await a.request({
    method: 'PATCH',
    url: `/admin/accounts/${acc.id}`,
    headers: admin,
    payload: { plan: 'pro' },
  });
  expect(patch.statusCode).toBe(200);
  const deadline = Date.now() + BOUND_MS;
  let limit = '4';
  while (limit === '4' && Date.now() < deadline) {
    limit = String((await b.request({ url: '/v1/account', key: acc.liveKey })).headers['x-ratelimit-limit']);
  }
  expect(limit).toBe('60');
}

describe('revocation across instances (Redis pub/sub)', () => {
  it('a key revoked on A is refused by B within the bound', async () => {
    const [a, b] = await pair({ REDIS_URL });
    await revokeOnAReachesB(a, b);
  });

  it('a plan change on A reaches B the same way', async () => {
    const [a, b] = await pair({ REDIS_URL });
    await planChangeOnAReachesB(a, b);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('revocation across instances (PostgreSQL LISTEN/NOTIFY)', () => {
  it('a key revoked on A is refused by B within the bound, with no Redis', async () => {
    const [a, b] = await pair({});
    await revokeOnAReachesB(a, b);
  });

  it('a plan change on A reaches B the same way', async () => {
    const [a, b] = await pair({});
    await planChangeOnAReachesB(a, b);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('the LISTEN connection lost', () => {
  it('reconnects and forgets what it may have missed, so a revocation during the outage still holds', async () => {
    const [a, b] = await pair({});
    const acc = await a.createAccount('pro');
    expect((await b.request({ url: '/v1/account', key: acc.liveKey })).statusCode).toBe(200);
    // Cut every listening connection of this schema, then revoke while they are down.
    const [{ schema }] = await a.database.query<{ schema: string }>('SELECT current_schema() AS schema');
    const cut = await a.database.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = $1 AND pid <> pg_backend_pid()`,
      [`LISTEN "msig_invalidate_${schema}"`],
    );
    expect(cut).toHaveLength(2);
    const revoke = await a.request({ method: 'DELETE', url: `/admin/keys/${acc.liveKeyId}`, headers: admin });
    expect(revoke.statusCode).toBe(200);
    expect(await statusWithin(b, acc.liveKey, (s) => s === 401)).toBe(401);
  });
});

describe('revocation on one instance', () => {
  // The deterministic form of the race (a lookup answered after the revocation) is in key-cache.test.ts.
  it('a self-service revocation holds at once, and lookups racing it do not bring the key back', async () => {
    const t = await bootTestApp();
    open = [t];
    const acc = await t.createAccount('pro');
    const other = await t.request({
      method: 'POST',
      url: '/v1/account/keys',
      key: acc.liveKey,
      payload: { environment: 'production' },
    });
    const created = other.json().key as { id: string; key: string };
    // Lookups of the new key in flight while it is revoked: none of them may leave it cached as valid.
    const inFlight = Array.from({ length: 5 }, () => t.request({ url: '/v1/account', key: created.key }));
    const revoke = await t.request({ method: 'DELETE', url: `/v1/account/keys/${created.id}`, key: acc.liveKey });
    expect(revoke.statusCode).toBe(200);
    await Promise.all(inFlight);
    expect((await t.request({ url: '/v1/account', key: created.key })).statusCode).toBe(401);
  });
});
