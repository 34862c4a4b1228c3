-- Live data II: each market-wide on-chain part comes from its own upstream on its own schedule,
-- so each is stored and aged on its own (a late gas reading must not make TVL look stale).
CREATE TABLE onchain_parts (
  part text NOT NULL,
  t bigint NOT NULL,
  payload jsonb NOT NULL,
  CONSTRAINT onchain_parts_pkey PRIMARY KEY (part, t),
  CONSTRAINT onchain_parts_part_check CHECK (part IN ('tvl', 'stablecoins', 'dex', 'yields', 'bitcoin', 'gas'))
);
CREATE INDEX onchain_parts_t_idx ON onchain_parts (t);
DROP TABLE onchain_snapshots;

-- What a free source does not publish is NULL, never estimated.
ALTER TABLE asset_onchain ALTER COLUMN mvrv DROP NOT NULL;
ALTER TABLE asset_onchain ALTER COLUMN exchange_netflow_24h_usd DROP NOT NULL;
ALTER TABLE asset_onchain ALTER COLUMN large_holder_count DROP NOT NULL;
ALTER TABLE asset_onchain ALTER COLUMN large_holder_count_30d_ago DROP NOT NULL;
ALTER TABLE asset_onchain ALTER COLUMN large_holder_balance DROP NOT NULL;
ALTER TABLE asset_onchain ALTER COLUMN large_tx_count_24h DROP NOT NULL;
ALTER TABLE asset_onchain ALTER COLUMN large_tx_count_7d_avg DROP NOT NULL;
CREATE INDEX asset_onchain_t_idx ON asset_onchain (t);

-- Deribit's option book per underlying, summarised at each poll.
CREATE TABLE options_summaries (
  symbol text NOT NULL,
  t bigint NOT NULL,
  payload jsonb NOT NULL,
  CONSTRAINT options_summaries_pkey PRIMARY KEY (symbol, t)
);
CREATE INDEX options_summaries_t_idx ON options_summaries (t);
CREATE INDEX options_flow_t_idx ON options_flow (t);
CREATE INDEX etf_flows_t_idx ON etf_flows (t);

-- News items keep where they were read, and a link when the feed gives one.
ALTER TABLE news_items ADD COLUMN url text;
