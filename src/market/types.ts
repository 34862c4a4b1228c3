/**
 * The market view: the one read interface that signals and routes use.
 *
 * Two worlds implement it: the synthetic sandbox world (pure function of seed, symbol and
 * time) and the production world (tables written by collectors). Every method takes the
 * instant to answer "as of" explicitly, so the sandbox can run on an account's own clock.
 *
 * Conventions: times are Unix milliseconds (UTC); money is USD; rates and changes are
 * fractions (0.0001 = 0.01 %), never percent. Symbols are canonical bases ("BTC",
 * "TEST_BTC"); see market/symbols.ts for normalisation.
 */

/** Derivatives venues, in order of preference (the first with data leads a symbol's price). */
export const VENUES = ['binance', 'bybit', 'okx', 'hyperliquid'] as const;
export type Venue = (typeof VENUES)[number];
/**
 * The venues the sandbox simulates: the three with account long/short ratios. (Production adds
 * Hyperliquid; a sandbox read of it finds no series.)
 */
export const SANDBOX_VENUES = ['binance', 'bybit', 'okx'] as const satisfies readonly Venue[];

export type Side = 'long' | 'short';

export interface Market {
  venue: Venue;
  /** Canonical base, e.g. "BTC" or "TEST_BTC". */
  symbol: string;
  /** Venue-native instrument id, e.g. "BTCUSDT" (Binance), "BTC-USDT-SWAP" (OKX). */
  instrument: string;
  quote: 'USDT' | 'USD' | 'USDC';
}

export type CandleInterval = '1m' | '5m' | '15m' | '1h' | '4h' | '1d';

export interface Candle {
  /** Open time, ms. */
  t: number;
  o: number;
  h: number;
  l: number;
  c: number;
  /** Base-asset volume. */
  v: number;
}

/** Derivatives positioning of one symbol on one venue at one instant. */
export interface DerivativesPoint {
  venue: Venue;
  symbol: string;
  t: number;
  markPrice: number;
  /** Current funding rate per 8 h interval, fraction. */
  fundingRate: number;
  /** Next funding time, ms. */
  nextFundingTime: number;
  openInterestUsd: number;
  /** Accounts long / accounts short (the venue's newest account ratio), > 0; null where the venue publishes none (Hyperliquid). */
  longShortRatio: number | null;
  /** Production "now" reads: the newest point is past its freshness bound (served anyway). */
  stale?: true;
}

export interface Whale {
  address: string;
  /** Human label, e.g. "Accumulator" for the sandbox test whales; null when unknown. */
  label: string | null;
  /** Account value in USD. */
  accountValueUsd: number;
  /** All-time PnL in USD (leaderboard figure). */
  pnlAllTimeUsd: number;
  /** Traded volume over the last 24 h in USD. */
  volume24hUsd: number;
  /** Production "now" reads: the leaderboard figures are past their freshness bound. */
  stale?: true;
}

export interface WhalePosition {
  address: string;
  symbol: string;
  side: Side;
  sizeUsd: number;
  entryPrice: number;
  unrealizedPnlUsd: number;
  leverage: number;
  /** Production "now" reads: the whale's newest position snapshot is past its freshness bound. */
  stale?: true;
}

export type WhaleEventType = 'trade' | 'liquidation';

export interface WhaleEvent {
  /** Stable, unique id (deterministic in the sandbox). */
  id: string;
  t: number;
  address: string;
  label: string | null;
  symbol: string;
  type: WhaleEventType;
  /** buy = adds long / reduces short exposure; sell the opposite. */
  side: 'buy' | 'sell';
  sizeUsd: number;
  price: number;
}

export interface WhaleEventQuery {
  from: number;
  to: number;
  symbol?: string;
  /** Only these symbols (a caller's readable set); with symbol, both apply. */
  symbols?: readonly string[];
  type?: WhaleEventType;
  /** Only buys or only sells. */
  side?: WhaleEvent['side'];
  minUsd?: number;
  address?: string;
  /** Newest first, at most this many. */
  limit: number;
}

/** The market-wide on-chain figures, each part collected from its own upstream on its own schedule. */
export const ONCHAIN_PARTS = ['tvl', 'stablecoins', 'dex', 'yields', 'bitcoin', 'gas'] as const;
export type OnchainPart = (typeof ONCHAIN_PARTS)[number];

