-- Deleting an account (docs/decisions.md#leaving-kindred): what is the member's goes, but the users row
-- stays as a tombstone, so that the other person's copy of each conversation (chats, chat_messages, which
-- reference users ON DELETE CASCADE) stays readable, its sender shown as a former member. The tombstone keeps
-- no address, name or password: its e-mail is a reserved `.invalid` address of its own (the real address is
-- free to sign up again), its names are the former member's label, its password hash is no hash (nothing
-- verifies against it), and it has no membership, profile or session, so no list, search or match finds it.
ALTER TABLE users ADD COLUMN deleted_at timestamptz;
