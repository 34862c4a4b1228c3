/**
 * Retries against the real server: a real 429 whose Retry-After is waited out (measured), 503s
 * injected through the sandbox, network failures and timeouts over loopback.
 */
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConnectionError, RateLimitError, retryAfterSeconds, ServiceError } from '../../sdk/src/index.ts';
import type { TestAccount } from '../helpers/app.ts';
import { listeningApp, rejection, type SdkEnv, timed } from './helpers.ts';

let env: SdkEnv;
let pro: TestAccount;
/** The app's clock runs this far ahead of the wall clock, so a test can place it in a minute. */
let offset = 0;

beforeAll(async () => {
  env = await listeningApp({}, { now: () => Date.now() + offset });
  pro = await env.t.createAccount('pro');
});
afterAll(() => env.close());

/** Moves the app's clock so that the current UTC minute ends in `ms`. */
function minuteEndsIn(ms: number) {
  const now = Date.now();
  offset = 60_000 - ms - (now % 60_000);
}

describe('429: Retry-After', () => {
  it('waits out the Retry-After of a real rate limit, then succeeds', async () => {
    const free = await env.t.createAccount('free');
    const client = env.client({ apiKey: free.liveKey });
    minuteEndsIn(2_300);
    // A free production key may make 4 requests a minute: the 5th is refused until the minute ends.
    for (let i = 0; i < 4; i++) await client.account();
    const seen: number[] = [];
    const counting = env.client({
      apiKey: free.liveKey,
      fetch: async (input, init) => {
        const res = await fetch(input, init);
        seen.push(res.status);
        if (res.status === 429) seen.push(Number(res.headers.get('retry-after')));
        return res;
      },
    });
    const { ms, value } = await timed(() => counting.account());
    expect(value.status).toBe('ok');
    expect(seen[0]).toBe(429);
    const retryAfter = seen[1]!;
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(3);
    expect(seen.at(-1)).toBe(200);
    // It waited what it was told (timers may fire a little early or late), not more than a second extra.
    expect(ms).toBeGreaterThanOrEqual(retryAfter * 1000 - 50);
    expect(ms).toBeLessThan(retryAfter * 1000 + 1_500);
  });

  it('does not wait longer than maxRetryDelayMs: the RateLimitError carries retryAfter', async () => {
    const free = await env.t.createAccount('free');
    minuteEndsIn(40_000);
    const client = env.client({ apiKey: free.liveKey, maxRetryDelayMs: 5_000 });
    for (let i = 0; i < 4; i++) await client.account();
    const { ms, value: err } = await timed(() => rejection(client.account()));
    expect(err).toBeInstanceOf(RateLimitError);
    const e = err as RateLimitError;
    expect(e.code).toBe('rate_limit_exceeded');
    expect(e.retryAfter).toBeGreaterThan(30);
    expect(e.retryAfter).toBeLessThanOrEqual(41);
    expect(ms).toBeLessThan(1_000);
    offset = 0;
  });

  it('retries: 0 hands back the first 429', async () => {
    const client = env.client({ apiKey: pro.testKey, retries: 0 });
    let calls = 0;
    const counting = env.client({
      apiKey: pro.testKey,
      retries: 0,
      fetch: (input, init) => {
        calls++;
        return fetch(input, init);
      },
    });
    const err = await rejection(
      counting.get('/v1/symbols', { headers: { 'X-Test-Error': 'rate_limit_exceeded' } } as never),
    );
    expect(err).toBeInstanceOf(RateLimitError);
    expect(calls).toBe(1);
    expect(await client.symbols()).toMatchObject({ status: 'ok' });
  });
});

describe('Retry-After forms', () => {
  it('reads delay-seconds and HTTP dates; ignores what is neither', () => {
    const now = Date.UTC(2026, 10, 23, 12, 0, 0);
    expect(retryAfterSeconds('7', now)).toBe(7);
    expect(retryAfterSeconds('1.5', now)).toBe(1.5);
    expect(retryAfterSeconds('Mon, 23 Nov 2026 12:00:09 GMT', now)).toBe(9);
    expect(retryAfterSeconds('Mon, 23 Nov 2026 11:00:00 GMT', now)).toBe(0);
    for (const bad of [null, '', '-5', 'soon', '1e3']) expect(retryAfterSeconds(bad, now)).toBeUndefined();
  });

  it('waits until an HTTP-date Retry-After before retrying', async () => {
    let calls = 0;
    const client = env.client({
      apiKey: pro.testKey,
      fetch: async (input, init) => {
        if (++calls > 1) return fetch(input, init);
        const at = new Date(Math.ceil((Date.now() + 1_000) / 1000) * 1000).toUTCString();
        return new Response('{"code":"service_unavailable"}', { status: 503, headers: { 'retry-after': at } });
      },
    });
    const { ms, value } = await timed(() => client.symbols());
    expect(value.status).toBe('ok');
    expect(calls).toBe(2);
    expect(ms).toBeGreaterThanOrEqual(900);
    expect(ms).toBeLessThan(3_000);
  });
});

