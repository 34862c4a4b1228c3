-- OAuth 2.0 clients (client credentials grant) and the access tokens issued to them.
-- A client belongs to an account and one environment; only SHA-256 digests of secrets and
-- tokens are stored. Deleting a client deletes its tokens.
CREATE TABLE oauth_clients (
  id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id),
  environment text NOT NULL CHECK (environment IN ('sandbox', 'production')),
  name text NOT NULL,
  secret_hash text NOT NULL,
  scopes jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX oauth_clients_account_idx ON oauth_clients (account_id, environment);

CREATE TABLE oauth_tokens (
  hash text PRIMARY KEY,
  client_id text NOT NULL REFERENCES oauth_clients (id) ON DELETE CASCADE,
  scopes jsonb NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX oauth_tokens_client_idx ON oauth_tokens (client_id, expires_at);

-- Node Intelligence has its own scope now; every existing key keeps what it could do.
UPDATE api_keys SET scopes = scopes || '["nodeintel"]'::jsonb WHERE NOT scopes ? 'nodeintel';
