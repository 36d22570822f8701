-- Joining an organisation needs an invitation: a random join code its administrators
-- share and rotate, e-mail domains it allows, or an explicit invitation for one address.

-- About 80 random bits (20 hex digits of an MD5 over a random UUID), readable in groups of four.
CREATE FUNCTION new_join_code() RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT 'JOIN-' || upper(
    substr(h, 1, 4) || '-' || substr(h, 5, 4) || '-' || substr(h, 9, 4) || '-' || substr(h, 13, 4) || '-' || substr(h, 17, 4)
  ) FROM (SELECT md5(gen_random_uuid()::text) AS h) AS r
$$;

ALTER TABLE organizations
  ADD COLUMN join_code text NOT NULL UNIQUE DEFAULT new_join_code(),
  ADD COLUMN allowed_email_domains text[] NOT NULL DEFAULT '{}';

ALTER TABLE memberships
  ADD COLUMN role text NOT NULL DEFAULT 'member' CHECK (role IN ('member', 'admin'));

CREATE TABLE organization_invitations (
  orgcode text NOT NULL REFERENCES organizations (orgcode) ON DELETE CASCADE,
  email text NOT NULL CHECK (email = lower(email) AND email <> ''),
  invited_by uuid REFERENCES users (id) ON DELETE SET NULL,
  invited_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  accepted_at timestamptz,
  PRIMARY KEY (orgcode, email)
);
-- "Is this person invited anywhere" (add-orgcode).
CREATE INDEX organization_invitations_email_idx ON organization_invitations (email);
