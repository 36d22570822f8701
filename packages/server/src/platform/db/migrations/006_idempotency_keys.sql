-- Writes that create something take an Idempotency-Key: stored with the row, in the
-- write's own transaction, so a client that retries after an error or a lost answer (the COMMIT
-- may have landed) finds its first write instead of making a second one.
ALTER TABLE chat_messages ADD COLUMN idempotency_key text;
CREATE UNIQUE INDEX chat_messages_idempotency_idx ON chat_messages (sender_id, idempotency_key)
  WHERE idempotency_key IS NOT NULL;

ALTER TABLE support_tickets ADD COLUMN idempotency_key text;
CREATE UNIQUE INDEX support_tickets_idempotency_idx ON support_tickets (user_id, idempotency_key)
  WHERE idempotency_key IS NOT NULL;
