/**
 * The SDK's stream client against the real WebSocket stream: sandbox events arrive as alerts, a
 * connection the server drops is resumed without loss or duplicates, what cannot be resumed is
 * surfaced as `missed`, and fatal refusals end the stream with a typed error.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type AlertMessage, type SignalStream, StreamError, type StreamItem } from '../../sdk/src/index.ts';
import { DEFAULT_STREAM_SETTINGS } from '../../src/stream/server.ts';
import type { TestAccount } from '../helpers/app.ts';
import { confirmEvent, raise } from '../stream/client.ts';
import { listeningApp, rejection, type SdkEnv } from './helpers.ts';

let env: SdkEnv;
let pro: TestAccount;
const FROZEN = Date.UTC(2026, 2, 2, 12, 0, 0);
const open: SignalStream[] = [];

beforeAll(async () => {
  env = await listeningApp();
  pro = await env.t.frozenAccount('pro', FROZEN);
});
afterEach(async () => {
  for (const s of open.splice(0)) await s.close();
  env.t.app.stream.configure({ ...structuredClone(DEFAULT_STREAM_SETTINGS) });
});
afterAll(() => env.close());

function stream(key: string, opts: Partial<Parameters<SdkEnv['client']>[0]> = {}, symbols = ['*']) {
  const s = env.client({ apiKey: key, ...opts }).stream({ symbols, reconnectBaseMs: 400, reconnectMaxMs: 1_000 });
  open.push(s);
  return s;
}

/** Reads `n` items from a stream's iterator (fails after `timeoutMs`). */
async function take(it: AsyncIterator<StreamItem>, n: number, timeoutMs = 10_000): Promise<StreamItem[]> {
  const out: StreamItem[] = [];
  const deadline = Date.now() + timeoutMs;
  while (out.length < n) {
    const left = deadline - Date.now();
    const next = await Promise.race([
      it.next(),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`only ${out.length}/${n} items`)), left)),
    ]);
    if (next.done) throw new Error(`stream ended after ${out.length}/${n} items`);
    out.push(next.value);
  }
  return out;
}

const dropAll = () => {
  for (const ws of env.t.app.websocketServer.clients) ws.terminate();
};

describe('alerts', () => {
  it('receives the sandbox events a clock move fires, in order, as GET /v1/test/events lists them', async () => {
    const s = stream(pro.testKey);
    const it = s[Symbol.asyncIterator]();
    const welcome = await s.ready();
    expect(welcome.environment).toBe('sandbox');
    const client = env.client({ apiKey: pro.testKey });
    await client.sandbox.simulateTime({ advance_seconds: 12 * 3600 });
    const listed = await client.get('/v1/test/events', { params: { query: { after: 0, limit: 500 } } });
    expect(listed.events.length).toBeGreaterThan(0);
    const alerts = (await take(it, listed.events.length)) as AlertMessage[];
    expect(alerts.map((a) => a.type)).toEqual(alerts.map(() => 'alert'));
    expect(alerts.map((a) => a.seq)).toEqual(alerts.map((_, i) => i + 1));
    const key = (e: { t: number; event: string; symbol: string }) => `${e.t} ${e.event} ${e.symbol}`;
    expect(alerts.map(key)).toEqual(listed.events.map(key));
    expect(s.lastSeq).toBe(alerts.length);
  });
});

