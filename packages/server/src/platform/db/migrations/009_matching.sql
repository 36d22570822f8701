-- Weekly matching as a maximum-weight matching (docs/decisions.md#matching).

-- A member may pause their weekly matches (on by default); a paused member is left out of the week's run.
ALTER TABLE profiles ADD COLUMN matching_paused boolean NOT NULL DEFAULT false;

-- With an odd count one member takes a second match that week: remembered, so it is never the same person two
-- weeks running.
ALTER TABLE match_runs ADD COLUMN double_user_id uuid REFERENCES users (id) ON DELETE SET NULL;

-- The run reads each member's matches of the recent weeks.
CREATE INDEX IF NOT EXISTS connections_member1_date_idx ON connections (member1, match_date_time);
CREATE INDEX IF NOT EXISTS connections_member2_date_idx ON connections (member2, match_date_time);
