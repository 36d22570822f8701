/**
 * MSW handlers for the weekly introduction's calls (packages/contracts/src/api/introductions.ts) over a small
 * in-memory state, with the server's rules: a link's state is the pair's (declined, booked, or its time passed),
 * booking happens once for the pair, a taken or passed time answers fresh times each with a token of its own, and
 * 'Not this week' stops booking. Requests are checked with the contract's schemas and answers parsed with them
 * before they leave; errors are `{ error, code }` with the server's status and words. The colleague is a fixture
 * member (Sam Lee); the reader's zone is Toronto; the clock stands on the matching day, Monday November 30, 2026.
 *
 * Tokens name what they lead to (INTRODUCTION_TOKENS); any other token names nothing (404).
 */
import {
  INTRODUCTION_MESSAGES,
  INTRODUCTION_PATHS,
  MATCHING_DAY,
  bookOutcomeSchema,
  declineAnswerSchema,
  introductionLinkSchema,
  introductionTokenBodySchema,
  notificationPreferencesSchema,
  notificationPreferencesUpdateSchema,
  unsubscribeAnswerSchema,
  type BookOutcome,
  type IntroductionLink,
  type OfferedTime,
  type TimeRange,
} from '@kindred/contracts/api/introductions';
import { HttpResponse, http } from 'msw';
import { mockDb, type MockDb } from './db.ts';
import { FIXTURE_IDS } from './fixtures.ts';
import { callerIdOf } from './session.ts';

export const INTRODUCTION_TOKENS = {
  /** A time both are free: 'Book this time' books it. */
  open: 'open-token',
  /** The pair booked another time already. */
  booked: 'booked-token',
  /** The link's time has gone by: booking answers fresh times. */
  passed: 'passed-token',
  /** The pair chose 'Not this week'. */
  declined: 'declined-token',
  /** Reads open, but the time was taken meanwhile: booking answers fresh times. */
  taken: 'taken-token',
  /** Reads open, but the reader has no calendar connected: booking is 409. */
  noCalendar: 'no-calendar-token',
  /** 'Not this week' for an open pair. */
  decline: 'decline-token',
  /** 'Not this week' for a pair that booked a time already. */
  declineBooked: 'decline-booked-token',
  /** The unsubscribe link of the reader's introduction. */
  unsubscribe: 'unsubscribe-token',
} as const;

const READER_ZONE = 'America/Toronto';
const ACTIVITY = 'Magic Questions';
/** The mock's clock: the matching day, 9:00 in Toronto. */
const NOW = Date.parse('2026-11-30T14:00:00.000Z');

const range = (start: string, minutes = 30): TimeRange => ({
  start: new Date(Date.parse(start)).toISOString(),
  end: new Date(Date.parse(start) + minutes * 60_000).toISOString(),
});
/** Tuesday, December 1, 10:00 – 10:30 in Toronto. */
const TUESDAY = range('2026-12-01T15:00:00.000Z');
/** Monday, November 30, 8:00 in Toronto: gone by on the mock's clock. */
const THIS_MORNING = range('2026-11-30T13:00:00.000Z');
/** The pair's booked Quick Connect: Monday, November 30, 15:00 – 15:30 in Toronto. */
const BOOKED = range('2026-11-30T20:00:00.000Z');
/** What a taken or passed time is answered with: Wednesday 14:00, Thursday 11:30, Friday 9:30 in Toronto. */
const FRESH = [range('2026-12-02T19:00:00.000Z'), range('2026-12-03T16:30:00.000Z'), range('2026-12-04T14:30:00.000Z')];

interface MockPair {
  booked: TimeRange | null;
  declined: boolean;
  calendarConnected: boolean;
}

interface MockLink {
  pair: string;
  action: 'book' | 'decline';
  time: TimeRange | null;
  /** Someone else took the time since the e-mail went out. */
  taken?: boolean;
}

