-- A booking's time, held while the calendar provider makes its event: scheduleEvent checks that the time is still
-- free for both members and writes the hold in one transaction, under a lock per member, so of two bookings of the
-- same time for either member made at once (two tabs, two instances, two colleagues booking each other) the second
-- finds the first's hold and is refused. The hold becomes the booking when the provider answers, and goes when it
-- refuses; one left by a process that stopped mid-booking counts only until `held_until`.
CREATE TABLE calendar_booking_holds (
  -- The organiser, and the request id their booking will be kept under.
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  request_id text NOT NULL,
  attendee_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL CHECK (ends_at > starts_at),
  held_until timestamptz NOT NULL,
  PRIMARY KEY (user_id, request_id)
);
CREATE INDEX calendar_booking_holds_attendee_idx ON calendar_booking_holds (attendee_id);

-- The check reads a member's bookings as organiser and as attendee by time: the organiser's side had only the
-- primary key (user_id, request_id), and the attendee's index covers Quick Connects only.
CREATE INDEX calendar_bookings_organiser_time_idx ON calendar_bookings (user_id, starts_at) WHERE cancelled_at IS NULL;
CREATE INDEX calendar_bookings_attendee_time_idx ON calendar_bookings (attendee_id, starts_at) WHERE cancelled_at IS NULL;
