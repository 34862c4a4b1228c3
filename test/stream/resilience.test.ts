/**
 * A stream that does not lose data silently: resume after a dropped connection, a missed-data
 * message when resuming is impossible or the buffer overflowed, heartbeats that close silent
 * peers, and slow consumers closed before they grow the server's memory.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { StoredEvent } from '../../src/events/outbox.ts';
import { DEFAULT_STREAM_SETTINGS } from '../../src/stream/server.ts';
import { bootTestApp, type TestAccount, type TestApp } from '../helpers/app.ts';
import { confirmEvent, connect, connectWithKey, listen, raise, subscribe } from './client.ts';

let t: TestApp;
let url: string;
let pro: TestAccount;

beforeAll(async () => {
  t = await bootTestApp();
  url = await listen(t);
  pro = await t.createAccount('pro');
});
afterEach(() => {
  t.app.stream.configure({ ...structuredClone(DEFAULT_STREAM_SETTINGS) });
});
afterAll(async () => {
  await t.close();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A connection subscribed to BTC that got one alert, then dropped without a close handshake. */
async function droppedAfterOneAlert() {
  const { client, welcome } = await connectWithKey(url, pro.liveKey);
  await subscribe(client, { symbols: ['BTC'] });
  const { events } = await raise(t, [confirmEvent('production', null, 'BTC', 'HIGH')]);
  expect(await client.next('alert')).toMatchObject({ seq: 1, event_id: events[0]!.id });
  client.ws.terminate();
  await client.waitClose();
  // The server notices the reset before the test raises anything else.
  for (let i = 0; i < 50 && t.app.stream.counts().attached > 0; i++) await sleep(10);
  return welcome.connection_id as string;
}

describe('resume', () => {
  it('replays what was missed, in order, then goes live with the same seq and subscriptions', async () => {
    const id = await droppedAfterOneAlert();
    const { events: missed } = await raise(t, [
      confirmEvent('production', null, 'BTC', 'MEDIUM'),
      confirmEvent('production', null, 'BTC', 'VETO'),
    ]);
    const client = await connect(`${url}?connection_id=${id}&last_seq=1`, { 'x-api-key': pro.liveKey });
    expect(await client.next('welcome')).toMatchObject({ connection_id: id, seq: 3 });
    const resumed = await client.next('resumed');
    expect(resumed).toMatchObject({ connection_id: id, last_seq: 1, replayed: 2 });
    expect(resumed.subscriptions).toMatchObject([{ symbols: ['BTC'] }]);
    const replayed = [await client.next('alert'), await client.next('alert')];
    expect(replayed.map((a) => [a.seq, a.event_id])).toEqual([
      [2, missed[0]!.id],
      [3, missed[1]!.id],
    ]);
    const { events: live } = await raise(t, [confirmEvent('production', null, 'BTC', 'HIGH')]);
    expect(await client.next('alert')).toMatchObject({ seq: 4, event_id: live[0]!.id });
    expect(client.take('missed')).toEqual([]);
    client.close();
  });

  it('resumes through the auth message and through a resume message too', async () => {
    const id = await droppedAfterOneAlert();
    await raise(t, [confirmEvent('production', null, 'BTC', 'MEDIUM')]);
    const byAuth = await connect(url);
    byAuth.send({ type: 'auth', api_key: pro.liveKey, connection_id: id, last_seq: 1 });
    expect(await byAuth.next('resumed')).toMatchObject({ connection_id: id, replayed: 1 });
    expect(await byAuth.next('alert')).toMatchObject({ seq: 2 });

    // A second connection resuming the same id takes it over; the first is told why it closes.
    const { client: byMessage } = await connectWithKey(url, pro.liveKey);
    byMessage.send({ type: 'resume', connection_id: id, last_seq: 0 });
    expect(await byMessage.next('welcome')).toMatchObject({ connection_id: id });
    expect(await byMessage.next('resumed')).toMatchObject({ replayed: 2 });
    expect((await byMessage.next('alert')).seq).toBe(1);
    expect((await byAuth.waitClose()).code).toBe(4409);
    byMessage.close();
  });

  it('tells a client its buffer overflowed, what it lost, then replays the rest', async () => {
    t.app.stream.configure({ buffer: { alerts: 3, bytes: 1 << 20 } });
    const id = await droppedAfterOneAlert();
    await raise(
      t,
      ['HIGH', 'MEDIUM', 'HIGH', 'MEDIUM', 'HIGH'].map((n) => confirmEvent('production', null, 'BTC', n as 'HIGH')),
    );
    const client = await connect(`${url}?connection_id=${id}&last_seq=1`, { 'x-api-key': pro.liveKey });
    expect(await client.next('missed')).toMatchObject({
      reason: 'buffer_overflow',
      connection_id: id,
      missed_from_seq: 2,
      missed_to_seq: 3,
      missed_count: 2,
    });
    expect(await client.next('resumed')).toMatchObject({ replayed: 3 });
    expect([
      (await client.next('alert')).seq,
      (await client.next('alert')).seq,
      (await client.next('alert')).seq,
    ]).toEqual([4, 5, 6]);
    client.close();
  });

  it('after the resume window, says the connection expired and how to recover', async () => {
    t.app.stream.configure({ resumeWindowMs: 100, heartbeatMs: 50 });
    const id = await droppedAfterOneAlert();
    await sleep(300);
    const client = await connect(`${url}?connection_id=${id}&last_seq=1`, { 'x-api-key': pro.liveKey });
    const welcome = await client.next('welcome');
    expect(welcome.connection_id).not.toBe(id);
    const missed = await client.next('missed');
    expect(missed).toMatchObject({ reason: 'expired', connection_id: id, last_seq: 1 });
    expect(missed.recover).toMatch(/GET \/v1\/whales\/events/);
    client.close();
  });

  it('never resumes another key’s connection, and says an unknown id is unknown', async () => {
    const id = await droppedAfterOneAlert();
    const other = await t.createAccount('pro');
    const client = await connect(`${url}?connection_id=${id}&last_seq=0`, { 'x-api-key': other.liveKey });
    expect((await client.next('welcome')).connection_id).not.toBe(id);
    expect(await client.next('missed')).toMatchObject({ reason: 'unknown_connection' });
    expect(client.take('alert')).toEqual([]);
    client.close();
  });
});

