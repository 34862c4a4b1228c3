-- The web dashboard: passwords for accounts that signed up, their sessions, and plan change
-- requests. Emails are unique whatever their case (sign-up and the admin API both lower-case
-- them; the index makes it hold for any writer).
CREATE UNIQUE INDEX accounts_email_lower_idx ON accounts (lower(email));

CREATE TABLE dashboard_credentials (
  account_id text PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  -- scrypt$N$r$p$salt$hash (base64url): the parameters travel with the hash so they can be raised.
  password_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE dashboard_sessions (
  -- SHA-256 hex of the session token: the cookie's value is never stored.
  token_hash text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  -- SHA-256 hex of the CSRF token (an HMAC of the session token, recomputed from the cookie), which
  -- the page sends back in X-CSRF-Token on every state change; useless without the cookie.
  csrf_token text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX dashboard_sessions_account_idx ON dashboard_sessions (account_id);

CREATE TABLE plan_change_requests (
  id serial PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  from_plan text NOT NULL,
  to_plan text NOT NULL CHECK (to_plan IN ('free', 'trader', 'pro', 'enterprise')),
  note text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX plan_change_requests_account_idx ON plan_change_requests (account_id, created_at);
