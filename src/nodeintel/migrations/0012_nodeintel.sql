-- Node Intelligence: the customer's own nodes (at most one per chain per account; a connection
-- enables the chain and makes it a billed line) and the metered calls per chain and day.
CREATE TABLE node_connections (
  id text PRIMARY KEY,
  account_id text NOT NULL,
  chain text NOT NULL,
  -- What the node reported: the chain's own id, or the operator's extra id for local test nodes.
  chain_id bigint NOT NULL,
  -- The full URLs often carry API keys or passwords: read only to make calls, never returned
  -- or logged (rpc_url_masked and ws_url_masked are what answers show).
  rpc_url text NOT NULL,
  ws_url text,
  rpc_url_masked text NOT NULL,
  ws_url_masked text,
  label text,
  client_version text,
  -- Probe results at connection time: state_overrides, simulate_v1, debug_trace_call, websocket_subscriptions.
  capabilities jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT node_connections_chain_check CHECK (chain IN ('bsc', 'avalanche')),
  CONSTRAINT node_connections_account_chain_key UNIQUE (account_id, chain)
);

CREATE TABLE node_usage_daily (
  account_id text NOT NULL,
  chain text NOT NULL,
  day text NOT NULL,
  calls bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (account_id, chain, day)
);
