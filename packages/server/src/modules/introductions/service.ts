/**
 * The weekly introduction (docs/product.md#introductions, contracts/api/introductions.ts).
 *
 * - Sending: one e-mail to each member of a week's new pair (job.ts says when), with up to three times both are
 *   free in the coming week (the calendar's `pairTimes`, in the reader's zone), each a booking link; 'Pick another
 *   time', 'Not this week' and a one-click unsubscribe (List-Unsubscribe). A reader with no calendar gets no times
 *   and a link to connect one. An introduction is sent once: its row's `sent_at`, and the job runner's one run per key.
 * - A link's token is 256 random bits of which only the SHA-256 is kept. A booking link books its time for both,
 *   once, for the reader, with no session (the token is the permission for that one action): the time is checked
 *   still free for both first (fresh times when not, or when it has passed), and the pair books once, whichever of
 *   their links is used first (a claim on both introductions, `booking_request_id`, taken before the calendar is
 *   called). The calendar's booking itself is idempotent per link (its request id), so a double click books once.
 * - Answers never say more than the e-mail did: the colleague's name, the times, the activity.
 * - An unknown token counts toward a per-address limit, as a wrong password does; a known one gives its hit back.
 */
import { createHash, randomBytes } from 'node:crypto';
import { DateTime } from 'luxon';
import {
  INTRODUCTION_LOCAL_HOUR,
  INTRODUCTION_MESSAGES,
  INTRODUCTION_MINUTES,
  INTRODUCTION_PAGES,
  INTRODUCTION_PATHS,
  INTRODUCTION_TIMES,
  INTRODUCTION_WINDOW_DAYS,
  MATCHING_DAY,
  type BookOutcome,
  type DeclineAnswer,
  type IntroductionLink,
  type NotificationPreferences,
  type OfferedTime,
  type UnsubscribeAnswer,
} from '@kindred/contracts/api/introductions';
import { ACTIVITIES, type Activity } from '@kindred/contracts/content/activities';
import { icebreakersFor } from '@kindred/contracts/content/icebreakers';
import { introductionMail } from '@kindred/contracts/content/introduction-mail';
import { archetypeDisplayName, toArchetypeId } from '@kindred/contracts/domain/archetypes';
import { whyWeMatched } from '@kindred/contracts/domain/why-we-matched';
import type { Clock } from '../../platform/clock.ts';
import type { Config } from '../../platform/config/config.ts';
import type { Db } from '../../platform/db/types.ts';
import { DomainError, conflict, notFound, rateLimited } from '../../platform/errors.ts';
import type { Logger } from '../../platform/log/logger.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { RateLimiter } from '../../platform/rate-limit/rate-limit.ts';
import { TOO_MANY_REQUESTS_MESSAGE } from '../../platform/rate-limit/rate-limit.ts';
import { zoneNamed } from '../../platform/time-zones.ts';
import type { CalendarService } from '../calendar/index.ts';
import type { ConnectionsService } from '../connections/index.ts';
import { weekStartOf } from '../connections/index.ts';
import type { OrganizationsService } from '../organizations/index.ts';
import type { ProfileRow, ProfileService } from '../profile/index.ts';
import { traitScoresOf } from '../profile/index.ts';
import * as repo from './repository.ts';
import type { IntroductionRow } from './repository.ts';

export interface IntroductionsDeps {
  db: Db;
  clock: Clock;
  log: Logger;
  config: Pick<Config, 'appOrigins'>;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  calendar: CalendarService;
  connections: ConnectionsService;
  profile: ProfileService;
  organizations: OrganizationsService;
}

/** Unknown tokens a client address may present in an hour before it is refused (as wrong passwords are). */
const UNKNOWN_TOKENS_PER_HOUR = 20;
const DAY_MS = 86_400_000;
/** How long a claim on a pair's booking holds while the calendar is called (then another link may book). */
const CLAIM_MS = 2 * 60_000;

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

