/** Messaging's public API: its service (its calls are in the profile API's table, ../profile-api.ts). */
export { createMessagingService } from './service.ts';
export type { MessagingService, ReceivedMessage } from './service.ts';
