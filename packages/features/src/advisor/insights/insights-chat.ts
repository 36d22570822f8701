/**
 * The insights page's conversation with Link (docs/product.md#states "Link", #constants-and-limits): its messages,
 * kept in this tab's session storage and restored on load; the chosen model (Flash by default, or Pro), kept in
 * local storage; the greeting seeded when it is empty, and the 'Welcome back' greeting after 'New chat'; the turns
 * sent with a question (the last 10 non-empty ones); the client's limits per model (5 a minute for Flash, 2 for Pro,
 * 2 s apart; 25 a day for Flash, none for Pro by default) and the words each block shows; and the pace at which a
 * reply appears (25 characters a tick).
 */
import {
  ADVISOR_LIMITS,
  ADVISOR_MESSAGES,
  ADVISOR_MODELS,
  advisorLinkSchema,
  dailyLimitMessage,
  limitKeyOf,
  type AdvisorFeedbackValue,
  type AdvisorLink,
  type AdvisorModel,
  type ChatTurn,
} from '@kindred/contracts/api/advisor';
import * as z from 'zod/mini';
import { oneOf } from '../../shared/guards.ts';
import { readStored, removeStored, writeStored } from '../../shared/storage.ts';
import { greetingText } from '../chat/chat-state.ts';
import { hoursUntilMidnight, rateLimitAllows, usedToday, type DailyUsage } from '../chat/limits.ts';
import { nextRevealLength } from '../chat/reveal.ts';

export const INSIGHTS_PATH = '/insights';
export const INSIGHTS_MESSAGES_KEY = 'kindred.insights.messages';
export const INSIGHTS_MODEL_KEY = 'kindred.insights.model';
/** Characters of a reply shown per tick (the popup shows 20). */
const INSIGHTS_REVEAL_CHARS = 25;
/** How long a handed-over prompt stays highlighted. */
export const HANDOVER_HIGHLIGHT_MS = 2500;
/** How long a per-minute limit's toast stays, and a daily limit's (both at top centre). */
const LIMIT_TOAST_MS = 4000;
const DAILY_LIMIT_TOAST_MS = 5000;

/** The page's words (docs/product.md#errors, #validation). */
export const INSIGHTS_TEXT = {
  analyzing: 'Analyzing...',
  failed: (message: string) => `Failed to connect to AI service: ${message}`,
  feedbackRecorded: ADVISOR_MESSAGES.feedbackRecorded,
  limiter: {
    pro: 'The Pro model is still thinking deeply about your previous question. Please wait 60 seconds.',
    flash: 'Please wait a moment before sending another message. Link is processing your previous questions.',
  } satisfies Record<AdvisorModel, string>,
  copied: 'Reply copied to the clipboard',
  copyFailed: 'Could not copy the reply',
} as const;

export const MODEL_LABELS: Record<AdvisorModel, string> = { flash: 'Flash', pro: 'Pro' };

export type GreetingKind = 'welcome' | 'welcome-back';

export interface InsightsMessage {
  id: string;
  role: 'user' | 'assistant';
  /** Empty for a greeting (worded when shown) and for a reply that has not begun. */
  content: string;
  timestamp: number;
  contextData: { currentPage: string };
  links?: AdvisorLink[];
  /** The server's id of a reply, for feedback. */
  replyId?: string;
  model?: AdvisorModel;
  feedback?: AdvisorFeedbackValue;
  greeting?: GreetingKind;
}

const messageSchema = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  timestamp: z.number(),
  contextData: z.object({ currentPage: z.string() }),
  links: z.optional(z.array(advisorLinkSchema)),
  replyId: z.optional(z.string()),
  model: z.optional(z.enum(ADVISOR_MODELS)),
  feedback: z.optional(z.enum(['like', 'dislike'])),
  greeting: z.optional(z.enum(['welcome', 'welcome-back'])),
});
const messagesSchema = z.array(messageSchema);

let counter = 0;
export function messageId(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}`;
}

export function greeting(kind: GreetingKind, now = Date.now()): InsightsMessage {
  return { id: `greeting-${kind}`, role: 'assistant', content: '', timestamp: now, contextData: { currentPage: INSIGHTS_PATH }, greeting: kind };
}

/** The greeting's words, with the member's first name and organisation as they are now. */
export function greetingWords(kind: GreetingKind, firstName: string | null | undefined, organization: string | null | undefined): string {
  if (kind === 'welcome') return greetingText(firstName, organization);
  const name = firstName?.trim();
  return `Welcome back${name ? `, ${name}` : ''}! Let's start a fresh conversation. What would you like to explore today?`;
}

