/**
 * Local analytics (docs/product.md#constants-and-limits "Local analytics"): what a member did, kept in this
 * browser only and never sent anywhere. Each event has its type, the page it happened on, when, who and in which
 * browser session, plus a few fields of its own (`profile_viewed` carries the member id). The newest 1,000 events
 * are kept. The advisor reads them to know how the product is used.
 */
import { isNumber, isString, shape, type Guard } from './guards.ts';
import { readStored, writeStored } from './storage.ts';

export const ANALYTICS_STORAGE_KEY = 'kindred.analytics';
const SESSION_ID_KEY = 'kindred.analytics.session';
export const ANALYTICS_EVENT_LIMIT = 1000;

export interface AnalyticsEvent {
  type: string;
  currentPage: string;
  timestamp: number;
  userId: string;
  sessionId: string;
  data: Record<string, string | number | boolean>;
}

const isData: Guard<AnalyticsEvent['data']> = (value): value is AnalyticsEvent['data'] =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((field) => ['string', 'number', 'boolean'].includes(typeof field));

const isEvent = shape({ type: isString, currentPage: isString, timestamp: isNumber, userId: isString, sessionId: isString, data: isData });
const isEvents: Guard<AnalyticsEvent[]> = (value): value is AnalyticsEvent[] => Array.isArray(value) && value.every(isEvent);

/** This browser tab's session: one id per tab until it closes. */
function sessionId(): string {
  const stored = readStored(SESSION_ID_KEY, isString, 'session');
  if (stored) return stored;
  const id = globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  writeStored(SESSION_ID_KEY, id, 'session');
  return id;
}

/** The events kept, oldest first. */
export function readAnalyticsEvents(): AnalyticsEvent[] {
  return readStored(ANALYTICS_STORAGE_KEY, isEvents) ?? [];
}

/** Records one event for `userId`; the oldest are dropped past the limit. */
export function recordAnalyticsEvent(userId: string, type: string, data: AnalyticsEvent['data'] = {}): void {
  const event: AnalyticsEvent = {
    type,
    currentPage: globalThis.location?.pathname ?? '/',
    timestamp: Date.now(),
    userId,
    sessionId: sessionId(),
    data,
  };
  writeStored(ANALYTICS_STORAGE_KEY, [...readAnalyticsEvents(), event].slice(-ANALYTICS_EVENT_LIMIT));
}
