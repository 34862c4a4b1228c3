/**
 * All configuration, read from the environment once at boot. A bad value stops boot with
 * every problem listed at once, so an operator fixes them in one go.
 */

import { type NodeIntelConfig, readNodeIntelConfig } from './nodeintel/chains.ts';
import { parseNodeUrlKey } from './nodeintel/url-cipher.ts';

export type Role = 'api' | 'worker' | 'collector';
const ROLES: readonly Role[] = ['api', 'worker', 'collector'];
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Upstream base-address overrides: tests point them at local fixture servers. */
const UPSTREAM_DEFAULTS = {
  HYPERLIQUID_URL: 'https://api.hyperliquid.xyz',
  HYPERLIQUID_STATS_URL: 'https://stats-data.hyperliquid.xyz',
  BINANCE_FAPI_URL: 'https://fapi.binance.com',
  BYBIT_URL: 'https://api.bybit.com',
  OKX_URL: 'https://www.okx.com',
  DEFILLAMA_URL: 'https://api.llama.fi',
  DEFILLAMA_STABLECOINS_URL: 'https://stablecoins.llama.fi',
  DEFILLAMA_YIELDS_URL: 'https://yields.llama.fi',
  MEMPOOL_URL: 'https://mempool.space/api',
  ETH_RPC_URL: 'https://ethereum-rpc.publicnode.com',
  COINMETRICS_URL: 'https://community-api.coinmetrics.io/v4',
  DERIBIT_URL: 'https://www.deribit.com/api/v2',
  /** No public machine-readable source exists: unset until an operator points it at one (docs/sources.md). */
  ETF_FLOWS_URL: '',
} as const;
export type UpstreamName = keyof typeof UPSTREAM_DEFAULTS;

/** What LIVE_SOURCES may name: the collectors of this version (src/ingest/catalog.ts). */
export const LIVE_SOURCE_NAMES = [
  'hyperliquid',
  'binance',
  'bybit',
  'okx',
  'defillama',
  'mempool',
  'eth-gas',
  'coinmetrics',
  'deribit',
  'etf-flows',
  'news',
] as const;

/** Feeds read when NEWS_FEEDS is not set: public RSS feeds of crypto newsrooms. */
export const DEFAULT_NEWS_FEEDS = [
  'https://www.coindesk.com/arc/outboundfeeds/rss/',
  'https://cointelegraph.com/rss',
  'https://decrypt.co/feed',
];

export const ETF_FLOWS_FORMATS = ['auto', 'json', 'csv'] as const;
export type LiveSourceName = (typeof LIVE_SOURCE_NAMES)[number];

