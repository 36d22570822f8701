/**
 * POST /v1/support/tickets (docs/product.md#the-calls "Support ticket": the specification's
 * serverless support endpoint). Bearer required; without an Authorization
 * header the answer is 401 'submitSupportTicket: Missing required parameter:
 * jwt' (docs/product.md#validation), before the body is looked at.
 *
 * The body is multipart/form-data (the ticket's fields as text parts, each
 * file as an `attachments` part) or, for a ticket without files, JSON. It is
 * checked before a byte of it is read, cheapest first: its type, its declared
 * length against this call's cap (SUPPORT_TICKET_BODY_LIMIT_BYTES; the JSON
 * body limit for JSON) and against what the member may still attach today,
 * then the member's tickets per hour. Then it is read as it arrives, held to
 * those caps and to each file's (platform/http/streamed-body.ts): a body
 * longer than it declared, chunked, or with a file too large stops being read
 * at the cap, and nothing is stored. Each file's type is checked by the
 * service, from its content.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import * as z from 'zod/mini';
import {
  ATTACHMENT_BYTES_PER_DAY,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MESSAGES,
  ATTACHMENTS_MAX,
  SUPPORT_MESSAGES,
  SUPPORT_TICKET_BODY_LIMIT_BYTES,
  SUPPORT_TICKET_FRAMING_BYTES,
  SUPPORT_TICKETS_PATH,
  attachmentNameOf,
  supportTicketRequestSchema,
  supportTicketResponseSchema,
} from '@kindred/contracts/api/support';
import type { PlatformDeps } from '../../platform/deps.ts';
import { callerOf } from '../identity/index.ts';
import { invalid, tooLarge, unauthenticated, unsupportedType } from '../../platform/errors.ts';
import { requestHeader } from '../../platform/http/headers.ts';
import { defineRoute, mountRoutes, parseInput } from '../../platform/http/openapi.ts';
import { BodyOverCap, MalformedBody, readCapped, readMultipart } from '../../platform/http/streamed-body.ts';
import type { AppEnv } from '../../platform/http/types.ts';
import { dailyAttachmentLimit } from './service.ts';
import type { AttachmentAllowance, IncomingAttachment, SupportService } from './service.ts';

const TICKET_FIELDS = ['issueType', 'priority', 'subject', 'description', 'userEmail', 'userName'] as const;
/** Text parts a multipart ticket may have: its six, and room for a few a client adds that are not looked at. */
const MULTIPART_FIELDS_MAX = 20;
/** A text part's cap: far past what any field's rule accepts (a description is at most 1,000 characters). */
const FIELD_BYTES_MAX = 16 * 1024;

/** How the body comes, told from its headers alone: nothing of it is read. */
interface TicketBody {
  kind: 'multipart' | 'json';
  contentType: string;
  /** The declared length; undefined when only the stream can tell (chunked). */
  declared: number | undefined;
}

/** The body's type and declared length, checked against this call's caps before reading: 415, 400 or 413. */
function ticketBodyOf(c: Context<AppEnv>, jsonLimitBytes: number): TicketBody {
  const contentType = requestHeader(c, 'content-type') ?? '';
  const type = contentType.toLowerCase();
  const kind = type.startsWith('multipart/form-data') ? 'multipart' : type === '' || type.startsWith('application/json') ? 'json' : null;
  if (!kind) throw unsupportedType('Send the ticket as multipart/form-data, or as JSON without attachments');
  // With Transfer-Encoding the stream alone tells the length (and a Content-Length beside it means nothing).
  const length = requestHeader(c, 'transfer-encoding') === undefined ? requestHeader(c, 'content-length') : undefined;
  if (length !== undefined && !/^\d{1,15}$/.test(length.trim())) throw invalid('Content-Length must be a whole number of bytes', 'BAD_CONTENT_LENGTH');
  const declared = length === undefined ? undefined : Number(length.trim());
  if (declared !== undefined && kind === 'multipart' && declared > SUPPORT_TICKET_BODY_LIMIT_BYTES) {
    throw tooLarge(ATTACHMENT_MESSAGES.ticketTooLarge, 'TICKET_TOO_LARGE');
  }
  if (declared !== undefined && kind === 'json' && declared > jsonLimitBytes) throw tooLarge('Request body is too large');
  return { kind, contentType, declared };
}

