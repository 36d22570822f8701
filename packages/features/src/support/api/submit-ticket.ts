/**
 * Sends a support ticket with its attachments as multipart/form-data (the contract's transport): the fields as
 * text parts, each file as an `attachments` part. The Idempotency-Key is the caller's: the same key for the same
 * submission sent again, so a ticket whose answer was lost is stored once.
 */
import {
  SUPPORT_TICKETS_PATH,
  supportTicketResponseSchema,
  type SupportTicketRequest,
  type SupportTicketResponse,
} from '@kindred/contracts/api/support';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../shared/http.ts';
import { supportKeys } from './keys.ts';

interface TicketSubmission {
  ticket: SupportTicketRequest;
  files: readonly File[];
  idempotencyKey: string;
}

async function submitSupportTicket({ ticket, files, idempotencyKey }: TicketSubmission): Promise<SupportTicketResponse> {
  const body = new FormData();
  for (const [name, value] of Object.entries(ticket)) body.append(name, value);
  for (const file of files) body.append('attachments', file, file.name);
  const answer: unknown = await api
    .post(SUPPORT_TICKETS_PATH.slice(1), { body, headers: { 'Idempotency-Key': idempotencyKey } })
    .json();
  return supportTicketResponseSchema.parse(answer);
}

export function useSubmitTicket() {
  return useMutation({ mutationKey: supportKeys.submitTicket(), mutationFn: submitSupportTicket });
}
