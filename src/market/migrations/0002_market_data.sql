-- Market data written by the collectors and read by the production market view
-- (src/market/tables.ts describes the same tables). Times are Unix ms.

CREATE TABLE markets (
  venue text NOT NULL,
  symbol text NOT NULL,
  instrument text NOT NULL,
  quote text NOT NULL,
  updated_at bigint NOT NULL,
  CONSTRAINT markets_pkey PRIMARY KEY (venue, symbol)
);

CREATE TABLE derivatives_points (
  venue text NOT NULL,
  symbol text NOT NULL,
  t bigint NOT NULL,
  mark_price double precision NOT NULL,
  funding_rate double precision NOT NULL,
  next_funding_time bigint NOT NULL,
  open_interest_usd double precision NOT NULL,
  long_short_ratio double precision NOT NULL,
  CONSTRAINT derivatives_points_pkey PRIMARY KEY (symbol, venue, t)
);

CREATE TABLE candles (
  source text NOT NULL,
  symbol text NOT NULL,
  interval text NOT NULL,
  t bigint NOT NULL,
  o double precision NOT NULL,
  h double precision NOT NULL,
  l double precision NOT NULL,
  c double precision NOT NULL,
  v double precision NOT NULL,
  CONSTRAINT candles_pkey PRIMARY KEY (symbol, interval, source, t)
);

CREATE TABLE whales (
  address text PRIMARY KEY,
  label text,
  account_value_usd double precision NOT NULL,
  pnl_all_time_usd double precision NOT NULL,
  volume_24h_usd double precision NOT NULL,
  updated_at bigint NOT NULL
);
CREATE INDEX whales_updated_at_idx ON whales (updated_at);

CREATE TABLE whale_position_snapshots (
  address text NOT NULL,
  t bigint NOT NULL,
  CONSTRAINT whale_position_snapshots_pkey PRIMARY KEY (address, t)
);
CREATE INDEX whale_position_snapshots_t_idx ON whale_position_snapshots (t);

CREATE TABLE whale_positions (
  address text NOT NULL,
  t bigint NOT NULL,
  symbol text NOT NULL,
  side text NOT NULL,
  size_usd double precision NOT NULL,
  entry_price double precision NOT NULL,
  unrealized_pnl_usd double precision NOT NULL,
  leverage double precision NOT NULL,
  CONSTRAINT whale_positions_pkey PRIMARY KEY (address, t, symbol),
  CONSTRAINT whale_positions_side_check CHECK (side IN ('long', 'short'))
);
CREATE INDEX whale_positions_symbol_t_idx ON whale_positions (symbol, t);

CREATE TABLE whale_events (
  id text PRIMARY KEY,
  t bigint NOT NULL,
  address text NOT NULL,
  symbol text NOT NULL,
  type text NOT NULL,
  side text NOT NULL,
  size_usd double precision NOT NULL,
  price double precision NOT NULL,
  CONSTRAINT whale_events_type_check CHECK (type IN ('trade', 'liquidation')),
  CONSTRAINT whale_events_side_check CHECK (side IN ('buy', 'sell'))
);
CREATE INDEX whale_events_t_idx ON whale_events (t);
CREATE INDEX whale_events_symbol_t_idx ON whale_events (symbol, t);
CREATE INDEX whale_events_address_t_idx ON whale_events (address, t);

CREATE TABLE onchain_snapshots (
  t bigint PRIMARY KEY,
  payload jsonb NOT NULL
);

CREATE TABLE asset_onchain (
  symbol text NOT NULL,
  t bigint NOT NULL,
  mvrv double precision NOT NULL,
  exchange_netflow_24h_usd double precision NOT NULL,
  large_holder_count double precision NOT NULL,
  large_holder_count_30d_ago double precision NOT NULL,
  large_holder_balance double precision NOT NULL,
  large_tx_count_24h double precision NOT NULL,
  large_tx_count_7d_avg double precision NOT NULL,
  CONSTRAINT asset_onchain_pkey PRIMARY KEY (symbol, t)
);

CREATE TABLE options_flow (
  id text PRIMARY KEY,
  t bigint NOT NULL,
  symbol text NOT NULL,
  instrument text NOT NULL,
  kind text NOT NULL,
  side text NOT NULL,
  strike double precision NOT NULL,
  expiry bigint NOT NULL,
  premium_usd double precision NOT NULL,
  notional_usd double precision NOT NULL,
  implied_vol double precision NOT NULL,
  CONSTRAINT options_flow_kind_check CHECK (kind IN ('call', 'put')),
  CONSTRAINT options_flow_side_check CHECK (side IN ('buy', 'sell'))
);
CREATE INDEX options_flow_symbol_t_idx ON options_flow (symbol, t);

CREATE TABLE etf_flows (
  asset text NOT NULL,
  t bigint NOT NULL,
  net_flow_usd double precision NOT NULL,
  by_issuer jsonb NOT NULL,
  CONSTRAINT etf_flows_pkey PRIMARY KEY (asset, t),
  CONSTRAINT etf_flows_asset_check CHECK (asset IN ('BTC', 'ETH'))
);

CREATE TABLE news_items (
  id text PRIMARY KEY,
  t bigint NOT NULL,
  kind text NOT NULL,
  title text NOT NULL,
  source text NOT NULL,
  symbols text[] NOT NULL,
  sentiment double precision NOT NULL,
  CONSTRAINT news_items_kind_check CHECK (kind IN ('news', 'macro'))
);
CREATE INDEX news_items_t_idx ON news_items (t);
CREATE INDEX news_items_symbols_idx ON news_items USING gin (symbols);