/** True while the conversation holds only a greeting: the page then offers its topics and popular questions. */
export function onlyGreeting(messages: readonly InsightsMessage[]): boolean {
  return messages.every((message) => message.greeting !== undefined);
}

/** The stored conversation, or a new one with the greeting. */
export function restoreMessages(now = Date.now()): InsightsMessage[] {
  const stored = readStored(INSIGHTS_MESSAGES_KEY, messagesSchema, 'session');
  // A reply cut off by a reload (still empty) is left out.
  const kept = stored?.filter((message) => message.greeting || message.content.trim().length > 0) ?? [];
  return kept.length > 0 ? (kept as InsightsMessage[]) : [greeting('welcome', now)];
}

/** Keeps the conversation for this tab; one with only its greeting is not kept ('New chat' clears storage). */
export function storeMessages(messages: readonly InsightsMessage[]): void {
  if (onlyGreeting(messages)) removeStored(INSIGHTS_MESSAGES_KEY, 'session');
  else writeStored(INSIGHTS_MESSAGES_KEY, messages, 'session');
}

export function clearStoredMessages(): void {
  removeStored(INSIGHTS_MESSAGES_KEY, 'session');
}

export function readModel(): AdvisorModel {
  return readStored(INSIGHTS_MODEL_KEY, oneOf(ADVISOR_MODELS)) ?? 'flash';
}

export function storeModel(model: AdvisorModel): void {
  writeStored(INSIGHTS_MODEL_KEY, model);
}

/** The turns sent before a question: the member's words and Link's replies, not greetings or empty messages. */
export function historyOf(messages: readonly InsightsMessage[]): ChatTurn[] {
  return messages
    .filter((message) => !message.greeting && message.content.trim().length > 0)
    .map((message) => ({ role: message.role, content: message.content }))
    .slice(-ADVISOR_LIMITS.history.insights);
}

export type LimitsVerdict = { allowed: true } | { allowed: false; message: string; duration: number };

/**
 * Whether one more question with `model` may leave at `now`: first the per-minute limiter of the model's key (the
 * model's own words when it blocks), then the daily limit (`daily`, the configured count for the model).
 */
export function checkLimits(
  model: AdvisorModel,
  calls: readonly number[],
  usage: DailyUsage,
  now: number,
  daily: number = ADVISOR_LIMITS.daily[limitKeyOf('insights', model)],
): LimitsVerdict {
  const key = limitKeyOf('insights', model);
  if (!rateLimitAllows(calls, now, key)) return { allowed: false, message: INSIGHTS_TEXT.limiter[model], duration: LIMIT_TOAST_MS };
  if (usedToday(usage, new Date(now), key) >= daily) {
    return { allowed: false, message: dailyLimitMessage(daily, hoursUntilMidnight(new Date(now))), duration: DAILY_LIMIT_TOAST_MS };
  }
  return { allowed: true };
}

/** Questions left today with `model`. */
export function questionsLeft(model: AdvisorModel, usage: DailyUsage, now: number, daily: number): number {
  return Math.max(0, daily - usedToday(usage, new Date(now), limitKeyOf('insights', model)));
}

/** A reply on its way: the text received so far, how much of it is shown, and whether the stream has ended. */
export interface RevealState {
  received: string;
  shown: number;
  done: boolean;
}

export const EMPTY_REVEAL: RevealState = { received: '', shown: 0, done: false };

/** One tick: `chars` more characters shown (never past what was received; all at once with reduced motion). */
export function revealTick(state: RevealState, chars: number = INSIGHTS_REVEAL_CHARS): RevealState {
  return { ...state, shown: nextRevealLength(state.received, state.shown, chars) };
}

/** True while there is received text not shown yet. */
export function revealPending(state: RevealState): boolean {
  return state.shown < state.received.length;
}

/** The reply is complete once the stream has ended and everything received is shown. */
export function revealComplete(state: RevealState): boolean {
  return state.done && !revealPending(state);
}
