/**
 * Support tickets (docs/product.md#validation, #the-calls, #errors): the ticket is stored first, then a
 * confirmation goes to the member and a notice to the support address
 * (SUPPORT_EMAIL). Mail comes after the commit on purpose: a mail server that
 * is down must not lose the ticket. What was sent, and the last mail error,
 * are recorded on the ticket (`confirmation_sent_at`, `notice_sent_at`,
 * `mail_error`), so unsent mail can be found and sent again.
 */
import { createHash } from 'node:crypto';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MESSAGES,
  ATTACHMENTS_MAX,
  attachmentNameOf,
  attachmentTypeOf,
  RESPONSE_PROMISE_HOURS,
  SUPPORT_MESSAGES,
} from '@kindred/contracts/api/support';
import type {
  IssueType,
  Priority,
  SupportAttachment,
  SupportTicketRequest,
  SupportTicketResponse,
} from '@kindred/contracts/api/support';
import type { Clock } from '../../platform/clock.ts';
import type { Db, Queryable } from '../../platform/db/types.ts';
import { forbidden, idempotencyKeyReused, invalid, tooLarge, unsupportedType } from '../../platform/errors.ts';
import { enforceRateLimit } from '../../platform/rate-limit/rate-limit.ts';
import type { RateLimiter } from '../../platform/rate-limit/rate-limit.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import * as repo from './repository.ts';

export interface SupportDeps {
  db: Db;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  clock: Clock;
  config: { supportEmail: string; supportAttachmentBytesPerDay: number };
  log: { warn(obj: object, msg: string): void };
}

export interface SupportCaller {
  userId: string;
  memberId: string;
  email: string;
}

/** Tickets per member per hour: plenty for a person, a wall for a script. */
export const TICKETS_PER_HOUR = 10;

const DAY_MS = 86_400_000;

/** What a member may still attach now: the daily total (SUPPORT_ATTACHMENT_BYTES_PER_DAY) less their attachments of the last 24 hours. */
export interface AttachmentAllowance {
  /** The daily total. */
  limitBytes: number;
  leftBytes: number;
  /** When the oldest of those leaves the 24 hours (some room comes back), in seconds from now. */
  retryAfterSeconds: number;
}

async function allowanceOf(
  db: Queryable,
  deps: Pick<SupportDeps, 'clock' | 'config'>,
  userId: string,
  idempotencyKey: string | null,
): Promise<AttachmentAllowance> {
  const now = deps.clock.now().getTime();
  const limitBytes = deps.config.supportAttachmentBytesPerDay;
  const { bytes, oldest } = await repo.attachmentBytesSince(db, userId, new Date(now - DAY_MS), idempotencyKey);
  const freesAt = oldest ? oldest.getTime() + DAY_MS : now + DAY_MS;
  return { limitBytes, leftBytes: Math.max(0, limitBytes - bytes), retryAfterSeconds: Math.max(1, Math.ceil((freesAt - now) / 1000)) };
}

/**
 * 413 with Retry-After: the ticket's files do not fit in what the member may still attach today. A 413 rather than a
 * 429, as the form shows a 413's words next to the files (and the ticket may still go without them).
 */
export function dailyAttachmentLimit(allowance: AttachmentAllowance) {
  const hours = Math.max(1, Math.ceil(allowance.retryAfterSeconds / 3600));
  const left = allowance.leftBytes > 0 ? formatSize(allowance.leftBytes) : null;
  return tooLarge(ATTACHMENT_MESSAGES.dailyLimit(formatSize(allowance.limitBytes), left, hours), 'ATTACHMENTS_DAILY_LIMIT', allowance.retryAfterSeconds);
}

const ISSUE_LABELS: Record<IssueType, string> = {
  account: 'Account',
  technical: 'Technical issue',
  billing: 'Billing',
  feature: 'Feature request',
  other: 'Other',
};
const PRIORITY_LABELS: Record<Priority, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  critical: 'Critical',
};

/** A file as it arrived: its name and bytes. Whatever type the client declared is not looked at. */
export interface IncomingAttachment {
  name: string;
  bytes: Uint8Array;
}

/**
 * Checks every attachment before anything is stored (docs/product.md#constants-and-limits: images, PDFs and text
 * files, at most 10 MB each): the type comes from the content alone. One bad file refuses the whole ticket, so
 * the member never gets a ticket missing a file they meant to send.
 */
