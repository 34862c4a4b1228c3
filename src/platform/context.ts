/**
 * The services a request handler or a domain operation may use, built once at boot and
 * passed around explicitly (the app decorates itself with it as `app.ctx`).
 */
import type { Redis } from 'ioredis';
import type { UsageMeter } from '../accounts/usage.ts';
import type { Config } from '../config.ts';
import type { MarketView } from '../market/types.ts';
import type { SandboxStore } from '../sandbox/store.ts';
import type { KeyCache } from './auth/key-cache.ts';
import type { Database, Db } from './db/client.ts';
import type { RateLimiter } from './limits/rate-limiter.ts';

export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  redis: Redis | null;
  keyCache: KeyCache;
  limiter: RateLimiter;
  usage: UsageMeter;
  sandbox: SandboxStore;
  /** The production world: tables written by the collectors. */
  productionView: MarketView;
  /** Wall-clock now, ms. Replaceable in tests; the sandbox has per-account clocks on top. */
  now: () => number;
}
