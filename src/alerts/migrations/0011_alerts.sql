-- Alert rules: an account's own conditions on one symbol, evaluated by production detection after
-- collector cycles (world 'production') or by the account's sandbox clock replays (world
-- 'sandbox'). A rule that matches fires a SIGNAL event (kind 'alert') to the account's webhooks.
CREATE TABLE alert_rules (
  id serial PRIMARY KEY,
  account_id text NOT NULL,
  -- The environment of the key that created it: production rules watch the collected market,
  -- sandbox rules the synthetic one on the account's own clock.
  world text NOT NULL,
  symbol text NOT NULL,
  -- confirmation, funding_above, funding_below, whale, accumulation_above (docs/events.md).
  condition text NOT NULL,
  -- confirmation: the side and the bucket it must reach.
  direction text,
  bucket text,
  -- funding_*: fraction per 8 h; accumulation_above: score 0..10.
  level double precision,
  -- whale: the smallest trade or liquidation (USD) that fires.
  min_usd double precision,
  description text,
  -- Production only: whether the condition held at the last evaluation (a rule fires when it
  -- starts to hold, not while it keeps holding) and when it last fired (market time, Unix ms).
  -- The sandbox replays a window from scratch and keeps neither.
  active boolean NOT NULL DEFAULT false,
  last_fired_at bigint,
  fired_count integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT alert_rules_world_check CHECK (world IN ('sandbox', 'production')),
  CONSTRAINT alert_rules_condition_check CHECK (
    condition IN ('confirmation', 'funding_above', 'funding_below', 'whale', 'accumulation_above')
  ),
  CONSTRAINT alert_rules_direction_check CHECK (direction IS NULL OR direction IN ('long', 'short')),
  CONSTRAINT alert_rules_bucket_check CHECK (bucket IS NULL OR bucket IN ('HIGH', 'MEDIUM'))
);
CREATE INDEX alert_rules_account_idx ON alert_rules (account_id, world, id);
CREATE INDEX alert_rules_world_idx ON alert_rules (world, symbol);
