/**
 * The Recent Activity feed's items (docs/product.md#screens-and-routes "Home"), each made from something that
 * happened to the member and says only what the data holds. Pure functions: service.ts reads the data.
 */
import type { FeedItem } from '@kindred/contracts/api/home';
import { PROFILE_LIST_FIELDS, PROFILE_NUMBER_FIELDS, PROFILE_TEXT_FIELDS } from '@kindred/contracts/api/profile';
import { PRODUCT_NAME } from '@kindred/contracts/domain/product';
import { strengthLabel } from '@kindred/contracts/domain/hexaco';
import type { QuickConnectBooking } from '../calendar/index.ts';
import type { ConnectionMatch } from '../connections/index.ts';
import type { ReceivedMessage } from '../messaging/index.ts';
import type { ProfileRow } from '../profile/index.ts';
import { capitalized, clip, dateIn, dateTimeIn, fullName, initials, listed, minutesBetween } from './text.ts';

/** How much of a message the feed quotes. */
const MESSAGE_QUOTE_CHARS = 80;
const WEEK_MS = 7 * 86_400_000;

/** An award as the achievements module gives it. */
export interface Award {
  id: string;
  title: string;
  description: string;
  points: number;
  earnedAt: Date;
}

/** Another member as an item shows them. */
export interface Person {
  name: string;
  firstName: string;
  picture: string | null;
}

export function personOf(row: ProfileRow | undefined): Person | null {
  if (!row) return null;
  const name = fullName(row.givenName, row.familyName);
  return { name: name || 'A colleague', firstName: capitalized(row.givenName.trim()) || name || 'a colleague', picture: row.profilePicture };
}

// ---------------------------------------------------------------------------
// Connections

function matchedWhen(matchDate: Date, weekStart: Date, timeZone: string): string {
  if (matchDate.getTime() >= weekStart.getTime()) return 'this week';
  if (matchDate.getTime() >= weekStart.getTime() - WEEK_MS) return 'last week';
  return `on ${dateIn(matchDate, timeZone)}`;
}

export function connectionItem(
  record: ConnectionMatch,
  context: { ownInterests: readonly string[]; weekStart: Date; timeZone: string },
): FeedItem {
  const { connectionItems: match, connectionDetails: other } = record;
  const name = fullName(other.user.fname, other.user.lname) || 'a colleague';
  const strength = Math.round(match.connectionStrength);
  // Named as the member wrote them.
  const theirs = new Set(other.interests.map((interest) => interest.toLowerCase()));
  const shared = context.ownInterests.filter((interest) => theirs.has(interest.toLowerCase())).slice(0, 2);
  const when = matchedWhen(new Date(match.matchDateTime), context.weekStart, context.timeZone);
  return {
    id: `connection:${match.id}`,
    type: 'connection',
    title: `New connection: ${name}`,
    description: `You matched ${when} (strength ${strength}%, ${strengthLabel(strength)})${shared.length > 0 ? `; you both like ${listed(shared)}` : ''}.`,
    timestamp: match.matchDateTime,
    avatarUrl: other.user.profile_picture_url,
    avatarFallback: initials(name),
    href: '/connections',
  };
}

// ---------------------------------------------------------------------------
// Achievements

export function achievementItem(award: Award): FeedItem {
  return {
    id: `achievement:${award.id}`,
    type: 'achievement',
    title: `Achievement unlocked: ${award.title}`,
    description: `${/[.!?]$/.test(award.description.trim()) ? award.description.trim() : `${award.description.trim()}.`} +${award.points} points.`,
    timestamp: award.earnedAt.toISOString(),
    avatarUrl: null,
    avatarFallback: initials(award.title),
    href: '/achievements',
  };
}

// ---------------------------------------------------------------------------
// Quick Connects

/** 'Quick Connect: Virtual Coffee' -> 'Virtual Coffee'; a title of another form stays as it is. */
function activityOf(summary: string): string {
  const rest = summary.replace(/^\s*quick connect\s*[:\-–—]\s*/i, '').trim();
  return rest || summary.trim() || 'Quick Connect';
}

