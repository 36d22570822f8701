/**
 * The first-login calendar prompt's memory (docs/product.md#states "Calendar prompt"), per member on this device:
 *
 * - shown only when a member is known, the first-login flag is absent, the stored status is not 'dismissed', any
 *   'remind_later' date has passed, and neither calendar is connected;
 * - either calendar connected sets the first-login flag;
 * - 'Remind me in 7 days' stores a date 7 days ahead; 'Skip for now' stores 'dismissed'; closing the dialog
 *   otherwise (Escape, its Close button) sets the first-login flag;
 * - corrupted stored data is cleared (readStored removes what fails its check).
 *
 * Reminding later does not set the first-login flag: the prompt comes back once the date has passed, which is what
 * the button promises (docs/decisions.md#calendar).
 */
import { isString } from '../../shared/guards.ts';
import { readStored, writeStored } from '../../shared/storage.ts';

const REMIND_DAYS = 7;
const DAY_MS = 24 * 60 * 60_000;

const statusKey = (userId: string) => `kindred.calendar-prompt.${userId}`;
const firstLoginKey = (userId: string) => `kindred.first-login-complete.${userId}`;

export type PromptStatus = { status: 'dismissed' } | { status: 'remind_later'; until: string };

function isPromptStatus(value: unknown): value is PromptStatus {
  if (typeof value !== 'object' || value === null) return false;
  const status = (value as { status?: unknown }).status;
  if (status === 'dismissed') return true;
  const until = (value as { until?: unknown }).until;
  return status === 'remind_later' && isString(until) && !Number.isNaN(Date.parse(until));
}

export function readPromptStatus(userId: string): PromptStatus | null {
  return readStored(statusKey(userId), isPromptStatus);
}

export function firstLoginComplete(userId: string): boolean {
  return readStored(firstLoginKey(userId), (value): value is true => value === true) === true;
}

export function markFirstLoginComplete(userId: string): void {
  writeStored(firstLoginKey(userId), true);
}

export function remindLater(userId: string, now: number): void {
  writeStored(statusKey(userId), { status: 'remind_later', until: new Date(now + REMIND_DAYS * DAY_MS).toISOString() } satisfies PromptStatus);
}

export function dismissPrompt(userId: string): void {
  writeStored(statusKey(userId), { status: 'dismissed' } satisfies PromptStatus);
}

/** Whether to show the prompt, given whether either calendar is connected. */
export function shouldShowPrompt(userId: string, anyConnected: boolean, now: number): boolean {
  if (!userId || anyConnected || firstLoginComplete(userId)) return false;
  const stored = readPromptStatus(userId);
  if (stored?.status === 'dismissed') return false;
  if (stored?.status === 'remind_later' && Date.parse(stored.until) > now) return false;
  return true;
}