describe('heartbeats', () => {
  it('sends heartbeat messages and keeps a ponging client open', async () => {
    t.app.stream.configure({ heartbeatMs: 50 });
    const { client } = await connectWithKey(url, pro.liveKey);
    await sleep(300);
    expect(client.take('heartbeat').length).toBeGreaterThanOrEqual(3);
    expect(client.closed).toBeNull();
    client.close();
  });

  it('closes a client that answers no ping with 4000', async () => {
    t.app.stream.configure({ heartbeatMs: 50 });
    const client = await connect(url, { 'x-api-key': pro.liveKey }, { autoPong: false });
    await client.next('welcome');
    const before = t.app.stream.stats.heartbeatTimeouts;
    expect((await client.waitClose(2_000)).code).toBe(4000);
    expect(t.app.stream.stats.heartbeatTimeouts).toBe(before + 1);
  });
});

describe('backpressure', () => {
  it('closes a consumer that stops reading with 4008, its send buffer bounded, and lets it resume knowing what it lost', async () => {
    const bound = 256 * 1024;
    t.app.stream.configure({
      maxSocketBufferBytes: bound,
      closeGraceMs: 10_000,
      buffer: { alerts: 500, bytes: 64 * 1024 },
    });
    const { client, welcome } = await connectWithKey(url, pro.liveKey);
    await subscribe(client, { symbols: ['BTC'] });
    client.ws.pause();
    const before = t.app.stream.stats.slowConsumersClosed;
    const pad = 'x'.repeat(16 * 1024);
    let seq = 1_000_000_000;
    // Straight through the hub: the database is not what is under test, and it would be slow.
    for (let round = 0; round < 400 && t.app.stream.stats.slowConsumersClosed === before; round++) {
      const batch: StoredEvent[] = [];
      for (let i = 0; i < 20; i++) {
        const e = confirmEvent('production', null, 'BTC', 'HIGH');
        batch.push({ ...e, body: { ...e.body, pad }, seq: ++seq, id: `evt_slow${seq}` });
      }
      t.app.ctx.hub.published(batch);
      // The largest send buffer any socket reached stays within the bound plus one alert.
      for (const ws of t.app.websocketServer.clients) expect(ws.bufferedAmount).toBeLessThanOrEqual(bound + 20 * 1024);
      await sleep(5);
    }
    expect(t.app.stream.stats.slowConsumersClosed).toBe(before + 1);
    client.ws.resume();
    expect((await client.waitClose()).code).toBe(4008);
    const got = client.take('alert');
    const lastSeq = got.at(-1).seq;
    const again = await connect(`${url}?connection_id=${welcome.connection_id}&last_seq=${lastSeq}`, {
      'x-api-key': pro.liveKey,
    });
    const missed = await again.next('missed');
    expect(missed).toMatchObject({ reason: 'buffer_overflow', missed_from_seq: lastSeq + 1 });
    const resumed = await again.next('resumed');
    expect(resumed.replayed).toBeGreaterThan(0);
    expect((await again.next('alert')).seq).toBe(missed.missed_to_seq + 1);
    again.close();
  });
});
