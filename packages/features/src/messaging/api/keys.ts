/** Query keys of the messaging feature, generic to specific. */
export const messagingKeys = {
  all: ['messaging'] as const,
  conversations: (memberId: string) => [...messagingKeys.all, 'conversations', memberId] as const,
  thread: (chatId: string) => [...messagingKeys.all, 'thread', chatId] as const,
  /** A colleague to write to who is not in the conversation list yet. */
  recipient: (memberId: string) => [...messagingKeys.all, 'recipient', memberId] as const,
  /** Calling a connection mentor or mentee. */
  relationship: () => [...messagingKeys.all, 'relationship'] as const,
};

/**
 * New messages arrive by polling, every 3 s while the page is visible (TanStack Query pauses an interval in a
 * hidden tab). Polling rather than server-sent events: each poll is one small indexed read (latest-s3 with the
 * last message id as its marker answers only what is newer, with the other member's receipts), it needs no
 * long-lived connection per open tab on the server, works the same behind any proxy and across several server
 * instances sharing one database, and a message is at most 3 s late, which is chat-like enough for colleagues.
 */
export const MESSAGES_POLL_MS = 3_000;
