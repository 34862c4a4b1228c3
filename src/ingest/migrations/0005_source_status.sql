-- How each upstream has been doing: written by the collectors after every call batch, read by
-- GET /v1/status/sources (every instance sees the same record).
CREATE TABLE source_status (
  name text PRIMARY KEY,
  last_attempt_at bigint,
  last_success_at bigint,
  last_error_at bigint,
  last_error text,
  successes bigint NOT NULL DEFAULT 0,
  failures bigint NOT NULL DEFAULT 0,
  consecutive_failures integer NOT NULL DEFAULT 0,
  -- The last successful cycle: how long it took, how many items it wrote, how many it skipped.
  last_duration_ms integer,
  last_items integer,
  last_skipped integer
);