describe('resume', () => {
  it('after the server drops the connection, reconnects, resumes and replays what it missed, once each', async () => {
    const account = await env.t.createAccount('pro');
    const s = stream(account.testKey);
    const it = s[Symbol.asyncIterator]();
    await s.ready();
    const first = await raise(env.t, [confirmEvent('sandbox', account.id, 'TEST_BTC', 'HIGH')]);
    const [a1] = (await take(it, 1)) as AlertMessage[];
    expect(a1).toMatchObject({ seq: 1, event_id: first.events[0]!.id });
    const connectionId = s.connectionId;

    // While the client waits to reconnect, two more events are stored.
    const missedWhileAway = new Promise<string[]>((resolve) => {
      s.once('reconnecting', async () => {
        const r = await raise(env.t, [
          confirmEvent('sandbox', account.id, 'TEST_ETH', 'MEDIUM'),
          confirmEvent('sandbox', account.id, 'TEST_SOL', 'VETO'),
        ]);
        resolve(r.events.map((e) => e.id));
      });
    });
    const resumed = new Promise((resolve) => s.once('resumed', resolve));
    dropAll();
    const ids = await missedWhileAway;
    expect(await resumed).toMatchObject({ connection_id: connectionId, last_seq: 1, replayed: 2 });
    const replayed = (await take(it, 2)) as AlertMessage[];
    expect(replayed.map((a) => [a.seq, a.event_id])).toEqual([
      [2, ids[0]],
      [3, ids[1]],
    ]);
    // Live again on the same connection and subscription.
    const live = await raise(env.t, [confirmEvent('sandbox', account.id, 'TEST_BTC', 'HIGH')]);
    const [a4] = (await take(it, 1)) as AlertMessage[];
    expect(a4).toMatchObject({ seq: 4, event_id: live.events[0]!.id });
    expect(s.connectionId).toBe(connectionId);
  });

  it("resumes another process's connection from its saved connection id and seq", async () => {
    const account = await env.t.createAccount('pro');
    const client = env.client({ apiKey: account.testKey });
    const first = client.stream({ symbols: ['*'], maxReconnects: 0 });
    open.push(first);
    const it1 = first[Symbol.asyncIterator]();
    await first.ready();
    await raise(env.t, [confirmEvent('sandbox', account.id, 'TEST_BTC', 'HIGH')]);
    await take(it1, 1);
    const saved = { connectionId: first.connectionId!, lastSeq: first.lastSeq };
    const ended = new Promise((resolve) => first.once('end', resolve));
    dropAll();
    expect(await ended).toBeInstanceOf(StreamError);
    const later = await raise(env.t, [confirmEvent('sandbox', account.id, 'TEST_ETH', 'MEDIUM')]);

    const second = client.stream({ symbols: ['*'], resume: saved });
    open.push(second);
    const it2 = second[Symbol.asyncIterator]();
    await second.ready();
    expect(second.connectionId).toBe(saved.connectionId);
    const [replayed] = (await take(it2, 1)) as AlertMessage[];
    expect(replayed).toMatchObject({ seq: 2, event_id: later.events[0]!.id });
  });

  it('a connection away longer than the resume window is surfaced as missed, then subscribed again', async () => {
    env.t.app.stream.configure({ ...structuredClone(DEFAULT_STREAM_SETTINGS), resumeWindowMs: 50 });
    const account = await env.t.createAccount('pro');
    const s = stream(account.testKey);
    const it = s[Symbol.asyncIterator]();
    await s.ready();
    const old = s.connectionId;
    const acked = new Promise((resolve) => s.once('ack', resolve));
    // Sessions past the resume window are forgotten on the server's heartbeat tick: run one while away.
    s.once('reconnecting', () => setTimeout(() => env.t.app.stream.tick(), 100));
    dropAll();
    const [missed] = await take(it, 1);
    expect(missed).toMatchObject({ type: 'missed', reason: 'expired', connection_id: old });
    await acked;
    expect(s.connectionId).not.toBe(old);
    const live = await raise(env.t, [confirmEvent('sandbox', account.id, 'TEST_BTC', 'HIGH')]);
    const [alert] = await take(it, 1);
    expect(alert).toMatchObject({ type: 'alert', seq: 1, event_id: live.events[0]!.id });
  });
});

describe('heartbeats', () => {
  it('a heartbeat counting an alert the client has not got makes it resume and receive that alert', async () => {
    env.t.app.stream.configure({ heartbeatMs: 300 });
    const account = await env.t.createAccount('pro');
    const s = stream(account.testKey);
    const it = s[Symbol.asyncIterator]();
    await s.ready();
    const raised = await raise(env.t, [confirmEvent('sandbox', account.id, 'TEST_BTC', 'HIGH')]);
    await take(it, 1);
    // As if the alert had been lost on the way: the client's count is behind the server's.
    s.lastSeq = 0;
    const resumed = new Promise((resolve) => s.once('resumed', resolve));
    expect(await resumed).toMatchObject({ last_seq: 0, replayed: 1 });
    const [again] = (await take(it, 1)) as AlertMessage[];
    expect(again).toMatchObject({ seq: 1, event_id: raised.events[0]!.id });
  });

  it('a connection that goes silent for two heartbeat intervals is dropped and resumed', async () => {
    env.t.app.stream.configure({ heartbeatMs: 300 });
    const account = await env.t.createAccount('pro');
    const s = stream(account.testKey);
    const welcome = await s.ready();
    expect(welcome.heartbeat_interval_ms).toBe(300);
    // The server stops sending heartbeats and pings (its interval becomes an hour).
    env.t.app.stream.configure({ heartbeatMs: 3_600_000 });
    const started = Date.now();
    const resumed = new Promise((resolve) => s.once('resumed', resolve));
    expect(await resumed).toMatchObject({ connection_id: welcome.connection_id });
    // 2 × 300 ms + 1 s of grace, then the reconnect's backoff (at most 400 ms here).
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_500);
  });
});

describe('ending', () => {
  it('close() ends the iterator and frees the connection on the server', async () => {
    const s = stream(pro.testKey);
    await s.ready();
    expect(env.t.app.stream.counts().attached).toBeGreaterThan(0);
    const consumed = (async () => {
      for await (const _ of s) {
        // nothing arrives
      }
      return 'done';
    })();
    await s.close();
    expect(await consumed).toBe('done');
    for (let i = 0; i < 50 && env.t.app.stream.counts().attached > 0; i++) await new Promise((r) => setTimeout(r, 10));
    expect(env.t.app.stream.counts().attached).toBe(0);
  });

  it('an unknown key is refused once, with a typed error, and not retried', async () => {
    const s = stream('sk_test_not_a_real_key_000000000');
    let reconnects = 0;
    s.on('reconnecting', () => reconnects++);
    const err = await rejection(s.ready());
    expect(err).toBeInstanceOf(StreamError);
    expect((err as StreamError).code).toBe('invalid_key');
    await expect(s[Symbol.asyncIterator]().next()).rejects.toBeInstanceOf(StreamError);
    expect(reconnects).toBe(0);
  });

  it('a subscription outside the plan ends the stream with plan_restricted', async () => {
    const free = await env.t.createAccount('free');
    const s = stream(free.testKey, {}, ['TEST_ETH']);
    const err = await rejection(s.ready());
    expect(err).toBeInstanceOf(StreamError);
    expect((err as StreamError).code).toBe('plan_restricted');
  });
});
