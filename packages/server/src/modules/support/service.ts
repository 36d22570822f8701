/**
 * Support tickets (docs/product.md#validation, #the-calls, #errors): the ticket is stored first, then a
 * confirmation goes to the member and a notice to the support address
 * (SUPPORT_EMAIL). Mail comes after the commit on purpose: a mail server that
 * is down must not lose the ticket. What was sent, and the last mail error,
 * are recorded on the ticket (`confirmation_sent_at`, `notice_sent_at`,
 * `mail_error`), so unsent mail can be found and sent again.
 */
import { RESPONSE_PROMISE_HOURS, SUPPORT_MESSAGES } from '@kindred/contracts/api/support';
import type {
  IssueType,
  Priority,
  SupportTicketRequest,
  SupportTicketResponse,
} from '@kindred/contracts/api/support';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/types.ts';
import { forbidden, idempotencyKeyReused } from '../../platform/errors.ts';
import { enforceRateLimit } from '../../platform/rate-limit/rate-limit.ts';
import type { RateLimiter } from '../../platform/rate-limit/rate-limit.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import * as repo from './repository.ts';

export interface SupportDeps {
  db: Db;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  clock: Clock;
  config: { supportEmail: string };
  log: { warn(obj: object, msg: string): void };
}

export interface SupportCaller {
  userId: string;
  memberId: string;
  email: string;
}

/** Tickets per member per hour: plenty for a person, a wall for a script. */
export const TICKETS_PER_HOUR = 10;

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

export function ticketReference(number: number): string {
  return `KIN-${number}`;
}

function confirmationMail(ticket: SupportTicketRequest, reference: string) {
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
      '',
      `If you need to add anything, reply to this e-mail and mention ${reference}.`,
      '',
      'The Kindred team',
    ].join('\n'),
  };
}

function noticeMail(ticket: SupportTicketRequest, reference: string, caller: SupportCaller, createdAt: Date) {
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
    ].join('\n'),
  };
}

async function submitTicket(
  deps: SupportDeps,
  caller: SupportCaller,
  ticket: SupportTicketRequest,
  idempotencyKey: string | null = null,
): Promise<SupportTicketResponse> {
  // The confirmation goes to userEmail: it must be the caller's, or the endpoint would mail strangers.
  if (ticket.userEmail.toLowerCase() !== caller.email.toLowerCase()) {
    throw forbidden("userEmail must be your own (the signed-in member's) e-mail address");
  }
  await enforceRateLimit(deps.rateLimiter, `support-ticket:${caller.userId}`, TICKETS_PER_HOUR, 3600);

  const stored = await repo.insertTicket(deps.db, { userId: caller.userId, ...ticket }, idempotencyKey);
  const reference = ticketReference(stored.number);
  if (stored.replayed) {
    // The same submission again (its answer was lost): one ticket, one set of mails, and the same answer.
    const same =
      stored.issueType === ticket.issueType &&
      stored.priority === ticket.priority &&
      stored.subject === ticket.subject &&
      stored.description === ticket.description;
    if (!same) throw idempotencyKeyReused();
    await deps.rateLimiter.release(`support-ticket:${caller.userId}`, 3600);
    return {
      id: stored.id,
      reference,
      status: 'open',
      createdAt: stored.createdAt.toISOString(),
      confirmationSent: stored.confirmationSent,
      message: SUPPORT_MESSAGES.success,
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
  const confirmationSentAt = await send(caller.email, confirmationMail(ticket, reference), 'confirmation');
  const noticeSentAt = await send(
    deps.config.supportEmail,
    noticeMail(ticket, reference, caller, stored.createdAt),
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
  };
}

export function createSupportService(deps: SupportDeps) {
  return {
    /** Stores the ticket, then mails the member and the support address (see above). */
    submit: (caller: SupportCaller, ticket: SupportTicketRequest, idempotencyKey: string | null = null) =>
      submitTicket(deps, caller, ticket, idempotencyKey),
  };
}

export type SupportService = ReturnType<typeof createSupportService>;
