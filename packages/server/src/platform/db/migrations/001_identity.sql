-- Identity: accounts, sessions, one-time codes, signing keys; and the shared
-- infrastructure tables (rate-limit buckets, mail outbox).

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- The member-id claim of the ID token: the id every profile call uses.
  member_id text NOT NULL UNIQUE DEFAULT gen_random_uuid()::text,
  -- Stored lower-cased, so the unique constraint is case-insensitive.
  email text NOT NULL UNIQUE CHECK (email = lower(email) AND email <> ''),
  given_name text NOT NULL,
  family_name text NOT NULL,
  phone_number text,
  -- argon2id PHC string.
  password_hash text NOT NULL,
  -- Sign-in asks for an e-mail code (DECISIONS §2: on by default).
  mfa_required boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- SHA-256 of the current refresh token; the token itself is never stored.
  refresh_token_hash text NOT NULL UNIQUE,
  -- The token it replaced: presenting it again means it leaked (reuse detection).
  previous_refresh_token_hash text,
  rotated_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Idle limit: a session unused for longer than SESSION_IDLE_MINUTES is dead.
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  -- Absolute lifetime.
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  user_agent text,
  ip_address text
);
CREATE INDEX sessions_user_id_idx ON sessions (user_id);
CREATE INDEX sessions_previous_refresh_token_hash_idx ON sessions (previous_refresh_token_hash);

-- E-mail codes: sign-in second factor and password reset.
CREATE TABLE one_time_codes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('sign_in', 'reset_password')),
  -- SHA-256 of "<id>:<code>".
  code_hash text NOT NULL,
  -- Sign-in only: SHA-256 of the opaque `session` handle the client sends back with the code.
  challenge_hash text UNIQUE,
  attempts integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL DEFAULT 5,
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX one_time_codes_user_purpose_idx ON one_time_codes (user_id, purpose, created_at DESC);

-- Signing keys of ID tokens when JWT_SECRET is not set: generated on first start,
-- shared by every instance through the database.
CREATE TABLE signing_keys (
  kid text PRIMARY KEY,
  algorithm text NOT NULL,
  -- base64url of the raw key.
  secret text NOT NULL,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Fixed-window rate-limit counters shared by every instance (when REDIS_URL is not set).
CREATE TABLE rate_limit_buckets (
  key text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  count integer NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_buckets_expires_at_idx ON rate_limit_buckets (expires_at);

-- E-mail kept instead of sent when SMTP_URL is not set: the console prints a
-- notice and the development mailbox lists them. With SMTP nothing is stored.
CREATE TABLE mail_outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  to_address text NOT NULL,
  subject text NOT NULL,
  body_text text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mail_outbox_to_created_idx ON mail_outbox (to_address, created_at DESC);
CREATE INDEX mail_outbox_created_idx ON mail_outbox (created_at DESC);
