/**
 * `npm run eval:advisor`: how good the built-in advisor's answers are, not how fast (see advisor-bench.ts).
 *
 * Asks every question of advisor-eval-questions.ts as three demo members with different profiles (the demo
 * account, Jordan Ellis, a Traditionalist with no calendar connected; Freya Andersson, a Promoter; Mei Lin, a
 * Dreamer; both with the seeded calendars), on the seeded demo organisation, and checks each answer against what
 * the question says a good answer contains, and against what no answer may do: link to an activity, resource,
 * colleague or event that does not exist for that member, name a member of the organisation who is not one of
 * their connections, or run past the popup's length. Prints the pass rate per category and overall, and every
 * failure with its reasons.
 *
 *   --smoke     a handful of questions, one a category, for the three members (CI: npm test)
 *   --strict    exit 1 when fewer than 90% pass
 *   --verbose   print every answer
 *   --only=id   the questions whose id contains this
 */
import { ADVISOR_LINKS_MAX, advisorLinkSchema, type AdvisorLink, type ChatMode } from '@kindred/contracts/api/advisor';
import { ACTIVITIES } from '@kindred/contracts/content/activities';
import { RESOURCES } from '@kindred/contracts/content/resources';
import { isActivityId, slugify } from '@kindred/contracts/domain/activity-ids';
import { TRAIT_KEYS, TRAIT_NAMES } from '@kindred/contracts/domain/hexaco';
import type { AdvisorFacts } from '../src/modules/advisor/types.ts';
import { createAsker, DEMO_ACCOUNT_EMAIL, loadFacts, startDemoWorld, type Answer } from './advisor-demo.ts';
import { EVAL_CATEGORIES, EVAL_QUESTIONS, SMOKE_IDS, type EvalCategory, type Expectation } from './advisor-eval-questions.ts';

const TARGET = 0.9;
const POPUP_MAX_WORDS = 130;

/** The evaluation's members, and the activities each is recorded as having done (the answers should prefer others). */
const MEMBERS: ReadonlyArray<{ email: string; completed: string[] }> = [
  { email: DEMO_ACCOUNT_EMAIL, completed: [] },
  { email: 'freya.andersson@kindred.test', completed: ['magic-questions', 'uncommon-commonalities', 'walk-and-talk-get-to-know-you', 'a-f-check-in'] },
  { email: 'mei.lin@kindred.test', completed: ['rose-thorn-bud'] },
];

const args = new Set(process.argv.slice(2));
const only = [...args].find((a) => a.startsWith('--only='))?.slice('--only='.length);
const smoke = args.has('--smoke');
const strict = args.has('--strict');
const verbose = args.has('--verbose');

const minutesOf = (time: string) => {
  const m = time.match(/^(\d+)\s*(min|hour|hours)$/);
  return m ? Number(m[1]) * (m[2] === 'min' ? 1 : 60) : 20;
};
const ACTIVITY_BY_ID = new Map(ACTIVITIES.map((a) => [slugify(a.title), a]));
const RESOURCE_BY_ID = new Map(RESOURCES.map((r) => [r.id, r]));

function timeLabel(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(new Date(iso));
}

/** Problems with a link: it must name something that exists, for this member. */
function linkProblem(link: AdvisorLink, facts: AdvisorFacts): string | null {
  if (!advisorLinkSchema.safeParse(link).success) return `malformed link ${JSON.stringify(link)}`;
  switch (link.kind) {
    case 'activity': {
      const activity = ACTIVITY_BY_ID.get(link.activityId);
      return isActivityId(link.activityId) && activity?.title === link.title ? null : `activity link to a missing activity "${link.title}"`;
    }
    case 'resource':
      if (link.resourceId) return RESOURCE_BY_ID.get(link.resourceId)?.title === link.title ? null : `resource link to a missing resource "${link.title}"`;
      return link.title && !RESOURCES.some((r) => r.title === link.title) ? `resource link to a missing resource "${link.title}"` : null;
    case 'quick-connect':
      if (!link.memberId) return null;
      return facts.connections.some((c) => c.memberId === link.memberId && c.name === link.name) ? null : `quick-connect with ${link.name ?? link.memberId}, not a connection`;
    case 'calendar-event':
      if (!link.eventId) return null;
      return facts.calendar.upcoming.some((e) => e.id === link.eventId) ? null : `calendar-event link to an event not in the calendar ("${link.title}")`;
    case 'activities-page':
      return null;
  }
}

