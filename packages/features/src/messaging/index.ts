/** The messaging feature's public entry: the Messages page (/chat), the link to a member's conversation, and the sample catalogue. */
export * from './content/sample-chats.ts';
export { MessagesScreen, MESSAGES_TITLE, MEMBER_PARAM, conversationPath } from './components/MessagesScreen.tsx';
export { NO_CHAT_SELECTED, TOO_LONG, STATUS_LABELS } from './components/ConversationPane.tsx';
export { EMPTY_TAB, TAB_LABELS } from './utils/conversations.ts';
export { messagingKeys, MESSAGES_POLL_MS } from './api/keys.ts';
