-- Inbound charting alerts: one secret per account and environment. The secret travels in the
-- alert body (the charting platform cannot send headers), so only its SHA-256 is kept; issuing a
-- new one replaces the row, and the old secret stops working with the next request.
CREATE TABLE charting_secrets (
  account_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  -- The environment of the key that issued it: a sandbox secret confirms in the sandbox world.
  environment text NOT NULL,
  -- Lowercase hex SHA-256 of the whole secret; looked up by this, then compared in constant time.
  secret_hash text NOT NULL,
  -- The first characters, so a user can tell which secret an alert template holds.
  prefix text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, environment),
  CONSTRAINT charting_secrets_environment_check CHECK (environment IN ('sandbox', 'production'))
);
CREATE UNIQUE INDEX charting_secrets_hash_idx ON charting_secrets (secret_hash);
