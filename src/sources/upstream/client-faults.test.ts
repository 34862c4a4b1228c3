import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type PlainServer, startPlainServer } from '../../../test/fixtures/upstreams/plain.ts';
import { createUpstream, type UpstreamOptions } from './client.ts';
import { UpstreamError, type UpstreamEvent } from './types.ts';

let server: PlainServer;
/** A 429 with an HTTP-date Retry-After the first time, then a normal answer. */
let datedRetryAfter: string | null = null;
beforeAll(async () => {
  server = await startPlainServer((req) => {
    if (req.path === '/ok/dated' && datedRetryAfter) {
      const header = datedRetryAfter;
      datedRetryAfter = null;
      return { status: 429, headers: { 'retry-after': header }, body: {} };
    }
    if (req.path === '/envelope') {
      const limited = server.requests.filter((r) => r.path === '/envelope').length === 1;
      return { body: limited ? { code: '50011', msg: 'Too Many Requests', data: [] } : { code: '0', data: [1] } };
    }
    return null;
  });
});
afterEach(() => server.clearFaults());
afterAll(() => server.close());

function upstream(extra: Partial<UpstreamOptions> = {}) {
  const events: UpstreamEvent[] = [];
  const client = createUpstream({
    name: 'plain',
    baseUrl: server.url,
    retryBaseDelayMs: 5,
    retryMaxDelayMs: 20,
    onEvent: (e) => events.push(e),
    ...extra,
  });
  return { client, events };
}

/** The UpstreamError a promise rejects with. */
async function failure(promise: Promise<unknown>): Promise<UpstreamError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(UpstreamError);
  return err as UpstreamError;
}

const since = (mark: number) => server.requests.length - mark;

