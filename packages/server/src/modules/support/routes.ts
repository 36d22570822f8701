/**
 * POST /v1/support/tickets (docs/product.md#the-calls "Support ticket": the specification's
 * serverless support endpoint). Bearer required; without an Authorization
 * header the answer is 401 'submitSupportTicket: Missing required parameter:
 * jwt' (docs/product.md#validation), before the body is looked at.
 *
 * The body is multipart/form-data (the ticket's fields as text parts, each
 * file as an `attachments` part) or, for a ticket without files, JSON. This
 * call alone has a body limit of SUPPORT_TICKET_BODY_LIMIT_BYTES
 * (platform/http/app.ts); each file's own limit and type are checked by the
 * service, from its content.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import * as z from 'zod/mini';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENTS_MAX,
  SUPPORT_MESSAGES,
  SUPPORT_TICKETS_PATH,
  supportTicketRequestSchema,
  supportTicketResponseSchema,
} from '@kindred/contracts/api/support';
import type { PlatformDeps } from '../../platform/deps.ts';
import { callerOf } from '../identity/index.ts';
import { invalid, unauthenticated, unsupportedType } from '../../platform/errors.ts';
import { defineRoute, mountRoutes, parseInput } from '../../platform/http/openapi.ts';
import type { AppEnv } from '../../platform/http/types.ts';
import type { IncomingAttachment, SupportService } from './service.ts';

const TICKET_FIELDS = ['issueType', 'priority', 'subject', 'description', 'userEmail', 'userName'] as const;

/** The ticket's fields and files from a multipart or JSON body; a malformed body is a 400, never a 500. */
async function readTicket(c: Context<AppEnv>): Promise<{ fields: unknown; files: IncomingAttachment[] }> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (type.startsWith('multipart/form-data')) {
    let form: FormData;
    try {
      form = await c.req.raw.formData();
    } catch {
      throw invalid('Malformed multipart/form-data body', 'MALFORMED_MULTIPART');
    }
    const fields: Record<string, unknown> = {};
    for (const name of TICKET_FIELDS) {
      const values = form.getAll(name);
      if (values.length > 1) throw invalid(`${name} must be sent once`, 'VALIDATION_ERROR');
      const value = values[0];
      if (value === undefined) continue;
      if (typeof value !== 'string') throw invalid(`${name} must be text`, 'VALIDATION_ERROR');
      fields[name] = value;
    }
    const files: IncomingAttachment[] = [];
    for (const part of form.getAll('attachments')) {
      if (typeof part === 'string') throw invalid('attachments must be files', 'VALIDATION_ERROR');
      files.push({ name: part.name, bytes: new Uint8Array(await part.arrayBuffer()) });
    }
    return { fields, files };
  }
  if (type !== '' && !type.startsWith('application/json')) {
    throw unsupportedType('Send the ticket as multipart/form-data, or as JSON without attachments');
  }
  const text = await c.req.text();
  if (text.trim() === '') return { fields: {}, files: [] };
  try {
    return { fields: JSON.parse(text) as unknown, files: [] };
  } catch {
    throw invalid('Malformed JSON in request body', 'MALFORMED_JSON');
  }
}

const submitTicketRoute = defineRoute({
  method: 'POST',
  path: SUPPORT_TICKETS_PATH,
  summary: 'Submit a support ticket; mails a confirmation to the member and a notice to support',
  tags: ['support'],
  auth: true,
  rawBody: {
    contentTypes: ['multipart/form-data', 'application/json'],
    description: `The ticket's fields (issueType, priority, subject, description, userEmail, userName) as text parts and up to ${ATTACHMENTS_MAX} files as \`attachments\` parts, each at most ${ATTACHMENT_MAX_BYTES} bytes: PNG, JPEG, GIF, WebP, PDF or UTF-8 text, told by its content (415 otherwise, 413 over the size; nothing is stored then). JSON with the same fields for a ticket without attachments.`,
    schemas: {
      'multipart/form-data': z.extend(supportTicketRequestSchema, { attachments: z.optional(z.array(z.file())) }),
      'application/json': supportTicketRequestSchema,
    },
  },
  response: supportTicketResponseSchema,
  status: 201,
  errors: {
    413: `An attachment is over ${ATTACHMENT_MAX_BYTES} bytes, or the request over its limit; nothing is stored`,
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
        // The limit before the body: a member who is over it is refused without a byte of the upload read.
        await deps.support.admit({ userId });
        const { fields, files } = await readTicket(c);
        const ticket = parseInput(supportTicketRequestSchema, fields, 'body');
        return deps.support.submit({ userId, memberId, email }, ticket, idempotencyKey, files);
      }),
    ]),
  );
  return router;
}
