import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootTestApp, type TestApp } from '../helpers/app.ts';

// A fixed clock 10 s into a UTC minute, so window arithmetic is exact.
const T0 = Date.UTC(2026, 10, 21, 12, 0, 10);

describe('rate limits (memory store)', () => {
  let t: TestApp;
  let now = T0;
  beforeAll(async () => {
    t = await bootTestApp({}, { now: () => now });
  });
  afterAll(() => t.close());

  it('puts the limit headers on every authenticated response', async () => {
    const acc = await t.createAccount('pro');
    const res = await t.request({ url: '/v1/account', key: acc.liveKey });
    expect(res.headers['x-ratelimit-limit']).toBe('60');
    expect(res.headers['x-ratelimit-remaining']).toBe('59');
    expect(res.headers['x-ratelimit-reset']).toBe(String(Math.ceil((T0 - 10_000 + 60_000) / 1000)));
    expect(res.headers['ratelimit-policy']).toBe('"burst";q=60;w=60, "daily";q=15000;w=86400');
    expect(res.headers.ratelimit).toBe('"burst";r=59;t=50, "daily";r=14999;t=43190');
    expect(res.headers['retry-after']).toBeUndefined();
  });

  it('free plan: the fifth request in a minute gets 429 with Retry-After; the next minute is open again', async () => {
    const acc = await t.createAccount('free');
    for (let i = 0; i < 4; i++)
      expect((await t.request({ url: '/v1/account', key: acc.liveKey })).statusCode).toBe(200);
    const res = await t.request({ url: '/v1/account', key: acc.liveKey });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 'rate_limit_exceeded', status: 429 });
    expect(res.headers['x-ratelimit-limit']).toBe('4');
    expect(res.headers['x-ratelimit-remaining']).toBe('0');
    expect(res.headers['retry-after']).toBe('50');
    now = T0 + 60_000;
    const after = await t.request({ url: '/v1/account', key: acc.liveKey });
    expect(after.statusCode).toBe(200);
    expect(after.headers['x-ratelimit-remaining']).toBe('3');
    now = T0;
  });

  it('daily quota: counts across minutes and reports the daily policy when it binds', async () => {
    const acc = await t.createAccount('enterprise');
    await t.database.query(`UPDATE accounts SET limits_override = '{"perDay": 3, "perMinute": 100}' WHERE id = $1`, [
      acc.id,
    ]);
    for (let i = 0; i < 3; i++) {
      now = T0 + i * 60_000;
      expect((await t.request({ url: '/v1/account', key: acc.liveKey })).statusCode).toBe(200);
    }
    now = T0 + 5 * 60_000;
    const res = await t.request({ url: '/v1/account', key: acc.liveKey });
    expect(res.statusCode).toBe(429);
    expect(res.headers['x-ratelimit-limit']).toBe('3');
    const midnight = Date.UTC(2026, 10, 22);
    expect(res.headers['x-ratelimit-reset']).toBe(String(midnight / 1000));
    expect(Number(res.headers['retry-after'])).toBe(Math.ceil((midnight - now) / 1000));
    now = T0;
  });

  it('sandbox keys: 500 per minute and 10,000 per hour; public keys carry their lower hourly figure', async () => {
    const acc = await t.createAccount('free');
    const own = await t.request({ url: '/v1/account', key: acc.testKey });
    expect(own.headers['ratelimit-policy']).toBe('"burst";q=500;w=60, "hourly";q=10000;w=3600');
    const pro = await t.request({ url: '/v1/account', key: 'sk_test_public_pro' });
    expect(pro.headers['ratelimit-policy']).toBe('"burst";q=500;w=60, "hourly";q=5000;w=3600');
    const demo = await t.request({ url: '/v1/account', key: 'sk_test_public_demo' });
    expect(demo.headers['ratelimit-policy']).toBe('"burst";q=100;w=60, "hourly";q=100;w=3600');
  });

  it('counts keys separately', async () => {
    const a = await t.createAccount('free');
    const b = await t.createAccount('free');
    for (let i = 0; i < 4; i++) await t.request({ url: '/v1/account', key: a.liveKey });
    expect((await t.request({ url: '/v1/account', key: a.liveKey })).statusCode).toBe(429);
    expect((await t.request({ url: '/v1/account', key: b.liveKey })).statusCode).toBe(200);
  });

  it('does not count or limit requests that fail authentication', async () => {
    const res = await t.request({ url: '/v1/account', key: 'sk_test_unknownunknownunknown' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['x-ratelimit-limit']).toBeUndefined();
  });
});

describe('rate limits (Redis store)', () => {
  const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await bootTestApp({ REDIS_URL: url });
    b = await bootTestApp({ REDIS_URL: url });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('shares one count between two instances', async () => {
    // Both apps must know the key: copy the account and key rows into the second database.
    const acc = await a.createAccount('free');
    await b.database.query('INSERT INTO accounts (id, email, plan) VALUES ($1, $2, $3)', [
      acc.id,
      `${acc.id}@x.io`,
      'free',
    ]);
    const [row] = await a.database.query<Record<string, unknown>>('SELECT * FROM api_keys WHERE id = $1', [
      acc.liveKeyId,
    ]);
    await b.database.query(
      'INSERT INTO api_keys (id, account_id, environment, hash, prefix, scopes) VALUES ($1, $2, $3, $4, $5, $6)',
      [row!.id, row!.account_id, row!.environment, row!.hash, row!.prefix, JSON.stringify(row!.scopes)],
    );
    for (let i = 0; i < 2; i++)
      expect((await a.request({ url: '/v1/account', key: acc.liveKey })).statusCode).toBe(200);
    for (let i = 0; i < 2; i++)
      expect((await b.request({ url: '/v1/account', key: acc.liveKey })).statusCode).toBe(200);
    const fifth = await a.request({ url: '/v1/account', key: acc.liveKey });
    expect(fifth.statusCode).toBe(429);
    const redis = new Redis(url);
    try {
      expect(await redis.keys(`msig:rl:burst:4:60*${acc.liveKeyId}*`)).toHaveLength(1);
    } finally {
      redis.disconnect();
    }
  });
});

describe('rate limits when Redis is unreachable', () => {
  it('keeps serving and limiting per instance', async () => {
    // Nothing listens on port 1: every Redis command fails at once.
    const t = await bootTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const acc = await t.createAccount('free');
      for (let i = 0; i < 4; i++) {
        const res = await t.request({ url: '/v1/account', key: acc.liveKey });
        expect(res.statusCode).toBe(200);
        expect(res.headers['x-ratelimit-remaining']).toBe(String(3 - i));
      }
      expect((await t.request({ url: '/v1/account', key: acc.liveKey })).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });
});
