-- Outbound webhooks: registrations, one delivery per (registration, event), every attempt logged.
CREATE TABLE webhooks (
  id serial PRIMARY KEY,
  account_id text NOT NULL,
  -- The environment of the key that registered it: sandbox events go to sandbox registrations.
  world text NOT NULL,
  url text NOT NULL,
  events text[] NOT NULL,
  symbols text[] NOT NULL,
  -- Lowercase hex SHA-256 of the secret: the HMAC key of format 1 (as text) and of format 2 (as
  -- bytes). The secret itself is never kept.
  secret_hash text NOT NULL,
  format integer NOT NULL DEFAULT 1,
  description text,
  enabled boolean NOT NULL DEFAULT true,
  disabled_reason text,
  disabled_at timestamptz,
  -- Deliveries that failed after every retry, in a row; reset by any acknowledged one.
  consecutive_failures integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT webhooks_world_check CHECK (world IN ('sandbox', 'production')),
  CONSTRAINT webhooks_format_check CHECK (format IN (1, 2))
);
CREATE INDEX webhooks_account_idx ON webhooks (account_id);
CREATE INDEX webhooks_world_enabled_idx ON webhooks (world, enabled);

CREATE TABLE webhook_deliveries (
  id bigserial PRIMARY KEY,
  webhook_id integer NOT NULL REFERENCES webhooks (id) ON DELETE CASCADE,
  account_id text NOT NULL,
  event_id text NOT NULL,
  event_name text NOT NULL,
  symbol text NOT NULL,
  -- pending (first attempt or a retry due), succeeded, failed (every retry used up).
  status text NOT NULL DEFAULT 'pending',
  attempts integer NOT NULL DEFAULT 0,
  -- The exact bytes signed and sent, kept for the delivery log and replays (30 days).
  body text NOT NULL,
  next_attempt_at timestamptz,
  -- A test delivery (POST /v1/webhooks/test): logged, never retried or counted against the registration.
  test boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz,
  CONSTRAINT webhook_deliveries_status_check CHECK (status IN ('pending', 'succeeded', 'failed'))
);
CREATE UNIQUE INDEX webhook_deliveries_event_idx ON webhook_deliveries (webhook_id, event_id) WHERE NOT test;
CREATE INDEX webhook_deliveries_webhook_idx ON webhook_deliveries (webhook_id, id);
CREATE INDEX webhook_deliveries_created_at_idx ON webhook_deliveries (created_at);

CREATE TABLE webhook_attempts (
  id bigserial PRIMARY KEY,
  delivery_id bigint NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
  n integer NOT NULL,
  at timestamptz NOT NULL DEFAULT now(),
  -- The receiver's status; NULL when it never answered (timeout, refused, TLS error).
  response_status integer,
  latency_ms double precision NOT NULL,
  error text
);
CREATE INDEX webhook_attempts_delivery_idx ON webhook_attempts (delivery_id, n);
