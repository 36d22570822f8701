/** The advisor feature's public entry. Its screens arrive with their own issue; its catalogue is here now. */
export * from './content/conversation.ts';
export { ADVISOR_CLIENT_MESSAGES, AdvisorError, askLink, recentTurns, sendFeedback, type AskLinkReply, type AskLinkRequest } from './api/chat.ts';
