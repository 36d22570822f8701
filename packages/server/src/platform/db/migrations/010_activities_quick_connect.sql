-- Activities done, and the Quick Connect counters (docs/product.md#states "Achievements").

-- 'Mark as done': a member did an activity of the catalogue, once per activity per day of their own calendar
-- (`day` is the date in the member's time zone when they marked it). The primary key is what makes a second
-- mark the same day, or two sent at once, store one row.
CREATE TABLE activity_completions (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  activity_id text NOT NULL CHECK (activity_id ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  day date NOT NULL,
  completed_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, activity_id, day)
);
-- The member's list, newest first.
CREATE INDEX activity_completions_recent_idx ON activity_completions (user_id, completed_at DESC);

-- A booking's Quick Connect flag and current times, and how often its organiser moved it. `starts_at`/`ends_at`
-- follow every successful rescheduleEvent; `cancelled_at` marks a booking called off (nothing cancels one yet).
ALTER TABLE calendar_bookings
  ADD COLUMN quick_connect boolean NOT NULL DEFAULT false,
  ADD COLUMN starts_at timestamptz,
  ADD COLUMN ends_at timestamptz,
  ADD COLUMN reschedule_count integer NOT NULL DEFAULT 0 CHECK (reschedule_count >= 0),
  ADD COLUMN cancelled_at timestamptz;

-- Bookings made before this migration: their flag and times from the answer stored with them.
UPDATE calendar_bookings
   SET quick_connect = COALESCE((event ->> 'quickConnect')::boolean, false),
       starts_at = CASE WHEN jsonb_typeof(event -> 'start' -> 'dateTime') = 'string' THEN (event -> 'start' ->> 'dateTime')::timestamptz END,
       ends_at = CASE WHEN jsonb_typeof(event -> 'end' -> 'dateTime') = 'string' THEN (event -> 'end' ->> 'dateTime')::timestamptz END;

-- A reschedule finds the caller's booking by provider and event id; the counters read a member's bookings as
-- organiser (the primary key's user_id) and as attendee.
CREATE INDEX calendar_bookings_event_idx ON calendar_bookings (user_id, provider, event_id);
CREATE INDEX calendar_bookings_attendee_idx ON calendar_bookings (attendee_id) WHERE quick_connect;
