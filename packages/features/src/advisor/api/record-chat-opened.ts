/**
 * A chat with Link opened (docs/product.md#the-calls "AI chat"): the member opening the popup, or asking the first
 * question of a conversation on the insights page (visiting the page, or 'New chat' alone, opens none). The server
 * counts each session id once, for achievements' 'AI Explorer' and 'AI Regular'. Fire and forget: a failure is only
 * logged, the chat goes on.
 */
import { ADVISOR_SESSIONS_PATH, advisorSessionBodySchema, advisorSessionResponseSchema } from '@kindred/contracts/api/advisor';
import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../shared/http.ts';
import { advisorKeys } from './keys.ts';

/** A fresh version-4 UUID per opening; built from random bytes where `randomUUID` is missing (a page served over plain http). */
function newSessionId(): string {
  const native = globalThis.crypto?.randomUUID?.();
  if (native) return native;
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

async function recordChatOpened(sessionId: string) {
  const body = advisorSessionBodySchema.parse({ sessionId });
  const answer: unknown = await api.post(ADVISOR_SESSIONS_PATH.slice(1), { json: body }).json();
  return advisorSessionResponseSchema.parse(answer);
}

/**
 * Records a chat opened, each call with a fresh session id (a retry sends the same one, which counts once). A
 * mutation of the app's query client, so that whatever reads the app's writes (the achievements watcher) hears it.
 */
export function useRecordChatOpened(): () => void {
  const { mutate } = useMutation({
    mutationKey: advisorKeys.sessions(),
    mutationFn: recordChatOpened,
    // Only logged, a lost connection included: the member asked for the chat, not for this record of it.
    meta: { quiet: true },
    onError: (error) => console.warn('Could not record that a chat with Link opened', error),
  });
  return useCallback(() => mutate(newSessionId()), [mutate]);
}
