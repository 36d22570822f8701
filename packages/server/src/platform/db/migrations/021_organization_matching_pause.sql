-- An organisation's administrators may pause weekly matching for the whole organisation (the console's
-- Community tab); the weekly job skips a paused organisation, as it skips one whose community is closed.
ALTER TABLE organizations ADD COLUMN matching_paused boolean NOT NULL DEFAULT false;
