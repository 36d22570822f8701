-- Messages between colleagues: how far each member's client has fetched a chat
-- (a message up to here is 'delivered' to them), and the mentors and mentees a
-- member names among their connections.

ALTER TABLE chats
  ADD COLUMN delivered_up_to_member1 bigint NOT NULL DEFAULT 0,
  ADD COLUMN delivered_up_to_member2 bigint NOT NULL DEFAULT 0;

-- Whatever was read was delivered.
UPDATE chats SET delivered_up_to_member1 = read_up_to_member1, delivered_up_to_member2 = read_up_to_member2;

-- What `owner` calls `other`: their mentor or their mentee. One row per pair and direction; none means neither.
CREATE TABLE member_relationships (
  owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  other_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  relationship text NOT NULL CHECK (relationship IN ('mentor', 'mentee')),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (owner_id, other_id),
  CONSTRAINT member_relationships_not_self CHECK (owner_id <> other_id)
);
