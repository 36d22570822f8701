/**
 * Achievements (GET /v1/achievements, POST /v1/achievements/seen, PUT /v1/achievements/pins) on the app engine (harness.ts),
 * each counter moved by its real path through the HTTP API (docs/product.md#states "Achievements"): activities
 * marked done, Quick Connects booked and moved through the calendar endpoint with the built-in sandbox, chats
 * with Link opened and questions asked of the built-in advisor, a calendar connected, avatars chosen, connection
 * profiles viewed. Each of the 14 achievements is awarded by its path, once; retries move no counter; requests
 * at the same moment award once; points are the sum of the awards and the level follows them; seen flags and
 * pins are the member's own and survive signing out and in; bad input is a 4xx, never a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACHIEVEMENT_MESSAGES,
  ACHIEVEMENTS_PATH,
  ACHIEVEMENTS_PINS_PATH,
  ACHIEVEMENTS_SEEN_PATH,
  achievementsStateSchema,
  type AchievementsState,
} from '@kindred/contracts/api/achievements';
import { ACHIEVEMENT_IDS, ACHIEVEMENT_METRICS, ACHIEVEMENTS, ACHIEVEMENTS_BY_ID } from '@kindred/contracts/domain/achievements';
import { ACTIVITY_COMPLETIONS_PATH } from '@kindred/contracts/api/activities';
import { ADVISOR_CHAT_PATH, ADVISOR_SESSIONS_PATH, advisorChatResponseSchema } from '@kindred/contracts/api/advisor';
import { CALENDAR_PATH, availabilityResponseSchema, scheduleResponseSchema } from '@kindred/contracts/api/calendar';
import { IDENTITY_PATHS } from '@kindred/contracts/api/identity';
import { PICTURE_PATH, PRESET_AVATAR_URLS, PROFILE_PATH } from '@kindred/contracts/api/profile';
import { ACTIVITY_IDS } from '@kindred/contracts/domain/activity-ids';
import { ADVISOR_SESSION_LIMITS } from '../src/modules/advisor/index.ts';
import { createTestServer, appEngines } from './harness.ts';
import type { TestServer } from './harness.ts';
import { connectSandboxCalendar, sessionTokens } from './session-fixtures.ts';
import { IMAGES, addMember, addOrg, connect, json } from './profile-fixtures.ts';
import type { Connection, Member } from './profile-fixtures.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ZERO = Object.fromEntries(ACHIEVEMENT_METRICS.map((metric) => [metric, 0]));
const uuid = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

describe.each(appEngines)('achievements on %s', (engine) => {
  let t: TestServer;
  let ada: Member;
  let bo: Member;
  let cy: Member;
  let outsider: Member;
  let orgcode: string;
  const adaConnections: Connection[] = [];
  let adaAndBo: Connection;

  const tokens = sessionTokens(() => t, 'achievements test');
  const tokenOf = (member: Member) => tokens.of(member);

  async function send(member: Member, path: string, init: { method?: string; json?: unknown; body?: BodyInit; headers?: Record<string, string> } = {}) {
    return t.request(path, { ...init, token: await tokenOf(member) });
  }

  async function state(member: Member): Promise<AchievementsState> {
    const res = await send(member, ACHIEVEMENTS_PATH);
    expect(res.status).toBe(200);
    const body = achievementsStateSchema.parse(await res.json());
    checkArithmetic(body);
    return body;
  }

  /** Points are the sum of the awards, each with its definition's points; the level and its progress follow. */
  function checkArithmetic(body: AchievementsState) {
    for (const award of body.earned) expect(award.points).toBe(ACHIEVEMENTS_BY_ID[award.id].points);
    expect(body.points).toBe(body.earned.reduce((sum, award) => sum + award.points, 0));
    expect(body.level).toBe(Math.floor(body.points / 250) + 1);
    expect(body.levelProgress).toBe(Math.floor(((body.points % 250) / 250) * 100));
    expect(new Set(body.earned.map((award) => award.id)).size).toBe(body.earned.length);
    const times = body.earned.map((award) => Date.parse(award.earnedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  }

  const earnedIds = (body: AchievementsState) => body.earned.map((award) => award.id).sort();

  /** Awards stored for the member, straight from the table: each at most once. */
  async function storedAwards(member: Member): Promise<string[]> {
    const { rows } = await t.db.query<{ id: string }>(`SELECT achievement_id AS id FROM achievement_awards WHERE user_id = $1 ORDER BY 1`, [
      member.userId,
    ]);
    return rows.map((row) => row.id);
  }

  const markDone = (member: Member, activityId: string) => send(member, ACTIVITY_COMPLETIONS_PATH, { method: 'POST', json: { activityId, timeZone: 'UTC' } });
  const openChat = (member: Member, sessionId: string) => send(member, ADVISOR_SESSIONS_PATH, { method: 'POST', json: { sessionId } });
  const calendar = (member: Member, body: Record<string, unknown>) =>
    send(member, CALENDAR_PATH, { method: 'POST', json: { userId: member.memberId, ...body } });
  const setAvatar = (member: Member, profilePicture: string | null) =>
    send(member, `${PROFILE_PATH}?type=dbedit`, { method: 'PUT', json: { id: member.memberId, email: member.email, details: { profilePicture } } });
  const markViewed = (member: Member, connection: Connection) =>
    send(member, `${PROFILE_PATH}?type=viewed`, { method: 'PUT', json: { id: connection.id, matchDateTime: connection.matchDateTime } });

  /** Asks the built-in advisor (no AI key) a question; past the minimum gap and the per-minute limit first. */
  async function ask(member: Member, question: string) {
    t.clock.advance(11_000);
    const res = await send(member, ADVISOR_CHAT_PATH, { method: 'POST', json: { messages: [{ role: 'user', content: question }], chatMode: 'popup' } });
    expect(res.status).toBe(200);
    const reply = advisorChatResponseSchema.parse(await res.json());
    expect(reply.provider).toBe('builtin');
    expect(reply.response.length).toBeGreaterThan(0);
  }

  const connectSandbox = async (member: Member) => connectSandboxCalendar(t, member, await tokenOf(member));

  async function bookQuickConnect(requestId: string) {
    const found = await calendar(ada, { action: 'findAvailability', teamMembers: [bo.memberId], duration: 30 });
    expect(found.status).toBe(200);
    const slot = availabilityResponseSchema.parse(await found.json()).availableSlots[0]!;
    const booking = {
      action: 'scheduleEvent',
      teamMembers: [bo.memberId],
      requestId,
      eventDetails: { summary: `Quick Connect ${requestId}`, startTime: slot.start, endTime: slot.end, timezone: 'UTC', quickConnect: true },
    };
    const res = await calendar(ada, booking);
    expect(res.status).toBe(200);
    return { booking, slot, event: scheduleResponseSchema.parse(await res.json()).event! };
  }

  beforeAll(async () => {
    t = await createTestServer({ engine });
    orgcode = await addOrg(t.db);
    const elsewhere = await addOrg(t.db);
    ada = await addMember(t, { orgcodes: [orgcode], givenName: 'Ada' });
    bo = await addMember(t, { orgcodes: [orgcode], givenName: 'Bo' });
    cy = await addMember(t, { orgcodes: [orgcode], givenName: 'Cy' });
    outsider = await addMember(t, { orgcodes: [elsewhere], givenName: 'Olu' });
    adaAndBo = await connect(t.db, ada, bo);
    adaConnections.push(adaAndBo);
    for (let i = 0; i < 5; i += 1) {
      const colleague = await addMember(t, { orgcodes: [orgcode], givenName: `Colleague${i}` });
      adaConnections.push(await connect(t.db, ada, colleague));
    }
  });
  afterAll(() => t.close());

  it('starts with nothing: zero counters, no awards, level 1, no pins', async () => {
    expect(await state(ada)).toEqual({
      counters: ZERO,
      earned: [],
      points: 0,
      level: 1,
      levelProgress: 0,
      pinnedIds: [],
      pinnedGoalId: null,
    });
    expect(await storedAwards(ada)).toEqual([]);
  });

  it('a calendar connected: Calendar Synced, kept after a disconnect, and not counted twice on connecting again', async () => {
    await connectSandbox(ada);
    await connectSandbox(bo);
    let now = await state(ada);
    expect(now.counters.calendarConnected).toBe(1);
    expect(earnedIds(now)).toEqual(['calendar_connected']);
    expect((await state(bo)).counters.calendarConnected).toBe(1);

    // Disconnected: it happened, so it still counts.
    expect((await calendar(ada, { action: 'disconnect', provider: 'google' })).status).toBe(200);
    now = await state(ada);
    expect(now.counters.calendarConnected).toBe(1);
    expect(earnedIds(now)).toEqual(['calendar_connected']);

    // Connected again: still one provider, one award.
    await connectSandbox(ada);
    expect((await state(ada)).counters.calendarConnected).toBe(1);
    expect(await storedAwards(ada)).toEqual(['calendar_connected']);
  });

  it('Quick Connects booked and moved: Quick Connector, Connector Pro, Connector Plus, Schedule Optimizer; retries count once', async () => {
    const first = await bookQuickConnect('qc-1');
    let now = await state(ada);
    expect(now.counters.quickConnectScheduled).toBe(1);
    expect(earnedIds(now)).toContain('first_quick_connect');
    // The attendee scheduled nothing.
    expect((await state(bo)).counters.quickConnectScheduled).toBe(0);

    // The same booking sent again (its answer lost): the same event, still one.
    const retried = await calendar(ada, first.booking);
    expect(retried.status).toBe(200);
    expect(scheduleResponseSchema.parse(await retried.json()).event!.id).toBe(first.event.id);
    expect((await state(ada)).counters.quickConnectScheduled).toBe(1);

    await bookQuickConnect('qc-2');
    await bookQuickConnect('qc-3');
    now = await state(ada);
    expect(now.counters.quickConnectScheduled).toBe(3);
    expect(earnedIds(now)).toContain('three_quick_connects');
    expect(earnedIds(now)).not.toContain('five_quick_connects');
    await bookQuickConnect('qc-4');
    await bookQuickConnect('qc-5');
    now = await state(ada);
    expect(now.counters.quickConnectScheduled).toBe(5);
    expect(earnedIds(now)).toContain('five_quick_connects');
    expect(earnedIds(now)).not.toContain('first_qc_reschedule');

    // Moved a week later (an hour later is another of these bookings now: a move takes only a free time), then
    // the same move sent again: one move.
    const later = {
      startTime: new Date(Date.parse(first.slot.start) + 7 * 24 * HOUR).toISOString(),
      endTime: new Date(Date.parse(first.slot.end) + 7 * 24 * HOUR).toISOString(),
      timezone: 'UTC',
    };
    expect((await calendar(ada, { action: 'rescheduleEvent', eventId: first.event.id, eventDetails: later })).status).toBe(200);
    expect((await calendar(ada, { action: 'rescheduleEvent', eventId: first.event.id, eventDetails: later })).status).toBe(200);
    now = await state(ada);
    expect(now.counters.quickConnectRescheduled).toBe(1);
    expect(earnedIds(now)).toContain('first_qc_reschedule');

    // Once it has ended, it is completed (a counter no achievement asks for yet), for both; so are those before it.
    expect((await state(ada)).counters.quickConnectCompleted).toBe(0);
    t.clock.set(new Date(Date.parse(later.endTime) + 60_000));
    const completed = (await state(ada)).counters.quickConnectCompleted;
    expect(completed).toBeGreaterThanOrEqual(1);
    expect((await state(bo)).counters.quickConnectCompleted).toBe(completed);
    expect((await state(bo)).counters.quickConnectScheduled).toBe(0);
  });

  it('activities marked done: First Activity, Activity Streaker, Activity Achiever; the same activity twice a day counts once', async () => {
    const before = await state(ada);
    // The calendar and the Quick Connects so far: 50 + 75 + 150 + 250 + 50.
    expect(before.points).toBe(575);
    const added = (now: AchievementsState) => now.earned.filter((award) => !before.earned.some((earlier) => earlier.id === award.id));

    expect((await markDone(ada, ACTIVITY_IDS[0])).status).toBe(201);
    let now = await state(ada);
    expect(now.counters.activityCompleted).toBe(1);
    expect(added(now)).toEqual([{ id: 'first_activity', earnedAt: t.clock.now().toISOString(), points: 50, seen: false }]);
    // The newest first.
    expect(now.earned[0]!.id).toBe('first_activity');
    expect(now).toMatchObject({ points: 625, level: 3, levelProgress: 50 });

    // Sent again the same day (its answer lost): the day's first record, and no counter moves.
    expect((await markDone(ada, ACTIVITY_IDS[0])).status).toBe(200);
    expect((await state(ada)).counters.activityCompleted).toBe(1);

    for (const id of ACTIVITY_IDS.slice(1, 5)) expect((await markDone(ada, id)).status).toBe(201);
    now = await state(ada);
    expect(now.counters.activityCompleted).toBe(5);
    expect(added(now).map((award) => award.id)).toEqual(['five_activities', 'first_activity']);
    expect(now).toMatchObject({ points: 775, level: 4, levelProgress: 10 });

    for (const id of ACTIVITY_IDS.slice(5, 9)) expect((await markDone(ada, id)).status).toBe(201);
    expect((await state(ada)).counters.activityCompleted).toBe(9);
    // The first activity again, the next day: a new day's record, the tenth.
    t.clock.advance(DAY);
    expect((await markDone(ada, ACTIVITY_IDS[0])).status).toBe(201);
    now = await state(ada);
    expect(now.counters.activityCompleted).toBe(10);
    expect(added(now).map((award) => award.id)).toEqual(['ten_activities', 'five_activities', 'first_activity']);
    expect(now).toMatchObject({ points: 1075, level: 5, levelProgress: 30 });
    expect((await storedAwards(ada)).filter((id) => id.includes('activit'))).toEqual(['first_activity', 'five_activities', 'ten_activities'].sort());
  });

  it('chats with Link opened: AI Explorer, AI Regular; the same session id counts once', async () => {
    const opened = await openChat(ada, uuid(1));
    expect(opened.status).toBe(201);
    expect(await json(opened)).toEqual({ sessionId: uuid(1), opened: true });
    const again = await openChat(ada, uuid(1));
    expect(again.status).toBe(200);
    expect(await json(again)).toEqual({ sessionId: uuid(1), opened: false });
    for (const [body, message] of [
      [{}, 'Missing required parameter: sessionId'],
      [{ sessionId: 'chat-1' }, 'sessionId must be a UUID'],
    ] as const) {
      const refused = await send(ada, ADVISOR_SESSIONS_PATH, { method: 'POST', json: body });
      expect(refused.status).toBe(400);
      expect((await json(refused)).error).toBe(message);
    }
    // Upper case is the same UUID.
    expect((await openChat(ada, uuid(1).toUpperCase())).status).toBe(200);
    let now = await state(ada);
    expect(now.counters.aiChatOpened).toBe(1);
    expect(earnedIds(now)).toContain('first_ai_chat');
    expect(earnedIds(now)).not.toContain('ai_regular');

    for (let i = 2; i <= 5; i += 1) expect((await openChat(ada, uuid(i))).status).toBe(201);
    now = await state(ada);
    expect(now.counters.aiChatOpened).toBe(5);
    expect(earnedIds(now)).toContain('ai_regular');

    // Another member's session with the same id is theirs, and moves nothing of Ada's.
    expect((await openChat(bo, uuid(1))).status).toBe(201);
    expect((await state(ada)).counters.aiChatOpened).toBe(5);
    expect((await state(bo)).counters.aiChatOpened).toBe(1);
  });

  it('questions asked of the built-in advisor: AI Starter, AI Conversationalist', async () => {
    await ask(ada, 'Suggest a 10-minute team activity');
    let now = await state(ada);
    expect(now.counters.aiMessagesSent).toBe(1);
    expect(earnedIds(now)).toContain('ai_first_question');
    for (let i = 2; i <= 9; i += 1) await ask(ada, `How do I prepare for a meeting with a colleague? (${i})`);
    now = await state(ada);
    expect(now.counters.aiMessagesSent).toBe(9);
    expect(earnedIds(now)).not.toContain('ai_contributor');
    await ask(ada, 'How can I understand myself better?');
    now = await state(ada);
    expect(now.counters.aiMessagesSent).toBe(10);
    expect(earnedIds(now)).toContain('ai_contributor');
  });

  it('an avatar chosen: Profile Polished; the same avatar again moves nothing, a new one or an upload counts', async () => {
    expect((await setAvatar(ada, PRESET_AVATAR_URLS[0])).status).toBe(200);
    let now = await state(ada);
    expect(now.counters.profileAvatarUpdated).toBe(1);
    expect(earnedIds(now)).toContain('avatar_set');
    expect((await setAvatar(ada, PRESET_AVATAR_URLS[0])).status).toBe(200);
    expect((await state(ada)).counters.profileAvatarUpdated).toBe(1);
    // Cleared: no avatar chosen, nothing counted; chosen again after, it counts.
    expect((await setAvatar(ada, null)).status).toBe(200);
    expect((await state(ada)).counters.profileAvatarUpdated).toBe(1);
    expect((await setAvatar(ada, PRESET_AVATAR_URLS[1])).status).toBe(200);
    expect((await state(ada)).counters.profileAvatarUpdated).toBe(2);
    const upload = await send(ada, PICTURE_PATH, { method: 'POST', body: IMAGES.png });
    expect(upload.status).toBe(201);
    now = await state(ada);
    expect(now.counters.profileAvatarUpdated).toBe(3);
    expect((await storedAwards(ada)).filter((id) => id === 'avatar_set')).toHaveLength(1);
  });

  it("connections' profiles viewed: Community Explorer at five; the same profile twice counts once", async () => {
    expect((await markViewed(ada, adaConnections[0]!)).status).toBe(200);
    expect((await markViewed(ada, adaConnections[0]!)).status).toBe(200);
    expect((await state(ada)).counters.profilesViewed).toBe(1);
    // Bo viewing Ada is Bo's, not Ada's.
    expect((await markViewed(bo, adaAndBo)).status).toBe(200);
    expect((await state(bo)).counters.profilesViewed).toBe(1);
    expect((await state(ada)).counters.profilesViewed).toBe(1);
    for (const connection of adaConnections.slice(1, 4)) expect((await markViewed(ada, connection)).status).toBe(200);
    let now = await state(ada);
    expect(now.counters.profilesViewed).toBe(4);
    expect(earnedIds(now)).not.toContain('profile_explorer');
    expect((await markViewed(ada, adaConnections[4]!)).status).toBe(200);
    now = await state(ada);
    expect(now.counters.profilesViewed).toBe(5);
    expect(earnedIds(now)).toContain('profile_explorer');
    // Someone else's connection is not the caller's to view: 404, and nothing counted.
    expect((await markViewed(cy, adaConnections[5]!)).status).toBe(404);
    expect((await state(cy)).counters.profilesViewed).toBe(0);
  });

  it('all 14 are awarded, each once, with their points: 1470 points, level 6, 88% of the way to level 7', async () => {
    const now = await state(ada);
    expect(earnedIds(now)).toEqual([...ACHIEVEMENT_IDS].sort());
    expect(await storedAwards(ada)).toEqual([...ACHIEVEMENT_IDS].sort());
    const total = ACHIEVEMENTS.reduce((sum, definition) => sum + definition.points, 0);
    expect(total).toBe(1470);
    expect(now.points).toBe(total);
    expect(now.level).toBe(6);
    expect(now.levelProgress).toBe(88);
    // Read again: nothing new, nothing moved.
    const again = await state(ada);
    expect(again.earned).toEqual(now.earned);
    expect(again.points).toBe(total);
    // The home feed's read: the same awards, newest first, with their words.
    const awards = await t.deps.achievements.awards(ada.userId);
    expect(awards.map((award) => award.id)).toEqual(now.earned.map((award) => award.id));
    expect(awards[0]).toEqual({
      id: now.earned[0]!.id,
      title: ACHIEVEMENTS_BY_ID[now.earned[0]!.id].title,
      description: ACHIEVEMENTS_BY_ID[now.earned[0]!.id].description,
      points: ACHIEVEMENTS_BY_ID[now.earned[0]!.id].points,
      earnedAt: new Date(now.earned[0]!.earnedAt),
    });
  });

  it('requests at the same moment award once, and points are the sum of what was stored', async () => {
    const di = await addMember(t, { orgcodes: [orgcode], givenName: 'Di' });
    for (const id of ACTIVITY_IDS.slice(0, 5)) expect((await markDone(di, id)).status).toBe(201);
    // Eight openings of one chat at once: one is recorded.
    const openings = await Promise.all(Array.from({ length: 8 }, () => openChat(di, uuid(100))));
    expect(openings.map((res) => res.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    expect((await setAvatar(di, PRESET_AVATAR_URLS[2])).status).toBe(200);
    // Eight reads at once, each of which finds the same four achievements reached and not yet awarded.
    const token = await tokenOf(di);
    const answers = await Promise.all(Array.from({ length: 8 }, () => t.request(ACHIEVEMENTS_PATH, { token })));
    const expected = ['first_activity', 'five_activities', 'first_ai_chat', 'avatar_set'].sort();
    for (const res of answers) {
      expect(res.status).toBe(200);
      const body = achievementsStateSchema.parse(await res.json());
      checkArithmetic(body);
      expect(earnedIds(body)).toEqual(expected);
      expect(body.points).toBe(50 + 150 + 25 + 50);
    }
    expect(await storedAwards(di)).toEqual(expected);
    const { rows } = await t.db.query<{ points: number }>(`SELECT sum(points)::int AS points FROM achievement_awards WHERE user_id = $1`, [di.userId]);
    expect(rows[0]!.points).toBe(275);
    expect((await state(di)).counters).toMatchObject({ activityCompleted: 5, aiChatOpened: 1, profileAvatarUpdated: 1 });
  });

  it('seen flags: an award is unseen until marked; only earned ids may be marked, else nothing is', async () => {
    let now = await state(ada);
    expect(now.earned.every((award) => !award.seen)).toBe(true);
    const seen = await send(ada, ACHIEVEMENTS_SEEN_PATH, { method: 'POST', json: { ids: ['first_activity', 'avatar_set'] } });
    expect(seen.status).toBe(204);
    now = await state(ada);
    const seenIds = now.earned.filter((award) => award.seen).map((award) => award.id);
    expect(seenIds.sort()).toEqual(['avatar_set', 'first_activity']);
    // Marked again: still seen, nothing else changes.
    expect((await send(ada, ACHIEVEMENTS_SEEN_PATH, { method: 'POST', json: { ids: ['first_activity'] } })).status).toBe(204);
    expect((await state(ada)).earned.filter((award) => award.seen)).toHaveLength(2);

    // Cy has earned nothing: an id Ada earned is not Cy's to mark.
    const notEarned = await send(cy, ACHIEVEMENTS_SEEN_PATH, { method: 'POST', json: { ids: ['first_activity'] } });
    expect(notEarned.status).toBe(422);
    expect(await json(notEarned)).toEqual({ error: ACHIEVEMENT_MESSAGES.notEarned, code: 'ACHIEVEMENT_NOT_EARNED' });
    // One earned and one not: refused whole, the earned one stays unseen.
    expect((await markDone(cy, ACTIVITY_IDS[3])).status).toBe(201);
    expect((await state(cy)).earned).toMatchObject([{ id: 'first_activity', seen: false }]);
    const mixed = await send(cy, ACHIEVEMENTS_SEEN_PATH, { method: 'POST', json: { ids: ['first_activity', 'ten_activities'] } });
    expect(mixed.status).toBe(422);
    expect((await state(cy)).earned).toMatchObject([{ id: 'first_activity', seen: false }]);
    // Cy marking his own leaves Ada's alone.
    expect((await send(cy, ACHIEVEMENTS_SEEN_PATH, { method: 'POST', json: { ids: ['first_activity'] } })).status).toBe(204);
    expect((await state(cy)).earned).toMatchObject([{ id: 'first_activity', seen: true }]);
    expect((await state(ada)).earned.filter((award) => award.seen)).toHaveLength(2);

    const badIds: Array<[unknown, string]> = [
      [{ ids: ['nope'] }, ACHIEVEMENT_MESSAGES.unknownId],
      [{ ids: [42] }, ACHIEVEMENT_MESSAGES.unknownId],
      [{ ids: [] }, 'ids must name at least one achievement'],
    ];
    for (const [body, message] of badIds) {
      const res = await send(ada, ACHIEVEMENTS_SEEN_PATH, { method: 'POST', json: body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await json(res)).error).toBe(message);
    }
  });

  it('pins: set, validated with the messages, and a refused change loses nothing', async () => {
    const pins = { pinnedIds: ['profile_explorer', 'ten_activities'], goalId: 'ten_activities' };
    const res = await send(cy, ACHIEVEMENTS_PINS_PATH, { method: 'PUT', json: pins });
    expect(res.status).toBe(200);
    const answered = achievementsStateSchema.parse(await res.json());
    expect(answered).toMatchObject({ pinnedIds: pins.pinnedIds, pinnedGoalId: 'ten_activities' });
    expect(earnedIds(answered)).toEqual(['first_activity']);

    const refused: Array<[unknown, string]> = [
      [{ pinnedIds: ['first_activity', 'not_an_achievement'], goalId: null }, ACHIEVEMENT_MESSAGES.unknownId],
      [{ pinnedIds: ['first_activity', 'first_activity'], goalId: null }, ACHIEVEMENT_MESSAGES.duplicate],
      [{ pinnedIds: ['first_activity'], goalId: 'ai_regular' }, ACHIEVEMENT_MESSAGES.goalNotPinned],
      [{ pinnedIds: ['first_activity'], goalId: 'no_such_goal' }, ACHIEVEMENT_MESSAGES.unknownId],
      [{ pinnedIds: ['first_activity'] }, 'Missing required parameter: goalId'],
      [{ goalId: null }, 'Missing required parameter: pinnedIds'],
    ];
    for (const [body, message] of refused) {
      const bad = await send(cy, ACHIEVEMENTS_PINS_PATH, { method: 'PUT', json: body });
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect((await json(bad)).error, JSON.stringify(body)).toBe(message);
    }
    // Nothing was lost.
    expect(await state(cy)).toMatchObject({ pinnedIds: pins.pinnedIds, pinnedGoalId: 'ten_activities' });

    // Unpinning everything is allowed.
    const cleared = await send(cy, ACHIEVEMENTS_PINS_PATH, { method: 'PUT', json: { pinnedIds: [], goalId: null } });
    expect(cleared.status).toBe(200);
    expect(await state(cy)).toMatchObject({ pinnedIds: [], pinnedGoalId: null });

    // Ada's pins (all 14 may be pinned).
    const all = await send(ada, ACHIEVEMENTS_PINS_PATH, { method: 'PUT', json: { pinnedIds: [...ACHIEVEMENT_IDS].reverse(), goalId: 'first_activity' } });
    expect(all.status).toBe(200);
    expect(await state(ada)).toMatchObject({ pinnedIds: [...ACHIEVEMENT_IDS].reverse(), pinnedGoalId: 'first_activity' });
  });

  it('bad input is a 4xx with a message, never a 500', async () => {
    const token = await tokenOf(ada);
    const attempts: Array<{ path: string; method: string; body?: string; contentType?: string }> = [
      { path: ACHIEVEMENTS_SEEN_PATH, method: 'POST', body: '{not json' },
      { path: ACHIEVEMENTS_SEEN_PATH, method: 'POST', body: '[]' },
      { path: ACHIEVEMENTS_SEEN_PATH, method: 'POST', body: 'null' },
      { path: ACHIEVEMENTS_SEEN_PATH, method: 'POST', body: '{}' },
      { path: ACHIEVEMENTS_SEEN_PATH, method: 'POST', body: JSON.stringify({ ids: 'first_activity' }) },
      { path: ACHIEVEMENTS_SEEN_PATH, method: 'POST', body: JSON.stringify({ ids: ['first_activity'], extra: 1 }) },
      { path: ACHIEVEMENTS_SEEN_PATH, method: 'POST', body: JSON.stringify({ ids: Array.from({ length: 15 }, () => 'first_activity') }) },
      { path: ACHIEVEMENTS_SEEN_PATH, method: 'POST', body: JSON.stringify({ ids: ['first\u0000activity'] }) },
      { path: ACHIEVEMENTS_SEEN_PATH, method: 'POST', body: JSON.stringify({ ids: ['__proto__'] }) },
      { path: ACHIEVEMENTS_SEEN_PATH, method: 'POST', body: 'ids=first_activity', contentType: 'application/x-www-form-urlencoded' },
      { path: ACHIEVEMENTS_PINS_PATH, method: 'PUT', body: '{}' },
      { path: ACHIEVEMENTS_PINS_PATH, method: 'PUT', body: JSON.stringify({ pinnedIds: ['first_activity'] }) },
      { path: ACHIEVEMENTS_PINS_PATH, method: 'PUT', body: JSON.stringify({ pinnedIds: null, goalId: null }) },
      { path: ACHIEVEMENTS_PINS_PATH, method: 'PUT', body: JSON.stringify({ pinnedIds: 'first_activity', goalId: null }) },
      { path: ACHIEVEMENTS_PINS_PATH, method: 'PUT', body: JSON.stringify({ pinnedIds: [], goalId: null, extra: true }) },
      { path: ACHIEVEMENTS_PINS_PATH, method: 'PUT', body: JSON.stringify({ pinnedIds: [{}], goalId: 7 }) },
      { path: ACHIEVEMENTS_PINS_PATH, method: 'PUT', body: JSON.stringify({ pinnedIds: [...ACHIEVEMENT_IDS, 'first_activity'], goalId: null }) },
      { path: ACHIEVEMENTS_PINS_PATH, method: 'PUT', body: '"pins"' },
      { path: ADVISOR_SESSIONS_PATH, method: 'POST', body: '{}' },
      { path: ADVISOR_SESSIONS_PATH, method: 'POST', body: JSON.stringify({ sessionId: 'not-a-uuid' }) },
      { path: ADVISOR_SESSIONS_PATH, method: 'POST', body: JSON.stringify({ sessionId: 12 }) },
      { path: ADVISOR_SESSIONS_PATH, method: 'POST', body: JSON.stringify({ sessionId: `${uuid(1)}x` }) },
      { path: ADVISOR_SESSIONS_PATH, method: 'POST', body: JSON.stringify({ sessionId: uuid(1), more: 1 }) },
      { path: `${ACHIEVEMENTS_PATH}?x=1`, method: 'GET' },
      { path: ACHIEVEMENTS_PATH, method: 'DELETE' },
    ];
    for (const attempt of attempts) {
      const res = await t.request(attempt.path, {
        method: attempt.method,
        token,
        headers: { 'content-type': attempt.contentType ?? 'application/json' },
        ...(attempt.body !== undefined ? { body: attempt.body } : {}),
      });
      const label = `${attempt.method} ${attempt.path} ${attempt.body ?? ''}`;
      expect(res.status, label).toBeLessThan(500);
      if (res.status >= 400) expect(typeof (await json(res)).error, label).toBe('string');
    }
    // Nothing of Ada's changed.
    expect(await state(ada)).toMatchObject({ pinnedIds: [...ACHIEVEMENT_IDS].reverse(), pinnedGoalId: 'first_activity', points: 1470 });
    expect((await state(ada)).counters.aiChatOpened).toBe(5);
  });

  it("another member's state is never visible: each sees only their own", async () => {
    const adaState = await state(ada);
    for (const member of [bo, outsider]) {
      const res = await send(member, ACHIEVEMENTS_PATH);
      expect(res.status).toBe(200);
      const text = await res.clone().text();
      const theirs = achievementsStateSchema.parse(await res.json());
      // Their own awards, exactly: what is stored for them, none of Ada's.
      expect(earnedIds(theirs)).toEqual(await storedAwards(member));
      expect(earnedIds(theirs)).not.toEqual(earnedIds(adaState));
      expect(theirs.pinnedIds).toEqual([]);
      expect(theirs.pinnedGoalId).toBeNull();
      expect(theirs.earned.some((award) => award.seen)).toBe(false);
      expect(theirs.counters).not.toEqual(adaState.counters);
      expect(text).not.toContain(ada.memberId);
      expect(text).not.toContain(ada.userId);
    }
    // Bo's counters are his own: a chat opened, a profile viewed, Quick Connects attended but none scheduled.
    expect((await state(bo)).counters).toMatchObject({ activityCompleted: 0, quickConnectScheduled: 0, aiChatOpened: 1, profilesViewed: 1 });
    // The outsider did nothing: nothing at all.
    expect(await state(outsider)).toEqual({ counters: ZERO, earned: [], points: 0, level: 1, levelProgress: 0, pinnedIds: [], pinnedGoalId: null });
    // No token, or a forged one: 401 on every call.
    for (const [path, method, body] of [
      [ACHIEVEMENTS_PATH, 'GET', undefined],
      [ACHIEVEMENTS_SEEN_PATH, 'POST', { ids: ['first_activity'] }],
      [ACHIEVEMENTS_PINS_PATH, 'PUT', { pinnedIds: [], goalId: null }],
      [ADVISOR_SESSIONS_PATH, 'POST', { sessionId: uuid(7) }],
    ] as const) {
      expect((await t.request(path, { method, ...(body ? { json: body } : {}) })).status).toBe(401);
      const live = await tokenOf(ada);
      expect((await t.request(path, { method, token: `${live.slice(0, -4)}AAAA`, ...(body ? { json: body } : {}) })).status).toBe(401);
    }
    expect(await state(ada)).toEqual(adaState);
  });

  it('the state survives signing out and in', async () => {
    const before = await state(ada);
    const token = await tokenOf(ada);
    const out = await t.request(IDENTITY_PATHS.signOut, { method: 'POST', token, json: { global: true } });
    expect(out.status).toBe(200);
    expect((await t.request(ACHIEVEMENTS_PATH, { token })).status).toBe(401);
    const signedIn = await t.request(IDENTITY_PATHS.signIn, { method: 'POST', json: { username: ada.email, password: ada.password } });
    expect(signedIn.status).toBe(200);
    const session = await json<{ tokens: { idToken: string } }>(signedIn);
    tokens.keep(ada, session.tokens.idToken);
    expect(await state(ada)).toEqual(before);
  });

  it('chats opened are limited per member per hour; a retry of a recorded one is never refused', async () => {
    const eve = await addMember(t, { orgcodes: [orgcode], givenName: 'Eve' });
    // At the start of an hour of the limiter's fixed windows, so the whole run falls in one.
    t.clock.set(new Date(Math.ceil(t.clock.now().getTime() / HOUR) * HOUR + 1000));
    for (let i = 1; i <= ADVISOR_SESSION_LIMITS.perHour; i += 1) expect((await openChat(eve, uuid(1000 + i))).status, `chat ${i}`).toBe(201);
    const refused = await openChat(eve, uuid(2000));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    expect(await json(refused)).toEqual({ error: ADVISOR_SESSION_LIMITS.message, code: 'CHAT_OPEN_LIMIT' });
    // A retry of one already recorded is answered (and counts nothing).
    expect((await openChat(eve, uuid(1001))).status).toBe(200);
    expect((await state(eve)).counters.aiChatOpened).toBe(ADVISOR_SESSION_LIMITS.perHour);
    // Others are not limited by Eve's.
    expect((await openChat(bo, uuid(2001))).status).toBe(201);
    // The next hour, Eve may open chats again.
    t.clock.advance(HOUR);
    expect((await openChat(eve, uuid(2000))).status).toBe(201);
    expect((await state(eve)).counters.aiChatOpened).toBe(ADVISOR_SESSION_LIMITS.perHour + 1);
  });
});
