/**
 * MSW handler for the support ticket call (packages/contracts/src/api/support.ts), with the server's rules: the
 * bearer, the multipart form's fields checked with the contract's schema, each attachment typed by its content
 * and at most 10 MB (415 / 413 otherwise, nothing kept), and the answer the server gives. What arrived is kept in
 * `state` for play functions.
 */
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MESSAGES,
  SUPPORT_MESSAGES,
  SUPPORT_TICKETS_PATH,
  attachmentNameOf,
  attachmentTypeOf,
  supportTicketRequestSchema,
  type SupportTicketRequest,
  type SupportTicketResponse,
} from '@kindred/contracts/api/support';
import { HttpResponse, http } from 'msw';
import { stalledResponse } from './stall.ts';

export interface SupportMockOptions {
  /** Answer with this status and message instead. */
  fail?: { status: number; error: string };
  /** Never answer (the submitting state). */
  stall?: boolean;
}

interface SupportMockState {
  tickets: { ticket: SupportTicketRequest; attachments: string[]; idempotencyKey: string | null }[];
}

export function createSupportMock(options: SupportMockOptions = {}) {
  const state: SupportMockState = { tickets: [] };
  const handlers = [
    http.post(`*${SUPPORT_TICKETS_PATH}`, async ({ request }) => {
      if (!request.headers.get('authorization')) return HttpResponse.json({ error: SUPPORT_MESSAGES.missingToken }, { status: 401 });
      if (options.stall) return stalledResponse();
      if (options.fail) return HttpResponse.json({ error: options.fail.error }, { status: options.fail.status });
      const form = await request.formData();
      const fields = Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'));
      const parsed = supportTicketRequestSchema.safeParse(fields);
      if (!parsed.success) return HttpResponse.json({ error: parsed.error.issues[0]?.message ?? 'Invalid request' }, { status: 400 });
      const attachments: SupportTicketResponse['attachments'] = [];
      for (const part of form.getAll('attachments')) {
        if (typeof part === 'string') return HttpResponse.json({ error: 'attachments must be files' }, { status: 400 });
        const name = attachmentNameOf(part.name);
        if (part.size > ATTACHMENT_MAX_BYTES) return HttpResponse.json({ error: ATTACHMENT_MESSAGES.tooLarge(name) }, { status: 413 });
        const contentType = attachmentTypeOf(new Uint8Array(await part.arrayBuffer()));
        if (!contentType) return HttpResponse.json({ error: ATTACHMENT_MESSAGES.wrongType(name) }, { status: 415 });
        attachments.push({ name, contentType, size: part.size });
      }
      state.tickets.push({ ticket: parsed.data, attachments: attachments.map((a) => a.name), idempotencyKey: request.headers.get('idempotency-key') });
      const answer: SupportTicketResponse = {
        id: `ticket-${state.tickets.length}`,
        reference: `KIN-${1000 + state.tickets.length}`,
        status: 'open',
        createdAt: new Date().toISOString(),
        confirmationSent: true,
        message: SUPPORT_MESSAGES.success,
        attachments,
      };
      return HttpResponse.json(answer, { status: 201 });
    }),
  ];
  return { handlers, state };
}
