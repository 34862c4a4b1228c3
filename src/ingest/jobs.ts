/**
 * The collection jobs: what each runs, which upstream's status it reports, how often. One list
 * for the scheduler (durable pg-boss schedules) and for `msig ingest --once`.
 */
import type { CollectionConfig, LiveSourceName } from '../config.ts';
import { collectBitcoinNetwork } from './collectors/bitcoin-network.ts';
import { collectCandles } from './collectors/candles.ts';
import { collectDefiLlama, collectStablecoins, collectYields } from './collectors/defillama.ts';
import { collectHyperliquidContexts, collectVenue } from './collectors/derivatives.ts';
import { collectEtfFlows } from './collectors/etf-flows.ts';
import { collectEthGas } from './collectors/eth-gas.ts';
import { collectNews } from './collectors/news.ts';
import { backfillOpenInterest } from './collectors/open-interest-history.ts';
import { collectOptions } from './collectors/options.ts';
import { collectValuation } from './collectors/valuation.ts';
import { collectLeaderboard, collectPositions } from './collectors/whales.ts';
import type { IngestContext } from './context.ts';
import type { CycleResult } from './cycle.ts';
import { pruneHistory } from './retention.ts';

export interface Job {
  /** Queue name, e.g. "collect-binance". */
  name: string;
  /** The LIVE_SOURCES name that turns it on; null: runs whenever anything is collected. */
  source: LiveSourceName | null;
  /** The upstream whose status the job reports. */
  upstream: string;
  everyMin: (c: CollectionConfig) => number;
  run: (ctx: IngestContext) => Promise<CycleResult>;
}

export const JOBS: readonly Job[] = [
  {
    name: 'collect-hyperliquid-leaderboard',
    source: 'hyperliquid',
    upstream: 'hyperliquid-leaderboard',
    everyMin: (c) => c.leaderboardEveryMin,
    run: collectLeaderboard,
  },
  {
    name: 'collect-hyperliquid-positions',
    source: 'hyperliquid',
    upstream: 'hyperliquid',
    everyMin: (c) => c.positionsEveryMin,
    run: collectPositions,
  },
  {
    name: 'collect-hyperliquid-contexts',
    source: 'hyperliquid',
    upstream: 'hyperliquid',
    everyMin: (c) => c.derivativesEveryMin,
    run: collectHyperliquidContexts,
  },
  ...(['binance', 'bybit', 'okx'] as const).flatMap((venue): Job[] => [
    {
      name: `collect-${venue}`,
      source: venue,
      upstream: venue,
      everyMin: (c) => c.derivativesEveryMin,
      run: (ctx) => collectVenue(ctx, venue, { ratios: false }),
    },
    {
      name: `collect-${venue}-ratios`,
      source: venue,
      upstream: venue,
      everyMin: (c) => c.ratiosEveryMin,
      run: (ctx) => collectVenue(ctx, venue, { ratios: true }),
    },
    {
      name: `collect-${venue}-oi-history`,
      source: venue,
      upstream: venue,
      everyMin: () => 60,
      run: (ctx) => backfillOpenInterest(ctx, venue),
    },
  ]),
  {
    name: 'collect-binance-candles',
    source: 'binance',
    upstream: 'binance',
    everyMin: (c) => c.candlesEveryMin,
    run: collectCandles,
  },
  {
    name: 'collect-defillama',
    source: 'defillama',
    upstream: 'defillama',
    everyMin: (c) => c.onchainEveryMin,
    run: (ctx) => collectDefiLlama(ctx),
  },
  {
    name: 'collect-defillama-stablecoins',
    source: 'defillama',
    upstream: 'defillama-stablecoins',
    everyMin: (c) => c.onchainEveryMin,
    run: collectStablecoins,
  },
  {
    // Pools move daily and the document is large: hourly at most.
    name: 'collect-defillama-yields',
    source: 'defillama',
    upstream: 'defillama-yields',
    everyMin: (c) => Math.max(60, c.onchainEveryMin),
    run: (ctx) => collectYields(ctx),
  },
  {
    name: 'collect-bitcoin-network',
    source: 'mempool',
    upstream: 'mempool',
    everyMin: (c) => c.onchainEveryMin,
    run: collectBitcoinNetwork,
  },
  {
    name: 'collect-eth-gas',
    source: 'eth-gas',
    upstream: 'eth-gas',
    everyMin: (c) => c.onchainEveryMin,
    run: collectEthGas,
  },
  {
    name: 'collect-valuation',
    source: 'coinmetrics',
    upstream: 'coinmetrics',
    everyMin: (c) => c.valuationEveryMin,
    run: collectValuation,
  },
  {
    name: 'collect-deribit-options',
    source: 'deribit',
    upstream: 'deribit',
    everyMin: (c) => c.optionsEveryMin,
    run: collectOptions,
  },
  {
    name: 'collect-etf-flows',
    source: 'etf-flows',
    upstream: 'etf-flows',
    everyMin: (c) => c.etfEveryMin,
    run: collectEtfFlows,
  },
  { name: 'collect-news', source: 'news', upstream: 'news', everyMin: (c) => c.newsEveryMin, run: collectNews },
  { name: 'prune-history', source: null, upstream: 'retention', everyMin: () => 60, run: pruneHistory },
];

/** The jobs LIVE_SOURCES turns on, in dependency order (the leaderboard before positions). */
export function jobsFor(sources: readonly LiveSourceName[]): Job[] {
  if (sources.length === 0) return [];
  return JOBS.filter((j) => j.source === null || sources.includes(j.source));
}