/** A cap a multipart body went over, in the form's words. */
function overCap(error: BodyOverCap, body: TicketBody, allowance: AttachmentAllowance) {
  switch (error.cap.kind) {
    case 'body':
      // Past its own declared length (under the cap, or it was refused unread): the framing is wrong.
      return body.declared !== undefined && body.declared < SUPPORT_TICKET_BODY_LIMIT_BYTES
        ? invalid('Request body is longer than its Content-Length', 'BAD_CONTENT_LENGTH')
        : tooLarge(ATTACHMENT_MESSAGES.ticketTooLarge, 'TICKET_TOO_LARGE');
    case 'file':
      return tooLarge(ATTACHMENT_MESSAGES.tooLarge(attachmentNameOf(error.cap.fileName)), 'ATTACHMENT_TOO_LARGE');
    case 'files':
      return invalid(ATTACHMENT_MESSAGES.tooMany, 'TOO_MANY_ATTACHMENTS');
    case 'file-bytes':
      return dailyAttachmentLimit(allowance);
    case 'fields':
      return invalid('Too many form fields', 'VALIDATION_ERROR');
    case 'field':
      return invalid(`${error.cap.field} is too long`, 'VALIDATION_ERROR');
  }
}

/** A JSON ticket (no files), read under the JSON body limit; malformed JSON is a 400. */
async function readJsonTicket(c: Context<AppEnv>, body: TicketBody, jsonLimitBytes: number): Promise<unknown> {
  let bytes: Uint8Array;
  try {
    bytes = await readCapped(c.req.raw.body, Math.min(jsonLimitBytes, body.declared ?? Infinity));
  } catch (error) {
    if (error instanceof BodyOverCap) {
      throw body.declared !== undefined && body.declared < jsonLimitBytes
        ? invalid('Request body is longer than its Content-Length', 'BAD_CONTENT_LENGTH')
        : tooLarge('Request body is too large');
    }
    throw invalid('Request body could not be read', 'MALFORMED_BODY');
  }
  const text = new TextDecoder().decode(bytes);
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw invalid('Malformed JSON in request body', 'MALFORMED_JSON');
  }
}

/**
 * A multipart ticket's fields and files, read under the caps (see above): a body over a cap stops being read there,
 * and a malformed one is a 400, never a 500.
 */
async function readMultipartTicket(
  c: Context<AppEnv>,
  body: TicketBody,
  allowance: AttachmentAllowance,
): Promise<{ fields: unknown; files: IncomingAttachment[] }> {
  let content: Awaited<ReturnType<typeof readMultipart>>;
  try {
    content = await readMultipart(c.req.raw.body, body.contentType, {
      maxBytes: Math.min(SUPPORT_TICKET_BODY_LIMIT_BYTES, body.declared ?? Infinity),
      maxFiles: ATTACHMENTS_MAX,
      maxFileBytes: ATTACHMENT_MAX_BYTES,
      maxFileBytesTotal: allowance.leftBytes,
      maxFields: MULTIPART_FIELDS_MAX,
      maxFieldBytes: FIELD_BYTES_MAX,
    });
  } catch (error) {
    if (error instanceof BodyOverCap) throw overCap(error, body, allowance);
    if (error instanceof MalformedBody) throw invalid(error.message, 'MALFORMED_MULTIPART');
    throw invalid('Malformed multipart/form-data body', 'MALFORMED_MULTIPART');
  }
  const fields: Record<string, unknown> = {};
  for (const name of TICKET_FIELDS) {
    const values = content.fields.filter((field) => field.name === name);
    if (values.length + content.files.filter((file) => file.field === name).length > 1) throw invalid(`${name} must be sent once`, 'VALIDATION_ERROR');
    if (content.files.some((file) => file.field === name)) throw invalid(`${name} must be text`, 'VALIDATION_ERROR');
    if (values[0]) fields[name] = values[0].value;
  }
  if (content.fields.some((field) => field.name === 'attachments')) throw invalid('attachments must be files', 'VALIDATION_ERROR');
  const files = content.files.filter((file) => file.field === 'attachments').map(({ name, bytes }) => ({ name, bytes }));
  return { fields, files };
}

