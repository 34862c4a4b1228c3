/**
 * Market-data tables written by the collectors and read by the production market view.
 * market/migrations/0002_market_data.sql creates exactly these.
 *
 * Conventions: times are Unix milliseconds in bigint columns (mode 'number'); figures are double
 * precision; symbols are canonical bases (market/symbols.ts). Time series are keyed so that the
 * primary key doubles as the (symbol, …, t) index the view reads newest-first.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, doublePrecision, index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { OnchainPart, OnchainParts, OptionsSummary } from './types.ts';

const ms = (name: string) => bigint(name, { mode: 'number' });
const num = (name: string) => doublePrecision(name);

/** Perpetual instruments per venue. Refreshed by the collectors; rows of delisted ones simply stop updating. */
export const markets = pgTable(
  'markets',
  {
    venue: text('venue').notNull(),
    symbol: text('symbol').notNull(),
    instrument: text('instrument').notNull(),
    quote: text('quote').notNull(),
    /** Asset units per quoted unit (1000 for 1000PEPEUSDT / kPEPE). */
    multiplier: num('multiplier').notNull().default(1),
    /** Quoted units per contract (OKX ctVal). */
    contractSize: num('contract_size').notNull().default(1),
    fundingIntervalHours: num('funding_interval_hours').notNull().default(8),
    updatedAt: ms('updated_at').notNull(),
  },
  (t) => [primaryKey({ name: 'markets_pkey', columns: [t.venue, t.symbol] })],
);

/** One derivatives reading of one symbol on one venue (a column set for the two tables below). */
const derivativesColumns = () => ({
  venue: text('venue').notNull(),
  symbol: text('symbol').notNull(),
  t: ms('t').notNull(),
  markPrice: num('mark_price').notNull(),
  fundingRate: num('funding_rate').notNull(),
  nextFundingTime: ms('next_funding_time').notNull(),
  openInterestUsd: num('open_interest_usd').notNull(),
  /** Null where the venue publishes no long/short account ratio (Hyperliquid). */
  longShortRatio: num('long_short_ratio'),
});

/** Funding, open interest and long/short ratio per venue, one row per poll. */
export const derivativesPoints = pgTable(
  'derivatives_points',
  derivativesColumns(),
  // Symbol first: the hot read is "newest point per venue for one symbol at or before t".
  (t) => [
    primaryKey({ name: 'derivatives_points_pkey', columns: [t.symbol, t.venue, t.t] }),
    index('derivatives_points_t_idx').on(t.t),
  ],
);

/** The newest point of each (symbol, venue) whatever its age: what "now" reads. */
export const derivativesLatest = pgTable('derivatives_latest', derivativesColumns(), (t) => [
  primaryKey({ name: 'derivatives_latest_pkey', columns: [t.symbol, t.venue] }),
]);

/** OHLCV by open time. `source` is a venue, or 'composite' for the series the view prefers. */
export const candles = pgTable(
  'candles',
  {
    source: text('source').notNull(),
    symbol: text('symbol').notNull(),
    interval: text('interval').notNull(),
    t: ms('t').notNull(),
    o: num('o').notNull(),
    h: num('h').notNull(),
    l: num('l').notNull(),
    c: num('c').notNull(),
    v: num('v').notNull(),
  },
  (t) => [primaryKey({ name: 'candles_pkey', columns: [t.symbol, t.interval, t.source, t.t] })],
);

/** Tracked whale accounts (leaderboard figures). A current table: no history is kept. */
export const whales = pgTable(
  'whales',
  {
    address: text('address').primaryKey(),
    label: text('label'),
    accountValueUsd: num('account_value_usd').notNull(),
    pnlAllTimeUsd: num('pnl_all_time_usd').notNull(),
    volume24hUsd: num('volume_24h_usd').notNull(),
    updatedAt: ms('updated_at').notNull(),
    /** When the whale left the tracked set (no longer meets the selection rule); null while tracked. */
    removedAt: ms('removed_at'),
    /** Time of the whale's newest position snapshot. */
    positionsAt: ms('positions_at'),
    /** Up to when the whale's fills have been read into whale_events. */
    fillsAt: ms('fills_at'),
  },
  (t) => [index('whales_updated_at_idx').on(t.updatedAt)],
);

/**
 * One row per poll of a whale's positions, even when it holds none: without it a whale that
 * closed everything would keep showing its last open positions.
 */
export const whalePositionSnapshots = pgTable(
  'whale_position_snapshots',
  {
    address: text('address').notNull(),
    t: ms('t').notNull(),
  },
  (t) => [
    primaryKey({ name: 'whale_position_snapshots_pkey', columns: [t.address, t.t] }),
    index('whale_position_snapshots_t_idx').on(t.t),
  ],
);

/** The open positions seen by one snapshot (address, t). One-way mode: one position per coin. */
export const whalePositions = pgTable(
  'whale_positions',
  {
    address: text('address').notNull(),
    t: ms('t').notNull(),
    symbol: text('symbol').notNull(),
    side: text('side').notNull(),
    sizeUsd: num('size_usd').notNull(),
    entryPrice: num('entry_price').notNull(),
    unrealizedPnlUsd: num('unrealized_pnl_usd').notNull(),
    leverage: num('leverage').notNull(),
  },
  (t) => [
    primaryKey({ name: 'whale_positions_pkey', columns: [t.address, t.t, t.symbol] }),
    index('whale_positions_symbol_t_idx').on(t.symbol, t.t),
    check('whale_positions_side_check', sql`${t.side} IN ('long', 'short')`),
  ],
);

