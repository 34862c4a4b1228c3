import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type PlainServer, startPlainServer } from '../../../test/fixtures/upstreams/plain.ts';
import { createUpstream, type UpstreamOptions } from './client.ts';
import { UpstreamError, type UpstreamEvent } from './types.ts';

let server: PlainServer;
beforeAll(async () => {
  server = await startPlainServer();
});
afterEach(() => server.clearFaults());
afterAll(() => server.close());

function upstream(extra: Partial<UpstreamOptions> = {}) {
  const events: UpstreamEvent[] = [];
  const client = createUpstream({
    name: 'plain',
    baseUrl: server.url,
    retries: 0,
    circuitFailureThreshold: 3,
    circuitCooldownMs: COOLDOWN_MS,
    onEvent: (e) => events.push(e),
    ...extra,
  });
  return { client, events };
}

async function kindOf(promise: Promise<unknown>): Promise<string> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(UpstreamError);
  return (err as UpstreamError).kind;
}

/** Timers may fire a millisecond early by Date.now(): the pauses below wait a margin past it. */
const COOLDOWN_MS = 200;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('circuit breaker', () => {
  it('opens after N consecutive failures, half-opens after the cooldown, and closes on a good trial', async () => {
    const { client, events } = upstream();
    server.fault({ fault: { kind: 'server-error' } });
    const mark = server.requests.length;
    for (let i = 0; i < 3; i++) expect(await kindOf(client.json({ path: '/ok' }))).toBe('http');
    expect(client.health()).toMatchObject({ state: 'open', consecutiveFailures: 3, calls: 3, failures: 3 });
    expect(client.health().lastError).toMatch(/HTTP 503/);
    expect(client.health().lastErrorAt).toBeGreaterThan(Date.now() - 5_000);

    expect(await kindOf(client.json({ path: '/ok' }))).toBe('circuit_open');
    expect(server.requests.length - mark).toBe(3); // refused without a call
    expect(client.health().calls).toBe(3);

    await pause(COOLDOWN_MS + 60);
    expect(client.health().state).toBe('half_open');
    // One trial goes through; a call alongside it is refused. The trial fails: open again.
    const [trial, alongside] = await Promise.all([
      kindOf(client.json({ path: '/ok' })),
      kindOf(client.json({ path: '/ok' })),
    ]);
    expect([trial, alongside]).toEqual(['http', 'circuit_open']);
    expect(server.requests.length - mark).toBe(4);
    expect(client.health().state).toBe('open');

    server.clearFaults();
    await pause(COOLDOWN_MS + 60);
    await expect(client.json({ path: '/ok' })).resolves.toMatchObject({ ok: true });
    expect(client.health()).toMatchObject({ state: 'closed', consecutiveFailures: 0 });
    expect(client.health().lastSuccessAt).toBeGreaterThan(Date.now() - 5_000);
    expect(events.filter((e) => e.kind.startsWith('circuit')).map((e) => e.kind)).toEqual([
      'circuit_open',
      'circuit_open',
      'circuit_closed',
    ]);
    expect(events[0]).toMatchObject({ upstream: 'plain' });
  });

  it('counts timeouts, hang-ups and malformed bodies, but not 4xx answers or aborts', async () => {
    const { client } = upstream({ timeoutMs: 100 });
    server.fault({ fault: { kind: 'slow', delayMs: 300 }, times: 1 });
    server.fault({ fault: { kind: 'hang-up' }, times: 1 });
    await kindOf(client.json({ path: '/ok' }));
    await kindOf(client.json({ path: '/ok' }));
    expect(client.health().consecutiveFailures).toBe(2);
    expect(await kindOf(client.json({ path: '/missing' }))).toBe('http');
    expect(client.health()).toMatchObject({ state: 'closed', consecutiveFailures: 0, failures: 3 });

    for (let i = 0; i < 2; i++) {
      server.fault({ fault: { kind: 'malformed' }, times: 1 });
      await kindOf(client.json({ path: '/ok' }));
    }
    const controller = new AbortController();
    server.fault({ fault: { kind: 'slow', delayMs: 300 }, times: 1 });
    const aborted = client.json({ path: '/ok', signal: controller.signal });
    await pause(20);
    controller.abort();
    expect(await kindOf(aborted)).toBe('aborted');
    expect(client.health()).toMatchObject({ state: 'closed', consecutiveFailures: 2 });
    server.fault({ fault: { kind: 'malformed' }, times: 1 });
    await kindOf(client.json({ path: '/ok' }));
    expect(client.health().state).toBe('open');
  });
});

describe('stream', () => {
  async function collect(body: AsyncIterable<Uint8Array>): Promise<string> {
    let text = '';
    for await (const chunk of body) text += Buffer.from(chunk).toString('utf8');
    return text;
  }

  it('hands over the body in chunks, within budget', async () => {
    const { client } = upstream({ budgets: { default: { capacity: 2, windowMs: 300 } }, budgetHeadroom: 0 });
    const started = performance.now();
    for (let i = 0; i < 3; i++) {
      const body = await client.stream({ path: '/chunks', query: { n: 4 } });
      expect(JSON.parse(await collect(body))).toEqual([0, 1, 2, 3]);
    }
    expect(performance.now() - started).toBeGreaterThanOrEqual(295);
  });

  it('retries before the body arrives', async () => {
    const { client } = upstream({ retries: 2, retryBaseDelayMs: 5 });
    server.fault({ fault: { kind: 'server-error' }, times: 1 });
    server.fault({ fault: { kind: 'hang-up' }, times: 1 });
    const body = await client.stream({ path: '/chunks', query: { n: 2 } });
    expect(JSON.parse(await collect(body))).toEqual([0, 1]);
  });

  it('times out waiting for headers, and separately when the body goes quiet', async () => {
    const { client } = upstream({ timeoutMs: 100, streamIdleTimeoutMs: 150 });
    server.fault({ fault: { kind: 'slow', delayMs: 300 }, times: 1 });
    expect(await kindOf(client.stream({ path: '/chunks' }))).toBe('timeout');

    // Chunks 100 ms apart: longer in total than either timeout, but never quiet for 150 ms.
    const steady = await client.stream({ path: '/chunks', query: { n: 4, gapMs: 100 } });
    expect(JSON.parse(await collect(steady))).toEqual([0, 1, 2, 3]);

    const quiet = await client.stream({ path: '/chunks', query: { n: 3, gapMs: 400 } });
    expect(await kindOf(collect(quiet))).toBe('timeout');
    expect(client.health()).toMatchObject({ consecutiveFailures: 1, failures: 2 });
  });

  it('refuses at once while the circuit is open', async () => {
    const { client } = upstream({ circuitFailureThreshold: 1 });
    server.fault({ fault: { kind: 'server-error' }, times: 1 });
    expect(await kindOf(client.stream({ path: '/chunks' }))).toBe('http');
    expect(await kindOf(client.stream({ path: '/chunks' }))).toBe('circuit_open');
  });
});