export interface IntroductionsMockOptions {
  /** The database the colleague is read from (the shared fixture database by default). */
  db?: MockDb;
  /** Whether the weekly introduction e-mail is on (true by default). */
  introductions?: boolean;
  /** Reading the preferences fails (500). */
  failPreferences?: boolean;
  /** Saving the preferences fails (500). */
  failSave?: boolean;
}

export function createIntroductionsMock(options: IntroductionsMockOptions = {}) {
  const db = options.db ?? mockDb;
  const initialPairs = (): Record<string, MockPair> => ({
    open: { booked: null, declined: false, calendarConnected: true },
    booked: { booked: BOOKED, declined: false, calendarConnected: true },
    passed: { booked: null, declined: false, calendarConnected: true },
    declined: { booked: null, declined: true, calendarConnected: true },
    taken: { booked: null, declined: false, calendarConnected: true },
    noCalendar: { booked: null, declined: false, calendarConnected: false },
  });
  const initialLinks = () =>
    new Map<string, MockLink>([
      [INTRODUCTION_TOKENS.open, { pair: 'open', action: 'book', time: TUESDAY }],
      [INTRODUCTION_TOKENS.decline, { pair: 'open', action: 'decline', time: null }],
      [INTRODUCTION_TOKENS.booked, { pair: 'booked', action: 'book', time: TUESDAY }],
      [INTRODUCTION_TOKENS.declineBooked, { pair: 'booked', action: 'decline', time: null }],
      [INTRODUCTION_TOKENS.passed, { pair: 'passed', action: 'book', time: THIS_MORNING }],
      [INTRODUCTION_TOKENS.declined, { pair: 'declined', action: 'book', time: TUESDAY }],
      [INTRODUCTION_TOKENS.taken, { pair: 'taken', action: 'book', time: TUESDAY, taken: true }],
      [INTRODUCTION_TOKENS.noCalendar, { pair: 'noCalendar', action: 'book', time: TUESDAY }],
    ]);
  let pairs = initialPairs();
  let links = initialLinks();
  const state = {
    introductions: options.introductions ?? true,
    /** The token (or the value) of every request received, per call, for play functions to check. */
    received: { book: [] as string[], decline: [] as string[], unsubscribe: [] as string[], preferences: [] as boolean[] },
  };

  /** Back to the fixtures: a story that books, declines or unsubscribes calls it first (stories share a page). */
  function reset(): void {
    pairs = initialPairs();
    links = initialLinks();
    state.introductions = options.introductions ?? true;
    state.received = { book: [], decline: [], unsubscribe: [], preferences: [] };
  }

  const refuse = (status: number, error: string, code: string) => HttpResponse.json({ error, code }, { status });
  const notFound = () => refuse(404, INTRODUCTION_MESSAGES.notFound, 'LINK_NOT_FOUND');

  async function tokenOf(request: Request): Promise<string | Response> {
    const parsed = introductionTokenBodySchema.safeParse(await request.json().catch(() => undefined));
    if (!parsed.success) return refuse(400, parsed.error.issues[0]?.message ?? INTRODUCTION_MESSAGES.invalidToken, 'INVALID_TOKEN');
    return parsed.data.token;
  }

  function colleague() {
    const sam = db.member(FIXTURE_IDS.sam);
    return { name: `${sam.fname} ${sam.lname}`, firstName: sam.fname };
  }

  /** Fresh booking links for the pair: the times both are free now, each with its own token. */
  function freshTimes(pairId: string): OfferedTime[] {
    return FRESH.map((time, index) => {
      const token = `${pairId}-fresh-${index + 1}`;
      links.set(token, { pair: pairId, action: 'book', time });
      return { ...time, token };
    });
  }

  function book(link: MockLink): BookOutcome {
    const pair = pairs[link.pair]!;
    const bookedAnswer = (time: TimeRange): BookOutcome => ({ outcome: 'booked', time, colleague: colleague().name, activity: ACTIVITY, timeZone: READER_ZONE });
    if (pair.declined) return { outcome: 'declined' };
    if (pair.booked) return bookedAnswer(pair.booked);
    const time = link.time!;
    if (Date.parse(time.start) <= NOW) return { outcome: 'passed', times: freshTimes(link.pair), timeZone: READER_ZONE };
    if (link.taken) return { outcome: 'taken', times: freshTimes(link.pair), timeZone: READER_ZONE };
    pair.booked = time;
    return bookedAnswer(time);
  }

  const handlers = [
    http.post(`*${INTRODUCTION_PATHS.link}`, async ({ request }) => {
      const token = await tokenOf(request);
      if (token instanceof Response) return token;
      const link = links.get(token);
      if (!link) return notFound();
      const pair = pairs[link.pair]!;
      const linkState = pair.declined ? 'declined' : pair.booked ? 'booked' : link.time && Date.parse(link.time.start) <= NOW ? 'passed' : 'open';
      const answer: IntroductionLink = {
        action: link.action,
        state: linkState,
        colleague: colleague(),
        time: link.time,
        booked: pair.booked,
        timeZone: READER_ZONE,
        activity: ACTIVITY,
      };
      return HttpResponse.json(introductionLinkSchema.parse(answer));
    }),
    http.post(`*${INTRODUCTION_PATHS.book}`, async ({ request }) => {
      const token = await tokenOf(request);
      if (token instanceof Response) return token;
      state.received.book.push(token);
      const link = links.get(token);
      if (!link || link.action !== 'book') return notFound();
      const pair = pairs[link.pair]!;
      if (!pair.declined && !pair.booked && !pair.calendarConnected) return refuse(409, INTRODUCTION_MESSAGES.noCalendar, 'CALENDAR_NOT_CONNECTED');
      return HttpResponse.json(bookOutcomeSchema.parse(book(link)));
    }),
    http.post(`*${INTRODUCTION_PATHS.decline}`, async ({ request }) => {
      const token = await tokenOf(request);
      if (token instanceof Response) return token;
      state.received.decline.push(token);
      const link = links.get(token);
      if (!link) return notFound();
      const pair = pairs[link.pair]!;
      if (!pair.booked) pair.declined = true;
      return HttpResponse.json(declineAnswerSchema.parse({ outcome: pair.booked ? 'booked' : 'declined', colleague: colleague().name }));
    }),
    http.get(`*${INTRODUCTION_PATHS.preferences}`, ({ request }) => {
      if (!callerIdOf(request)) return refuse(401, 'Authentication required', 'UNAUTHORIZED');
      if (options.failPreferences) return refuse(500, 'Internal server error', 'INTERNAL');
      return HttpResponse.json(notificationPreferencesSchema.parse({ introductions: state.introductions, matchingDay: MATCHING_DAY }));
    }),
    http.put(`*${INTRODUCTION_PATHS.preferences}`, async ({ request }) => {
      if (!callerIdOf(request)) return refuse(401, 'Authentication required', 'UNAUTHORIZED');
      const parsed = notificationPreferencesUpdateSchema.safeParse(await request.json().catch(() => undefined));
      if (!parsed.success) return refuse(400, parsed.error.issues[0]?.message ?? 'Invalid request', 'VALIDATION');
      state.received.preferences.push(parsed.data.introductions);
      if (options.failSave) return refuse(500, 'Internal server error', 'INTERNAL');
      state.introductions = parsed.data.introductions;
      return HttpResponse.json(notificationPreferencesSchema.parse({ introductions: state.introductions, matchingDay: MATCHING_DAY }));
    }),
    http.post(`*${INTRODUCTION_PATHS.unsubscribe}`, async ({ request }) => {
      const token = await tokenOf(request);
      if (token instanceof Response) return token;
      state.received.unsubscribe.push(token);
      if (token !== INTRODUCTION_TOKENS.unsubscribe) return refuse(404, INTRODUCTION_MESSAGES.unsubscribeNotFound, 'LINK_NOT_FOUND');
      state.introductions = false;
      return HttpResponse.json(unsubscribeAnswerSchema.parse({ kind: 'introductions', unsubscribed: true }));
    }),
  ];
  return { handlers, state, reset };
}
