/**
 * What the event details dialog says about an event, in words: when it is, each attendee's answer, its description
 * as plain text and the provider's page. Only the dialog (in the calendar's own chunk) reads these.
 */
import type { CalendarEvent } from '@kindred/contracts/api/calendar';
import type { CalendarItem } from './events.ts';

const ALL_DAY_LABEL = 'All day';

const DAY_FORMAT: Intl.DateTimeFormatOptions = { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' };

/**
 * When the event is, in words, in the member's zone: 'Tuesday, November 24, 2026, 10:00 – 10:30 AM PST', or for
 * an all-day event 'Tuesday, November 24, 2026 · All day' (a range of days when it lasts several).
 */
export function describeWhen(item: CalendarItem, locale?: string): string {
  if (item.start instanceof Temporal.PlainDate && item.end instanceof Temporal.PlainDate) {
    // A date has no zone: each day is drawn at midnight UTC and read back in UTC.
    const format = new Intl.DateTimeFormat(locale, { ...DAY_FORMAT, timeZone: 'UTC' });
    const first = new Date(Date.UTC(item.start.year, item.start.month - 1, item.start.day));
    const last = new Date(Date.UTC(item.end.year, item.end.month - 1, item.end.day));
    const days = item.start.equals(item.end) ? format.format(first) : format.formatRange(first, last);
    return `${days} · ${ALL_DAY_LABEL}`;
  }
  const start = item.start as Temporal.ZonedDateTime;
  const end = item.end as Temporal.ZonedDateTime;
  const format = new Intl.DateTimeFormat(locale, {
    ...DAY_FORMAT,
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone: start.timeZoneId,
  });
  return format.formatRange(new Date(start.epochMilliseconds), new Date(end.epochMilliseconds));
}


/** An attendee's answer in words; Google and Graph name them differently. Null when there is nothing to say. */
export function responseLabel(status: string | null): string | null {
  switch (status) {
    case 'accepted':
      return 'Accepted';
    case 'declined':
      return 'Declined';
    case 'tentative':
    case 'tentativelyAccepted':
      return 'Maybe';
    case 'needsAction':
    case 'notResponded':
      return 'Awaiting reply';
    case 'organizer':
      return 'Organizer';
    default:
      return null;
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/**
 * A description as plain text. Google writes descriptions as HTML; they are shown as text (never rendered), with
 * line breaks kept and tags dropped.
 */
export function plainText(description: string): string {
  return description
    .replace(/<br\s*\/?>|<\/(?:p|div|li)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The provider's own page for the event, when it is a web address (nothing else is linked to). */
export function webLinkOf(event: CalendarEvent): string | null {
  if (!event.webLink) return null;
  try {
    const url = new URL(event.webLink);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