describe('rate limits', () => {
  it('429 with Retry-After pauses every caller of the upstream, then retries', async () => {
    const { client, events } = upstream();
    server.fault({ fault: { kind: 'rate-limit', retryAfterS: 0.4 }, path: '/ok/a', times: 1 });
    const mark = server.requests.length;
    const arrivalsBefore = server.arrivals.length;
    let limitedAt = 0;
    let other: Promise<unknown> = Promise.resolve();
    const first = client.json({ path: '/ok/a' });
    await new Promise<void>((resolve) => {
      const check = setInterval(() => {
        if (!events.some((e) => e.kind === 'rate_limited')) return;
        clearInterval(check);
        limitedAt = performance.now();
        other = client.json({ path: '/ok/b' }); // a different caller, a different path
        resolve();
      }, 1);
    });
    expect(client.health().pausedUntil).toBeGreaterThan(Date.now() + 300);
    await new Promise((r) => setTimeout(r, 250));
    expect(since(mark)).toBe(1); // nobody reached the upstream during the pause
    await expect(first).resolves.toEqual({ ok: true, path: '/ok/a' });
    await expect(other).resolves.toEqual({ ok: true, path: '/ok/b' });
    for (const arrival of server.arrivals.slice(arrivalsBefore)) {
      expect(arrival.at).toBeGreaterThanOrEqual(limitedAt + 400 - 15);
    }
    expect(events.find((e) => e.kind === 'rate_limited')).toMatchObject({ upstream: 'plain' });
    expect(events.map((e) => e.kind)).toContain('retry');
    expect(client.health().pausedUntil).toBeNull();
  });

  it('reads Retry-After as an HTTP date', async () => {
    const { client } = upstream();
    const until = Math.ceil((Date.now() + 1_100) / 1000) * 1000; // HTTP dates are whole seconds
    datedRetryAfter = new Date(until).toUTCString();
    await expect(client.json({ path: '/ok/dated' })).resolves.toEqual({ ok: true, path: '/ok/dated' });
    expect(Date.now()).toBeGreaterThanOrEqual(until - 15);
  });

  it('418 pauses for at least the ban floor (2 min by default) and fails fast past the patience', async () => {
    const { client } = upstream({ patienceMs: 5_000 });
    server.fault({ fault: { kind: 'rate-limit', retryAfterS: 1, status: 418 }, times: 1 });
    const mark = server.requests.length;
    const err = await failure(client.json({ path: '/ok' }));
    expect(err).toMatchObject({ kind: 'rate_limited', status: 418 });
    const pausedUntil = client.health().pausedUntil ?? 0;
    expect(pausedUntil - Date.now()).toBeGreaterThan(115_000);
    expect(pausedUntil - Date.now()).toBeLessThanOrEqual(120_000);
    const next = await failure(client.json({ path: '/ok' }));
    expect(next.kind).toBe('rate_limited');
    expect(next.message).toMatch(/patience/);
    expect(since(mark)).toBe(1);
  });

  it('uses a configured floor for 418 and for venue statuses such as Bybit 403', async () => {
    const { client } = upstream({ rateLimitStatuses: { 418: 300, 403: 200 }, defaultRateLimitPauseMs: 50 });
    server.fault({ fault: { kind: 'rate-limit', retryAfterS: 0.05, status: 418 }, times: 1 });
    let started = performance.now();
    await client.json({ path: '/ok' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(295);

    started = performance.now();
    const err = await failure(client.json({ path: '/status', query: { code: 403 } }));
    expect(err).toMatchObject({ kind: 'rate_limited', status: 403 });
    const took = performance.now() - started;
    expect(took).toBeGreaterThanOrEqual(2 * 200 - 10); // paused (at the floor) before each retry
    expect(took).toBeLessThan(1_000);
  });

  it('caps an absurd Retry-After at maxRetryAfterMs (10 min by default)', async () => {
    const capped = upstream({ maxRetryAfterMs: 300 }).client;
    server.fault({ fault: { kind: 'rate-limit', retryAfterS: 3_600 }, times: 1 });
    const started = performance.now();
    await expect(capped.json({ path: '/ok' })).resolves.toMatchObject({ ok: true });
    expect(performance.now() - started).toBeGreaterThanOrEqual(295);
    expect(performance.now() - started).toBeLessThan(2_000);

    const { client } = upstream();
    server.fault({ fault: { kind: 'rate-limit', retryAfterS: 3_600 }, times: 1 });
    expect((await failure(client.json({ path: '/ok' }))).kind).toBe('rate_limited');
    const pausedFor = (client.health().pausedUntil ?? 0) - Date.now();
    expect(pausedFor).toBeGreaterThan(595_000);
    expect(pausedFor).toBeLessThanOrEqual(600_000);
  });

  it('treats a rate limit reported in a 200 body like a 429', async () => {
    const { client, events } = upstream({
      detectRateLimit: (body) =>
        (body as { code?: string }).code === '50011' ? { detail: 'OKX 50011', retryAfterMs: 100 } : null,
    });
    const started = performance.now();
    await expect(client.json({ path: '/envelope' })).resolves.toEqual({ code: '0', data: [1] });
    expect(performance.now() - started).toBeGreaterThanOrEqual(95);
    expect(events.find((e) => e.kind === 'rate_limited')?.detail).toMatch(/OKX 50011/);
  });
});

describe('retries and failure kinds', () => {
  it('does not retry or misreport a bug in a hook', async () => {
    const { client } = upstream({
      detectRateLimit: () => {
        throw new TypeError('hook bug');
      },
    });
    const mark = server.requests.length;
    await expect(client.json({ path: '/ok' })).rejects.toThrow(TypeError);
    expect(since(mark)).toBe(1);
  });

  it('retries a 5xx and succeeds', async () => {
    const { client, events } = upstream();
    server.fault({ fault: { kind: 'server-error' }, times: 2 });
    const mark = server.requests.length;
    await expect(client.json({ path: '/ok' })).resolves.toMatchObject({ ok: true });
    expect(since(mark)).toBe(3);
    expect(events.filter((e) => e.kind === 'retry')).toHaveLength(2);
    expect(client.health()).toMatchObject({ calls: 1, failures: 0, lastError: null });
  });

  it('gives up on a 5xx after the configured retries', async () => {
    const { client } = upstream({ retries: 1 });
    server.fault({ fault: { kind: 'server-error', status: 502 } });
    const mark = server.requests.length;
    expect(await failure(client.json({ path: '/ok' }))).toMatchObject({ kind: 'http', status: 502 });
    expect(since(mark)).toBe(2);
    expect(client.health()).toMatchObject({ calls: 1, failures: 1, consecutiveFailures: 1 });
  });

  it('does not retry other 4xx answers', async () => {
    const { client, events } = upstream();
    const mark = server.requests.length;
    const err = await failure(client.json({ path: '/missing' }));
    expect(err).toMatchObject({ kind: 'http', status: 404 });
    expect(err.message).toMatch(/^plain: \/missing: HTTP 404/);
    expect(since(mark)).toBe(1);
    expect(events).toEqual([]);
  });

  it('times out a slow answer, and a request may allow itself longer', async () => {
    const { client } = upstream({ timeoutMs: 100, retries: 0 });
    server.fault({ fault: { kind: 'slow', delayMs: 400 }, times: 1 });
    const started = performance.now();
    expect((await failure(client.json({ path: '/ok' }))).kind).toBe('timeout');
    expect(performance.now() - started).toBeLessThan(350);
    server.fault({ fault: { kind: 'slow', delayMs: 200 }, times: 1 });
    await expect(client.json({ path: '/ok', timeoutMs: 1_000 })).resolves.toMatchObject({ ok: true });
  });

  it('reports a hang-up as a network failure after retrying it', async () => {
    const { client } = upstream();
    server.fault({ fault: { kind: 'hang-up' } });
    const mark = server.requests.length;
    expect((await failure(client.json({ path: '/ok' }))).kind).toBe('network');
    expect(since(mark)).toBe(3);
    server.clearFaults();
    server.fault({ fault: { kind: 'hang-up' }, times: 1 });
    await expect(client.json({ path: '/ok' })).resolves.toMatchObject({ ok: true });
  });

  it('reports a body that is not JSON as malformed, without retrying', async () => {
    const { client } = upstream();
    server.fault({ fault: { kind: 'malformed' }, times: 1 });
    const mark = server.requests.length;
    expect((await failure(client.json({ path: '/ok' }))).kind).toBe('malformed');
    expect(since(mark)).toBe(1);
  });
});

describe('abort', () => {
  it('the upstream signal stops a call waiting for budget and a call in flight', async () => {
    const controller = new AbortController();
    const { client } = upstream({ signal: controller.signal, budgets: { default: { capacity: 1, windowMs: 60_000 } } });
    server.fault({ fault: { kind: 'slow', delayMs: 2_000 }, times: 1 });
    const inFlight = client.json({ path: '/ok' });
    const waiting = client.json({ path: '/ok' });
    await new Promise((r) => setTimeout(r, 50));
    const started = performance.now();
    controller.abort();
    expect((await failure(inFlight)).kind).toBe('aborted');
    expect((await failure(waiting)).kind).toBe('aborted');
    expect(performance.now() - started).toBeLessThan(200);
    expect(client.health()).toMatchObject({ state: 'closed', consecutiveFailures: 0 });
  });

  it("a request's own signal stops only that request, during a retry wait too", async () => {
    const { client } = upstream({ retryBaseDelayMs: 5_000, retryMaxDelayMs: 5_000, random: () => 0.99 });
    server.fault({ fault: { kind: 'server-error' }, times: 1 });
    const controller = new AbortController();
    const call = client.json({ path: '/ok', signal: controller.signal });
    await new Promise((r) => setTimeout(r, 100));
    controller.abort();
    expect((await failure(call)).kind).toBe('aborted');
    await expect(client.json({ path: '/ok' })).resolves.toMatchObject({ ok: true });
  });
});