/** How often each collection job runs, and how much history is kept (docs/sources.md). */
export interface CollectionConfig {
  /** Funding, open interest and long/short ratios of every venue (and Hyperliquid's contexts), minutes. */
  derivativesEveryMin: number;
  /** Long/short account ratios (one call per market), minutes. */
  ratiosEveryMin: number;
  /** Each venue's market list, minutes. */
  marketsEveryMin: number;
  /** Candles (1 m and 1 h) of the plan symbols, minutes. */
  candlesEveryMin: number;
  /** Whale positions (and fills of the whales whose positions changed), minutes. */
  positionsEveryMin: number;
  /** The leaderboard and the whale selection, minutes. */
  leaderboardEveryMin: number;
  /** DefiLlama, mempool.space and Ethereum gas, minutes. */
  onchainEveryMin: number;
  /** Coin Metrics valuation and exchange flows (daily data), minutes. */
  valuationEveryMin: number;
  /** Deribit options book and prints, minutes. */
  optionsEveryMin: number;
  /** ETF flows (daily figures), minutes. */
  etfEveryMin: number;
  /** News feeds, minutes. */
  newsEveryMin: number;
  /** The news feeds read (NEWS_FEEDS); a URL ending in `#macro` is a macro calendar feed. */
  newsFeeds: string[];
  /** How ETF_FLOWS_URL's answer is read: by its content type (auto), or as JSON or CSV. */
  etfFlowsFormat: (typeof ETF_FLOWS_FORMATS)[number];
  /** How many whales to track (the top by month PnL among the eligible). */
  whales: number;
  /** Least account value for a whale, USD. */
  whaleMinAccountUsd: number;
  /** Days kept: derivatives points, position snapshots, whale events. */
  keepDerivativesDays: number;
  keepPositionsDays: number;
  keepEventsDays: number;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  redisUrl: string | null;
  logLevel: (typeof LOG_LEVELS)[number];
  adminToken: string | null;
  roles: Role[];
  /** The sources this instance collects (empty: none); LIVE_SOURCES=all is every one. */
  liveSources: LiveSourceName[];
  collection: CollectionConfig;
  upstreams: Record<UpstreamName, string>;
  webhookAllowPrivateNetworks: boolean;
  /** How often metered usage is written to the database, ms. */
  usageFlushMs: number;
  /**
   * Which proxies may set X-Forwarded-For (Fastify's trustProxy): false (default, the client
   * address is the socket's), true (any), a hop count, or a list of addresses and CIDR ranges.
   * Per-address limits (bad keys, public sandbox keys) count the address this yields.
   */
  trustProxy: boolean | number | string[];
  /** Longest time to receive a whole request (headers and body) before answering 408, ms. */
  requestTimeoutMs: number;
  /** Longest time to receive the request headers, ms (at most requestTimeoutMs). */
  headersTimeoutMs: number;
  /** How long an idle keep-alive connection stays open between requests, ms. */
  keepAliveTimeoutMs: number;
  /** A socket with no traffic in either direction for this long is closed, ms. */
  connectionTimeoutMs: number;
  /** On SIGTERM, how long in-flight requests may finish before every connection is closed, ms. */
  shutdownGraceMs: number;
  /** Node Intelligence: the extra chain id for local nodes, per-chain DEX address overrides, price. */
  nodeIntel: NodeIntelConfig;
  /**
   * The AES-256 key that seals customers' node URLs at rest (NODE_URL_KEY); null: a key kept in
   * DATA_DIR (node-url.key). Instances sharing a database must share this key.
   */
  nodeUrlKey: Buffer | null;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const str = (name: string): string | undefined => {
    const v = env[name]?.trim();
    return v === '' ? undefined : v;
  };
  const int = (name: string, fallback: number, min: number, max: number): number => {
    const raw = str(name);
    if (raw === undefined) return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min || n > max) {
      problems.push(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
      return fallback;
    }
    return n;
  };
  const url = (name: string, protocols: string[]): string | null => {
    const raw = str(name);
    if (raw === undefined) return null;
    try {
      const u = new URL(raw);
      if (!protocols.includes(u.protocol))
        problems.push(`${name} must use ${protocols.join(' or ')}, got "${u.protocol}"`);
    } catch {
      problems.push(`${name} is not a valid URL`);
    }
    return raw;
  };
  const bool = (name: string, fallback: boolean): boolean => {
    const raw = str(name)?.toLowerCase();
    if (raw === undefined) return fallback;
    if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
    if (['0', 'false', 'no', 'off'].includes(raw)) return false;
    problems.push(`${name} must be true or false, got "${raw}"`);
    return fallback;
  };

