import { afterAll, describe, expect, it } from 'vitest';
import { connectRedis } from '../platform/redis.ts';
import { createEventHub, type EventHub } from './hub.ts';
import type { StoredEvent } from './outbox.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const hubs: EventHub[] = [];
const connections: Array<{ quit(): Promise<unknown> }> = [];
afterAll(async () => {
  await Promise.all(hubs.map((h) => h.close()));
  await Promise.all(connections.map((c) => c.quit()));
});

const event = (seq: number): StoredEvent => ({
  seq,
  id: `evt_${seq}`,
  world: 'production',
  accountId: null,
  t: 1_700_000_000_000 + seq,
  name: 'HIGH',
  kind: 'confirmation',
  symbol: 'BTC',
  direction: 'long',
  body: { event: 'HIGH', webhook_id: null },
});

async function until(check: () => boolean, ms = 3_000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('the event hub', () => {
  it('in one process: listeners hear each event once, in order; an unsubscribed one no more', async () => {
    const hub = await createEventHub({ redis: null });
    hubs.push(hub);
    const heard: number[] = [];
    const other: number[] = [];
    hub.subscribe((e) => heard.push(e.seq));
    const stop = hub.subscribe((e) => other.push(e.seq));
    hub.published([event(1), event(2)]);
    stop();
    hub.published([event(3)]);
    expect(heard).toEqual([1, 2, 3]);
    expect(other).toEqual([1, 2]);
  });

  it('a throwing listener does not keep the event from the others', async () => {
    const errors: unknown[] = [];
    const hub = await createEventHub({ redis: null, onError: (e) => errors.push(e) });
    hubs.push(hub);
    const heard: number[] = [];
    hub.subscribe(() => {
      throw new Error('boom');
    });
    hub.subscribe((e) => heard.push(e.seq));
    hub.published([event(4)]);
    expect(heard).toEqual([4]);
    expect(errors).toHaveLength(1);
  });

  it('across instances through Redis: each instance hears every event exactly once', async () => {
    const redisA = connectRedis(REDIS_URL);
    const redisB = connectRedis(REDIS_URL);
    connections.push(redisA, redisB);
    const a = await createEventHub({ redis: redisA });
    const b = await createEventHub({ redis: redisB });
    hubs.push(a, b);
    const heardA: number[] = [];
    const heardB: number[] = [];
    a.subscribe((e) => heardA.push(e.seq));
    b.subscribe((e) => heardB.push(e.seq));
    await until(() => redisA.status === 'ready' && redisB.status === 'ready');
    a.published([event(10), event(11)]);
    b.published([event(20)]);
    await until(() => heardA.length === 3 && heardB.length === 3);
    await new Promise((r) => setTimeout(r, 100));
    expect(heardA).toEqual([10, 11, 20]);
    expect(heardB.sort()).toEqual([10, 11, 20]);
  });

  it('keeps working in-process when Redis is unreachable', async () => {
    const dead = connectRedis('redis://127.0.0.1:1');
    const errors: unknown[] = [];
    const hub = await createEventHub({ redis: dead, connectWaitMs: 200, onError: (e) => errors.push(e) });
    hubs.push(hub);
    const heard: number[] = [];
    hub.subscribe((e) => heard.push(e.seq));
    hub.published([event(30)]);
    expect(heard).toEqual([30]);
    dead.disconnect();
  });
});