export interface YieldPool {
  /** The source's pool id (DefiLlama: a UUID). */
  pool: string;
  project: string;
  chain: string;
  symbol: string;
  /** Fractions, not percent (0.048 = 4.8 %); base and reward are null where the source has none. */
  apy: number;
  apyBase: number | null;
  apyReward: number | null;
  tvlUsd: number;
}

export interface OnchainParts {
  /** DefiLlama: TVL per chain, USD. */
  tvl: { byChain: Record<string, number> };
  /** DefiLlama stablecoins: total circulating USD and its changes (fractions; null when unknown). */
  stablecoins: { supplyUsd: number; change1d: number | null; change7d: number | null; change30d: number | null };
  /** DefiLlama DEX overview: 24 h volume in total and per chain; change over the previous 24 h (fraction). */
  dex: { volume24hUsd: number; byChain: Record<string, number>; change1d: number | null };
  /** DefiLlama yields: the largest pools by TVL. */
  yields: { pools: YieldPool[] };
  /** mempool.space: the Bitcoin network. */
  bitcoin: {
    blockHeight: number;
    hashrateEhs: number;
    difficulty: number;
    mempoolTxCount: number;
    /** Virtual size of the mempool, vbytes; null when the source leaves it out. */
    mempoolVsize: number | null;
    /** Recommended fee rates, sat/vB. */
    fees: { fastest: number; halfHour: number; hour: number; economy: number; minimum: number };
    /** The coming difficulty adjustment; null when the source leaves it out. */
    difficultyAdjustment: {
      progressPercent: number;
      /** Expected change, percent. */
      changePercent: number;
      remainingBlocks: number;
      /** Estimated time of the retarget, ms. */
      estimatedRetargetAt: number;
    } | null;
  };
  /** Ethereum JSON-RPC eth_feeHistory: base fee and priority-fee percentiles, gwei. */
  gas: {
    blockNumber: number;
    /** Base fee of the newest block. */
    baseFeeGwei: number;
    /** Base fee the next block will charge. */
    nextBaseFeeGwei: number;
    /** Priority fees paid over the recent blocks: 10th, 50th and 90th percentile (medians over the blocks). */
    priorityFeeGwei: { slow: number; standard: number; fast: number };
  };
}

/** One part as of an instant: when it was collected, and `stale` when older than its freshness bound. */
export interface OnchainReading<P extends OnchainPart = OnchainPart> {
  t: number;
  stale?: true;
  value: OnchainParts[P];
}

/**
 * Per-asset valuation and exchange-flow metrics. Production takes what the configured source
 * publishes: a figure it does not publish is null, never estimated.
 */
export interface AssetOnchain {
  symbol: string;
  t: number;
  /** Market value / realised value; null when the source has none. */
  mvrv: number | null;
  /** Net USD flow into exchanges over 24 h; negative = outflow (coins leaving exchanges). */
  exchangeNetflow24hUsd: number | null;
  /** Addresses holding >= 1,000 coins, now and 30 days earlier, and the coins they hold. */
  largeHolderCount: number | null;
  largeHolderCount30dAgo: number | null;
  largeHolderBalance: number | null;
  /** Count of transactions over $100k in the last 24 h, and the 7-day average. */
  largeTxCount24h: number | null;
  largeTxCount7dAvg: number | null;
  /** Set on reads of now when the newest figures are older than their freshness bound. */
  stale?: true;
}

export interface OptionsFlowItem {
  t: number;
  symbol: string;
  instrument: string;
  kind: 'call' | 'put';
  side: 'buy' | 'sell';
  strike: number;
  expiry: number;
  premiumUsd: number;
  notionalUsd: number;
  impliedVol: number;
}

/** Deribit's option book for one underlying at one instant, from the per-instrument summaries. */
export interface OptionsSummary {
  symbol: string;
  t: number;
  /** Index price of the underlying, USD. */
  underlyingPrice: number;
  /** Over the last 24 h, USD. */
  volume24hUsd: number;
  callVolume24hUsd: number;
  putVolume24hUsd: number;
  /** Open interest valued at the underlying price, USD. */
  openInterestUsd: number;
  callOpenInterestUsd: number;
  putOpenInterestUsd: number;
  /** Put OI / call OI (contracts); null without call OI. */
  putCallRatio: number | null;
  byExpiry: Array<{ expiry: number; callOpenInterest: number; putOpenInterest: number; volume24hUsd: number }>;
  /** The strikes with the most open interest (all expiries), largest first. */
  byStrike: Array<{ strike: number; callOpenInterest: number; putOpenInterest: number }>;
}