/** Whale fills and liquidations. The label is joined from `whales` when read. */
export const whaleEvents = pgTable(
  'whale_events',
  {
    id: text('id').primaryKey(),
    t: ms('t').notNull(),
    address: text('address').notNull(),
    symbol: text('symbol').notNull(),
    type: text('type').notNull(),
    side: text('side').notNull(),
    sizeUsd: num('size_usd').notNull(),
    price: num('price').notNull(),
  },
  (t) => [
    index('whale_events_t_idx').on(t.t),
    index('whale_events_symbol_t_idx').on(t.symbol, t.t),
    index('whale_events_address_t_idx').on(t.address, t.t),
    check('whale_events_type_check', sql`${t.type} IN ('trade', 'liquidation')`),
    check('whale_events_side_check', sql`${t.side} IN ('buy', 'sell')`),
  ],
);

/** Market-wide on-chain parts (DefiLlama, mempool.space, gas), each stored whole as its domain shape. */
export const onchainParts = pgTable(
  'onchain_parts',
  {
    part: text('part').$type<OnchainPart>().notNull(),
    t: ms('t').notNull(),
    payload: jsonb('payload').$type<OnchainParts[OnchainPart]>().notNull(),
  },
  (t) => [primaryKey({ name: 'onchain_parts_pkey', columns: [t.part, t.t] }), index('onchain_parts_t_idx').on(t.t)],
);

/** Deribit's option book per underlying, summarised at each poll. */
export const optionsSummaries = pgTable(
  'options_summaries',
  {
    symbol: text('symbol').notNull(),
    t: ms('t').notNull(),
    payload: jsonb('payload').$type<OptionsSummary>().notNull(),
  },
  (t) => [
    primaryKey({ name: 'options_summaries_pkey', columns: [t.symbol, t.t] }),
    index('options_summaries_t_idx').on(t.t),
  ],
);

/** Per-asset valuation and exchange flows (Coin Metrics community data is daily). */
export const assetOnchain = pgTable(
  'asset_onchain',
  {
    symbol: text('symbol').notNull(),
    t: ms('t').notNull(),
    mvrv: num('mvrv'),
    exchangeNetflow24hUsd: num('exchange_netflow_24h_usd'),
    largeHolderCount: num('large_holder_count'),
    largeHolderCount30dAgo: num('large_holder_count_30d_ago'),
    largeHolderBalance: num('large_holder_balance'),
    largeTxCount24h: num('large_tx_count_24h'),
    largeTxCount7dAvg: num('large_tx_count_7d_avg'),
  },
  (t) => [primaryKey({ name: 'asset_onchain_pkey', columns: [t.symbol, t.t] }), index('asset_onchain_t_idx').on(t.t)],
);

/** Large options prints (Deribit); `id` is the venue's trade id. */
export const optionsFlow = pgTable(
  'options_flow',
  {
    id: text('id').primaryKey(),
    t: ms('t').notNull(),
    symbol: text('symbol').notNull(),
    instrument: text('instrument').notNull(),
    kind: text('kind').notNull(),
    side: text('side').notNull(),
    strike: num('strike').notNull(),
    expiry: ms('expiry').notNull(),
    premiumUsd: num('premium_usd').notNull(),
    notionalUsd: num('notional_usd').notNull(),
    impliedVol: num('implied_vol').notNull(),
  },
  (t) => [
    index('options_flow_symbol_t_idx').on(t.symbol, t.t),
    check('options_flow_kind_check', sql`${t.kind} IN ('call', 'put')`),
    check('options_flow_side_check', sql`${t.side} IN ('buy', 'sell')`),
  ],
);

/** Spot ETF net flows per UTC day (t = day start). */
export const etfFlows = pgTable(
  'etf_flows',
  {
    asset: text('asset').notNull(),
    t: ms('t').notNull(),
    netFlowUsd: num('net_flow_usd').notNull(),
    byIssuer: jsonb('by_issuer').$type<Record<string, number>>().notNull(),
  },
  (t) => [
    primaryKey({ name: 'etf_flows_pkey', columns: [t.asset, t.t] }),
    check('etf_flows_asset_check', sql`${t.asset} IN ('BTC', 'ETH')`),
  ],
);

/** Headlines and macro events; macro items carry no symbols and pass any symbol filter. */
export const newsItems = pgTable(
  'news_items',
  {
    id: text('id').primaryKey(),
    t: ms('t').notNull(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    source: text('source').notNull(),
    symbols: text('symbols').array().notNull(),
    sentiment: num('sentiment').notNull(),
    url: text('url'),
  },
  (t) => [
    index('news_items_t_idx').on(t.t),
    index('news_items_symbols_idx').using('gin', t.symbols),
    check('news_items_kind_check', sql`${t.kind} IN ('news', 'macro')`),
  ],
);

/** Whales entering or leaving the tracked set (the selection rule runs on every leaderboard refresh). */
export const whaleSetChanges = pgTable(
  'whale_set_changes',
  {
    t: ms('t').notNull(),
    address: text('address').notNull(),
    change: text('change').notNull(),
    accountValueUsd: num('account_value_usd'),
  },
  (t) => [
    primaryKey({ name: 'whale_set_changes_pkey', columns: [t.address, t.t] }),
    index('whale_set_changes_t_idx').on(t.t),
    check('whale_set_changes_change_check', sql`${t.change} IN ('added', 'removed')`),
  ],
);

/** Hourly open interest read back from a venue's history endpoint (the 24-hours-ago reference at start). */
export const openInterestHistory = pgTable(
  'open_interest_history',
  {
    venue: text('venue').notNull(),
    symbol: text('symbol').notNull(),
    t: ms('t').notNull(),
    openInterestUsd: num('open_interest_usd').notNull(),
  },
  (t) => [
    primaryKey({ name: 'open_interest_history_pkey', columns: [t.symbol, t.venue, t.t] }),
    index('open_interest_history_t_idx').on(t.t),
  ],
);
