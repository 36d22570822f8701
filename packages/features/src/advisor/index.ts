/**
 * The advisor feature's public entry: Link's catalogue of prompts, its calls, the launcher every page may use to
 * open the popup, and following the links of its replies.
 */
export * from './content/conversation.ts';
export { ADVISOR_CLIENT_MESSAGES, AdvisorError, askLink, recentTurns, sendFeedback, type AskLinkReply, type AskLinkRequest } from './api/chat.ts';
export { LINK_OPEN_EVENT, isLinkShortcut, requestLinkOpen, takePendingLinkOpen, type LinkOpenOptions, type LinkOpenRequest } from './launch.ts';
export { LINK_TOASTS, followLink, useFollowLink, type FollowLinkDeps, type FollowLinkOptions } from './chat/follow-link.ts';
