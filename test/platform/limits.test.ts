import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, bootTestApp, type TestApp } from '../helpers/app.ts';

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

  it('a refused request consumes nothing: a burst of 250 on a free key costs its daily quota only what was admitted', async () => {
    const acc = await t.createAccount('free');
    let admitted = 0;
    for (let i = 0; i < 250; i++) {
      const res = await t.request({ url: '/v1/symbols', key: acc.liveKey });
      if (res.statusCode === 200) admitted++;
      else expect(res.statusCode).toBe(429);
    }
    expect(admitted).toBe(4);
    now = T0 + 60_000;
    const next = await t.request({ url: '/v1/symbols', key: acc.liveKey });
    expect(next.statusCode).toBe(200);
    expect(next.headers.ratelimit).toMatch(/"daily";r=195;/);
    // Usage counts the five admitted requests, not the 246 refusals.
    now = T0 + 120_000;
    const account = await t.getJson('/v1/account', acc.liveKey);
    expect(account.body.usage_today.total).toBe(5);
    now = T0;
  });

  it('a batch of N counts N against the daily quota and usage, 1 against the burst; too big a batch is refused whole', async () => {
    const acc = await t.createAccount('enterprise');
    await t.database.query(`UPDATE accounts SET limits_override = '{"perDay": 10, "perMinute": 3}' WHERE id = $1`, [
      acc.id,
    ]);
    const batch = (n: number) =>
      t.request({
        method: 'POST',
        url: '/v1/confirm/batch',
        key: acc.liveKey,
        payload: { items: Array.from({ length: n }, () => ({ symbol: 'BTC', direction: 'long' })) },
      });
    const first = await batch(4);
    expect(first.statusCode).toBe(200);
    expect(first.headers.ratelimit).toBe('"burst";r=2;t=50, "daily";r=6;t=43190');
    const tooBig = await batch(7);
    expect(tooBig.statusCode).toBe(429);
    expect(tooBig.headers['x-ratelimit-limit']).toBe('10');
    expect(tooBig.headers['retry-after']).toBe('43190');
    const fits = await batch(6);
    expect(fits.statusCode).toBe(200);
    expect(fits.headers.ratelimit).toBe('"burst";r=1;t=50, "daily";r=0;t=43190');
    now = T0 + 60_000;
    const account = await t.getJson('/v1/account', acc.liveKey);
    expect(account.status).toBe(429);
    now = T0;
    // Usage: 4 + 6 confirmations; the refused batch and the refused GET are not usage.
    await t.app.ctx.usage.flush();
    const [usage] = await t.database.query<{ n: number }>(
      'SELECT sum(count)::int AS n FROM usage_daily WHERE account_id = $1',
      [acc.id],
    );
    expect(usage?.n).toBe(10);
  });

  it('an enterprise override governs production keys; its sandbox key keeps sandbox limits', async () => {
    const acc = await t.createAccount('enterprise');
    await t.database.query(`UPDATE accounts SET limits_override = '{"perDay": 5, "perMinute": 2}' WHERE id = $1`, [
      acc.id,
    ]);
    const live = await t.request({ url: '/v1/account', key: acc.liveKey });
    expect(live.headers['ratelimit-policy']).toBe('"burst";q=2;w=60, "daily";q=5;w=86400');
    const sandbox = await t.request({ url: '/v1/account', key: acc.testKey });
    expect(sandbox.headers['ratelimit-policy']).toBe('"burst";q=500;w=60, "hourly";q=10000;w=3600');
  });

  it('an enterprise sandbox key gets its own figures only when the admin sets them', async () => {
    const acc = await t.createAccount('enterprise');
    const patch = (limits: unknown) =>
      t.request({
        method: 'PATCH',
        url: `/admin/accounts/${acc.id}`,
        headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
        payload: { limits },
      });
    expect((await patch({ perDay: 5, perMinute: 2, sandboxPerHour: 20_000, sandboxPerMinute: 900 })).statusCode).toBe(
      200,
    );
    const sandbox = await t.request({ url: '/v1/account', key: acc.testKey });
    expect(sandbox.headers['ratelimit-policy']).toBe('"burst";q=900;w=60, "hourly";q=20000;w=3600');
    const live = await t.request({ url: '/v1/account', key: acc.liveKey });
    expect(live.headers['ratelimit-policy']).toBe('"burst";q=2;w=60, "daily";q=5;w=86400');

    const unknown = await patch({ perDay: 5, perMinute: 2, sandboxPerDay: 1 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().detail).toContain('sandboxPerDay');
  });

  it('a forced 429 (X-Test-Error) consumes nothing', async () => {
    const acc = await t.createAccount('free');
    const before = await t.request({ url: '/v1/symbols', key: acc.testKey });
    const remaining = Number(before.headers['x-ratelimit-remaining']);
    for (let i = 0; i < 3; i++) {
      const forced = await t.request({
        url: '/v1/symbols',
        key: acc.testKey,
        headers: { 'x-test-error': 'rate_limit_exceeded' },
      });
      expect(forced.statusCode).toBe(429);
    }
    const after = await t.request({ url: '/v1/symbols', key: acc.testKey });
    expect(Number(after.headers['x-ratelimit-remaining'])).toBe(remaining - 1);
  });

  it('public sandbox keys count per client address: one stranger cannot use up the quota of another', async () => {
    const greedy = { url: '/v1/symbols', key: 'sk_test_public_demo', remoteAddress: '203.0.113.10' };
    let admitted = 0;
    for (let i = 0; i < 130; i++) if ((await t.request(greedy)).statusCode === 200) admitted++;
    // Burst and hourly are both 100: refusals in the burst do not eat the hourly quota, nor the reverse.
    expect(admitted).toBe(100);
    const other = await t.request({ ...greedy, remoteAddress: '203.0.113.11' });
    expect(other.statusCode).toBe(200);
    expect(other.headers['x-ratelimit-remaining']).toBe('99');
    now = T0 + 60_000;
    expect((await t.request(greedy)).statusCode).toBe(429);
    now = T0;
    // An IPv6 client holds a /64: its addresses share one count.
    await t.request({ ...greedy, remoteAddress: '2001:db8:7:7::1' });
    const sameNetwork = await t.request({ ...greedy, remoteAddress: '2001:db8:7:7:abcd::2' });
    expect(sameNetwork.headers['x-ratelimit-remaining']).toBe('98');
  });

  it('refuses an address that keeps presenting bad keys with 429, before any lookup; other addresses are unaffected', async () => {
    const acc = await t.createAccount('pro');
    const attacker = '198.51.100.66';
    for (let i = 0; i < 30; i++) {
      const res = await t.request({
        url: '/v1/symbols',
        key: `sk_live_${String(i).padStart(43, 'x')}`,
        remoteAddress: attacker,
      });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await t.request({ url: '/v1/symbols', key: `sk_live_${'y'.repeat(43)}`, remoteAddress: attacker });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['content-type']).toBe('application/problem+json');
    expect(blocked.json()).toMatchObject({ code: 'rate_limit_exceeded', status: 429 });
    expect(blocked.headers['retry-after']).toBe('50');
    // Even a valid key from that address waits; from another address it is served.
    expect((await t.request({ url: '/v1/symbols', key: acc.liveKey, remoteAddress: attacker })).statusCode).toBe(429);
    expect((await t.request({ url: '/v1/symbols', key: acc.liveKey, remoteAddress: '198.51.100.67' })).statusCode).toBe(
      200,
    );
    now = T0 + 60_000;
    expect((await t.request({ url: '/v1/symbols', key: acc.liveKey, remoteAddress: attacker })).statusCode).toBe(200);
    now = T0;
  });

  it('does not count or limit requests that fail authentication', async () => {
    const res = await t.request({ url: '/v1/account', key: 'sk_test_unknownunknownunknown' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['x-ratelimit-limit']).toBeUndefined();
  });
});

