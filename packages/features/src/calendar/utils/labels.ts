/** What both the home widget (and its reschedule dialog) and the events page use, with no Temporal needed. */
export const QUICK_CONNECT_LABEL = 'Quick Connect';

/** The member's own IANA time zone, as the browser knows it. */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