/** The booking's items: when it was booked and, once it has ended by `now`, that it was held. */
export function bookingItems(booking: QuickConnectBooking, other: Person | null, now: Date, timeZone: string): FeedItem[] {
  const who = other?.firstName ?? 'a colleague';
  const activity = activityOf(booking.summary);
  const length = booking.startsAt && booking.endsAt ? minutesBetween(booking.startsAt, booking.endsAt) : null;
  const at = booking.startsAt ? `${dateTimeIn(booking.startsAt, timeZone)}` : null;
  const face = { avatarUrl: other?.picture ?? null, avatarFallback: other ? initials(other.name) : '?', href: '/events' } as const;
  const items: FeedItem[] = [
    {
      id: `event:${booking.key}:booked`,
      type: 'event',
      title: booking.organiser ? `Quick Connect booked with ${who}` : `${capitalized(who)} booked a Quick Connect with you`,
      description: [activity, at, length !== null ? `${length} min` : null].filter(Boolean).join(', ') + '.',
      timestamp: booking.bookedAt.toISOString(),
      ...face,
    },
  ];
  if (booking.endsAt && booking.endsAt.getTime() <= now.getTime()) {
    items.push({
      id: `event:${booking.key}:held`,
      type: 'event',
      title: `Quick Connect held with ${who}`,
      description: [activity, length !== null ? `${length} minutes` : null, at ? `on ${at}` : null].filter(Boolean).join(', ') + '.',
      timestamp: booking.endsAt.toISOString(),
      ...face,
    });
  }
  return items;
}

// ---------------------------------------------------------------------------
// Messages

export function messageItem(message: ReceivedMessage, sender: Person | null): FeedItem {
  return {
    id: `message:${message.id}`,
    type: 'message',
    title: `Message from ${sender?.firstName ?? 'a colleague'}`,
    description: clip(message.content, MESSAGE_QUOTE_CHARS),
    timestamp: message.sentAt.toISOString(),
    avatarUrl: sender?.picture ?? null,
    avatarFallback: sender ? initials(sender.name) : '?',
    href: '/chat',
  };
}

// ---------------------------------------------------------------------------
// No connections yet: how complete the profile is, and a welcome

/**
 * The feed's profile completeness counts 20 slots (docs/product.md#constants-and-limits), 5% each: what the
 * profile keeps (docs/product.md#what-it-keeps "The profile") and a connected calendar. Each slot is filled
 * or not; the six HEXACO scores are six slots, and are named together when missing.
 */
interface Slot {
  /** What to add, as the item names it. */
  missing: string;
  filled: boolean;
}

type Details = Record<string, unknown>;
const TEXT = new Set<string>(PROFILE_TEXT_FIELDS);
const NUMBER = new Set<string>(PROFILE_NUMBER_FIELDS);
const LIST = new Set<string>(PROFILE_LIST_FIELDS);

function has(details: Details, ...keys: string[]): boolean {
  return keys.some((key) => {
    const value = details[key];
    if (TEXT.has(key)) return typeof value === 'string' && value.trim() !== '';
    if (NUMBER.has(key)) return typeof value === 'number';
    if (LIST.has(key)) return Array.isArray(value) && value.some((item) => typeof item === 'string' && item.trim() !== '');
    return false;
  });
}

const COMPLETENESS_SLOTS = 20;
const QUESTIONNAIRE = 'your personality questionnaire (HEXACO scores)';