function checkAttachments(files: readonly IncomingAttachment[]): repo.NewAttachment[] {
  if (files.length > ATTACHMENTS_MAX) throw invalid(ATTACHMENT_MESSAGES.tooMany, 'TOO_MANY_ATTACHMENTS');
  return files.map((file) => {
    const name = attachmentNameOf(file.name);
    if (file.bytes.byteLength > ATTACHMENT_MAX_BYTES) throw tooLarge(ATTACHMENT_MESSAGES.tooLarge(name), 'ATTACHMENT_TOO_LARGE');
    if (file.bytes.byteLength === 0) throw invalid(ATTACHMENT_MESSAGES.empty(name), 'ATTACHMENT_EMPTY');
    const contentType = attachmentTypeOf(file.bytes);
    if (!contentType) throw unsupportedType(ATTACHMENT_MESSAGES.wrongType(name), 'ATTACHMENT_TYPE_NOT_ALLOWED');
    return { name, contentType, bytes: file.bytes, sha256: createHash('sha256').update(file.bytes).digest('hex') };
  });
}

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
}

function attachmentLines(attachments: readonly SupportAttachment[]): string[] {
  if (attachments.length === 0) return [];
  return ['', `Attachments (${attachments.length}):`, ...attachments.map((a) => `- ${a.name} (${formatSize(a.size)})`)];
}

function ticketReference(number: number): string {
  return `KIN-${number}`;
}

function confirmationMail(ticket: SupportTicketRequest, reference: string, attachments: readonly SupportAttachment[]) {
  return {
    subject: `We received your support request (${reference})`,
    text: [
      `Hi ${ticket.userName},`,
      '',
      `Thank you for contacting Kindred support. Your ticket ${reference} is open, and we'll respond within ${RESPONSE_PROMISE_HOURS} hours.`,
      '',
      `Subject: ${ticket.subject}`,
      `Type: ${ISSUE_LABELS[ticket.issueType]}`,
      `Priority: ${PRIORITY_LABELS[ticket.priority]}`,
      '',
      'What you told us:',
      ticket.description,
      ...attachmentLines(attachments),
      '',
      `If you need to add anything, reply to this e-mail and mention ${reference}.`,
      '',
      'The Kindred team',
    ].join('\n'),
  };
}

function noticeMail(
  ticket: SupportTicketRequest,
  reference: string,
  caller: SupportCaller,
  createdAt: Date,
  attachments: readonly SupportAttachment[],
) {
  return {
    subject: `[${reference}] ${PRIORITY_LABELS[ticket.priority]} · ${ISSUE_LABELS[ticket.issueType]}: ${ticket.subject}`,
    text: [
      `New support ticket ${reference}`,
      '',
      `From: ${ticket.userName} <${ticket.userEmail}>`,
      `Member id: ${caller.memberId}`,
      `Type: ${ISSUE_LABELS[ticket.issueType]}`,
      `Priority: ${PRIORITY_LABELS[ticket.priority]}`,
      `Received: ${createdAt.toISOString()}`,
      `Promised answer by: ${new Date(createdAt.getTime() + RESPONSE_PROMISE_HOURS * 3_600_000).toISOString()}`,
      '',
      `Subject: ${ticket.subject}`,
      '',
      ticket.description,
      ...attachmentLines(attachments),
    ].join('\n'),
  };
}

