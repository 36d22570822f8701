-- Link, the workplace advisor (docs/decisions.md#the-advisor-link): each reply it gave (not its text: who asked,
-- where and which provider answered), and members' like or dislike of a reply, one per reply.
CREATE TABLE advisor_replies (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  chat_mode text NOT NULL CHECK (chat_mode IN ('popup', 'insights')),
  provider text NOT NULL CHECK (provider IN ('builtin', 'gemini', 'openai')),
  model text NOT NULL CHECK (model IN ('flash', 'pro')),
  created_at timestamptz NOT NULL
);
CREATE INDEX advisor_replies_user_idx ON advisor_replies (user_id, created_at DESC);

CREATE TABLE advisor_feedback (
  reply_id uuid PRIMARY KEY REFERENCES advisor_replies (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  feedback text NOT NULL CHECK (feedback IN ('like', 'dislike')),
  current_page text,
  updated_at timestamptz NOT NULL
);
