/**
 * Tells the live consumers (the stream, the delivery worker's wake-up) that events were stored:
 * in this process at once, and on every other instance through Redis pub/sub when REDIS_URL is
 * set. The database stays the source of truth: a consumer that missed a message (Redis down, a
 * restart) reads the `events` table from its last seq.
 */
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { StoredEvent } from './outbox.ts';

export const EVENTS_CHANNEL = 'msig:events';

export type EventListener = (event: StoredEvent) => void;

export interface EventHub {
  /** Called once the transaction that stored the events committed. */
  published(events: readonly StoredEvent[]): void;
  /** Every event stored by any instance, each once, in the order its instance stored them. */
  subscribe(listener: EventListener): () => void;
  close(): Promise<void>;
}

export interface HubOptions {
  /** The shared Redis; null: this process only. */
  redis: Redis | null;
  onError?: (err: unknown) => void;
  /** How long creating the hub waits for Redis before going on in-process (ms, default 2 s). */
  connectWaitMs?: number;
}

export async function createEventHub(opts: HubOptions): Promise<EventHub> {
  const listeners = new Set<EventListener>();
  const instance = randomBytes(8).toString('hex');
  const dispatch = (events: readonly StoredEvent[]) => {
    for (const e of events) {
      for (const listener of listeners) {
        try {
          listener(e);
        } catch (err) {
          opts.onError?.(err);
        }
      }
    }
  };

  // A subscribed Redis connection can do nothing else: the hub has its own.
  const subscriber = opts.redis?.duplicate() ?? null;
  if (subscriber) {
    subscriber.on('error', (err) => opts.onError?.(err));
    subscriber.on('message', (_channel: string, raw: string) => {
      try {
        const message = JSON.parse(raw) as { from: string; events: StoredEvent[] };
        // This instance's own events were dispatched when they were published.
        if (message.from !== instance) dispatch(message.events);
      } catch (err) {
        opts.onError?.(err);
      }
    });
    // Redis may be down or still connecting: the hub works in-process meanwhile, and subscribes
    // as soon as the connection is ready (ioredis re-subscribes after a reconnect by itself).
    const subscribe = () => subscriber.subscribe(EVENTS_CHANNEL).catch((err: unknown) => opts.onError?.(err));
    if (subscriber.status === 'ready') await subscribe();
    else {
      const ready = new Promise<void>((resolve) =>
        subscriber.once('ready', () => void subscribe().then(() => resolve())),
      );
      await Promise.race([ready, new Promise((r) => setTimeout(r, opts.connectWaitMs ?? 2_000).unref())]);
    }
  }

  return {
    published(events) {
      if (events.length === 0) return;
      dispatch(events);
      opts.redis
        ?.publish(EVENTS_CHANNEL, JSON.stringify({ from: instance, events }))
        .catch((err: unknown) => opts.onError?.(err));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
      if (subscriber) {
        await subscriber.quit().catch(() => subscriber.disconnect());
      }
    },
  };
}