async function submitTicket(
  deps: SupportDeps,
  caller: SupportCaller,
  ticket: SupportTicketRequest,
  idempotencyKey: string | null = null,
  files: readonly IncomingAttachment[] = [],
): Promise<SupportTicketResponse> {
  // The confirmation goes to userEmail: it must be the caller's, or the endpoint would mail strangers.
  if (ticket.userEmail.toLowerCase() !== caller.email.toLowerCase()) {
    throw forbidden("userEmail must be your own (the signed-in member's) e-mail address");
  }
  const checked = checkAttachments(files);
  const bytes = checked.reduce((sum, file) => sum + file.bytes.byteLength, 0);

  // The ticket and its files in one transaction: a ticket is never stored without the files it was sent with, nor
  // with files past the member's daily total (counted here again, one ticket of theirs at a time).
  const { stored, attachments } = await deps.db.transaction(async (tx) => {
    const ticketRow = await repo.insertTicket(tx, { userId: caller.userId, createdAt: deps.clock.now(), ...ticket }, idempotencyKey);
    if (!ticketRow.replayed && checked.length > 0) {
      await repo.lockMemberAttachments(tx, caller.userId);
      const allowance = await allowanceOf(tx, deps, caller.userId, idempotencyKey);
      if (bytes > allowance.leftBytes) throw dailyAttachmentLimit(allowance);
      await repo.insertAttachments(tx, ticketRow.id, checked);
    }
    return { stored: ticketRow, attachments: await repo.listAttachments(tx, ticketRow.id) };
  });
  const reference = ticketReference(stored.number);
  const answered = attachments.map(({ name, contentType, size }) => ({ name, contentType, size }) as SupportAttachment);
  if (stored.replayed) {
    // The same submission again (its answer was lost): one ticket, one set of mails, and the same answer.
    const same =
      stored.issueType === ticket.issueType &&
      stored.priority === ticket.priority &&
      stored.subject === ticket.subject &&
      stored.description === ticket.description &&
      attachments.length === checked.length &&
      attachments.every((a, i) => a.sha256 === checked[i]!.sha256 && a.name === checked[i]!.name);
    if (!same) throw idempotencyKeyReused();
    await deps.rateLimiter.release(`support-ticket:${caller.userId}`, 3600);
    return {
      id: stored.id,
      reference,
      status: 'open',
      createdAt: stored.createdAt.toISOString(),
      confirmationSent: stored.confirmationSent,
      message: SUPPORT_MESSAGES.success,
      attachments: answered,
    };
  }

  const errors: string[] = [];
  const send = async (to: string, mail: { subject: string; text: string }, what: string): Promise<Date | null> => {
    try {
      await deps.mailer.send({ to, ...mail });
      return deps.clock.now();
    } catch (error) {
      errors.push(`${what}: ${error instanceof Error ? error.message : String(error)}`);
      deps.log.warn({ ticketId: stored.id, mail: what, err: error }, 'Support mail not sent; the ticket is stored');
      return null;
    }
  };
  const confirmationSentAt = await send(caller.email, confirmationMail(ticket, reference, answered), 'confirmation');
  const noticeSentAt = await send(
    deps.config.supportEmail,
    noticeMail(ticket, reference, caller, stored.createdAt, answered),
    'notice',
  );
  await repo.recordMailOutcome(deps.db, stored.id, {
    confirmationSentAt,
    noticeSentAt,
    error: errors.length > 0 ? errors.join('; ') : null,
  });

  return {
    id: stored.id,
    reference,
    status: 'open',
    createdAt: stored.createdAt.toISOString(),
    confirmationSent: confirmationSentAt !== null,
    message: SUPPORT_MESSAGES.success,
    attachments: answered,
  };
}

export function createSupportService(deps: SupportDeps) {
  return {
    /**
     * Counts a ticket against the member's TICKETS_PER_HOUR, and refuses it (429) when they are spent: called before
     * the body is read, so that a member over their limit costs no upload (a largest ticket is 50 MB).
     */
    admit: (caller: Pick<SupportCaller, 'userId'>) => enforceRateLimit(deps.rateLimiter, `support-ticket:${caller.userId}`, TICKETS_PER_HOUR, 3600),
    /**
     * What the member may still attach (SUPPORT_ATTACHMENT_BYTES_PER_DAY in any 24 hours), read before the body so that an
     * upload that cannot fit is refused unread; a ticket sent again with its Idempotency-Key is not counted against
     * itself. `submit` counts again as it stores.
     */
    attachmentAllowance: (caller: Pick<SupportCaller, 'userId'>, idempotencyKey: string | null = null) =>
      allowanceOf(deps.db, deps, caller.userId, idempotencyKey),
    /** Checks the attachments, stores the ticket with them, then mails the member and the support address (see above); `admit` first. */
    submit: (
      caller: SupportCaller,
      ticket: SupportTicketRequest,
      idempotencyKey: string | null = null,
      attachments: readonly IncomingAttachment[] = [],
    ) => submitTicket(deps, caller, ticket, idempotencyKey, attachments),
  };
}

export type SupportService = ReturnType<typeof createSupportService>;
