/**
 * Messaging's public API: its service, and its calls (routes.ts), which the profile API's table mounts in their
 * places (../profile-api.ts).
 */
export { MESSAGES_PER_CHAT_MINUTE, MESSAGES_PER_MINUTE, messagingRoutes } from './routes.ts';
export { createMessagingService } from './service.ts';
export type { MessagingService, ReceivedMessage } from './service.ts';