describe('503 and 504', () => {
  it('retries a read-only POST (batch confirmation) after an injected 503, waiting its Retry-After', async () => {
    const client = env.client({ apiKey: pro.testKey });
    await client.sandbox.injectError({ code: 'service_unavailable', path: '/v1/confirm/batch', count: 1 });
    const { ms, value } = await timed(() => client.confirmBatch([{ symbol: 'TEST_BTC', direction: 'long' }]));
    expect(value.items[0]?.ok).toBe(true);
    // The server's 503 says Retry-After: 5.
    expect(ms).toBeGreaterThanOrEqual(4_950);
  });

  it('retries a GET after an injected 504 with a jittered backoff', async () => {
    const client = env.client({ apiKey: pro.testKey, baseDelayMs: 50 });
    await client.sandbox.injectError({ code: 'timeout', path: '/v1/symbols', count: 2 });
    const { ms, value } = await timed(() => client.symbols());
    expect(value.status).toBe('ok');
    expect(ms).toBeLessThan(1_000);
  });

  it('does not retry a POST that may have happened: the ServiceError is thrown at once', async () => {
    const client = env.client({ apiKey: pro.testKey });
    await client.sandbox.injectError({ code: 'service_unavailable', path: '/v1/alerts', count: 1 });
    const body = { symbol: 'TEST_BTC', condition: { metric: 'price', op: 'above', value: 1 } } as never;
    const { ms, value: err } = await timed(() => rejection(client.post('/v1/alerts', { body })));
    expect(err).toBeInstanceOf(ServiceError);
    expect((err as ServiceError).retryAfter).toBe(5);
    expect(ms).toBeLessThan(1_000);
  });

  it('gives up after `retries` and throws the last error', async () => {
    const client = env.client({ apiKey: pro.testKey, retries: 1, baseDelayMs: 10 });
    await client.sandbox.injectError({ code: 'timeout', path: '/v1/account', count: 5 });
    const err = await rejection(client.account());
    expect(err).toBeInstanceOf(ServiceError);
    expect((err as ServiceError).status).toBe(504);
    await client.sandbox.reset('errors');
  });
});

describe('network failures', () => {
  let silent: Server;
  let silentUrl: string;
  const sockets = new Set<Socket>();

  beforeAll(async () => {
    // Accepts connections and never answers.
    silent = createServer((s) => sockets.add(s));
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    silentUrl = `http://127.0.0.1:${(silent.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    for (const s of sockets) s.destroy();
    await new Promise((r) => silent.close(r));
  });

  it('a refused connection is retried for a GET, then a ConnectionError', async () => {
    let calls = 0;
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as { port: number }).port;
    await new Promise((r) => closed.close(r));
    const { createClient } = await import('../../sdk/src/index.ts');
    const client = createClient({
      baseUrl: `http://127.0.0.1:${port}`,
      apiKey: pro.testKey,
      baseDelayMs: 10,
      fetch: (input, init) => {
        calls++;
        return fetch(input, init);
      },
    });
    const err = await rejection(client.symbols());
    expect(err).toBeInstanceOf(ConnectionError);
    expect((err as ConnectionError).timedOut).toBe(false);
    expect((err as ConnectionError).message).toContain('ECONNREFUSED');
    expect(calls).toBe(3);
  });

  it('a silent server times out each attempt after timeoutMs', async () => {
    const { createClient } = await import('../../sdk/src/index.ts');
    const client = createClient({ baseUrl: silentUrl, apiKey: 'k', timeoutMs: 200, retries: 1, baseDelayMs: 10 });
    const { ms, value: err } = await timed(() => rejection(client.symbols()));
    expect(err).toBeInstanceOf(ConnectionError);
    expect((err as ConnectionError).timedOut).toBe(true);
    expect(ms).toBeGreaterThanOrEqual(390);
    expect(ms).toBeLessThan(1_500);
  });

  it('a network failure on the way is retried and the call succeeds', async () => {
    let calls = 0;
    const client = env.client({
      apiKey: pro.testKey,
      baseDelayMs: 10,
      fetch: (input, init) => (++calls === 1 ? Promise.reject(new TypeError('fetch failed')) : fetch(input, init)),
    });
    expect(await client.symbols()).toMatchObject({ status: 'ok' });
    expect(calls).toBe(2);
  });

  it("a caller's abort signal stops the call and is not retried", async () => {
    const { createClient } = await import('../../sdk/src/index.ts');
    const client = createClient({ baseUrl: silentUrl, apiKey: 'k', timeoutMs: 5_000 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('caller gave up')), 100);
    const { ms, value: err } = await timed(() => rejection(client.get('/v1/symbols', { signal: controller.signal })));
    expect((err as Error).message).toBe('caller gave up');
    expect(ms).toBeLessThan(1_000);
  });
});
