/**
 * The popup's conversation (docs/product.md#states "Link"): its messages, whether a reply is on its way, the draft
 * in the input, and the times the limits need. Atoms, so the conversation outlives the popup being closed or
 * minimised while the member moves between pages; nothing is stored beyond this tab's memory.
 */
import type { AdvisorLink, ChatTurn } from '@kindred/contracts/api/advisor';
import { atom } from 'jotai';

export interface ChatMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  timestamp: number;
  contextData: { currentPage: string };
  links?: AdvisorLink[];
  /** The greeting: worded when shown, with the member's current name and organisation. */
  greeting?: boolean;
  /** Still arriving: shown with a caret. */
  streaming?: boolean;
  /** A canned reply given while the advisor could not be reached. */
  offline?: boolean;
}

/** idle; waiting for the first words of a reply; streaming them. */
export type ChatPhase = 'idle' | 'waiting' | 'streaming';

export const messagesAtom = atom<ChatMessage[]>([]);
/** Whose conversation the atoms hold: another member signing in on this tab starts afresh. */
export const conversationOwnerAtom = atom<string | null>(null);
export const phaseAtom = atom<ChatPhase>('idle');
export const draftAtom = atom('');
/** When the member last sent a message (the one-second rule). */
export const lastSentAtAtom = atom<number | null>(null);
/** The popup's calls in the last minute (the client's rate limit). */
export const callTimesAtom = atom<number[]>([]);

const GREETING_ID = 'greeting';

export function greetingMessage(currentPage: string, now = Date.now()): ChatMessage {
  return { id: GREETING_ID, role: 'assistant', content: '', timestamp: now, contextData: { currentPage }, greeting: true };
}

/** 'Hi Maya! I'm Link, your AI workplace advisor at Acme Robotics. ...' (no name: 'Hi there!'). */
export function greetingText(firstName: string | null | undefined, organization: string | null | undefined): string {
  const name = firstName?.trim();
  const org = organization?.trim();
  return `Hi ${name || 'there'}! I'm Link, your AI workplace advisor${org ? ` at ${org}` : ''}. Ask me about your colleagues, your calendar, team activities or resources, or pick a suggestion below.`;
}

/** True while only the greeting (or nothing) is in the conversation: the empty state with suggestions. */
export function isEmptyConversation(messages: readonly ChatMessage[]): boolean {
  return messages.every((message) => message.greeting);
}

/** The turns sent as history: the member's words and the advisor's real replies, not the greeting or canned replies. */
export function historyTurns(messages: readonly ChatMessage[]): ChatTurn[] {
  return messages
    .filter((message) => !message.greeting && !message.offline && !message.streaming && message.content.trim().length > 0)
    .map((message) => ({ role: message.role, content: message.content }));
}
