/**
 * What the popup checks before it asks Link (docs/product.md#validation, #constants-and-limits): at least a second
 * between two sends, the client's rate limit for the popup's key (6 calls a minute, 2 s apart) and its daily
 * limit (35 a day, counted per local day in local storage, entries older than 7 days dropped, reset at local
 * midnight). The server holds the same limits; these spare it the calls it would refuse.
 */
import { ADVISOR_LIMITS, dailyLimitMessage, type AdvisorLimitKey } from '@kindred/contracts/api/advisor';
import * as z from 'zod/mini';
import { readStored, writeStored } from '../../shared/storage.ts';

/** At least this long between two sends of the member (docs/product.md#validation). */
const MIN_SEND_GAP_MS = 1000;

export const LIMIT_TEXT = {
  tooSoon: 'Please wait a moment before sending another message',
  limiter: "Please wait a moment - I'm still processing your previous messages",
} as const;

/** How long the daily-limit toast stays (top centre). */
export const DAILY_LIMIT_TOAST_MS = 5000;

export function sentTooSoon(lastSentAt: number | null, now: number): boolean {
  return lastSentAt !== null && now - lastSentAt < MIN_SEND_GAP_MS;
}

/**
 * The rate limiter's verdict for a call at `now`, given the earlier calls' times: blocked when the last call was
 * less than the minimum gap ago, or when the window already holds the key's calls per minute.
 */
export function rateLimitAllows(calls: readonly number[], now: number, key: AdvisorLimitKey = 'gemini-chat'): boolean {
  const windowMs = ADVISOR_LIMITS.windowSeconds * 1000;
  const recent = calls.filter((at) => now - at < windowMs);
  const last = recent.length > 0 ? Math.max(...recent) : null;
  if (last !== null && now - last < ADVISOR_LIMITS.minGapMs) return false;
  return recent.length < ADVISOR_LIMITS.perMinute[key];
}

/** The calls still inside the window after one at `now`: what the limiter keeps. */
export function recordCall(calls: readonly number[], now: number): number[] {
  const windowMs = ADVISOR_LIMITS.windowSeconds * 1000;
  return [...calls.filter((at) => now - at < windowMs), now];
}

// The daily count ---------------------------------------------------------------------------------------------

export const DAILY_USAGE_STORAGE_KEY = 'kindred.advisor.daily-usage';
/** Days kept in the record; older ones are dropped at the next count. */
export const DAILY_USAGE_KEEP_DAYS = 7;

/** Calls per local day ('2026-11-24') and key. */
export type DailyUsage = Record<string, Partial<Record<AdvisorLimitKey, number>>>;

const dailyUsageSchema = z.record(z.string(), z.record(z.string(), z.number()));

/** The local calendar day of `now`, as 'YYYY-MM-DD'. */
export function localDay(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Whole hours until the next local midnight, at least 1 (the toast's 'Resets in H hours'). */
export function hoursUntilMidnight(now: Date): number {
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return Math.max(1, Math.ceil((midnight.getTime() - now.getTime()) / 3_600_000));
}

/** Drops the days more than `DAILY_USAGE_KEEP_DAYS` before `now`'s day. */
export function pruneUsage(usage: DailyUsage, now: Date): DailyUsage {
  const oldest = localDay(new Date(now.getFullYear(), now.getMonth(), now.getDate() - DAILY_USAGE_KEEP_DAYS));
  return Object.fromEntries(Object.entries(usage).filter(([day]) => day > oldest));
}

export function usedToday(usage: DailyUsage, now: Date, key: AdvisorLimitKey = 'gemini-chat'): number {
  return usage[localDay(now)]?.[key] ?? 0;
}

/** Null when one more call is allowed today; otherwise the toast's words. */
export function dailyLimitBlock(usage: DailyUsage, now: Date, key: AdvisorLimitKey = 'gemini-chat'): string | null {
  const limit = ADVISOR_LIMITS.daily[key];
  return usedToday(usage, now, key) < limit ? null : dailyLimitMessage(limit, hoursUntilMidnight(now));
}

/** The record after one more call at `now` (older days pruned). */
export function countCall(usage: DailyUsage, now: Date, key: AdvisorLimitKey = 'gemini-chat'): DailyUsage {
  const pruned = pruneUsage(usage, now);
  const day = localDay(now);
  return { ...pruned, [day]: { ...pruned[day], [key]: usedToday(pruned, now, key) + 1 } };
}

export function readDailyUsage(): DailyUsage {
  return (readStored(DAILY_USAGE_STORAGE_KEY, dailyUsageSchema) as DailyUsage | null) ?? {};
}

export function writeDailyUsage(usage: DailyUsage): void {
  writeStored(DAILY_USAGE_STORAGE_KEY, usage);
}
