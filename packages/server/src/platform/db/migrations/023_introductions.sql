-- The weekly introduction (docs/product.md#introductions): one e-mail to each member of a week's new pair, with
-- times both are free, each a link that books it.

-- One introduction per member of a pair: who reads it, about whom. `sent_at` is set once the e-mail is handed
-- to the mailer; `declined_at` is 'Not this week' (from either member's e-mail, it stops both pairs' links);
-- `booked_at`/`booking_*` are the Quick Connect made from it.
CREATE TABLE introductions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  connection_id uuid NOT NULL REFERENCES connections (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  colleague_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  week date NOT NULL,
  time_zone text NOT NULL,
  sent_at timestamptz,
  declined_at timestamptz,
  booked_at timestamptz,
  -- The link booking the pair's Quick Connect: claimed on both introductions before the calendar is called, so
  -- the pair books once whichever of their links is used first; a claim older than two minutes has lapsed.
  booking_request_id text,
  booking_claimed_at timestamptz,
  booked_starts_at timestamptz,
  booked_ends_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT introductions_once UNIQUE (connection_id, user_id)
);
CREATE INDEX introductions_week_idx ON introductions (week);

-- A link of an introduction: a random token of which only the SHA-256 is kept. 'book' links carry their time
-- and are spent once used; 'decline' links have none.
CREATE TABLE introduction_links (
  token_hash text PRIMARY KEY,
  introduction_id uuid NOT NULL REFERENCES introductions (id) ON DELETE CASCADE,
  action text NOT NULL CHECK (action IN ('book', 'decline')),
  starts_at timestamptz,
  ends_at timestamptz,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((action = 'book') = (starts_at IS NOT NULL AND ends_at IS NOT NULL))
);
CREATE INDEX introduction_links_introduction_idx ON introduction_links (introduction_id);

-- Which e-mails a member gets; no row is the defaults (every kind on).
CREATE TABLE notification_preferences (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  introductions boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- An e-mail's one-click unsubscribe: a random token per message, of which only the SHA-256 is kept.
CREATE TABLE unsubscribe_tokens (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('introductions')),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A message may carry headers of its own (List-Unsubscribe); the outbox keeps them.
ALTER TABLE mail_outbox ADD COLUMN headers jsonb;
