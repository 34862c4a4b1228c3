/**
 * Every upstream the service reads, what it feeds, and how long its data stays fresh: the list
 * /v1/status/sources reports on. A source is collected when LIVE_SOURCES names its collector;
 * upstreams whose collector this version does not have are listed as disabled, so operators see
 * the whole picture and what is not there yet.
 */
import type { LiveSourceName, UpstreamName } from '../config.ts';
import { FRESH_FOR } from '../market/snapshot-assembly.ts';

export interface UpstreamEntry {
  /** The name /v1/status/sources and the logs use. */
  name: string;
  /** The setting that points it elsewhere (a mirror, a fixture server). */
  setting: UpstreamName | 'NEWS_FEEDS';
  /** What it feeds. */
  feeds: 'whales' | 'derivatives' | 'onchain' | 'options' | 'etf' | 'news';
  /** The collector that reads it; null: none in this version. */
  collector: LiveSourceName | null;
  /** A success older than this leaves the source down (its data is served marked stale). */
  freshForMs: number;
}

export const UPSTREAMS: readonly UpstreamEntry[] = [
  {
    name: 'hyperliquid-leaderboard',
    setting: 'HYPERLIQUID_STATS_URL',
    feeds: 'whales',
    collector: 'hyperliquid',
    freshForMs: FRESH_FOR.whaleSet,
  },
  {
    name: 'hyperliquid',
    setting: 'HYPERLIQUID_URL',
    feeds: 'whales',
    collector: 'hyperliquid',
    freshForMs: FRESH_FOR.derivatives,
  },
  {
    name: 'binance',
    setting: 'BINANCE_FAPI_URL',
    feeds: 'derivatives',
    collector: 'binance',
    freshForMs: FRESH_FOR.derivatives,
  },
  { name: 'bybit', setting: 'BYBIT_URL', feeds: 'derivatives', collector: 'bybit', freshForMs: FRESH_FOR.derivatives },
  { name: 'okx', setting: 'OKX_URL', feeds: 'derivatives', collector: 'okx', freshForMs: FRESH_FOR.derivatives },
  {
    name: 'defillama',
    setting: 'DEFILLAMA_URL',
    feeds: 'onchain',
    collector: 'defillama',
    freshForMs: FRESH_FOR.onchain,
  },
  {
    name: 'defillama-stablecoins',
    setting: 'DEFILLAMA_STABLECOINS_URL',
    feeds: 'onchain',
    collector: 'defillama',
    freshForMs: FRESH_FOR.onchain,
  },
  {
    name: 'defillama-yields',
    setting: 'DEFILLAMA_YIELDS_URL',
    feeds: 'onchain',
    collector: 'defillama',
    freshForMs: FRESH_FOR.onchain,
  },
  { name: 'mempool', setting: 'MEMPOOL_URL', feeds: 'onchain', collector: 'mempool', freshForMs: FRESH_FOR.onchain },
  { name: 'eth-gas', setting: 'ETH_RPC_URL', feeds: 'onchain', collector: 'eth-gas', freshForMs: FRESH_FOR.onchain },
  {
    name: 'coinmetrics',
    setting: 'COINMETRICS_URL',
    feeds: 'onchain',
    collector: 'coinmetrics',
    freshForMs: FRESH_FOR.assetOnchain,
  },
  { name: 'deribit', setting: 'DERIBIT_URL', feeds: 'options', collector: 'deribit', freshForMs: FRESH_FOR.options },
  { name: 'etf-flows', setting: 'ETF_FLOWS_URL', feeds: 'etf', collector: 'etf-flows', freshForMs: FRESH_FOR.etf },
  { name: 'news', setting: 'NEWS_FEEDS', feeds: 'news', collector: 'news', freshForMs: FRESH_FOR.news },
];
