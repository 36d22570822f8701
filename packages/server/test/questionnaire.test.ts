/**
 * The personality questionnaire (GET /v1/questionnaire, PUT /v1/questionnaire/answers, POST
 * /v1/questionnaire/complete and /retake) on both engines: answers are kept as they are given and resume where
 * the member stopped; completion writes the scores and archetype into the profile, after which the member is in
 * the directory with their scores, gets 'Kindred' matches ranked by them and is in the next weekly run; a member
 * with no profile at all is handled by each of those; a retake replaces the scores only when it is complete and
 * leaves matches made; bad input is a 4xx, never a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as api from '@kindred/contracts/api/profile-calls';
import { PROFILE_PATH } from '@kindred/contracts/api/profile';
import {
  QUESTIONNAIRE_ANSWERS_PATH,
  QUESTIONNAIRE_COMPLETE_PATH,
  QUESTIONNAIRE_MESSAGES,
  QUESTIONNAIRE_PATH,
  QUESTIONNAIRE_RETAKE_PATH,
  questionnaireStateSchema,
  type QuestionnaireState,
} from '@kindred/contracts/api/questionnaire';
import { QUESTIONNAIRE_ITEMS, scoreQuestionnaire } from '@kindred/contracts/content/questionnaire';
import { ADVISOR_CHAT_PATH } from '@kindred/contracts/api/advisor';
import { archetypeDisplayName, toArchetypeId } from '@kindred/contracts/domain/archetypes';
import { generateWeeklyConnections } from '../src/modules/connections/matching.ts';
import { createTestServer, engines } from './harness.ts';
import type { TestServer } from './harness.ts';
import { addMember, addOrg, json } from './profile-fixtures.ts';
import type { Member } from './profile-fixtures.ts';

const P = PROFILE_PATH;
const sheet = (answer: (id: number) => number) => QUESTIONNAIRE_ITEMS.map((entry) => ({ itemId: entry.id, answer: answer(entry.id) }));
// A hand-scored sheet (content/questionnaire.test.ts): raw X 26, A 11, C 28, N 4, O 24, H 23.
const HAND: Record<number, number> = {
  1: 4, 7: 2, 13: 5, 19: 1, 2: 3, 8: 3, 14: 2, 20: 4, 3: 5, 9: 1, 15: 5, 21: 2,
  4: 2, 10: 4, 16: 1, 22: 5, 5: 4, 11: 2, 17: 1, 23: 2, 6: 2, 12: 3, 18: 1, 24: 2,
};

describe.each(engines)('the personality questionnaire on %s', (engine) => {
  let t: TestServer;
  let orgcode: string;
  let newcomer: Member;
  let colleague: Member;
  let other: Member;

  /** A member as a new account is: a user and a membership, no profile row. */
  async function addNewcomer(org: string): Promise<Member> {
    const created = await t.createUser({ givenName: 'Nia', familyName: 'New' });
    await t.db.query(`INSERT INTO memberships (orgcode, user_id) VALUES ($1, $2)`, [org, created.user.id]);
    return { ...created, userId: created.user.id, memberId: created.user.memberId, email: created.user.email, token: created.tokens.idToken, hexaco: null };
  }

  const call = (member: Member, path: string, init: { method?: string; json?: unknown } = {}) => t.request(path, { ...init, token: member.token });
  async function state(member: Member): Promise<QuestionnaireState> {
    const res = await call(member, QUESTIONNAIRE_PATH);
    expect(res.status).toBe(200);
    return questionnaireStateSchema.parse(await res.json());
  }
  const save = (member: Member, answers: unknown) => call(member, QUESTIONNAIRE_ANSWERS_PATH, { method: 'PUT', json: { answers } });
  const complete = (member: Member) => call(member, QUESTIONNAIRE_COMPLETE_PATH, { method: 'POST' });
  const directory = async (member: Member) =>
    api.orgMembersResponseSchema.parse(await json(await call(member, `${P}?type=org-members`, { method: 'POST', json: { orgcode } })));
  const matches = async (member: Member) =>
    api.matchesResponseSchema.parse(
      await json(await call(member, `${P}?type=matches`, { method: 'POST', json: { id: member.memberId, matchType: 'kindred', orgcode } })),
    );
  const ownProfile = async (member: Member) =>
    api.userProfileSchema.parse(
      await json(await call(member, `${P}?type=userSpecific&memberId=${member.memberId}&email=${encodeURIComponent(member.email)}`, { method: 'POST' })),
    );

  beforeAll(async () => {
    t = await createTestServer({ engine });
    orgcode = await addOrg(t.db, { name: 'Questionnaire Org' });
    colleague = await addMember(t, { orgcodes: [orgcode], givenName: 'Cole', hexaco: { honesty: 22, neuroticism: 5, extraversion: 25, agreeableness: 12, conscientiousness: 27, openness: 23 } });
    other = await addMember(t, { orgcodes: [orgcode], givenName: 'Otto', hexaco: { honesty: 5, neuroticism: 28, extraversion: 3, agreeableness: 28, conscientiousness: 4, openness: 5 } });
    newcomer = await addNewcomer(orgcode);
  });
  afterAll(() => t.close());

  it('a new member without a profile: not started, and the directory, matches and weekly run take them as they are', async () => {
    expect(await state(newcomer)).toEqual({ status: 'not-started', answers: [], completedAt: null, scores: null, archetype: null });
    const listed = (await directory(colleague)).find((member) => member.id === newcomer.memberId);
    expect(listed).toMatchObject({ hexacoScores: null, compatibilityScore: null, archetype: null });
    // Their own matches: colleagues, unranked, with no compatibility.
    expect((await matches(newcomer)).every((member) => member.compatibilityScore === null)).toBe(true);
    const run = await generateWeeklyConnections(t.db, { weekStart: new Date('2026-11-02T00:00:00Z'), perMember: 1, orgcodes: [orgcode] });
    expect(run.organizations[0]?.created ?? 0).toBeGreaterThanOrEqual(0);
    const { rows } = await t.db.query(`SELECT 1 FROM connections WHERE member1 = $1 OR member2 = $1`, [newcomer.userId]);
    expect(rows).toHaveLength(0);
  });

  it('keeps answers as they are given, once each, and resumes where the member stopped', async () => {
    let res = await save(newcomer, [{ itemId: 1, answer: 4 }, { itemId: 2, answer: 3 }]);
    expect(res.status).toBe(200);
    // The same request again, and an answer changed.
    expect((await save(newcomer, [{ itemId: 1, answer: 4 }, { itemId: 2, answer: 3 }])).status).toBe(200);
    res = await save(newcomer, [{ itemId: 2, answer: 5 }]);
    const after = questionnaireStateSchema.parse(await res.json());
    expect(after.status).toBe('in-progress');
    expect(after.answers).toEqual([{ itemId: 1, answer: 4 }, { itemId: 2, answer: 5 }]);
    expect(await state(newcomer)).toMatchObject({ status: 'in-progress', answers: after.answers, scores: null });
  });

  it('refuses to complete while any item is unanswered, naming them', async () => {
    const res = await complete(newcomer);
    expect(res.status).toBe(422);
    const missing = QUESTIONNAIRE_ITEMS.map((entry) => entry.id).filter((id) => id > 2);
    expect(((await res.json()) as { error: string }).error).toBe(QUESTIONNAIRE_MESSAGES.unanswered(missing));
  });

  it('completing scores the answers into the profile: own profile, directory, matches and the weekly run', async () => {
    expect((await save(newcomer, sheet((id) => HAND[id]!))).status).toBe(200);
    const res = await complete(newcomer);
    expect(res.status).toBe(200);
    const done = questionnaireStateSchema.parse(await res.json());
    const expected = scoreQuestionnaire(HAND)!;
    expect(done).toMatchObject({ status: 'completed', scores: expected.scores, archetype: expected.archetype });
    expect(done.completedAt).not.toBeNull();
    // Completing again answers the same.
    expect(questionnaireStateSchema.parse(await (await complete(newcomer)).json())).toEqual(done);

    const profile = await ownProfile(newcomer);
    expect(profile.hexaco).toEqual({ extraversion: 26, agreeableness: 11, conscientiousness: 28, neuroticism: 4, openness: 24, honesty: 23 });
    expect(profile.archetype).toBe(expected.archetype);

    const listed = (await directory(colleague)).find((member) => member.id === newcomer.memberId);
    expect(listed?.hexacoScores).toEqual(expected.scores);
    expect(listed?.compatibilityScore).toEqual(expect.any(Number));
    // 'Kindred' matches at once, ranked: the similar colleague before the opposite one.
    const ranked = await matches(newcomer);
    expect(ranked.map((member) => member.id).slice(0, 2)).toEqual([colleague.memberId, other.memberId]);
    expect(ranked[0]!.compatibilityScore!).toBeGreaterThan(ranked[1]!.compatibilityScore!);

    // The next weekly run includes them.
    await generateWeeklyConnections(t.db, { weekStart: new Date('2026-11-09T00:00:00Z'), perMember: 1, orgcodes: [orgcode] });
    const { rows } = await t.db.query(`SELECT 1 FROM connections WHERE member1 = $1 OR member2 = $1`, [newcomer.userId]);
    expect(rows.length).toBeGreaterThan(0);
  });

  it('Link answers from the scores the questionnaire gave: the archetype it names is the one just revealed', async () => {
    const res = await call(newcomer, ADVISOR_CHAT_PATH, { method: 'POST', json: { messages: [{ role: 'user', content: 'What is my archetype?' }], chatMode: 'popup' } });
    expect(res.status).toBe(200);
    const reply = JSON.stringify(await res.json());
    const archetype = toArchetypeId(scoreQuestionnaire(HAND)!.archetype)!;
    expect(reply).toContain(archetypeDisplayName(archetype).replace(/^The /, ''));
  });

  it('refuses answers once complete; a retake clears them and keeps scores and matches until it is complete', async () => {
    const res = await save(newcomer, [{ itemId: 1, answer: 1 }]);
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: string }).error).toBe(QUESTIONNAIRE_MESSAGES.complete);

    const before = await ownProfile(newcomer);
    const retaken = questionnaireStateSchema.parse(await (await call(newcomer, QUESTIONNAIRE_RETAKE_PATH, { method: 'POST' })).json());
    expect(retaken).toMatchObject({ status: 'in-progress', answers: [], completedAt: null, archetype: before.archetype });
    expect((await ownProfile(newcomer)).hexaco).toEqual(before.hexaco);
    expect((await complete(newcomer)).status).toBe(422);

    expect((await save(newcomer, sheet(() => 3))).status).toBe(200);
    const done = questionnaireStateSchema.parse(await (await complete(newcomer)).json());
    expect(done.scores).toEqual(Object.fromEntries(Object.keys(done.scores!).map((key) => [key, 50])));
    const after = await ownProfile(newcomer);
    expect(after.hexaco).toEqual({ honesty: 15, neuroticism: 15, extraversion: 15, agreeableness: 15, conscientiousness: 15, openness: 15 });
    expect(after.archetype).toBe(scoreQuestionnaire(Object.fromEntries(QUESTIONNAIRE_ITEMS.map((e) => [e.id, 3])))!.archetype);
    expect(after.connectionIds).toEqual(before.connectionIds);
  });

  it('a seeded member has scores without having answered, and may take it', async () => {
    const seeded = await state(colleague);
    expect(seeded).toMatchObject({ status: 'not-started', answers: [], completedAt: null });
    expect(seeded.scores).not.toBeNull();
    expect((await save(colleague, [{ itemId: 24, answer: 1 }])).status).toBe(200);
    expect((await state(colleague)).status).toBe('in-progress');
  });

  it('answers are the caller’s own: another member sees only theirs', async () => {
    const outsider = await addMember(t, { orgcodes: [await addOrg(t.db)] });
    expect(await state(outsider)).toMatchObject({ status: 'not-started', answers: [] });
  });

  it.each([
    ['no body', undefined, 'Missing required parameter: answers'],
    ['no answers', {}, 'Missing required parameter: answers'],
    ['an empty list', { answers: [] }, QUESTIONNAIRE_MESSAGES.answersCount],
    ['item 0', { answers: [{ itemId: 0, answer: 3 }] }, QUESTIONNAIRE_MESSAGES.itemId],
    ['item 25', { answers: [{ itemId: 25, answer: 3 }] }, QUESTIONNAIRE_MESSAGES.itemId],
    ['answer 6', { answers: [{ itemId: 1, answer: 6 }] }, QUESTIONNAIRE_MESSAGES.answer],
    ['answer 0', { answers: [{ itemId: 1, answer: 0 }] }, QUESTIONNAIRE_MESSAGES.answer],
    ['a fraction', { answers: [{ itemId: 1, answer: 2.5 }] }, QUESTIONNAIRE_MESSAGES.answer],
    ['a string', { answers: [{ itemId: '1', answer: 'agree' }] }, QUESTIONNAIRE_MESSAGES.itemId],
    ['one item twice', { answers: [{ itemId: 1, answer: 3 }, { itemId: 1, answer: 4 }] }, QUESTIONNAIRE_MESSAGES.duplicate],
    ['too many', { answers: Array.from({ length: 25 }, (_, i) => ({ itemId: (i % 24) + 1, answer: 3 })) }, QUESTIONNAIRE_MESSAGES.answersCount],
  ])('refuses %s with a 400 and its message', async (_name, body, message) => {
    const member = await addNewcomer(orgcode);
    const res = await call(member, QUESTIONNAIRE_ANSWERS_PATH, { method: 'PUT', ...(body === undefined ? {} : { json: body }) });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe(message);
    expect((await state(member)).answers).toEqual([]);
  });
});
