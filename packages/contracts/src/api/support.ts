/**
 * The support endpoint (docs/product.md#what-it-keeps "Support ticket", #validation, #the-calls): the ticket form's
 * rules and messages, verbatim, for the form, the server and MSW handlers.
 *
 * POST /v1/support/tickets with the identity token as bearer. Without a token
 * the answer is 401 'submitSupportTicket: Missing required parameter: jwt'.
 */
import * as z from 'zod/mini';
import '../zod-locale.ts';
import { missingParameterMessage, storable } from './params';

export const SUPPORT_TICKETS_PATH = '/v1/support/tickets';

export const ISSUE_TYPES = ['account', 'technical', 'billing', 'feature', 'other'] as const;
export type IssueType = (typeof ISSUE_TYPES)[number];
export const PRIORITIES = ['low', 'medium', 'high', 'critical'] as const;
export type Priority = (typeof PRIORITIES)[number];

export const SUBJECT_MIN = 5;
export const SUBJECT_MAX = 100;
export const DESCRIPTION_MIN = 20;
export const DESCRIPTION_MAX = 1000;
/** The response promise of docs/product.md#constants-and-limits, in the confirmation mail and the success toast. */
export const RESPONSE_PROMISE_HOURS = 24;

export const SUPPORT_MESSAGES = {
  issueType: 'Please select an issue type',
  priority: 'Please select a priority level',
  subjectShort: 'Subject must be at least 5 characters',
  subjectLong: 'Subject must not exceed 100 characters',
  descriptionShort: 'Description must be at least 20 characters',
  descriptionLong: 'Description must not exceed 1000 characters',
  missingToken: 'submitSupportTicket: Missing required parameter: jwt',
  success: 'Support ticket submitted successfully!',
  successDetail: "Check your email for a confirmation. We'll respond within 24 hours.",
  failure: 'Failed to submit support ticket',
} as const;

const text = (name: string) =>
  z.string({
    error: (issue) =>
      issue.input === undefined || issue.input === null ? missingParameterMessage(name) : `${name} must be text`,
  });

/**
 * Lengths count the trimmed text, so five spaces are not a subject. The same
 * schema drives the form (react-hook-form or field-level checks) and the server.
 */
export const supportTicketRequestSchema = z.object({
  issueType: z.enum(ISSUE_TYPES, { error: SUPPORT_MESSAGES.issueType }),
  priority: z.enum(PRIORITIES, { error: SUPPORT_MESSAGES.priority }),
  subject: z
    .string({ error: SUPPORT_MESSAGES.subjectShort })
    .check(
      z.trim(),
      z.minLength(SUBJECT_MIN, { error: SUPPORT_MESSAGES.subjectShort }),
      z.maxLength(SUBJECT_MAX, { error: SUPPORT_MESSAGES.subjectLong }),
      z.refine(...storable('subject')),
    ),
  description: z
    .string({ error: SUPPORT_MESSAGES.descriptionShort })
    .check(
      z.trim(),
      z.minLength(DESCRIPTION_MIN, { error: SUPPORT_MESSAGES.descriptionShort }),
      z.maxLength(DESCRIPTION_MAX, { error: SUPPORT_MESSAGES.descriptionLong }),
      z.refine(...storable('description')),
    ),
  /** Must be the signed-in member's e-mail: the confirmation goes there. */
  userEmail: text('userEmail').check(
    z.trim(),
    z.minLength(1, { error: missingParameterMessage('userEmail') }),
    z.maxLength(254, { error: 'userEmail must be at most 254 characters' }),
    z.refine(...storable('userEmail')),
  ),
  userName: text('userName').check(
    z.trim(),
    z.minLength(1, { error: missingParameterMessage('userName') }),
    z.maxLength(200, { error: 'userName must be at most 200 characters' }),
    z.refine(...storable('userName')),
  ),
});
export type SupportTicketRequest = z.infer<typeof supportTicketRequestSchema>;

export const supportTicketResponseSchema = z.object({
  id: z.string(),
  /** A short reference for people ('KIN-1042'), in both e-mails. */
  reference: z.string(),
  status: z.literal('open'),
  createdAt: z.string(),
  /** False when the confirmation could not be sent now; the ticket is stored either way. */
  confirmationSent: z.boolean(),
  message: z.string(),
});
export type SupportTicketResponse = z.infer<typeof supportTicketResponseSchema>;