describe('client addresses behind a trusted proxy', () => {
  it('counts the forwarded address only when TRUST_PROXY names the proxy', async () => {
    const behind = await bootTestApp({ TRUST_PROXY: '127.0.0.1' });
    const direct = await bootTestApp();
    try {
      const ask = (t: TestApp, forwardedFor: string) =>
        t.request({ url: '/v1/symbols', key: 'sk_test_public_demo', headers: { 'x-forwarded-for': forwardedFor } });
      await ask(behind, '192.0.2.1');
      expect((await ask(behind, '192.0.2.2')).headers['x-ratelimit-remaining']).toBe('99');
      // Without a trusted proxy the header is the caller's to forge: the socket address counts.
      await ask(direct, '192.0.2.1');
      expect((await ask(direct, '192.0.2.2')).headers['x-ratelimit-remaining']).toBe('98');
    } finally {
      await behind.close();
      await direct.close();
    }
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
      expect(await redis.keys(`msig:rl:{${acc.liveKeyId}}:burst:60:*`)).toHaveLength(1);
      // The refused fifth request was charged to neither window.
      const [daily] = await redis.keys(`msig:rl:{${acc.liveKeyId}}:daily:86400:*`);
      expect(await redis.get(daily!)).toBe('4');
    } finally {
      redis.disconnect();
    }
  });
});

describe('rate limits when Redis is unreachable', () => {
  it('two instances on a dead Redis each count alone: never more than instances × limit, and the policy says so', async () => {
    const a = await bootTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
    const b = await bootTestApp({ REDIS_URL: 'redis://127.0.0.1:1' }, { sameDatabaseAs: a });
    try {
      const acc = await a.createAccount('free');
      let admitted = 0;
      for (let i = 0; i < 20; i++) {
        const res = await (i % 2 === 0 ? a : b).request({ url: '/v1/symbols', key: acc.liveKey });
        if (res.statusCode === 200) admitted++;
        expect(res.headers['ratelimit-policy']).toBe(
          '"burst";q=4;w=60;scope="instance", "daily";q=200;w=86400;scope="instance"',
        );
      }
      expect(admitted).toBe(8);
    } finally {
      await b.close();
      await a.close();
    }
  });

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