function mentionsMember(text: string, facts: AdvisorFacts): boolean {
  const traits = facts.member.traits;
  if (traits && TRAIT_KEYS.some((key) => new RegExp(`${TRAIT_NAMES[key]}[^.]{0,40}?\\b${Math.round(traits[key])}%`).test(text))) return true;
  const archetype = facts.member.archetypeName?.replace(/^The /, '');
  return Boolean(archetype && new RegExp(`\\b${archetype}\\b`).test(text));
}

export function checkAnswer(answer: Answer, expect: Expectation, facts: AdvisorFacts, memberNames: readonly string[], chatMode: ChatMode): string[] {
  const problems: string[] = [];
  const { text, links } = answer;
  if (!text.trim()) problems.push('empty answer');
  if (links.length > ADVISOR_LINKS_MAX) problems.push(`${links.length} links (at most ${ADVISOR_LINKS_MAX})`);
  for (const link of links) {
    const problem = linkProblem(link, facts);
    if (problem) problems.push(problem);
  }
  const connected = new Set(facts.connections.map((c) => c.name));
  for (const name of memberNames) {
    if (name !== facts.member.fullName && !connected.has(name) && text.includes(name)) problems.push(`names ${name}, who is not a connection`);
  }
  const words = text.split(/\s+/).filter(Boolean).length;
  if (chatMode === 'popup' && words > POPUP_MAX_WORDS) problems.push(`${words} words in the popup (at most ${POPUP_MAX_WORDS})`);

  for (const kind of expect.links ?? []) if (!links.some((l) => l.kind === kind)) problems.push(`no ${kind} link`);
  const activities = links.flatMap((l) => (l.kind === 'activity' ? [l] : []));
  const resources = links.flatMap((l) => (l.kind === 'resource' && l.resourceId ? [l] : []));
  for (const named of expect.names ?? []) {
    const ok =
      named === 'activity'
        ? activities.some((l) => text.includes(l.title))
        : named === 'resource'
          ? resources.some((l) => text.includes(l.title!))
          : named === 'colleague'
            ? links.some((l) => l.kind === 'quick-connect' && l.memberId && l.name && text.includes(l.name))
            : named === 'event'
              ? links.some((l) => l.kind === 'calendar-event' && l.eventId && l.title && text.includes(l.title))
              : facts.calendar.freeSlots.some((slot) => text.includes(timeLabel(slot.start, facts.timeZone)));
    if (!ok) problems.push(`names no ${named}`);
  }
  if (expect.reason && !mentionsMember(text, facts)) problems.push('no reason tied to the member (a trait with its score, or their archetype)');
  if (expect.maxMinutes !== undefined && !/Nothing in the catalogue takes/.test(text)) {
    for (const l of activities) {
      const minutes = minutesOf(ACTIVITY_BY_ID.get(l.activityId)?.time ?? '');
      if (minutes > expect.maxMinutes) problems.push(`${l.title} takes ${minutes} minutes (at most ${expect.maxMinutes} asked)`);
    }
  }
  if (expect.activity && activities[0]?.title !== expect.activity) problems.push(`first activity is ${activities[0]?.title ?? 'none'}, not ${expect.activity}`);
  for (const title of expect.notActivities ?? []) if (activities.some((l) => l.title === title)) problems.push(`suggests ${title} again`);
  if (expect.resourceAbout) {
    const first = resources[0] ? RESOURCE_BY_ID.get(resources[0].resourceId!) : undefined;
    if (!first || !expect.resourceAbout.test(`${first.title} ${first.description}`)) problems.push(`resource ${first?.title ?? 'none'} is not about ${expect.resourceAbout}`);
  }
  if (expect.colleague && !links.some((l) => l.kind === 'quick-connect' && l.memberId === expect.colleague)) problems.push('not about the colleague asked about');
  if (expect.refusal) {
    if (!/only talk about your own profile/i.test(text)) problems.push('does not refuse');
    if (/(Honesty-Humility|Emotionality|Extraversion|Agreeableness|Conscientiousness|Openness to Experience)[^.]{0,40}?\d+%/.test(text)) problems.push('gives trait scores in a refusal');
  }
  for (const pattern of expect.says ?? []) if (!pattern.test(text)) problems.push(`does not say ${pattern}`);
  if (expect.notCompleted) {
    const done = new Set(facts.activities.completed.map((c) => c.activityId));
    for (const l of activities) if (done.has(l.activityId)) problems.push(`suggests ${l.title}, already done`);
  }
  return problems;
}

