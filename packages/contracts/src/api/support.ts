/**
 * The support endpoint (docs/product.md#what-it-keeps "Support ticket", #validation, #the-calls): the ticket form's
 * rules and messages, verbatim, for the form, the server and MSW handlers.
 *
 * POST /v1/support/tickets with the identity token as bearer. Without a token
 * the answer is 401 'submitSupportTicket: Missing required parameter: jwt'.
 *
 * Transport: `multipart/form-data`, one text part per field of the ticket
 * (issueType, priority, subject, description, userEmail, userName) and one
 * `attachments` file part per attachment (at most ATTACHMENTS_MAX, each at most
 * ATTACHMENT_MAX_BYTES). Binary files travel as they are (no base64 third
 * larger), and the `Idempotency-Key` header works as for any write. A JSON
 * body with the same fields is still accepted for a ticket without
 * attachments. The server reads each file's type from its first bytes
 * (`attachmentTypeOf`), never from its name or declared type; a file of any
 * other kind is 415, one over the size 413, and nothing is stored then.
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
  attachmentHint: 'Images, PDFs and text files, up to 10 MB each',
} as const;

/** The address the failure toast offers: the server's default SUPPORT_EMAIL, where support notices go. */
export const SUPPORT_CONTACT_EMAIL = 'support@kindred.local';

/** The failure toast's description, with the address to write to instead. */
export const supportFailureDetail = (email: string) => `Please try again or email us directly at ${email}`;

/** Attachments (docs/product.md#constants-and-limits): each file at most 10 MB, a handful per ticket. */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const ATTACHMENTS_MAX = 5;
/** What a multipart ticket carries besides its files: the fields and the framing, with room to spare. */
export const SUPPORT_TICKET_FRAMING_BYTES = 1024 * 1024;
/** The request body limit of this call alone: every attachment at its largest, plus the fields and multipart framing. */
export const SUPPORT_TICKET_BODY_LIMIT_BYTES = ATTACHMENTS_MAX * ATTACHMENT_MAX_BYTES + SUPPORT_TICKET_FRAMING_BYTES;
/**
 * Attachments a member may send in any 24 hours, all tickets together: two tickets at their largest, far more than
 * screenshots and logs need, and a wall for a script filling the database.
 */
export const ATTACHMENT_BYTES_PER_DAY = 100 * 1024 * 1024;

const ATTACHMENT_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf', 'text/plain'] as const;
export type AttachmentContentType = (typeof ATTACHMENT_CONTENT_TYPES)[number];
/** What the file picker offers; only a hint, since the content decides (`attachmentTypeOf`). */
export const ATTACHMENT_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp,application/pdf,text/plain,.txt,.log,.md,.csv,.json';

export const ATTACHMENT_MESSAGES = {
  wrongType: (name: string) => `${name} is not an image (PNG, JPEG, GIF, WebP), a PDF or a text file`,
  tooLarge: (name: string) => `${name} is larger than 10 MB`,
  empty: (name: string) => `${name} is empty`,
  tooMany: `Attach at most ${ATTACHMENTS_MAX} files`,
  ticketTooLarge: `A ticket can carry at most ${ATTACHMENTS_MAX} files of up to 10 MB each`,
  /** The member's attachments of the last 24 hours reach the daily total (`limit`) with this ticket's; `left` is what still fits. */
  dailyLimit: (limit: string, left: string | null, hours: number) =>
    `Daily attachment limit reached (${limit} per day)${left ? `: ${left} more can be attached now` : ''}. ` +
    `${left ? 'Attach less' : 'Send the ticket without files'}, or try again in ${hours} ${hours === 1 ? 'hour' : 'hours'}.`,
} as const;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const GIF87 = ascii('GIF87a');
const GIF89 = ascii('GIF89a');
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');
const PDF = ascii('%PDF-');

/**
 * The attachment's type read from its content: the magic bytes of PNG, JPEG,
 * GIF, WebP and PDF; otherwise text when the whole file is valid UTF-8 with no
 * NUL character; otherwise null (refused). The name and the declared type play
 * no part, so an executable renamed `.png` is refused and a PDF declared as an
 * image is a PDF. Shared by the form (before sending) and the server.
 */
export function attachmentTypeOf(bytes: Uint8Array): AttachmentContentType | null {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, GIF87) || startsWith(bytes, GIF89)) return 'image/gif';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'image/webp';
  if (startsWith(bytes, PDF)) return 'application/pdf';
  if (bytes.includes(0)) return null;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return 'text/plain';
  } catch {
    return null;
  }
}

/** A file's name as stored and mailed: no folders, no control characters, at most 200 characters. */
export function attachmentNameOf(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // Control characters, and the bidirectional controls (embeddings, overrides, isolates and marks) that make a name
  // read otherwise than it is: 'invoice\u202Egnp.exe' shows as 'invoiceexe.png'.
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '').trim().slice(0, 200);
  return clean === '' ? 'attachment' : clean;
}

const supportAttachmentSchema = z.object({
  name: z.string(),
  contentType: z.enum(ATTACHMENT_CONTENT_TYPES),
  size: z.number(),
});
export type SupportAttachment = z.infer<typeof supportAttachmentSchema>;

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
  /** What was stored with the ticket, in the order sent, each with the type its content showed. */
  attachments: z.array(supportAttachmentSchema),
});
export type SupportTicketResponse = z.infer<typeof supportTicketResponseSchema>;
