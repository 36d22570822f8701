-- An invitation carries a link: a single-use random token bound to its address, of which only the SHA-256 is
-- kept. A new invitation (or a resend) replaces the token, so the previous link stops working. Withdrawing an
-- invitation keeps its row (revoked_at), so its link can say it was withdrawn rather than that it never existed.
ALTER TABLE organization_invitations
  ADD COLUMN token_hash text UNIQUE,
  ADD COLUMN revoked_at timestamptz;

-- Creating an account from the sign-in page: what the person typed waits here until they give the 6-digit code
-- e-mailed to the address (one_time_codes, purpose 'sign_up'). `user_id` is set by the confirmation that created
-- the account (it is created once, however often the form is sent). A request for an address that already has an
-- account has `existing` set: its code is never mailed, and it never creates an account.
CREATE TABLE sign_up_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL CHECK (email = lower(email) AND email <> ''),
  given_name text NOT NULL,
  family_name text NOT NULL,
  -- argon2id PHC string.
  password_hash text NOT NULL,
  existing boolean NOT NULL DEFAULT false,
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sign_up_requests_email_idx ON sign_up_requests (email);

-- A sign-up code belongs to its request, not to an account (there is none yet).
ALTER TABLE one_time_codes
  ALTER COLUMN user_id DROP NOT NULL,
  ADD COLUMN sign_up_id uuid REFERENCES sign_up_requests (id) ON DELETE CASCADE,
  DROP CONSTRAINT one_time_codes_purpose_check;
ALTER TABLE one_time_codes
  ADD CONSTRAINT one_time_codes_purpose_check CHECK (purpose IN ('sign_in', 'reset_password', 'sign_up')),
  ADD CONSTRAINT one_time_codes_owner_check CHECK (
    (purpose = 'sign_up' AND sign_up_id IS NOT NULL AND user_id IS NULL)
    OR (purpose <> 'sign_up' AND user_id IS NOT NULL AND sign_up_id IS NULL)
  );
CREATE INDEX one_time_codes_sign_up_idx ON one_time_codes (sign_up_id);

-- Mail may have an HTML part beside its text (the invitation); the outbox keeps it too.
ALTER TABLE mail_outbox ADD COLUMN body_html text;
