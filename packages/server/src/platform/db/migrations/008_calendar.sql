-- The calendar module (docs/decisions.md#calendar).

-- When a member works, in their own time zone: availability looks only inside these hours.
CREATE TABLE calendar_schedules (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  time_zone text NOT NULL,
  work_start time NOT NULL DEFAULT '09:00',
  work_end time NOT NULL DEFAULT '17:00',
  -- ISO weekdays, 1 = Monday ... 7 = Sunday.
  work_days smallint[] NOT NULL DEFAULT '{1,2,3,4,5}',
  CONSTRAINT calendar_schedules_hours CHECK (work_end > work_start),
  CONSTRAINT calendar_schedules_days CHECK (cardinality(work_days) BETWEEN 1 AND 7 AND work_days <@ '{1,2,3,4,5,6,7}'::smallint[])
);

-- A member's connected calendar, one per provider. `backend` is what really answers: the provider itself,
-- or the built-in sandbox when no credentials for it are configured. Tokens are AES-256-GCM ciphertexts
-- (modules/calendar/token-cipher.ts), never plain text.
CREATE TABLE calendar_connections (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  provider text NOT NULL CHECK (provider IN ('google', 'microsoft')),
  backend text NOT NULL CHECK (backend IN ('google', 'microsoft', 'sandbox')),
  account_email text,
  refresh_token_enc text,
  access_token_enc text,
  access_expires_at timestamptz,
  -- 'revoked': the provider withdrew the grant; the member is asked to connect again.
  status text NOT NULL DEFAULT 'connected' CHECK (status IN ('connected', 'revoked')),
  connected_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, provider)
);

-- A consent started by a member: the OAuth `state` carries the nonce, which is bound to the member's
-- session, used once, and holds the PKCE verifier that never leaves the server.
CREATE TABLE calendar_oauth_states (
  nonce text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  session_id uuid NOT NULL,
  provider text NOT NULL CHECK (provider IN ('google', 'microsoft')),
  backend text NOT NULL CHECK (backend IN ('google', 'microsoft', 'sandbox')),
  code_verifier text NOT NULL,
  redirect_uri text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  used_at timestamptz
);
CREATE INDEX calendar_oauth_states_created_idx ON calendar_oauth_states (created_at);

-- Bookings made through scheduleEvent, by the client's request id: a retried request finds its booking
-- here and creates nothing new.
CREATE TABLE calendar_bookings (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  request_id text NOT NULL,
  provider text NOT NULL CHECK (provider IN ('google', 'microsoft')),
  event_id text NOT NULL,
  attendee_id uuid REFERENCES users (id) ON DELETE SET NULL,
  request_hash text NOT NULL,
  -- The answer the first request got, given again to a retry.
  event jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, request_id)
);

-- The sandbox calendar: its grants (the code of its consent page, and the tokens exchanged for it) ...
CREATE TABLE sandbox_calendar_grants (
  -- sha256 of the code or token, hex.
  token_hash text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('code', 'access', 'refresh')),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  provider text NOT NULL CHECK (provider IN ('google', 'microsoft')),
  -- For a code: the PKCE challenge and the redirect it was issued for.
  code_challenge text,
  redirect_uri text,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sandbox_calendar_grants_user_idx ON sandbox_calendar_grants (user_id, provider);

-- ... and its events. An event is on one member's calendar (`owner_id`); a booking puts a copy on each
-- participant's calendar, the copies sharing `series_id`. A timed event has start_at/end_at; an all-day
-- event start_date/end_date (end exclusive, as Google and Graph write it). A repeating event is stored once
-- and expanded on read, in its own time zone.
CREATE TABLE sandbox_calendar_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  provider text NOT NULL CHECK (provider IN ('google', 'microsoft')),
  series_id uuid NOT NULL DEFAULT gen_random_uuid(),
  summary text NOT NULL,
  description text,
  location text,
  start_at timestamptz,
  end_at timestamptz,
  start_date date,
  end_date date,
  time_zone text NOT NULL,
  -- 'weekdays' (Monday to Friday) or 'weekly' (the first occurrence's weekday), from the first occurrence on.
  recurrence text CHECK (recurrence IN ('weekdays', 'weekly')),
  busy boolean NOT NULL DEFAULT true,
  quick_connect boolean NOT NULL DEFAULT false,
  organizer_email text,
  attendees jsonb NOT NULL DEFAULT '[]'::jsonb,
  request_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT sandbox_events_timed_or_all_day CHECK (
    (start_at IS NOT NULL AND end_at IS NOT NULL AND end_at > start_at AND start_date IS NULL AND end_date IS NULL)
    OR (start_date IS NOT NULL AND end_date IS NOT NULL AND end_date > start_date AND start_at IS NULL AND end_at IS NULL)
  )
);
CREATE INDEX sandbox_calendar_events_owner_idx ON sandbox_calendar_events (owner_id, provider);
CREATE UNIQUE INDEX sandbox_calendar_events_request_idx ON sandbox_calendar_events (owner_id, provider, request_id)
  WHERE request_id IS NOT NULL;

-- The key that seals provider tokens when CALENDAR_TOKEN_KEY is not set: generated on first use, one row.
CREATE TABLE calendar_token_keys (
  id smallint PRIMARY KEY CHECK (id = 1),
  key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
