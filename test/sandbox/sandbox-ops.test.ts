import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
let now = Date.UTC(2026, 10, 21, 12, 0, 0);
beforeAll(async () => {
  t = await bootTestApp({}, { now: () => now });
});
afterAll(() => t.close());

async function account() {
  return t.createAccount('free');
}

describe('sandbox clock: happy', () => {
  it('follows real time until simulate-time freezes it; advance moves it forward', async () => {
    const a = await account();
    const before = (await t.request({ url: '/v1/test/status', key: a.testKey })).json();
    expect(before.clock).toMatchObject({ mode: 'real_time', now_ms: now });

    const to = Date.UTC(2026, 5, 1, 0, 0, 0);
    const frozen = await t.request({ method: 'POST', url: '/v1/test/simulate-time', key: a.testKey, payload: { to } });
    expect(frozen.statusCode).toBe(200);
    expect(frozen.json().clock).toEqual({ now_ms: to, iso: '2026-06-01T00:00:00.000Z', mode: 'frozen' });
    now += 60_000; // real time moves on; the sandbox clock does not
    expect((await t.request({ url: '/test/status', key: a.testKey })).json().clock.now_ms).toBe(to);

    const moved = await t.request({
      method: 'POST',
      url: '/test/simulate-time',
      key: a.testKey,
      payload: { advance_seconds: 3 * 86_400 },
    });
    expect(moved.json().clock.now_ms).toBe(to + 3 * 86_400_000);
    expect(moved.json().previous_ms).toBe(to);
  });

  it('emits the signals of the skipped window in time order, and lists them', async () => {
    const a = await account();
    const to = Date.UTC(2026, 3, 1);
    await t.request({ method: 'POST', url: '/v1/test/simulate-time', key: a.testKey, payload: { to } });
    const res = (
      await t.request({
        method: 'POST',
        url: '/v1/test/simulate-time',
        key: a.testKey,
        payload: { advance_seconds: 2 * 86_400 },
      })
    ).json();
    expect(res.events_emitted).toBeGreaterThan(0);
    const times = res.events.map((e: { t: number }) => e.t);
    expect(times).toEqual([...times].sort((x, y) => x - y));
    for (const e of res.events) {
      expect(e.t).toBeGreaterThan(to);
      expect(e.t).toBeLessThanOrEqual(to + 2 * 86_400_000);
      expect(['HIGH', 'MEDIUM', 'VETO', 'SIGNAL']).toContain(e.event);
    }
    // The test whales trade in every two-day window, so whale signals are among them.
    expect(res.events.some((e: { kind: string }) => e.kind === 'whale')).toBe(true);
    const listed = (await t.request({ url: '/v1/test/events?limit=500', key: a.testKey })).json();
    expect(listed.events.map((e: { seq: number }) => e.seq)).toEqual(res.events.map((e: { seq: number }) => e.seq));
    const page = (
      await t.request({ url: `/v1/test/events?after=${res.events[0].seq}&limit=1`, key: a.testKey })
    ).json();
    expect(page.events[0].seq).toBe(res.events[1].seq);
  });

  it('renders each event one way: snake_case, one key order, the same bytes wherever it is shown', async () => {
    const a = await account();
    const to = Date.UTC(2026, 3, 1);
    await t.request({ method: 'POST', url: '/v1/test/simulate-time', key: a.testKey, payload: { to } });
    const moved = await t.request({
      method: 'POST',
      url: '/v1/test/simulate-time',
      key: a.testKey,
      payload: { advance_seconds: 2 * 86_400 },
    });
    const listed = await t.request({ url: '/v1/test/events?limit=500', key: a.testKey });
    // Compare the raw text: a signed webhook body is these bytes, so key order counts.
    const payloadsOf = (raw: string) =>
      (JSON.parse(raw).events as Array<{ payload: unknown }>).map((e) => JSON.stringify(e.payload));
    expect(payloadsOf(listed.body)).toEqual(payloadsOf(moved.body));
    const events = moved.json().events as Array<{ kind: string; payload: Record<string, unknown> }>;
    const keysOf = (o: unknown): string[] =>
      o && typeof o === 'object' ? Object.entries(o).flatMap(([k, v]) => [k, ...keysOf(v)]) : [];
    for (const e of events) for (const k of keysOf(e.payload)) expect(k).toMatch(/^[a-z0-9_]+$/);
    const signal = events.find((e) => e.kind === 'confirm')!;
    expect(Object.keys(signal.payload).slice(0, 7)).toEqual([
      'event',
      'ts',
      'symbol',
      'direction',
      'confidence',
      'composite',
      'webhook_id',
    ]);
    const whale = events.find((e) => e.kind === 'whale')!.payload;
    expect(Object.keys(whale)).toEqual(['event', 'ts', 'symbol', 'direction', 'webhook_id', 'signal', 'whale_event']);
    const row = whale.whale_event as { id: string; t: number; address: string };
    const feed = (
      await t.request({ url: `/v1/whales/events?address=${row.address}&since=${row.t}&limit=500`, key: a.testKey })
    ).json();
    const same = feed.events.find((e: { id: string }) => e.id === row.id);
    expect(JSON.stringify(same)).toBe(JSON.stringify(row));
  });

  it('gives two accounts moved over the same window the same events', async () => {
    const [a, b] = [await account(), await account()];
    const to = Date.UTC(2026, 1, 10);
    const runs = [];
    for (const acc of [a, b]) {
      await t.request({ method: 'POST', url: '/v1/test/simulate-time', key: acc.testKey, payload: { to } });
      const r = (
        await t.request({
          method: 'POST',
          url: '/v1/test/simulate-time',
          key: acc.testKey,
          payload: { advance_seconds: 86_400 },
        })
      ).json();
      runs.push(r.events.map(({ seq: _, ...e }: { seq: number }) => e));
    }
    expect(runs[0]).toEqual(runs[1]);
    expect(runs[0].length).toBeGreaterThan(0);
  });

  it('replays at most the last seven days of a long jump and says so', async () => {
    const a = await account();
    const from = Date.UTC(2026, 0, 1);
    await t.request({ method: 'POST', url: '/v1/test/simulate-time', key: a.testKey, payload: { to: from } });
    const r = (
      await t.request({
        method: 'POST',
        url: '/v1/test/simulate-time',
        key: a.testKey,
        payload: { advance_seconds: 30 * 86_400 },
      })
    ).json();
    expect(r.replayed_from).toBe(from + 23 * 86_400_000);
    expect(r.events.every((e: { t: number }) => e.t > r.replayed_from)).toBe(true);
    expect(r.events_emitted).toBeLessThanOrEqual(500);
  });
});

