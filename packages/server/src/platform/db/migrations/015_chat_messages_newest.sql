-- A chat's messages newest first, for home's feed of messages received: it reads each of the member's chats from
-- its newest message down, rather than every message of every chat (a sequential scan of chat_messages).
CREATE INDEX chat_messages_chat_newest_idx ON chat_messages (chat_id, created_at DESC, id DESC);
