-- Profile API: organisations, memberships, profiles, connections, weekly match
-- runs, chats, pictures and support tickets. Ids in answers are users.member_id;
-- inside the database every reference is users.id.

CREATE TABLE organizations (
  orgcode text PRIMARY KEY CHECK (orgcode ~ '^[A-Z0-9][A-Z0-9_-]{0,63}$'),
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  archetype text,
  show_community_page boolean NOT NULL DEFAULT false,
  -- Controls the community directory and weekly matching (001 §3, DECISIONS §5).
  is_users_open boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE memberships (
  orgcode text NOT NULL REFERENCES organizations (orgcode) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  joined_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (orgcode, user_id)
);
-- "Which organisations is this user in" (every scope check).
CREATE INDEX memberships_user_idx ON memberships (user_id, orgcode);

CREATE TABLE profiles (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  -- HEXACO raw scores 0-30, null until the questionnaire is done (all or none).
  honesty smallint CHECK (honesty BETWEEN 0 AND 30),
  neuroticism smallint CHECK (neuroticism BETWEEN 0 AND 30),
  extraversion smallint CHECK (extraversion BETWEEN 0 AND 30),
  agreeableness smallint CHECK (agreeableness BETWEEN 0 AND 30),
  conscientiousness smallint CHECK (conscientiousness BETWEEN 0 AND 30),
  openness smallint CHECK (openness BETWEEN 0 AND 30),
  archetype text,
  profile_picture text,
  title text,
  department text,
  headline text,
  -- The remaining fields of 001 §3 "Full profile fields read" (lists and text).
  details jsonb NOT NULL DEFAULT '{}'::jsonb,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT profiles_hexaco_all_or_none CHECK (
    num_nulls(honesty, neuroticism, extraversion, agreeableness, conscientiousness, openness) IN (0, 6)
  )
);

CREATE TABLE connections (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- The pair is stored once, smaller id first.
  member1 uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  member2 uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The organisation whose weekly run made the match (informative).
  orgcode text REFERENCES organizations (orgcode) ON DELETE SET NULL,
  strength smallint NOT NULL CHECK (strength BETWEEN 0 AND 100),
  match_date_time timestamptz NOT NULL,
  viewed_by_member1 boolean NOT NULL DEFAULT false,
  viewed_by_member2 boolean NOT NULL DEFAULT false,
  -- postType -> member id -> answer fields.
  answers jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT connections_ordered_pair CHECK (member1 < member2),
  CONSTRAINT connections_pair_unique UNIQUE (member1, member2)
);
-- member1 lookups use the unique index; member2 needs its own.
CREATE INDEX connections_member2_idx ON connections (member2);

-- One row per organisation and week: the weekly job's idempotency key.
CREATE TABLE match_runs (
  orgcode text NOT NULL REFERENCES organizations (orgcode) ON DELETE CASCADE,
  week_start date NOT NULL,
  connections_created integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (orgcode, week_start)
);

CREATE TABLE chats (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  member1 uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  member2 uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- Highest message id each member has read (message-reset).
  read_up_to_member1 bigint NOT NULL DEFAULT 0,
  read_up_to_member2 bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT chats_ordered_pair CHECK (member1 < member2),
  CONSTRAINT chats_pair_unique UNIQUE (member1, member2)
);
CREATE INDEX chats_member2_idx ON chats (member2);

CREATE TABLE chat_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  chat_id uuid NOT NULL REFERENCES chats (id) ON DELETE CASCADE,
  sender_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  content text NOT NULL CHECK (char_length(content) BETWEEN 1 AND 4000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chat_messages_chat_idx ON chat_messages (chat_id, id);

CREATE TABLE pictures (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg', 'image/gif', 'image/webp')),
  size integer NOT NULL CHECK (size > 0 AND size <= 5242880),
  data bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX pictures_owner_idx ON pictures (owner_id);

CREATE TABLE support_tickets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- A short number for people: 'KIN-1042'.
  number bigint GENERATED ALWAYS AS IDENTITY (START WITH 1001) UNIQUE,
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  issue_type text NOT NULL CHECK (issue_type IN ('account', 'technical', 'billing', 'feature', 'other')),
  priority text NOT NULL CHECK (priority IN ('low', 'medium', 'high', 'critical')),
  subject text NOT NULL,
  description text NOT NULL,
  user_email text NOT NULL,
  user_name text NOT NULL,
  status text NOT NULL DEFAULT 'open',
  -- Mail is sent after the ticket is stored; a failure leaves these null for a retry.
  confirmation_sent_at timestamptz,
  notice_sent_at timestamptz,
  mail_error text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX support_tickets_user_idx ON support_tickets (user_id, created_at DESC);
-- Tickets whose mail still has to go out.
CREATE INDEX support_tickets_unsent_idx ON support_tickets (created_at) WHERE confirmation_sent_at IS NULL OR notice_sent_at IS NULL;