export interface EtfFlowDay {
  /** Day start, ms UTC. */
  t: number;
  asset: 'BTC' | 'ETH';
  netFlowUsd: number;
  byIssuer: Record<string, number>;
}

export interface NewsItem {
  id: string;
  t: number;
  kind: 'news' | 'macro';
  title: string;
  source: string;
  symbols: string[];
  /** -1 bearish .. +1 bullish. */
  sentiment: number;
  /** Link to the item, when the feed gives one. */
  url?: string | null;
}

/**
 * Everything confirmation scoring needs about one symbol at one instant, gathered in one call
 * so the hot path makes one read.
 */
/** Range series whose answers say when they have gone quiet. */
export type RangeSeries = 'options' | 'etf' | 'news';

export type SnapshotComponent = 'whales' | 'derivatives' | 'onchain';

/** A part of a snapshot that could not be used, and why (production: a source has no fresh data). */
export interface MissingInput {
  component: SnapshotComponent;
  /** With component "derivatives": the one venue left out (absent: no venue at all). */
  venue?: Venue;
  reason: string;
}

export interface MarketSnapshot {
  symbol: string;
  t: number;
  /** Mark price of the leading venue; null without derivatives. */
  price: number | null;
  /** The same venue's price 24 h earlier; null when unknown. */
  price24hAgo: number | null;
  derivatives: Array<{
    venue: Venue;
    fundingRate: number;
    openInterestUsd: number;
    /** Null when the venue has no point from about 24 h earlier (left out of the OI change). */
    openInterestUsd24hAgo: number | null;
    longShortRatio: number | null;
  }>;
  /** Null when no whale data is fresh (named in `missing`). */
  whales: {
    /** Whales with an open position in this symbol. */
    long: number;
    short: number;
    longNotionalUsd: number;
    shortNotionalUsd: number;
    /** Net whale buying minus selling over 24 h, USD. */
    netFlow24hUsd: number;
  } | null;
  /** Null when no on-chain input is fresh; an input left out is null (each named in `missing`). */
  onchain: {
    mvrv: number | null;
    exchangeNetflow24hUsd: number | null;
    stablecoinSupplyChange7d: number | null;
  } | null;
  /** Inputs left out of this snapshot, with why; empty when everything was there. */
  missing: MissingInput[];
}

/** The read interface. Production answers with DataUnavailable (503) where it has nothing. */
export interface MarketView {
  readonly world: 'sandbox' | 'production';
  /** The derivatives venues this world has, in order of preference. */
  readonly venues: readonly Venue[];
  /** Symbols this world knows, canonical bases. */
  symbols(): string[];
  markets(): Promise<Market[]>;
  candles(symbol: string, interval: CandleInterval, from: number, to: number): Promise<Candle[]>;
  derivatives(symbol: string, at: number): Promise<DerivativesPoint[]>;
  /** One point per venue per step in [from, to]. */
  derivativesHistory(
    symbol: string,
    venue: Venue,
    from: number,
    to: number,
    stepMs: number,
  ): Promise<DerivativesPoint[]>;
  whales(at: number): Promise<Whale[]>;
  whalePositions(at: number, symbol?: string): Promise<WhalePosition[]>;
  whaleEvents(query: WhaleEventQuery): Promise<WhaleEvent[]>;
  /** One market-wide on-chain part as of `at` (now: the newest, marked stale when old). */
  onchain<P extends OnchainPart>(part: P, at: number): Promise<OnchainReading<P>>;
  assetOnchain(symbol: string, at: number): Promise<AssetOnchain>;
  optionsFlow(symbol: string, from: number, to: number): Promise<OptionsFlowItem[]>;
  /** The option book as of `at` (now: the newest, marked stale when old); null: no options listed. */
  optionsSummary(symbol: string, at: number): Promise<(OptionsSummary & { stale?: true }) | null>;
  etfFlows(asset: 'BTC' | 'ETH', from: number, to: number): Promise<EtfFlowDay[]>;
  news(from: number, to: number, symbol?: string): Promise<NewsItem[]>;
  /**
   * When the newest row of a range series was recorded at or before `at` (null: never): answers
   * whose series has gone quiet past its freshness bound are marked stale. `key` is the options
   * underlying or the ETF asset.
   */
  newestOf(series: RangeSeries, at: number, key?: string): Promise<number | null>;
  snapshot(symbol: string, at: number): Promise<MarketSnapshot>;
}
