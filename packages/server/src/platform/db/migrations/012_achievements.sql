-- Achievements (docs/product.md#states "Achievements"; docs/product.md#what-it-keeps "Achievements state").
-- Counters are counted from what happened, in the tables of the module that owns each event; these tables add
-- the events no table kept yet, and the awards and pins themselves.

-- An award: one per member and achievement, with the points it brought (a member's points are their sum). The
-- primary key is what makes two requests reaching a threshold at once award it once.
CREATE TABLE achievement_awards (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  achievement_id text NOT NULL CHECK (achievement_id IN (
    'first_activity', 'five_activities', 'ten_activities', 'first_quick_connect', 'three_quick_connects',
    'five_quick_connects', 'first_ai_chat', 'ai_regular', 'calendar_connected', 'ai_first_question',
    'ai_contributor', 'first_qc_reschedule', 'avatar_set', 'profile_explorer'
  )),
  points integer NOT NULL CHECK (points >= 0),
  earned_at timestamptz NOT NULL,
  -- When the member was shown the award (its toast); null until then.
  seen_at timestamptz,
  PRIMARY KEY (user_id, achievement_id)
);
-- The member's awards, newest first.
CREATE INDEX achievement_awards_recent_idx ON achievement_awards (user_id, earned_at DESC);

-- The member's pinned achievements, most recently pinned first, and the one pinned as goal (one of them).
CREATE TABLE achievement_pins (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  pinned_ids text[] NOT NULL DEFAULT '{}',
  goal_id text,
  updated_at timestamptz NOT NULL,
  CONSTRAINT achievement_pins_goal_pinned CHECK (goal_id IS NULL OR goal_id = ANY (pinned_ids))
);

-- Chats with Link the member opened (the popup opened, a new chat on the insights page), by the session id the
-- client makes: the same id sent again is the same chat ('AI Explorer', 'AI Regular').
CREATE TABLE advisor_sessions (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  session_id uuid NOT NULL,
  opened_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, session_id)
);

-- How often the member changed their picture to a new one ('Profile Polished'); the statement that sets the
-- picture counts it, only when the value changes, so a retried edit counts once. Pictures already chosen count.
ALTER TABLE profiles ADD COLUMN avatar_updates integer NOT NULL DEFAULT 0 CHECK (avatar_updates >= 0);
UPDATE profiles SET avatar_updates = 1 WHERE profile_picture IS NOT NULL;

-- Each provider a member ever connected, and when first ('Calendar Synced'): calendar_connections loses its row
-- on disconnect, this keeps that it happened (docs/decisions.md#calendar).
CREATE TABLE calendar_first_connections (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  provider text NOT NULL CHECK (provider IN ('google', 'microsoft')),
  connected_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, provider)
);
INSERT INTO calendar_first_connections (user_id, provider, connected_at)
SELECT user_id, provider, connected_at FROM calendar_connections;
