/**
 * What a collector needs: the database, the clock, one client per upstream (each with its
 * published budget, shared by every job of this process), and whom to tell that it wrote.
 */
import type { CollectionConfig, Config } from '../config.ts';
import type { Db } from '../platform/db/client.ts';
import { bybitRateLimit } from '../sources/bybit/parse.ts';
import { okxRateLimit } from '../sources/okx/parse.ts';
import { UPSTREAM_BUDGETS, UPSTREAM_RATE_LIMIT_STATUSES } from '../sources/upstream/budgets.ts';
import { createUpstream } from '../sources/upstream/client.ts';
import type { Upstream, UpstreamEvent } from '../sources/upstream/types.ts';

export interface IngestLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface Upstreams {
  hyperliquid: Upstream;
  hyperliquidStats: Upstream;
  binance: Upstream;
  bybit: Upstream;
  okx: Upstream;
  defillama: Upstream;
  defillamaStablecoins: Upstream;
  defillamaYields: Upstream;
  mempool: Upstream;
  ethRpc: Upstream;
  coinmetrics: Upstream;
  deribit: Upstream;
  /** Base address '' when ETF_FLOWS_URL is not set (the collector then does nothing). */
  etfFlows: Upstream;
  /** Base address ''; each call's path is a whole feed URL from NEWS_FEEDS. */
  news: Upstream;
}

export interface IngestContext {
  db: Db;
  now: () => number;
  upstreams: Upstreams;
  collection: CollectionConfig;
  log: IngestLog;
  /** Called after a cycle wrote rows (the live market reloads). */
  wrote(): void;
  /** Awaited after a cycle wrote rows: production detection (events/detection/detect.ts), never throws. */
  detect?(job: string): Promise<void>;
  /** Progress of a cycle's items, for the CLI's bar. */
  progress?(job: string, done: number, total: number): void;
}

export interface UpstreamsOptions {
  signal?: AbortSignal;
  /**
   * false: no budgets (tests against local fixtures, where the published budgets would only make
   * the suite wait; the budgets have tests and a bench of their own).
   */
  budgets?: boolean;
}

export function createUpstreams(config: Config, log: IngestLog, opts: UpstreamsOptions = {}): Upstreams {
  const onEvent = (e: UpstreamEvent) => log.warn({ upstream: e.upstream, event: e.kind }, e.detail);
  const u = config.upstreams;
  const { signal } = opts;
  const budgets = <T>(b: T): T | undefined => (opts.budgets === false ? undefined : b);
  return {
    hyperliquid: createUpstream({
      name: 'hyperliquid',
      baseUrl: u.HYPERLIQUID_URL,
      budgets: budgets(UPSTREAM_BUDGETS.hyperliquid),
      onEvent,
      signal,
    }),
    // One large document: the timeout covers the headers; the body may take as long as it keeps flowing.
    hyperliquidStats: createUpstream({
      name: 'hyperliquid-leaderboard',
      baseUrl: u.HYPERLIQUID_STATS_URL,
      timeoutMs: 30_000,
      streamIdleTimeoutMs: 30_000,
      onEvent,
      signal,
    }),
    binance: createUpstream({
      name: 'binance',
      baseUrl: u.BINANCE_FAPI_URL,
      budgets: budgets(UPSTREAM_BUDGETS.binance),
      onEvent,
      signal,
    }),
    bybit: createUpstream({
      name: 'bybit',
      baseUrl: u.BYBIT_URL,
      budgets: budgets(UPSTREAM_BUDGETS.bybit),
      rateLimitStatuses: UPSTREAM_RATE_LIMIT_STATUSES.bybit,
      // A rate limit reported in an HTTP 200 envelope pauses every caller, like a 429.
      detectRateLimit: bybitRateLimit,
      onEvent,
      signal,
    }),
    okx: createUpstream({
      name: 'okx',
      baseUrl: u.OKX_URL,
      budgets: budgets(UPSTREAM_BUDGETS.okx),
      detectRateLimit: okxRateLimit,
      onEvent,
      signal,
    }),
    ...plainUpstreams(config, opts, onEvent),
  };
}

/** The upstreams of on-chain data, options, ETF flows and news: a base address and a budget each. */
function plainUpstreams(
  config: Config,
  opts: UpstreamsOptions,
  onEvent: (e: UpstreamEvent) => void,
): Omit<Upstreams, 'hyperliquid' | 'hyperliquidStats' | 'binance' | 'bybit' | 'okx'> {
  const u = config.upstreams;
  const make = (name: string, baseUrl: string, budget: keyof typeof UPSTREAM_BUDGETS, timeoutMs = 15_000) =>
    createUpstream({
      name,
      baseUrl,
      budgets: opts.budgets === false ? undefined : UPSTREAM_BUDGETS[budget],
      timeoutMs,
      onEvent,
      signal: opts.signal,
    });
  return {
    defillama: make('defillama', u.DEFILLAMA_URL, 'defillama'),
    defillamaStablecoins: make('defillama-stablecoins', u.DEFILLAMA_STABLECOINS_URL, 'defillama'),
    // The pools document is large (~15-20k pools): give the body time to arrive.
    defillamaYields: make('defillama-yields', u.DEFILLAMA_YIELDS_URL, 'defillama', 60_000),
    mempool: make('mempool', u.MEMPOOL_URL, 'mempool'),
    ethRpc: make('eth-gas', u.ETH_RPC_URL, 'eth-gas'),
    coinmetrics: make('coinmetrics', u.COINMETRICS_URL, 'coinmetrics'),
    deribit: make('deribit', u.DERIBIT_URL, 'deribit'),
    etfFlows: make('etf-flows', u.ETF_FLOWS_URL, 'etf-flows'),
    news: make('news', '', 'news'),
  };
}
