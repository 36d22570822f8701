-- Support tickets' attachments (docs/product.md#what-it-keeps "Support ticket", docs/product.md#constants-and-limits):
-- images, PDFs and text files of at most 10 MB each, stored with the ticket in the same transaction. The type is
-- the one the content showed (magic bytes, or valid UTF-8 for text), never the name's or the declared one.
CREATE TABLE support_ticket_attachments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  ticket_id uuid NOT NULL REFERENCES support_tickets (id) ON DELETE CASCADE,
  -- The order the member sent them in.
  position smallint NOT NULL CHECK (position >= 0),
  file_name text NOT NULL CHECK (length(file_name) BETWEEN 1 AND 200),
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf', 'text/plain')),
  size_bytes integer NOT NULL CHECK (size_bytes BETWEEN 1 AND 10485760),
  -- Hex SHA-256 of the content: a ticket sent again with its Idempotency-Key must carry the same files.
  sha256 text NOT NULL,
  content bytea NOT NULL,
  UNIQUE (ticket_id, position)
);
