/**
 * The weekly introduction (docs/product.md#introductions): after each weekly matching run every member of a new
 * pair is e-mailed who their colleague is and up to three times both are free in the coming week, each a link that
 * books that time for both; 'Not this week' declines. Our own calls: the specification has no e-mail.
 *
 * - POST link (no sign-in): what an e-mailed link's token is for: the colleague's name, the time in the reader's
 *   zone, and whether it is still open. It says nothing the e-mail did not. An unknown or altered token is 404.
 * - POST book (no sign-in, the token is the permission for this one action): books the link's time for both as a
 *   Quick Connect in the reader's calendar, once. The answer's `outcome` is what happened: `booked` (now, or
 *   earlier from this pair's introduction: the booking), `taken` or `passed` (the time is no longer free for both,
 *   or has gone by: `times` are fresh ones, each with a link token of its own), `declined`.
 * - POST decline (no sign-in): 'Not this week' for the pair: no booking is made from their links any more.
 * - GET/PUT notifications/preferences (signed in): which e-mails the member gets, and the matching day.
 * - POST notifications/unsubscribe: the one-click unsubscribe of an e-mail (RFC 8058: the token in the address
 *   and the form body `List-Unsubscribe=One-Click`, or `{ token }` as JSON from the app's page), honoured at once.
 *
 * Errors are `{ error, code }`: 400 for a missing token (INVALID_TOKEN), 404 for one that names nothing
 * (LINK_NOT_FOUND), 409 when the reader has no calendar to book in (CALENDAR_NOT_CONNECTED), 429 past the
 * per-address limit.
 */
import * as z from 'zod/mini';
import '../zod-locale.ts';

export const INTRODUCTION_PATHS = {
  link: '/v1/introductions/link',
  book: '/v1/introductions/book',
  decline: '/v1/introductions/decline',
  preferences: '/v1/notifications/preferences',
  unsubscribe: '/v1/notifications/unsubscribe',
} as const;

/** The app's pages the e-mails link to. */
export const INTRODUCTION_PAGES = { book: '/book', decline: '/not-this-week', unsubscribe: '/unsubscribe' } as const;

/** Times suggested in an introduction, and how long the Quick Connect it books is. */
export const INTRODUCTION_TIMES = 3;
export const INTRODUCTION_MINUTES = 30;
/** The coming week: suggested times lie within this many days of the send. */
export const INTRODUCTION_WINDOW_DAYS = 7;
/** The introduction is sent at this local hour on the matching day (or at the first tick after). */
export const INTRODUCTION_LOCAL_HOUR = 9;
/** The matching day: the weekly run makes the week's pairs on Monday (UTC), introductions go out that day. */
export const MATCHING_DAY = 'Monday';

export const INTRODUCTION_MESSAGES = {
  invalidToken: 'This link is not complete. Open it from the e-mail in full.',
  notFound: 'This link is not valid. Open it from your most recent introduction e-mail in full.',
  noCalendar: 'Connect your calendar in Kindred to book from an introduction, then open the link again.',
  bookingFailed: 'Your calendar did not accept the booking. Try again in a moment, or pick a time from Connections.',
  unsubscribeNotFound: 'This unsubscribe link is not valid. Open it from the e-mail in full, or change your e-mails in Settings.',
} as const;

const tokenField = z
  .string({ error: INTRODUCTION_MESSAGES.invalidToken })
  .check(z.trim(), z.minLength(1, { error: INTRODUCTION_MESSAGES.invalidToken }), z.maxLength(512, { error: INTRODUCTION_MESSAGES.notFound }));

export const introductionTokenBodySchema = z.object({ token: tokenField });

const isoInstant = z.string().check(z.minLength(1));

const timeRangeSchema = z.object({ start: isoInstant, end: isoInstant });
export type TimeRange = z.infer<typeof timeRangeSchema>;

/** A suggested time with the token of the link that books it. */
const offeredTimeSchema = z.object({ start: isoInstant, end: isoInstant, token: z.string() });
export type OfferedTime = z.infer<typeof offeredTimeSchema>;

const introductionLinkStateSchema = z.enum(['open', 'booked', 'passed', 'declined']);

/** What a link is for, as its page shows it before anything is done. */
export const introductionLinkSchema = z.object({
  action: z.enum(['book', 'decline']),
  state: introductionLinkStateSchema,
  colleague: z.object({ name: z.string(), firstName: z.string() }),
  /** The link's time (a booking link), else null. */
  time: z.nullable(timeRangeSchema),
  /** The pair's Quick Connect, once booked from an introduction of theirs. */
  booked: z.nullable(timeRangeSchema),
  /** The reader's IANA zone: times are shown in it. */
  timeZone: z.string(),
  activity: z.string(),
});
export type IntroductionLink = z.infer<typeof introductionLinkSchema>;

export const bookOutcomeSchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('booked'), time: timeRangeSchema, colleague: z.string(), activity: z.string(), timeZone: z.string() }),
  z.object({ outcome: z.literal('taken'), times: z.array(offeredTimeSchema), timeZone: z.string() }),
  z.object({ outcome: z.literal('passed'), times: z.array(offeredTimeSchema), timeZone: z.string() }),
  z.object({ outcome: z.literal('declined') }),
]);
export type BookOutcome = z.infer<typeof bookOutcomeSchema>;

export const declineAnswerSchema = z.object({ outcome: z.enum(['declined', 'booked']), colleague: z.string() });
export type DeclineAnswer = z.infer<typeof declineAnswerSchema>;

const NOTIFICATION_KINDS = ['introductions'] as const;
type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_LABELS: Record<NotificationKind, { label: string; description: string }> = {
  introductions: {
    label: 'Weekly introduction',
    description: 'An e-mail on the matching day with your new match and times you are both free.',
  },
};

export const notificationPreferencesSchema = z.object({
  introductions: z.boolean(),
  matchingDay: z.string(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const notificationPreferencesUpdateSchema = z.object({ introductions: z.boolean({ error: 'introductions must be true or false' }) });

export const unsubscribeAnswerSchema = z.object({ kind: z.enum(NOTIFICATION_KINDS), unsubscribed: z.literal(true) });
export type UnsubscribeAnswer = z.infer<typeof unsubscribeAnswerSchema>;
