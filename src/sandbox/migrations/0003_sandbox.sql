-- Per-account sandbox state: the test clock, injected errors, emitted events.
CREATE TABLE sandbox_state (
  account_id text PRIMARY KEY,
  -- The frozen instant (Unix ms); NULL means the clock follows real time.
  clock_ms bigint,
  last_reset_at timestamptz,
  last_reset_resource text
);

CREATE TABLE sandbox_errors (
  id bigserial PRIMARY KEY,
  account_id text NOT NULL,
  code text NOT NULL,
  path_prefix text,
  remaining integer,
  expires_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sandbox_errors_account_idx ON sandbox_errors (account_id);

CREATE TABLE sandbox_events (
  seq bigserial PRIMARY KEY,
  account_id text NOT NULL,
  t bigint NOT NULL,
  event text NOT NULL,
  kind text NOT NULL,
  symbol text NOT NULL,
  direction text,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sandbox_events_account_idx ON sandbox_events (account_id, seq);