const submitTicketRoute = defineRoute({
  method: 'POST',
  path: SUPPORT_TICKETS_PATH,
  summary: 'Submit a support ticket; mails a confirmation to the member and a notice to support',
  tags: ['support'],
  auth: true,
  rawBody: {
    contentTypes: ['multipart/form-data', 'application/json'],
    description: `The ticket's fields (issueType, priority, subject, description, userEmail, userName) as text parts and up to ${ATTACHMENTS_MAX} files as \`attachments\` parts, each at most ${ATTACHMENT_MAX_BYTES} bytes: PNG, JPEG, GIF, WebP, PDF or UTF-8 text, told by its content (415 otherwise, 413 over the size; nothing is stored then). A member's files together are at most SUPPORT_ATTACHMENT_BYTES_PER_DAY (${ATTACHMENT_BYTES_PER_DAY} bytes by default) in any 24 hours (413 with Retry-After past that). A body declaring more than ${SUPPORT_TICKET_BODY_LIMIT_BYTES} bytes is refused unread; one without a length (chunked) or longer than it declared stops being read at the first cap it crosses. JSON with the same fields for a ticket without attachments.`,
    schemas: {
      'multipart/form-data': z.extend(supportTicketRequestSchema, { attachments: z.optional(z.array(z.file())) }),
      'application/json': supportTicketRequestSchema,
    },
  },
  response: supportTicketResponseSchema,
  status: 201,
  errors: {
    413: `An attachment is over ${ATTACHMENT_MAX_BYTES} bytes, the ticket over ${SUPPORT_TICKET_BODY_LIMIT_BYTES} bytes (refused before it is read when its length is declared), or the files over what the member may still attach in 24 hours (with Retry-After); nothing is stored`,
    415: 'An attachment is not PNG, JPEG, GIF, WebP, PDF or UTF-8 text, or the body is neither multipart nor JSON; nothing is stored',
  },
  idempotencyKey: true,
});

export function supportRoutes(deps: PlatformDeps & { support: SupportService }) {
  const router = new Hono<AppEnv>();
  // Only this path: the spec's own words for a call without a token.
  router.use(SUPPORT_TICKETS_PATH, async (c, next) => {
    if (c.req.method === 'POST' && !c.req.header('authorization')?.trim()) {
      throw unauthenticated(SUPPORT_MESSAGES.missingToken);
    }
    await next();
  });
  router.route(
    '/',
    mountRoutes(deps, [
      submitTicketRoute.handle(async (c, { idempotencyKey }) => {
        const { userId, memberId, email } = callerOf(c);
        const jsonLimitBytes = deps.config.bodyLimitBytes;
        // Every check that needs no byte of the body comes first: a refused upload is never read.
        const body = ticketBodyOf(c, jsonLimitBytes);
        const allowance = body.kind === 'multipart' ? await deps.support.attachmentAllowance({ userId }, idempotencyKey) : null;
        if (allowance && body.declared !== undefined && body.declared > allowance.leftBytes + SUPPORT_TICKET_FRAMING_BYTES) {
          throw dailyAttachmentLimit(allowance);
        }
        await deps.support.admit({ userId });
        const { fields, files } = allowance
          ? await readMultipartTicket(c, body, allowance)
          : { fields: await readJsonTicket(c, body, jsonLimitBytes), files: [] };
        const ticket = parseInput(supportTicketRequestSchema, fields, 'body');
        return deps.support.submit({ userId, memberId, email }, ticket, idempotencyKey, files);
      }),
    ]),
  );
  return router;
}
