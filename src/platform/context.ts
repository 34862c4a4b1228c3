/**
 * The services a request handler or a domain operation may use, built once at boot and
 * passed around explicitly (the app decorates itself with it as `app.ctx`).
 */
import type { Redis } from 'ioredis';
import type { UsageMeter } from '../accounts/usage.ts';
import type { Config } from '../config.ts';
import type { EventHub } from '../events/hub.ts';
import type { LiveMarket } from '../market/live-market.ts';
import type { MarketView } from '../market/types.ts';
import type { UrlCipher } from '../nodeintel/url-cipher.ts';
import type { SandboxStore } from '../sandbox/store.ts';
import type { FailedAuthGuard } from './auth/failed-auth.ts';
import type { KeyCache } from './auth/key-cache.ts';
import type { Invalidation } from './bus.ts';
import type { Database, Db } from './db/client.ts';
import type { JobQueue } from './jobs.ts';
import type { RateLimiter } from './limits/rate-limiter.ts';

export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  redis: Redis | null;
  keyCache: KeyCache;
  /** Bad keys per client address: refuses a flooding address before any lookup. */
  failedAuth: FailedAuthGuard;
  /**
   * Forgets cached lookups of a key or an account here at once, and tells the other instances
   * (key revoked, plan or limits changed). Resolves once the message is sent.
   */
  invalidateKeys(m: Invalidation): Promise<void>;
  limiter: RateLimiter;
  usage: UsageMeter;
  sandbox: SandboxStore;
  /** The production market as of now, in memory; collectors call `live.changed()` after writing. */
  live: LiveMarket;
  /** The production world: tables written by the collectors (now: the live state). */
  productionView: MarketView;
  /** Where committed events are announced: this process, and other instances through Redis. */
  hub: EventHub;
  /** The durable job queue (pg-boss on the same database), started on first use. */
  jobs: JobQueue;
  /** Seals and opens customers' node URLs (stored encrypted: nodeintel/url-cipher.ts). */
  nodeUrls: UrlCipher;
  /** Wall-clock now, ms. Replaceable in tests; the sandbox has per-account clocks on top. */
  now: () => number;
}
