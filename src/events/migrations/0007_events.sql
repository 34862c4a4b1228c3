-- The one event pipeline: every signal that fires, in the sandbox (test-clock replays) or in
-- production (detection after collector cycles), is written here once, with one id. Webhook
-- deliveries are enqueued in the same transaction; the stream reads the same rows in `seq` order.
CREATE TABLE events (
  seq bigserial PRIMARY KEY,
  id text NOT NULL UNIQUE,
  world text NOT NULL,
  -- NULL: a market-wide production event every account may receive; else one account's own
  -- (a sandbox clock's replay, a matched alert rule).
  account_id text,
  -- When the signal fired (market time: the sandbox clock in the sandbox), Unix ms.
  t bigint NOT NULL,
  name text NOT NULL,
  kind text NOT NULL,
  symbol text NOT NULL,
  direction text,
  -- The rendered payload as JSON text (docs/events.md), keys in their one order: signatures cover
  -- bytes, and jsonb would reorder them. A webhook delivery sets its own webhook_id in it.
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT events_world_check CHECK (world IN ('sandbox', 'production')),
  CONSTRAINT events_name_check CHECK (name IN ('HIGH', 'MEDIUM', 'VETO', 'SIGNAL')),
  CONSTRAINT events_direction_check CHECK (direction IS NULL OR direction IN ('long', 'short'))
);
CREATE INDEX events_account_seq_idx ON events (account_id, seq);
CREATE INDEX events_world_seq_idx ON events (world, seq);
CREATE INDEX events_created_at_idx ON events (created_at);