/** A short stable number for a text (which activity and icebreaker a pair gets). */
function pick(text: string, modulo: number): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0) % modulo;
}

/** The activities a 30-minute Quick Connect of two can hold: the catalogue's pair activities of 30 minutes or less. */
const PAIR_ACTIVITIES: readonly Activity[] = ACTIVITIES.filter(
  (activity) => ['Connection', 'Communication', 'Check-in'].includes(activity.category) && /^(5|10|15|20|25|30) min$/.test(activity.time),
);

const fullName = (row: Pick<ProfileRow, 'givenName' | 'familyName'>) => `${row.givenName} ${row.familyName}`.trim();

export type SendOutcome = 'sent' | 'already-sent' | 'unsubscribed' | 'gone';

export function createIntroductionsService(deps: IntroductionsDeps) {
  const { db, clock, log, mailer, rateLimiter, calendar, connections, profile, organizations } = deps;
  const appUrl = (deps.config.appOrigins[0] ?? 'http://localhost:5173').replace(/\/$/, '');
  const page = (path: string, token: string) => `${appUrl}${path}?token=${encodeURIComponent(token)}`;

  /** The pair's activity: the same for both members, whoever books. */
  const activityOf = (connectionId: string): Activity => PAIR_ACTIVITIES[pick(connectionId, PAIR_ACTIVITIES.length)]!;

  async function countUnknown(ip: string): Promise<void> {
    const hit = await rateLimiter.hit(`introduction-link:address:${ip}`, UNKNOWN_TOKENS_PER_HOUR, 3600);
    if (!hit.allowed) throw rateLimited(TOO_MANY_REQUESTS_MESSAGE, hit.retryAfterSeconds);
  }

  /** The link a token names, with its introduction; 404 (counted per address) when it names none. */
  async function linkOf(token: string, ip: string): Promise<{ link: repo.LinkRow; introduction: IntroductionRow }> {
    const link = await repo.findLink(db, tokenHash(token));
    const introduction = link ? await repo.findIntroduction(db, link.introductionId) : undefined;
    if (!link || !introduction) {
      await countUnknown(ip);
      throw notFound(INTRODUCTION_MESSAGES.notFound, 'LINK_NOT_FOUND');
    }
    return { link, introduction };
  }

  /** Fresh booking links for the introduction: the pair's best times now. */
  async function freshTimes(introduction: IntroductionRow): Promise<OfferedTime[]> {
    const times = await calendar.pairTimes(introduction.userId, introduction.colleagueId, {
      durationMinutes: INTRODUCTION_MINUTES,
      days: INTRODUCTION_WINDOW_DAYS,
      maxSlots: INTRODUCTION_TIMES,
    });
    const offered = times.slots.map((slot) => ({ ...slot, token: newToken() }));
    await repo.addLinks(
      db,
      introduction.id,
      offered.map((time) => ({ tokenHash: tokenHash(time.token), action: 'book' as const, startsAt: new Date(time.start), endsAt: new Date(time.end) })),
    );
    return offered;
  }

  /**
   * Whether [start, end) is still a time both are free: the same search that offered it, over the days up to it, with
   * no notice (a time offered on Monday may be booked an hour before it).
   */
  async function stillFree(introduction: IntroductionRow, start: Date, end: Date): Promise<boolean> {
    const days = Math.ceil((end.getTime() - clock.now().getTime()) / DAY_MS) + 1;
    const times = await calendar.pairTimes(introduction.userId, introduction.colleagueId, {
      durationMinutes: INTRODUCTION_MINUTES,
      days,
      maxSlots: 100_000,
      minNoticeMinutes: 0,
    });
    if (!times.connected) throw conflict(INTRODUCTION_MESSAGES.noCalendar, 'CALENDAR_NOT_CONNECTED');
    return times.slots.some((slot) => Date.parse(slot.start) === start.getTime() && Date.parse(slot.end) === end.getTime());
  }

  const range = (start: Date | null, end: Date | null) => (start && end ? { start: start.toISOString(), end: end.toISOString() } : null);

  return {
    /** Sends the introduction of `connectionId` to `userId`, once. */
    async send(connectionId: string, userId: string): Promise<SendOutcome> {
      const pair = await connections.pair(connectionId);
      if (!pair || (pair.member1 !== userId && pair.member2 !== userId)) return 'gone';
      if ((await repo.sentKeys(db, [connectionId])).has(`${connectionId}:${userId}`)) return 'already-sent';
      if (!(await repo.introductionsWanted(db, [userId])).get(userId)) return 'unsubscribed';
      const colleagueId = pair.member1 === userId ? pair.member2 : pair.member1;
      const [reader, colleague] = await profile.profilesOf([userId, colleagueId]).then((rows) => [
        rows.find((row) => row.userId === userId),
        rows.find((row) => row.userId === colleagueId),
      ]);
      if (!reader || !colleague) return 'gone';

      const times = await calendar.pairTimes(userId, colleagueId, {
        durationMinutes: INTRODUCTION_MINUTES,
        days: INTRODUCTION_WINDOW_DAYS,
        maxSlots: INTRODUCTION_TIMES,
      });
      const week = weekStartOf(pair.matchDateTime).toISOString().slice(0, 10);
      const offered = times.slots.map((slot) => ({ ...slot, token: newToken() }));
      const declineToken = newToken();
      const unsubscribeToken = newToken();
      const introduction = await db.transaction(async (tx) => {
        const row = await repo.upsertIntroduction(tx, { connectionId, userId, colleagueId, week, timeZone: times.timeZone });
        await repo.replaceLinks(tx, row.id, [
          ...offered.map((time) => ({ tokenHash: tokenHash(time.token), action: 'book' as const, startsAt: new Date(time.start), endsAt: new Date(time.end) })),
          { tokenHash: tokenHash(declineToken), action: 'decline' as const, startsAt: null, endsAt: null },
        ]);
        await repo.addUnsubscribeToken(tx, tokenHash(unsubscribeToken), userId, 'introductions');
        return row;
      });

      const readerScores = traitScoresOf(reader);
      const colleagueScores = traitScoresOf(colleague);
      const archetype = colleague.archetype ? toArchetypeId(colleague.archetype) : undefined;
      const why =
        readerScores && colleagueScores
          ? (whyWeMatched({
              viewer: readerScores,
              colleague: colleagueScores,
              colleagueFirstName: colleague.givenName,
              viewerArchetype: reader.archetype,
              colleagueArchetype: colleague.archetype,
            })[0] ?? null)
          : null;
      const icebreaker = icebreakersFor({ firstName: colleague.givenName, archetype: colleague.archetype }, { limit: 1, offset: pick(connectionId, 5) })[0]!;
      const organization = (pair.orgcode ? await organizations.nameOf(pair.orgcode) : undefined) ?? 'your organization';
      const unsubscribeApi = `${appUrl}${INTRODUCTION_PATHS.unsubscribe}?token=${encodeURIComponent(unsubscribeToken)}`;
      const mail = introductionMail({
        to: reader.email,
        readerFirstName: reader.givenName,
        organization,
        colleague: {
          name: fullName(colleague),
          firstName: colleague.givenName,
          title: colleague.title,
          archetypeName: archetype ? archetypeDisplayName(archetype) : null,
        },
        why,
        icebreaker,
        timeZone: times.timeZone,
        times: offered.map((time) => ({ start: time.start, end: time.end, url: page(INTRODUCTION_PAGES.book, time.token) })),
        calendarConnected: times.connected,
        pickAnotherTimeUrl: `${appUrl}/connections`,
        notThisWeekUrl: page(INTRODUCTION_PAGES.decline, declineToken),
        connectCalendarUrl: `${appUrl}/events`,
        unsubscribeUrl: page(INTRODUCTION_PAGES.unsubscribe, unsubscribeToken),
        settingsUrl: `${appUrl}/settings?tab=notifications`,
      });
      await mailer.send({
        to: reader.email,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: { 'List-Unsubscribe': `<${unsubscribeApi}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        bulk: true,
      });
      await repo.markSent(db, introduction.id, clock.now());
      log.debug({ connectionId, times: offered.length }, 'Introduction sent');
      return 'sent';
    },

    /** When the introduction to each member of the pairs matched this week is due: 9:00 their time on the matching day, or the match if later. */
    async due(now: Date): Promise<Array<{ connectionId: string; userId: string }>> {
      const monday = weekStartOf(now);
      const pairs = await connections.pairsMatchedBetween(monday, new Date(monday.getTime() + 7 * DAY_MS));
      if (pairs.length === 0) return [];
      const members = [...new Set(pairs.flatMap((pair) => [pair.member1, pair.member2]))];
      const [sent, wanted, zones] = await Promise.all([
        repo.sentKeys(db, pairs.map((pair) => pair.id)),
        repo.introductionsWanted(db, members),
        calendar.timeZonesOf(members),
      ]);
      const matchingDay = DateTime.fromJSDate(monday, { zone: 'UTC' });
      const due: Array<{ connectionId: string; userId: string }> = [];
      for (const pair of pairs) {
        for (const userId of [pair.member1, pair.member2]) {
          if (sent.has(`${pair.id}:${userId}`) || !wanted.get(userId)) continue;
          const local = DateTime.fromObject(
            { year: matchingDay.year, month: matchingDay.month, day: matchingDay.day, hour: INTRODUCTION_LOCAL_HOUR },
            { zone: zoneNamed(zones.get(userId) ?? 'UTC') },
          );
          const at = Math.max(local.isValid ? local.toMillis() : monday.getTime(), pair.matchDateTime.getTime());
          if (at <= now.getTime()) due.push({ connectionId: pair.id, userId });
        }
      }
      return due;
    },

    /** What a link is for (its page shows it before anything is done). */
    async link(token: string, ip: string): Promise<IntroductionLink> {
      const { link, introduction } = await linkOf(token, ip);
      const colleague = await profile.profileOf(introduction.colleagueId);
      const now = clock.now();
      const booked = range(introduction.bookedStartsAt, introduction.bookedEndsAt);
      const state = introduction.declinedAt
        ? 'declined'
        : booked
          ? 'booked'
          : link.action === 'book' && link.startsAt!.getTime() <= now.getTime()
            ? 'passed'
            : 'open';
      return {
        action: link.action,
        state,
        colleague: { name: colleague ? fullName(colleague) : 'A former member', firstName: colleague?.givenName ?? 'your colleague' },
        time: range(link.startsAt, link.endsAt),
        booked,
        timeZone: introduction.timeZone,
        activity: activityOf(introduction.connectionId).title,
      };
    },

    /** Books the link's time for both, once for the pair. */
    async book(token: string, ip: string): Promise<BookOutcome> {
      const { link, introduction } = await linkOf(token, ip);
      if (link.action !== 'book') throw notFound(INTRODUCTION_MESSAGES.notFound, 'LINK_NOT_FOUND');
      const colleague = await profile.profileOf(introduction.colleagueId);
      if (!colleague) throw notFound(INTRODUCTION_MESSAGES.notFound, 'LINK_NOT_FOUND');
      const activity = activityOf(introduction.connectionId);
      const bookedAnswer = (row: IntroductionRow): BookOutcome => ({
        outcome: 'booked',
        time: range(row.bookedStartsAt, row.bookedEndsAt)!,
        colleague: fullName(colleague),
        activity: activity.title,
        timeZone: introduction.timeZone,
      });
      const requestId = `introduction-${link.tokenHash.slice(0, 40)}`;
      const now = clock.now();
      const claim = await repo.claimBooking(db, introduction.connectionId, requestId, now, new Date(now.getTime() - CLAIM_MS));
      if (claim.declined) return { outcome: 'declined' };
      if (claim.booked) return bookedAnswer(claim.booked);
      if (!claim.claimed) {
        // The other member's link is booking this very moment: their time is the pair's.
        return { outcome: 'taken', times: [], timeZone: introduction.timeZone };
      }
      const start = link.startsAt!;
      const end = link.endsAt!;
      const release = () => repo.releaseBooking(db, introduction.connectionId, requestId);
      try {
        if (start.getTime() <= now.getTime()) {
          await release();
          return { outcome: 'passed', times: await freshTimes(introduction), timeZone: introduction.timeZone };
        }
        if (!(await stillFree(introduction, start, end))) {
          await release();
          return { outcome: 'taken', times: await freshTimes(introduction), timeZone: introduction.timeZone };
        }
        const answer = await calendar.bookFor(introduction.userId, {
          teamMembers: [colleague.memberId],
          requestId,
          eventDetails: {
            summary: `Quick Connect: ${activity.title} with ${fullName(colleague)}`,
            description: [activity.overview, '', 'How it works:', ...activity.directions.map((step, index) => `${index + 1}. ${step.text}`), '', 'Booked from your Kindred introduction.'].join('\n'),
            location: null,
            startTime: start.toISOString(),
            endTime: end.toISOString(),
            timezone: introduction.timeZone,
            quickConnect: true,
          },
        });
        if (!answer.success) throw conflict(INTRODUCTION_MESSAGES.bookingFailed, 'BOOKING_FAILED');
      } catch (error) {
        await release();
        if (error instanceof DomainError && error.code === 'SLOT_TAKEN') {
          return { outcome: 'taken', times: await freshTimes(introduction), timeZone: introduction.timeZone };
        }
        throw error;
      }
      await repo.recordBooking(db, introduction.connectionId, { requestId, startsAt: start, endsAt: end, now: clock.now() });
      await repo.markLinkUsed(db, link.tokenHash, clock.now());
      const after = await repo.findIntroduction(db, introduction.id);
      return bookedAnswer(after!);
    },

    /** 'Not this week' for the pair: no booking is made from their links any more. */
    async decline(token: string, ip: string): Promise<DeclineAnswer> {
      const { introduction } = await linkOf(token, ip);
      const colleague = await profile.profileOf(introduction.colleagueId);
      const name = colleague ? fullName(colleague) : 'A former member';
      const declined = await repo.recordDecline(db, introduction.connectionId, clock.now());
      return { outcome: declined ? 'declined' : 'booked', colleague: name };
    },

    async preferences(userId: string): Promise<NotificationPreferences> {
      return { introductions: (await repo.introductionsWanted(db, [userId])).get(userId) ?? true, matchingDay: MATCHING_DAY };
    },

    async setPreferences(userId: string, body: { introductions: boolean }): Promise<NotificationPreferences> {
      await repo.setIntroductions(db, userId, body.introductions, clock.now());
      return { introductions: body.introductions, matchingDay: MATCHING_DAY };
    },

    /** The one-click unsubscribe: honoured at once, and again without harm. */
    async unsubscribe(token: string, ip: string): Promise<UnsubscribeAnswer> {
      const found = await repo.findUnsubscribeToken(db, tokenHash(token));
      if (!found) {
        await countUnknown(ip);
        throw notFound(INTRODUCTION_MESSAGES.unsubscribeNotFound, 'LINK_NOT_FOUND');
      }
      await repo.setIntroductions(db, found.userId, false, clock.now());
      return { kind: found.kind, unsubscribed: true };
    },
  };
}

export type IntroductionsService = ReturnType<typeof createIntroductionsService>;