describe('sandbox clock: errors', () => {
  it('needs exactly one of to and advance_seconds', async () => {
    const a = await account();
    for (const payload of [{}, { to: Date.UTC(2026, 0, 1), advance_seconds: 5 }]) {
      const res = await t.request({ method: 'POST', url: '/v1/test/simulate-time', key: a.testKey, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toMatch(/exactly one of/);
    }
    const neg = await t.request({
      method: 'POST',
      url: '/v1/test/simulate-time',
      key: a.testKey,
      payload: { advance_seconds: -5 },
    });
    expect(neg.statusCode).toBe(400);
    expect(neg.json().invalid_params[0].name).toBe('advance_seconds');
    const old = await t.request({
      method: 'POST',
      url: '/v1/test/simulate-time',
      key: a.testKey,
      payload: { to: 1000 },
    });
    expect(old.json().invalid_params[0].name).toBe('to');
  });

  it('names a "to" given in Unix seconds, and one too far ahead, with the accepted range', async () => {
    const a = await account();
    const move = (to: number) =>
      t.request({ method: 'POST', url: '/v1/test/simulate-time', key: a.testKey, payload: { to } });
    const seconds = await move(Math.floor(Date.UTC(2026, 0, 1) / 1000));
    expect(seconds.statusCode).toBe(400);
    expect(seconds.json().invalid_params[0]).toMatchObject({ in: 'body', name: 'to' });
    expect(seconds.json().detail).toMatch(/looks like Unix seconds; send Unix milliseconds \(1767225600000\)/);
    const far = await move(Date.now() + 11 * 366 * 86_400_000);
    expect(far.statusCode).toBe(400);
    expect(far.json().detail).toMatch(/more than ten years ahead: accepted from \d+ \(2020-01-01T00:00:00.000Z\)/);
  });
});

describe('reset', () => {
  it('resets everything of this account, or one resource', async () => {
    const a = await t.frozenAccount('pro', Date.UTC(2026, 2, 1));
    await t.request({
      method: 'POST',
      url: '/v1/test/inject-error',
      key: a.testKey,
      payload: { code: 'timeout', path: '/v1/symbols' },
    });

    const clockOnly = await t.request({ method: 'POST', url: '/v1/test/reset?resource=clock', key: a.testKey });
    expect(clockOnly.json()).toEqual({ status: 'reset_complete', timestamp: now, resource: 'clock' });
    let status = (await t.request({ url: '/v1/test/status', key: a.testKey })).json();
    expect(status.clock.mode).toBe('real_time');
    expect(status.active_errors).toHaveLength(1);
    expect(status.last_reset).toEqual({ at_ms: now, resource: 'clock' });

    const all = await t.request({ method: 'POST', url: '/test/reset', key: a.testKey });
    expect(all.json().status).toBe('reset_complete');
    status = (await t.request({ url: '/v1/test/status', key: a.testKey })).json();
    expect(status.active_errors).toHaveLength(0);
    expect((await t.request({ url: '/v1/symbols', key: a.testKey })).statusCode).toBe(200);
  });

  it('accepts the resource in the body too, and rejects unknown ones naming the parameter', async () => {
    const a = await account();
    const body = await t.request({
      method: 'POST',
      url: '/v1/test/reset',
      key: a.testKey,
      payload: { resource: 'errors' },
    });
    expect(body.json().resource).toBe('errors');
    const bad = await t.request({ method: 'POST', url: '/v1/test/reset?resource=everything', key: a.testKey });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().invalid_params[0]).toMatchObject({ in: 'query', name: 'resource' });
  });

  it('names the resources that exist, and refuses any other with 400', async () => {
    const a = await account();
    const status = (await t.request({ url: '/v1/test/status', key: a.testKey })).json();
    expect(status.resettable).toEqual(['clock', 'errors', 'whales', 'alerts', 'webhooks']);
    for (const resource of status.resettable) {
      const res = await t.request({ method: 'POST', url: `/v1/test/reset?resource=${resource}`, key: a.testKey });
      expect(res.statusCode, resource).toBe(200);
      expect(res.json().resource).toBe(resource);
    }
    for (const [url, payload, where] of [
      ['/v1/test/reset?resource=keys', undefined, 'query'],
      ['/test/reset?resource=accounts', undefined, 'query'],
      ['/v1/test/reset', { resource: 'webhook' }, 'body'],
      ['/v1/test/reset?resource=__proto__', undefined, 'query'],
      ['/v1/test/reset?resource=toString', undefined, 'query'],
    ] as const) {
      const res = await t.request({ method: 'POST', url, key: a.testKey, ...(payload ? { payload } : {}) });
      expect(res.statusCode, url).toBe(400);
      const body = res.json();
      expect(body.code).toBe('invalid_parameter');
      expect(body.invalid_params[0]).toMatchObject({ in: where, name: 'resource' });
      expect(body.detail).toMatch(/clock, errors, whales, alerts, webhooks/);
    }
    // A refused reset changes nothing and is not logged as one.
    expect((await t.request({ url: '/v1/test/status', key: a.testKey })).json().last_reset.resource).toBe('webhooks');
  });

  it('resets whales by clearing only the whale events emitted to the account', async () => {
    const a = await t.frozenAccount('pro', Date.UTC(2026, 2, 1));
    await t.request({
      method: 'POST',
      url: '/v1/test/simulate-time',
      key: a.testKey,
      payload: { advance_seconds: 2 * 86_400 },
    });
    const kinds = async () =>
      new Set(
        (await t.request({ url: '/v1/test/events?limit=500', key: a.testKey }))
          .json()
          .events.map((e: { kind: string }) => e.kind),
      );
    expect(await kinds()).toEqual(new Set(['confirm', 'whale']));
    await t.request({ method: 'POST', url: '/v1/test/reset?resource=whales', key: a.testKey });
    expect(await kinds()).toEqual(new Set(['confirm']));
  });

  it('only touches the calling account', async () => {
    const [a, b] = [await account(), await account()];
    await t.request({
      method: 'POST',
      url: '/v1/test/simulate-time',
      key: b.testKey,
      payload: { to: Date.UTC(2026, 2, 1) },
    });
    await t.request({ method: 'POST', url: '/v1/test/reset', key: a.testKey });
    expect((await t.request({ url: '/v1/test/status', key: b.testKey })).json().clock.mode).toBe('frozen');
  });
});

describe('error injection', () => {
  it('fails the next N matching requests, then lets them through', async () => {
    const a = await account();
    const inj = await t.request({
      method: 'POST',
      url: '/v1/test/inject-error',
      key: a.testKey,
      payload: { code: 'service_unavailable', count: 2 },
    });
    expect(inj.statusCode).toBe(201);
    expect(inj.json()).toMatchObject({ code: 'service_unavailable', remaining: 2, path: null, expires_at: null });
    for (let i = 0; i < 2; i++) {
      const res = await t.request({ url: '/v1/symbols', key: a.testKey });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'service_unavailable', injected: true });
    }
    expect((await t.request({ url: '/v1/symbols', key: a.testKey })).statusCode).toBe(200);
  });

  it('matches a path prefix with or without /v1, and never blocks the sandbox controls', async () => {
    const a = await account();
    await t.request({
      method: 'POST',
      url: '/v1/test/inject-error',
      key: a.testKey,
      payload: { code: 'not_found', path: '/symbols' },
    });
    expect((await t.request({ url: '/v1/symbols', key: a.testKey })).statusCode).toBe(404);
    expect((await t.request({ url: '/v1/account', key: a.testKey })).statusCode).toBe(200);
    const status = await t.request({ url: '/v1/test/status', key: a.testKey });
    expect(status.statusCode).toBe(200);
    expect(status.json().active_errors[0]).toMatchObject({ code: 'not_found', path: '/symbols' });
  });

  it('expires after ttl_seconds', async () => {
    const a = await account();
    await t.request({
      method: 'POST',
      url: '/v1/test/inject-error',
      key: a.testKey,
      payload: { code: 'timeout', ttl_seconds: 30 },
    });
    expect((await t.request({ url: '/v1/symbols', key: a.testKey })).statusCode).toBe(504);
    now += 31_000;
    expect((await t.request({ url: '/v1/symbols', key: a.testKey })).statusCode).toBe(200);
  });

  it('applies X-Test-Error to the /test request that carries it, and only to that one', async () => {
    const a = await account();
    for (const url of ['/v1/test/simulate-time', '/test/simulate-time']) {
      const res = await t.request({
        method: 'POST',
        url,
        key: a.testKey,
        headers: { 'x-test-error': 'service_unavailable' },
        payload: { to: Date.UTC(2026, 2, 1) },
      });
      expect(res.statusCode, url).toBe(503);
      expect(res.json()).toMatchObject({ code: 'service_unavailable', injected: true });
    }
    const status = await t.request({ url: '/v1/test/status?X-Test-Error=timeout', key: a.testKey });
    expect(status.statusCode).toBe(504);
    // The forced requests did nothing: the clock still follows real time.
    expect((await t.request({ url: '/v1/test/status', key: a.testKey })).json().clock.mode).toBe('real_time');
  });

  it('gives an injected 429 the limit headers', async () => {
    const a = await account();
    await t.request({
      method: 'POST',
      url: '/v1/test/inject-error',
      key: a.testKey,
      payload: { code: 'rate_limit_exceeded', count: 1 },
    });
    const res = await t.request({ url: '/v1/symbols', key: a.testKey });
    expect(res.statusCode).toBe(429);
    expect(res.headers['x-ratelimit-remaining']).toBe('0');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('rejects codes outside the documented list', async () => {
    const a = await account();
    const res = await t.request({
      method: 'POST',
      url: '/v1/test/inject-error',
      key: a.testKey,
      payload: { code: 'teapot' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().invalid_params[0].name).toBe('code');
  });
});

describe('sandbox operations: security', () => {
  it('answers 404 to production keys on every sandbox path', async () => {
    const a = await account();
    for (const [method, url] of [
      ['POST', '/v1/test/reset'],
      ['POST', '/test/reset'],
      ['POST', '/v1/test/simulate-time'],
      ['POST', '/v1/test/inject-error'],
      ['GET', '/v1/test/status'],
      ['GET', '/test/events'],
    ] as const) {
      const res = await t.request({ method, url, key: a.liveKey, payload: {} });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('needs a key', async () => {
    expect((await t.request({ method: 'POST', url: '/v1/test/reset' })).statusCode).toBe(401);
  });
});

describe('GET /v1/symbols', () => {
  it('lists the TEST_ symbols for sandbox keys, each with the plans of its live twin', async () => {
    const body = (await t.request({ url: '/v1/symbols', key: 'sk_test_public_demo' })).json();
    expect(body.symbols.map((s: { symbol: string }) => s.symbol)).toEqual([
      'TEST_BTC',
      'TEST_ETH',
      'TEST_SOL',
      'TEST_BNB',
      'TEST_ARB',
      'TEST_OP',
    ]);
    for (const s of body.symbols) {
      expect(s.plans).toEqual(
        s.symbol === 'TEST_BTC' ? ['free', 'trader', 'pro', 'enterprise'] : ['trader', 'pro', 'enterprise'],
      );
      // The public keys read every TEST_ symbol, the free-plan demo key included (README).
      expect(s.accessible).toBe(true);
      expect(s.venues).toHaveLength(3);
    }
  });

  it('lists the live universe for production keys with the plans of each', async () => {
    const a = await account();
    const body = (await t.request({ url: '/v1/symbols', key: a.liveKey })).json();
    expect(body.count).toBeGreaterThan(50);
    const bySymbol = Object.fromEntries(body.symbols.map((s: { symbol: string }) => [s.symbol, s]));
    expect(bySymbol.BTC).toMatchObject({ accessible: true, plans: ['free', 'trader', 'pro', 'enterprise'] });
    expect(bySymbol.ETH).toMatchObject({ accessible: false, plans: ['trader', 'pro', 'enterprise'] });
    const testOnly = (await t.request({ url: '/v1/symbols?test_only=true', key: a.liveKey })).json();
    expect(testOnly.symbols.every((s: { symbol: string }) => s.symbol.startsWith('TEST_'))).toBe(true);
  });

  it('rejects a non-boolean test_only naming it', async () => {
    const res = await t.request({ url: '/v1/symbols?test_only=maybe', key: 'sk_test_public_demo' });
    expect(res.statusCode).toBe(400);
    expect(res.json().invalid_params[0].name).toBe('test_only');
  });
});
