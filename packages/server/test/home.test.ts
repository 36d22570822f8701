/**
 * Home's Recent Activity feed and Smart Recommendations (GET /v1/home/feed, GET /v1/home/recommendations) on the app
 * engine (harness.ts): the feed's items come from what really happened (a match, a Quick Connect booked through the calendar
 * endpoint and then held, an achievement earned by marking an activity done, messages received), newest first;
 * a member with no connections gets the completeness and welcome items; nobody sees another member's messages or
 * bookings. Recommendations name only the caller's real connections and real catalogue entries, at most five, each
 * with a reason, and an activity that fits the member's free slot.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACHIEVEMENTS_PATH } from '@kindred/contracts/api/achievements';
import { ACTIVITY_COMPLETIONS_PATH, ACTIVITY_MESSAGES } from '@kindred/contracts/api/activities';
import { CALENDAR_PATH, availabilityResponseSchema, scheduleResponseSchema } from '@kindred/contracts/api/calendar';
import {
  FEED_MAX,
  HOME_FEED_PATH,
  HOME_RECOMMENDATIONS_PATH,
  RECOMMENDATIONS_MAX,
  homeFeedResponseSchema,
  homeRecommendationsResponseSchema,
  type FeedItem,
  type Recommendation,
} from '@kindred/contracts/api/home';
import { ACTIVITIES } from '@kindred/contracts/content/activities';
import { TRAIT_RECOMMENDATIONS } from '@kindred/contracts/content/recommendations';
import { RESOURCES } from '@kindred/contracts/content/resources';
import { slugify } from '@kindred/contracts/domain/activity-ids';
import { weekStartOf } from '../src/modules/connections/index.ts';
import { createTestServer, appEngines } from './harness.ts';
import type { TestServer } from './harness.ts';
import { connectSandboxCalendar, sessionTokens } from './session-fixtures.ts';
import { addMember, addOrg, chatBetween, connect, json } from './profile-fixtures.ts';
import type { Connection, Member } from './profile-fixtures.ts';

const HOUR = 3_600_000;

const ACTIVITY_MINUTES = new Map(ACTIVITIES.map((activity) => [slugify(activity.title), Number.parseInt(activity.time, 10) * (/hour/.test(activity.time) ? 60 : 1)]));
const RESOURCE_URLS = new Map(RESOURCES.map((resource) => [resource.id, resource.url]));
const TIPS = new Set(Object.values(TRAIT_RECOMMENDATIONS).flatMap((bands) => Object.values(bands).flat()));

describe.each(appEngines)('home on %s', (engine) => {
  let t: TestServer;
  let org: string;
  let ana: Member;
  let bo: Member;
  let cy: Member;
  let dee: Member;
  let outsider: Member;
  let anaBo: Connection;

  const tokens = sessionTokens(() => t, 'home test');
  const tokenOf = (member: Member) => tokens.of(member);

  const calendar = async (member: Member, body: Record<string, unknown>) =>
    t.request(CALENDAR_PATH, { method: 'POST', token: await tokenOf(member), json: { userId: member.memberId, ...body } });

  async function feed(member: Member, query = ''): Promise<FeedItem[]> {
    const res = await t.request(`${HOME_FEED_PATH}${query}`, { token: await tokenOf(member) });
    expect(res.status).toBe(200);
    const items = homeFeedResponseSchema.parse(await res.json()).items;
    // Always newest first, never more than FEED_MAX.
    expect(items.length).toBeLessThanOrEqual(FEED_MAX);
    const times = items.map((item) => Date.parse(item.timestamp));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    return items;
  }

  async function recommendations(member: Member, timeZone = 'Europe/Lisbon'): Promise<Recommendation[]> {
    const res = await t.request(`${HOME_RECOMMENDATIONS_PATH}?timeZone=${encodeURIComponent(timeZone)}`, { token: await tokenOf(member) });
    expect(res.status).toBe(200);
    const items = homeRecommendationsResponseSchema.parse(await res.json()).items;
    expect(items.length).toBeLessThanOrEqual(RECOMMENDATIONS_MAX);
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
    for (const item of items) expect(item.reason.trim().length, item.id).toBeGreaterThan(10);
    return items;
  }

  const connectSandbox = async (member: Member) => connectSandboxCalendar(t, member, await tokenOf(member));

  beforeAll(async () => {
    t = await createTestServer({ engine });
    org = await addOrg(t.db, { name: 'Harbour Works' });
    const elsewhere = await addOrg(t.db, { name: 'Elsewhere Ltd' });
    // Ana is reserved (low extraversion) and curious; Bo and Dee are her colleagues; Cy has no connections.
    ana = await addMember(t, {
      orgcodes: [org],
      givenName: 'Ana',
      familyName: 'Silva',
      hexaco: { honesty: 22, neuroticism: 14, extraversion: 6, agreeableness: 18, conscientiousness: 20, openness: 26 },
      details: { interests: ['Chess', 'Sailing'], city: 'Lisbon' },
    });
    bo = await addMember(t, { orgcodes: [org], givenName: 'Bo', familyName: 'Berg', details: { interests: ['chess'] } });
    cy = await addMember(t, { orgcodes: [org], givenName: 'Cy', familyName: 'Chen' });
    dee = await addMember(t, { orgcodes: [org], givenName: 'Dee', familyName: 'Diaz', hexaco: null });
    outsider = await addMember(t, { orgcodes: [elsewhere], givenName: 'Olu', familyName: 'Other' });
    await connectSandbox(ana);
    await connectSandbox(bo);
  });
  afterAll(() => t.close());

  it('gives a member with no connections how complete their profile is and a welcome', async () => {
    const items = await feed(cy);
    expect(items.map((item) => item.id)).toEqual(['profile:completeness', 'welcome']);
    const [completeness, welcome] = items as [FeedItem, FeedItem];
    // Cy has names, archetype, six scores, title, department, headline, city and interests (14 of 20 slots).
    expect(completeness).toMatchObject({ type: 'achievement', title: 'Your profile is 70% complete', href: '/settings', avatarFallback: 'CC' });
    expect(completeness.description).toBe('14 of 20 parts filled in. Still missing: a profile picture, your education, your birthday and 3 more.');
    expect(welcome).toMatchObject({ type: 'message', title: 'Welcome to Kindred, Cy!', href: null });
    expect(welcome.description).toContain('Harbour Works');
    // Dee has no HEXACO scores: the questionnaire is named as missing.
    const [deeCompleteness] = await feed(dee);
    expect(deeCompleteness!.description).toContain('your personality questionnaire (HEXACO scores)');
    expect(deeCompleteness!.title).toBe('Your profile is 35% complete');
  });

  it('shows a new match, with its strength and a shared interest, instead of the first steps', async () => {
    // Matched this week (by the weekly matching's week, which starts on Monday, UTC).
    const now = t.clock.now().getTime();
    anaBo = await connect(t.db, ana, bo, { matchDateTime: new Date(Math.max(weekStartOf(t.clock.now()).getTime(), now - HOUR)) });
    const items = await feed(ana);
    const match = items.find((item) => item.id === `connection:${anaBo.id}`);
    expect(match).toMatchObject({ type: 'connection', title: 'New connection: Bo Berg', href: '/connections', avatarFallback: 'BB' });
    expect(match!.description).toBe(`You matched this week (strength ${anaBo.strength}%, ${anaBo.strength >= 80 ? 'Excellent match' : anaBo.strength >= 60 ? 'Good match' : 'Growing connection'}); you both like Chess.`);
    expect(items.some((item) => item.id === 'welcome' || item.id === 'profile:completeness')).toBe(false);
    // Bo sees the same match from his side; Cy, in the same organisation, sees nothing of it.
    expect((await feed(bo)).find((item) => item.id === `connection:${anaBo.id}`)?.title).toBe('New connection: Ana Silva');
    expect((await feed(cy)).map((item) => item.id)).toEqual(['profile:completeness', 'welcome']);
  });

  it('recommends colleagues not met yet, real catalogue entries and an activity that fits the free slot', async () => {
    await connect(t.db, ana, dee, { matchDateTime: new Date(t.clock.now().getTime() - 2 * HOUR), viewed: true });
    const items = await recommendations(ana);
    expect(items.length).toBe(RECOMMENDATIONS_MAX);
    const colleagues = items.filter((item) => item.kind === 'colleague');
    expect(colleagues.map((item) => item.action.state?.memberId).sort()).toEqual([bo.memberId, dee.memberId].sort());
    for (const item of colleagues) expect(item.action).toMatchObject({ label: 'Quick Connect', href: '/quick-connect', external: false });
    expect(colleagues.find((item) => item.action.state?.memberId === bo.memberId)!.reason).toMatch(/you both like chess/i);
    expect(colleagues.find((item) => item.action.state?.memberId === bo.memberId)!.reason).toContain("haven't opened");

    const activity = items.find((item) => item.kind === 'activity')!;
    const activityId = activity.action.state!.activityId!;
    expect(ACTIVITY_MINUTES.has(activityId)).toBe(true);
    // Ana's calendar is connected: the activity fits a free 30-minute slot, and says so.
    expect(ACTIVITY_MINUTES.get(activityId)).toBeLessThanOrEqual(30);
    expect(activity.reason).toMatch(/^Fits the 30 minutes you have free/);
    expect(activity.reason).toContain('Extraversion is low');
    expect(activity.action).toMatchObject({ label: 'Open activity', href: '/activities', external: false });

    const resource = items.find((item) => item.kind === 'resource')!;
    expect(resource.action.external).toBe(true);
    expect(resource.action.href).toBe(RESOURCE_URLS.get(resource.id.replace(/^resource:/, '')));
    const tip = items.find((item) => item.kind === 'tip')!;
    expect(TIPS.has(tip.title)).toBe(true);
    expect(tip.action).toMatchObject({ label: 'Ask Link', href: '/insights' });

    // Nobody Ana is not connected with, and the same answer for the same data and day.
    const text = JSON.stringify(items);
    for (const stranger of [cy, outsider]) expect(text).not.toContain(stranger.memberId);
    expect(await recommendations(ana)).toEqual(items);

    // A bad zone is refused with a clear message; none means UTC.
    for (const path of [HOME_RECOMMENDATIONS_PATH, HOME_FEED_PATH]) {
      const bad = await t.request(`${path}?timeZone=Mars/Olympus`, { token: await tokenOf(ana) });
      expect(bad.status).toBe(400);
      expect(await json(bad)).toMatchObject({ error: ACTIVITY_MESSAGES.timeZone });
      expect((await t.request(path, { token: await tokenOf(ana) })).status).toBe(200);
    }
  });

  it('says so when the member has no HEXACO scores, and still recommends their connections', async () => {
    const items = await recommendations(dee);
    expect(items.find((item) => item.kind === 'tip')).toMatchObject({ id: 'tip:complete-profile' });
    expect(items.find((item) => item.kind === 'tip')!.reason).toContain('no HEXACO scores');
    expect(items.find((item) => item.kind === 'resource')).toMatchObject({ id: 'resource:hexaco-model' });
    expect(items.filter((item) => item.kind === 'colleague').map((item) => item.action.state?.memberId)).toEqual([ana.memberId]);
    // No calendar: the activity takes at most a Quick Connect's default 20 minutes.
    const activity = items.find((item) => item.kind === 'activity')!;
    expect(ACTIVITY_MINUTES.get(activity.action.state!.activityId!)).toBeLessThanOrEqual(20);
  });

  it('shows a Quick Connect booked through the calendar to both people, then that it was held', async () => {
    const found = await calendar(ana, { action: 'findAvailability', teamMembers: [bo.memberId], duration: 30 });
    const slot = availabilityResponseSchema.parse(await found.json()).availableSlots[0]!;
    const booked = await calendar(ana, {
      action: 'scheduleEvent',
      teamMembers: [bo.memberId],
      requestId: 'home-qc-1',
      eventDetails: { summary: 'Quick Connect: Virtual Coffee', startTime: slot.start, endTime: slot.end, timezone: 'UTC', quickConnect: true },
    });
    expect(booked.status).toBe(200);
    expect(scheduleResponseSchema.parse(await booked.json()).success).toBe(true);

    const anas = (await feed(ana)).filter((item) => item.type === 'event');
    expect(anas).toHaveLength(1);
    expect(anas[0]).toMatchObject({ title: 'Quick Connect booked with Bo', href: '/events', avatarFallback: 'BB' });
    expect(anas[0]!.description).toMatch(/^Virtual Coffee, \w{3}, \w{3} \d+, \d{1,2}:\d\d [AP]M UTC, 30 min\.$/);
    // In the member's zone when they give one.
    expect((await feed(ana, '?timeZone=Asia/Tokyo')).find((item) => item.type === 'event')!.description).not.toContain('UTC');
    const bos = (await feed(bo)).filter((item) => item.type === 'event');
    expect(bos.map((item) => item.title)).toEqual(['Ana booked a Quick Connect with you']);
    // Nobody else sees it.
    for (const other of [cy, dee, outsider]) expect((await feed(other)).some((item) => item.type === 'event')).toBe(false);
    // Bo is met now: no longer recommended to Ana as a colleague to meet.
    expect((await recommendations(ana)).some((item) => item.action.state?.memberId === bo.memberId)).toBe(false);

    // Once it has ended, it was held: for both, newest first.
    t.clock.set(new Date(Date.parse(slot.end) + 60_000));
    const after = await feed(ana);
    expect(after[0]).toMatchObject({ type: 'event', title: 'Quick Connect held with Bo', timestamp: new Date(slot.end).toISOString() });
    expect((await feed(bo))[0]).toMatchObject({ type: 'event', title: 'Quick Connect held with Ana' });
  });

  it('shows an achievement earned by marking an activity done', async () => {
    const done = await t.request(ACTIVITY_COMPLETIONS_PATH, { method: 'POST', token: await tokenOf(cy), json: { activityId: 'magic-questions' } });
    expect(done.status).toBe(201);
    expect((await t.request(ACHIEVEMENTS_PATH, { token: await tokenOf(cy) })).status).toBe(200);
    const items = await feed(cy);
    const award = items.find((item) => item.id === 'achievement:first_activity');
    expect(award).toMatchObject({ type: 'achievement', title: 'Achievement unlocked: First Activity', href: '/achievements' });
    expect(award!.description).toMatch(/\+50 points\.$/);
    // Still no connections: the first steps stay, beside what really happened.
    expect(items.map((item) => item.id)).toEqual(expect.arrayContaining(['profile:completeness', 'welcome', 'achievement:first_activity']));
    // Ana never sees Cy's award.
    expect((await feed(ana)).some((item) => item.id === 'achievement:first_activity')).toBe(false);
    // Recently done: not recommended to Cy again this week.
    expect((await recommendations(cy)).some((item) => item.action.state?.activityId === 'magic-questions')).toBe(false);
  });

  it('quotes messages the member received, never their own or another member’s chats', async () => {
    const long = 'Bo here: I found a great spot for our next coffee, right by the river, with a view of the old bridge and quiet tables.';
    await chatBetween(t.db, ana, bo, [
      [bo, long],
      [ana, 'Ana’s own reply, which is not news to her'],
    ]);
    await chatBetween(t.db, bo, cy, [[cy, 'A private line between Cy and Bo']]);
    const items = await feed(ana);
    const message = items.find((item) => item.type === 'message')!;
    expect(message).toMatchObject({ title: 'Message from Bo', href: '/chat', avatarFallback: 'BB' });
    expect(message.description.length).toBeLessThanOrEqual(80);
    expect(message.description).toMatch(/^Bo here: I found a great spot .*…$/);
    expect(items.filter((item) => item.type === 'message')).toHaveLength(1);
    const text = JSON.stringify(items);
    expect(text).not.toContain('Ana’s own reply');
    expect(text).not.toContain('A private line');
    expect(JSON.stringify(await feed(bo))).toContain('A private line between Cy and Bo');
    expect(JSON.stringify(await feed(dee))).not.toContain('Bo here');
  });

  it('keeps the newest FEED_MAX items', async () => {
    await chatBetween(
      t.db,
      ana,
      dee,
      Array.from({ length: FEED_MAX + 5 }, (_, i) => [dee, `Note ${i + 1} from Dee`] as [Member, string]),
    );
    const items = await feed(ana);
    expect(items).toHaveLength(FEED_MAX);
    expect(items.filter((item) => item.title === 'Message from Dee').length).toBeGreaterThan(0);
  });

  it('asks for a token: none or a forged one is 401', async () => {
    for (const path of [HOME_FEED_PATH, HOME_RECOMMENDATIONS_PATH]) {
      expect((await t.request(path)).status).toBe(401);
      expect((await t.request(path, { token: 'forged.token.value' })).status).toBe(401);
      const live = await tokenOf(ana);
      expect((await t.request(path, { token: `${live.slice(0, -4)}AAAA` })).status).toBe(401);
    }
  });
});
