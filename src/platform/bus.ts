/**
 * The invalidation bus: tells the other instances that cached key lookups are stale (a key was
 * revoked, a plan or an account's limits changed), so a revocation holds everywhere within
 * moments instead of a cache TTL.
 *
 * Channels: PostgreSQL LISTEN/NOTIFY when DATABASE_URL is set, Redis pub/sub when REDIS_URL is
 * set, both when both are (a message counts once it reaches an instance by either). PGlite is
 * one process, so it needs none. When a channel reconnects it may have missed messages, and the
 * subscriber is told to forget everything; should a channel be down, the key cache's TTL bounds
 * how long another instance may still admit a revoked key.
 */
import { Redis } from 'ioredis';
import pg from 'pg';

export interface Invalidation {
  keyId?: string;
  accountId?: string;
}

export interface BusHandlers {
  /** A message from any instance (this one's own included). */
  onMessage(m: Invalidation): void;
  /** The channel (re)connected and may have missed messages. */
  onReset(): void;
  onError(err: unknown): void;
}

export interface InvalidationBus {
  publish(m: Invalidation): Promise<void>;
  close(): Promise<void>;
}

const REDIS_CHANNEL = 'msig:invalidate';

function parse(raw: string): Invalidation | null {
  try {
    const m = JSON.parse(raw) as Invalidation;
    const keyId = typeof m.keyId === 'string' ? m.keyId : undefined;
    const accountId = typeof m.accountId === 'string' ? m.accountId : undefined;
    return keyId || accountId ? { keyId, accountId } : null;
  } catch {
    return null;
  }
}

/** LISTEN on a dedicated connection (a pooled one would be handed to other queries); NOTIFY through any. */
export async function postgresBus(
  url: string,
  notify: (channel: string, payload: string) => Promise<void>,
  schema: string,
  h: BusHandlers,
): Promise<InvalidationBus> {
  // One channel per schema: instances of one deployment share a schema, tests each have their own.
  const channel = `msig_invalidate_${schema}`.slice(0, 63);
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  const reconnectLater = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      connect().catch((err) => {
        h.onError(err);
        reconnectLater();
      });
    }, 1_000);
    retry.unref();
  };

  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    const lost = (err?: unknown) => {
      if (err) h.onError(err);
      if (client !== c) return;
      client = null;
      void c.end().catch(() => {});
      reconnectLater();
    };
    c.on('notification', (n) => {
      const m = n.channel === channel && n.payload ? parse(n.payload) : null;
      if (m) h.onMessage(m);
    });
    c.on('error', lost);
    c.on('end', () => lost());
    client = c;
    try {
      await c.connect();
      await c.query(`LISTEN "${channel}"`);
    } catch (err) {
      if (client === c) client = null;
      void c.end().catch(() => {});
      throw err;
    }
    h.onReset();
  };
  await connect();

  return {
    publish: (m) => notify(channel, JSON.stringify(m)),
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    },
  };
}

/** SUBSCRIBE on a connection of its own (a subscribed Redis connection can do nothing else); PUBLISH on the shared one. */
export async function redisBus(url: string, publisher: Redis, h: BusHandlers): Promise<InvalidationBus> {
  const sub = new Redis(url, { connectTimeout: 2_000, maxRetriesPerRequest: null });
  // One warning per outage, not one per reconnection attempt.
  let warned = false;
  sub.on('error', (err) => {
    if (!warned) h.onError(err);
    warned = true;
  });
  sub.on('message', (channel: string, raw: string) => {
    const m = channel === REDIS_CHANNEL ? parse(raw) : null;
    if (m) h.onMessage(m);
  });
  // ioredis subscribes again after a reconnect; messages sent meanwhile are lost, so forget everything.
  sub.on('ready', () => {
    warned = false;
    h.onReset();
  });
  // Queued until connected; waited for only when Redis is up, so a dead Redis does not delay boot.
  const subscribed = sub.subscribe(REDIS_CHANNEL).catch(() => {}); // a failure shows as an 'error' event
  if (publisher.status === 'ready') await Promise.race([subscribed, new Promise((r) => setTimeout(r, 2_000).unref())]);
  return {
    async publish(m) {
      await publisher.publish(REDIS_CHANNEL, JSON.stringify(m));
    },
    async close() {
      sub.disconnect();
    },
  };
}

/** Publishes on every channel; a channel that fails does not keep the message from the others. */
export function combinedBus(buses: InvalidationBus[], onError: (err: unknown) => void): InvalidationBus {
  return {
    async publish(m) {
      const results = await Promise.allSettled(buses.map((b) => b.publish(m)));
      for (const r of results) if (r.status === 'rejected') onError(r.reason);
    },
    async close() {
      await Promise.all(buses.map((b) => b.close()));
    },
  };
}
