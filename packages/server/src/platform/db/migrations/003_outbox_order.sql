-- The mailbox lists mail in the order it was sent. created_at cannot say so on
-- its own: on PGlite the clock moves in whole milliseconds, so two messages
-- sent in one millisecond tied and came back in random order. A sequence
-- number per message settles it on both engines.
ALTER TABLE mail_outbox ADD COLUMN seq bigint GENERATED ALWAYS AS IDENTITY;
CREATE INDEX mail_outbox_seq_idx ON mail_outbox (seq DESC);
