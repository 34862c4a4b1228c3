-- Production detection state: what the last pass saw, so a restart (or another instance) does
-- not fire again what already fired. One pass at a time holds an advisory lock while it reads and
-- writes these rows and publishes its events, in one transaction.

-- The hysteresis level of each (symbol, side): HIGH, MEDIUM, VETO or NONE (docs/events.md).
CREATE TABLE detection_levels (
  symbol text NOT NULL,
  side text NOT NULL,
  level text NOT NULL,
  composite double precision NOT NULL,
  t bigint NOT NULL,
  PRIMARY KEY (symbol, side),
  CONSTRAINT detection_levels_side_check CHECK (side IN ('long', 'short')),
  CONSTRAINT detection_levels_level_check CHECK (level IN ('HIGH', 'MEDIUM', 'VETO', 'NONE'))
);

-- The funding state of each symbol: positive or negative extreme, or normal.
CREATE TABLE detection_funding (
  symbol text PRIMARY KEY,
  state text NOT NULL,
  funding_rate double precision NOT NULL,
  t bigint NOT NULL,
  CONSTRAINT detection_funding_state_check CHECK (state IN ('positive', 'negative', 'normal'))
);

-- Whale events already looked at (fired or not), kept for the look-back window: fills may be
-- written a little after they happened, so each pass looks back and skips what it has seen.
CREATE TABLE detection_whale_seen (
  id text PRIMARY KEY,
  t bigint NOT NULL
);
CREATE INDEX detection_whale_seen_t_idx ON detection_whale_seen (t);

-- When each part of detection last ran (Unix ms); 'whales' absent: the first pass marks what is
-- there as seen without firing, so a deploy does not replay history.
CREATE TABLE detection_cursor (
  name text PRIMARY KEY,
  t bigint NOT NULL
);

-- Sandbox replays now publish into `events` like production detection.
DROP TABLE IF EXISTS sandbox_events;