  const logLevel = (str('LOG_LEVEL') ?? 'info') as Config['logLevel'];
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);

  const adminToken = str('ADMIN_TOKEN') ?? null;
  if (adminToken !== null && adminToken.length < 16) problems.push('ADMIN_TOKEN must be at least 16 characters');

  // Every role by default: one `npm start` serves, delivers and (with LIVE_SOURCES) collects.
  const roles = (str('ROLES') ?? 'api,worker,collector').split(',').map((r) => r.trim()) as Role[];
  for (const r of roles)
    if (!ROLES.includes(r)) problems.push(`ROLES has unknown role "${r}" (allowed: ${ROLES.join(', ')})`);

  const liveRaw = (str('LIVE_SOURCES') ?? 'none').toLowerCase();
  const named = liveRaw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const liveSources: LiveSourceName[] =
    liveRaw === 'none' ? [] : liveRaw === 'all' ? [...LIVE_SOURCE_NAMES] : (named as LiveSourceName[]);
  for (const s of named) {
    if (liveRaw !== 'all' && liveRaw !== 'none' && !(LIVE_SOURCE_NAMES as readonly string[]).includes(s)) {
      problems.push(`LIVE_SOURCES has unknown source "${s}" (allowed: none, all, ${LIVE_SOURCE_NAMES.join(', ')})`);
    }
  }

  const upstreams = {} as Record<UpstreamName, string>;
  for (const [name, fallback] of Object.entries(UPSTREAM_DEFAULTS) as [UpstreamName, string][]) {
    upstreams[name] = url(name, ['http:', 'https:']) ?? fallback;
  }

  const newsFeeds = (str('NEWS_FEEDS') ?? DEFAULT_NEWS_FEEDS.join(','))
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  for (const feed of newsFeeds) {
    if (!URL.canParse(feed) || !['http:', 'https:'].includes(new URL(feed).protocol)) {
      problems.push(`NEWS_FEEDS has "${feed}", which is not an http(s) URL`);
    }
  }
  const etfFlowsFormat = (str('ETF_FLOWS_FORMAT') ?? 'auto').toLowerCase() as CollectionConfig['etfFlowsFormat'];
  if (!ETF_FLOWS_FORMATS.includes(etfFlowsFormat)) {
    problems.push(`ETF_FLOWS_FORMAT must be one of ${ETF_FLOWS_FORMATS.join(', ')}, got "${etfFlowsFormat}"`);
  }

  const trustRaw = str('TRUST_PROXY')?.toLowerCase() ?? 'false';
  const trustProxy: Config['trustProxy'] = ['0', 'false', 'no', 'off'].includes(trustRaw)
    ? false
    : ['true', 'yes', 'on'].includes(trustRaw)
      ? true
      : /^[1-9][0-9]?$/.test(trustRaw)
        ? Number(trustRaw)
        : trustRaw.split(',').map((a) => a.trim());
  if (Array.isArray(trustProxy) && trustProxy.some((a) => !/^[0-9a-f.:]+(\/[0-9]{1,3})?$/.test(a))) {
    problems.push('TRUST_PROXY must be true, false, a hop count or a comma list of addresses/CIDR ranges');
  }

  const config: Config = {
    port: int('PORT', 8080, 0, 65535),
    host: str('HOST') ?? '127.0.0.1',
    dataDir: str('DATA_DIR') ?? './data',
    databaseUrl: url('DATABASE_URL', ['postgres:', 'postgresql:']),
    redisUrl: url('REDIS_URL', ['redis:', 'rediss:']),
    logLevel,
    adminToken,
    roles,
    liveSources,
    collection: {
      derivativesEveryMin: int('COLLECT_DERIVATIVES_EVERY_MIN', 1, 1, 1440),
      ratiosEveryMin: int('COLLECT_RATIOS_EVERY_MIN', 5, 1, 1440),
      marketsEveryMin: int('COLLECT_MARKETS_EVERY_MIN', 60, 1, 10_080),
      candlesEveryMin: int('COLLECT_CANDLES_EVERY_MIN', 5, 1, 1440),
      positionsEveryMin: int('COLLECT_POSITIONS_EVERY_MIN', 1, 1, 1440),
      onchainEveryMin: int('COLLECT_ONCHAIN_EVERY_MIN', 10, 1, 1440),
      valuationEveryMin: int('COLLECT_VALUATION_EVERY_MIN', 60, 5, 1440),
      optionsEveryMin: int('COLLECT_OPTIONS_EVERY_MIN', 5, 1, 1440),
      etfEveryMin: int('COLLECT_ETF_EVERY_MIN', 60, 5, 1440),
      newsEveryMin: int('COLLECT_NEWS_EVERY_MIN', 5, 1, 1440),
      newsFeeds,
      etfFlowsFormat,
      leaderboardEveryMin: int('COLLECT_LEADERBOARD_EVERY_MIN', 60, 5, 10_080),
      whales: int('WHALES_TRACKED', 600, 1, 5_000),
      whaleMinAccountUsd: int('WHALES_MIN_ACCOUNT_USD', 1_000_000, 0, 1_000_000_000),
      keepDerivativesDays: int('KEEP_DERIVATIVES_DAYS', 30, 2, 3_650),
      keepPositionsDays: int('KEEP_POSITIONS_DAYS', 7, 1, 3_650),
      keepEventsDays: int('KEEP_EVENTS_DAYS', 180, 1, 3_650),
    },
    upstreams,
    webhookAllowPrivateNetworks: bool('WEBHOOK_ALLOW_PRIVATE_NETWORKS', false),
    usageFlushMs: int('USAGE_FLUSH_MS', 5_000, 50, 3_600_000),
    trustProxy,
    requestTimeoutMs: int('REQUEST_TIMEOUT_MS', 30_000, 100, 600_000),
    headersTimeoutMs: int('HEADERS_TIMEOUT_MS', 10_000, 100, 600_000),
    keepAliveTimeoutMs: int('KEEP_ALIVE_TIMEOUT_MS', 5_000, 100, 600_000),
    connectionTimeoutMs: int('CONNECTION_TIMEOUT_MS', 60_000, 100, 3_600_000),
    shutdownGraceMs: int('SHUTDOWN_GRACE_MS', 5_000, 0, 600_000),
    nodeIntel: readNodeIntelConfig(env, problems),
    nodeUrlKey: null,
  };
  const rawNodeKey = str('NODE_URL_KEY');
  if (rawNodeKey !== undefined) {
    config.nodeUrlKey = parseNodeUrlKey(rawNodeKey);
    if (!config.nodeUrlKey) problems.push('NODE_URL_KEY must be 32 bytes: 64 hex digits or 44 base64 characters');
  }
  // Node refuses a headers deadline later than the whole-request deadline.
  if (config.headersTimeoutMs > config.requestTimeoutMs)
    problems.push('HEADERS_TIMEOUT_MS must not exceed REQUEST_TIMEOUT_MS');
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