function completenessSlots(profile: ProfileRow | undefined, calendarConnected: boolean): Slot[] {
  const details: Details = profile?.details ?? {};
  const text = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';
  const scores = [profile?.honesty, profile?.neuroticism, profile?.extraversion, profile?.agreeableness, profile?.conscientiousness, profile?.openness];
  return [
    { missing: 'your first name', filled: text(profile?.givenName) },
    { missing: 'your last name', filled: text(profile?.familyName) },
    { missing: 'a profile picture', filled: text(profile?.profilePicture) },
    { missing: 'your archetype', filled: text(profile?.archetype) },
    ...scores.map((score) => ({ missing: QUESTIONNAIRE, filled: score !== null && score !== undefined })),
    { missing: 'your job title', filled: text(profile?.title) },
    { missing: 'your department', filled: text(profile?.department) },
    { missing: 'a headline', filled: text(profile?.headline) },
    { missing: 'your city', filled: has(details, 'city_current', 'city') },
    { missing: 'your education', filled: has(details, 'education', 'education_detail', 'education_choice', 'universities', 'university_choice') },
    { missing: 'your birthday', filled: has(details, 'dobday') && has(details, 'dobmonth') && has(details, 'dobyear') },
    { missing: 'your interests', filled: has(details, 'interests', 'interests_choice') },
    { missing: 'your favourite things', filled: has(details, 'favoriteThings', 'favorite_things_choice', 'favoriteArtists', 'music_preferences_choice') },
    {
      missing: 'a few facts about you',
      filled: has(details, 'thingsAboutMe', 'must_know_facts_choice', 'happyPlaces', 'happy_places_choice', 'desired_abilities_choice', 'admired_most_choice', 'fire_rescue_choice'),
    },
    { missing: 'a connected calendar', filled: calendarConnected },
  ];
}

export function completenessItem(profile: ProfileRow | undefined, calendarConnected: boolean, now: Date): FeedItem {
  const slots = completenessSlots(profile, calendarConnected);
  const filled = slots.filter((slot) => slot.filled).length;
  const percent = Math.round((filled / COMPLETENESS_SLOTS) * 100);
  const missing = [...new Set(slots.filter((slot) => !slot.filled).map((slot) => slot.missing))];
  const shown = missing.slice(0, 3);
  const more = missing.length - shown.length;
  const name = profile ? fullName(profile.givenName, profile.familyName) : '';
  return {
    id: 'profile:completeness',
    type: 'achievement',
    title: percent === 100 ? 'Your profile is complete' : `Your profile is ${percent}% complete`,
    description:
      missing.length === 0
        ? `All ${COMPLETENESS_SLOTS} parts are filled in.`
        : `${filled} of ${COMPLETENESS_SLOTS} parts filled in. Still missing: ${shown.join(', ')}${more > 0 ? ` and ${more} more` : ''}.`,
    timestamp: now.toISOString(),
    avatarUrl: profile?.profilePicture ?? null,
    avatarFallback: initials(name),
    href: '/settings',
  };
}

export interface WelcomeContext {
  firstName: string;
  /** The member's organisations, with whether weekly matching covers them (their community is open). */
  organizations: ReadonlyArray<{ name: string; isUsersOpen: boolean }>;
  /** The member paused their weekly matches (null: not known). */
  paused: boolean | null;
  joinedAt: Date;
}

/** What the member can expect, from their organisations and setting (docs/decisions.md#matching). */
export function welcomeItem(context: WelcomeContext): FeedItem {
  const open = context.organizations.filter((org) => org.isUsersOpen);
  const next =
    context.paused === true
      ? 'Your weekly matches are paused: resume them in Settings to be matched with colleagues.'
      : open.length > 0
        ? `${PRODUCT_NAME} matches you with colleagues at ${listed(open.map((org) => org.name))} every week; your new connections will appear here.`
        : context.organizations.length > 0
          ? `${listed(context.organizations.map((org) => org.name))} ${context.organizations.length === 1 ? 'has' : 'have'} not opened ${context.organizations.length === 1 ? 'its community' : 'their communities'} yet, so weekly matches have not started.`
          : 'Join your organisation with its code to be matched with colleagues every week.';
  return {
    id: 'welcome',
    type: 'message',
    title: context.firstName ? `Welcome to ${PRODUCT_NAME}, ${context.firstName}!` : `Welcome to ${PRODUCT_NAME}!`,
    description: next,
    timestamp: context.joinedAt.toISOString(),
    avatarUrl: null,
    avatarFallback: PRODUCT_NAME.charAt(0),
    href: null,
  };
}

/** Newest first; the same instant by id, so the order is stable. */
export function newestFirst(a: FeedItem, b: FeedItem): number {
  return Date.parse(b.timestamp) - Date.parse(a.timestamp) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}
