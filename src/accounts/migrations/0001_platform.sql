CREATE TABLE accounts (
  id text PRIMARY KEY,
  email text NOT NULL UNIQUE,
  plan text NOT NULL CHECK (plan IN ('free', 'trader', 'pro', 'enterprise')),
  limits_override jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE api_keys (
  id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id),
  environment text NOT NULL CHECK (environment IN ('sandbox', 'production')),
  hash text NOT NULL UNIQUE,
  prefix text NOT NULL,
  name text,
  scopes jsonb NOT NULL,
  hourly_limit integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);
CREATE INDEX api_keys_account_idx ON api_keys (account_id);

CREATE TABLE usage_daily (
  key_id text NOT NULL,
  account_id text NOT NULL,
  day text NOT NULL,
  endpoint text NOT NULL,
  source text NOT NULL DEFAULT '',
  count bigint NOT NULL,
  PRIMARY KEY (key_id, day, endpoint, source)
);
CREATE INDEX usage_daily_account_day_idx ON usage_daily (account_id, day);
