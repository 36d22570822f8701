/**
 * The development mailbox (not served in production): mail the server kept
 * in its outbox because no SMTP server is configured. The demo and the
 * end-to-end tests read sign-in and reset codes here.
 */
import * as z from 'zod/mini';
import '../zod-locale.ts';

export const DEV_MAILBOX_PATH = '/v1/dev/mailbox';

export const devMailboxQuerySchema = z.object({
  /** The address whose mail to list (case-insensitive): the mailbox shows one address at a time. */
  to: z.string().check(z.trim(), z.minLength(1), z.maxLength(254)),
});

const devMailboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  /** The message's own headers (List-Unsubscribe on the e-mails one can unsubscribe from). */
  headers: z.record(z.string(), z.string()),
  createdAt: z.string(),
});

export const devMailboxResponseSchema = z.object({
  /** Newest first. */
  messages: z.array(devMailboxMessageSchema),
});