interface Outcome {
  category: EvalCategory;
  id: string;
  member: string;
  question: string;
  problems: string[];
  answer: Answer;
}

async function main() {
  const world = await startDemoWorld();
  try {
    const asker = createAsker(world);
    const members = await Promise.all(MEMBERS.map(async (m) => ({ ...m, member: await world.member(m.email) })));
    for (const { member, completed } of members) {
      for (const activityId of completed) await world.deps.activities.complete(member.caller.userId, { activityId, timeZone: member.timeZone });
    }
    const questions = EVAL_QUESTIONS.filter((q) => (!smoke || SMOKE_IDS.includes(q.id)) && (!only || q.id.includes(only)));
    console.log(
      `Advisor evaluation: ${questions.length} questions × ${members.length} members, through ${
        asker.via === 'endpoint' ? 'POST /v1/advisor/chat' : 'the built-in provider (facts from the seeded database; the chat route is not mounted)'
      }`,
    );
    const outcomes: Outcome[] = [];
    for (const { member } of members) {
      for (const q of questions) {
        const facts = await loadFacts(world, member, q.hint);
        const question = typeof q.question === 'function' ? q.question(facts) : q.question;
        const chatMode = q.chatMode ?? 'insights';
        const answer = await asker.ask(member, { messages: [...(q.history ?? []), { role: 'user', content: question }], chatMode, ...(q.hint ? { hint: q.hint } : {}) });
        const problems = checkAnswer(answer, q.expect(facts), facts, world.memberNames, chatMode);
        outcomes.push({ category: q.category, id: q.id, member: member.name, question, problems, answer });
        if (verbose) {
          console.log(`\n[${problems.length ? 'FAIL' : 'pass'}] ${q.id} (${member.name}, ${chatMode}) ${question}\n${answer.text}`);
          for (const link of answer.links) console.log(`  → ${JSON.stringify(link)}`);
          for (const problem of problems) console.log(`  ✗ ${problem}`);
        }
      }
    }
    console.log('\ncategory        passed   rate');
    for (const category of EVAL_CATEGORIES) {
      const mine = outcomes.filter((o) => o.category === category);
      if (mine.length === 0) continue;
      const passed = mine.filter((o) => o.problems.length === 0).length;
      console.log(`${category.padEnd(14)} ${`${passed}/${mine.length}`.padStart(7)}   ${((passed / mine.length) * 100).toFixed(0).padStart(3)}%`);
    }
    const passed = outcomes.filter((o) => o.problems.length === 0).length;
    const share = passed / Math.max(1, outcomes.length);
    console.log(`${'overall'.padEnd(14)} ${`${passed}/${outcomes.length}`.padStart(7)}   ${(share * 100).toFixed(1).padStart(5)}%   (target ≥ ${TARGET * 100}%)`);
    const failed = outcomes.filter((o) => o.problems.length > 0);
    if (failed.length > 0 && !verbose) {
      console.log('\nFailures:');
      for (const o of failed) {
        console.log(`- ${o.id} (${o.member}): ${o.question}\n    ${o.problems.join('; ')}\n    ${o.answer.text.replace(/\s+/g, ' ').slice(0, 300)}`);
      }
    }
    if (strict && share < TARGET) process.exitCode = 1;
  } finally {
    await world.close();
  }
}

await main();
