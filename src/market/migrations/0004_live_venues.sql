-- Live collection: Hyperliquid joins the derivatives venues, and the current state of every
-- series is kept where the service can load it at once (no scan of the history).

-- Hyperliquid publishes no long/short account ratio: NULL means "the venue has none", never a
-- made-up figure.
ALTER TABLE derivatives_points ALTER COLUMN long_short_ratio DROP NOT NULL;
-- Retention and the 24-hours-ago lookup read by time across all series.
CREATE INDEX derivatives_points_t_idx ON derivatives_points (t);

-- The newest point of each (symbol, venue), whatever its age: what "now" reads, and what the
-- staleness of a venue is judged from.
CREATE TABLE derivatives_latest (
  venue text NOT NULL,
  symbol text NOT NULL,
  t bigint NOT NULL,
  mark_price double precision NOT NULL,
  funding_rate double precision NOT NULL,
  next_funding_time bigint NOT NULL,
  open_interest_usd double precision NOT NULL,
  long_short_ratio double precision,
  CONSTRAINT derivatives_latest_pkey PRIMARY KEY (symbol, venue)
);

-- How a venue's instrument maps to our units.
ALTER TABLE markets ADD COLUMN multiplier double precision NOT NULL DEFAULT 1;
ALTER TABLE markets ADD COLUMN contract_size double precision NOT NULL DEFAULT 1;
ALTER TABLE markets ADD COLUMN funding_interval_hours double precision NOT NULL DEFAULT 8;

-- Whales leave the tracked set when they stop meeting the selection rule; their rows stay (their
-- events keep their labels) with removed_at set. positions_at is the time of the whale's newest
-- position snapshot, so the current positions are one join away.
ALTER TABLE whales ADD COLUMN removed_at bigint;
ALTER TABLE whales ADD COLUMN positions_at bigint;

-- Every change of the tracked whale set: which address entered or left, when, and its figures then.
CREATE TABLE whale_set_changes (
  t bigint NOT NULL,
  address text NOT NULL,
  change text NOT NULL CHECK (change IN ('added', 'removed')),
  account_value_usd double precision,
  CONSTRAINT whale_set_changes_pkey PRIMARY KEY (address, t)
);
CREATE INDEX whale_set_changes_t_idx ON whale_set_changes (t);

-- Up to when each whale's fills have been read (the next read starts there).
ALTER TABLE whales ADD COLUMN fills_at bigint;

-- Hourly open interest read back from the venues' history endpoints when the service starts
-- collecting, so a market's 24-hour open-interest change is known from the first day.
CREATE TABLE open_interest_history (
  venue text NOT NULL,
  symbol text NOT NULL,
  t bigint NOT NULL,
  open_interest_usd double precision NOT NULL,
  CONSTRAINT open_interest_history_pkey PRIMARY KEY (symbol, venue, t)
);
CREATE INDEX open_interest_history_t_idx ON open_interest_history (t);
