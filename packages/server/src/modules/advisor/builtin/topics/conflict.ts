/**
 * Tension with a colleague or a team: an approach, how the member tends to disagree (Agreeableness), a tip about
 * a named connection, the library's guide for that kind of conversation, and an activity to practise.
 */
import { traitBand } from '@kindred/contracts/domain/hexaco';
import { resourceById } from '../catalogue.ts';
import { activityLink, quickConnectLink, resourceLink } from '../links.ts';
import { colleagueTip, namedConnection, strangersNamed } from '../people.ts';
import { firstSentence, uncapitalise, variant } from '../phrasing.ts';
import { TOPIC_TRAITS, TRAIT_CLAUSES, traitAt } from '../profile-text.ts';
import { memberReason, pickActivities, recommendationFor } from '../readings.ts';
import type { AskContext, Part } from '../reply.ts';

/**
 * The library's guide for a hard conversation: by what the question is about (listening, feedback, saying no, a
 * team), else by how the member tends to disagree (Agreeableness): the direct get a structure, the accommodating a
 * case for candour.
 */
function conflictResourceId(ctx: AskContext, teamWide: boolean): string {
  const t = ctx.text;
  if (teamWide) return 'working-agreements-play';
  if (/\b(interrupt\w*|listen\w*|talks over|ignor\w*)\b/.test(t)) return 'listen-better';
  if (/\b(say no|saying no|push ?back|stand my ground|candou?r|honest)\b/.test(t)) return 'radical-candor';
  if (/\b(feedback|criticis\w*|criticiz\w*|credit)\b/.test(t)) return 'feedback-equation';
  const traits = ctx.facts.member.traits;
  const band = traits ? traitBand(traits.agreeablenessVsAnger) : 'medium';
  return band === 'high' ? 'radical-candor' : band === 'low' ? 'feedback-equation' : 'better-conversation';
}

export function conflict(ctx: AskContext): Part[] {
  const { facts, seed } = ctx;
  const parts: Part[] = [];
  const order = TOPIC_TRAITS.conflict;
  const named = namedConnection(ctx.question, facts.connections);
  const strangers = strangersNamed(ctx.question, facts);
  const traits = facts.member.traits;
  const teamWide = /\b(team|everyone|group|reorg|department|we|us)\b/.test(ctx.text) && !named;
  const approach = teamWide
    ? 'Bring it into the open together: name the tension without blaming anyone, ask each person what they need, and agree how you will work and disagree from now on.'
    : 'Talk to them privately and soon: describe the situation, the behaviour and its impact on you, then ask how they see it.';
  parts.push({ core: true, text: approach });
  if (traits) {
    const band = traitBand(traits.agreeablenessVsAnger);
    const advice =
      band === 'high'
        ? 'so your instinct may be to smooth it over; name the issue plainly once, with "I see it differently"'
        : band === 'low'
          ? 'so you will be clear; pair the challenge with a question such as "What am I missing?" to keep it a conversation'
          : 'so decide beforehand what you will hold firm on and where you can give';
    parts.push({ core: true, text: `With your ${traitAt(traits, 'agreeablenessVsAnger')}, ${TRAIT_CLAUSES.agreeablenessVsAnger[band]}, ${advice}.` });
    if (traitBand(traits.emotionality) === 'high') parts.push({ text: `Your ${traitAt(traits, 'emotionality')} means this may weigh on you: write down what you want to say first.` });
  } else {
    parts.push({ core: true, text: memberReason(facts, order) });
  }
  const tip = named ? colleagueTip(named, seed) : null;
  if (named && tip) {
    parts.push({ core: true, text: tip, links: [quickConnectLink(named)] });
  } else if (strangers.length > 0) {
    parts.push({ text: `${strangers[0]} isn't among your connections, so I can't say anything about them; the approach works with anyone.` });
  }
  const resource = resourceById(conflictResourceId(ctx, teamWide))!;
  parts.push({
    core: true,
    text: `${variant(['Before you talk, read', 'Worth reading first:', 'A good guide for it:'], seed, 3)} ${resource.title} by ${resource.source}, ${uncapitalise(firstSentence(resource.description))}`,
    links: [resourceLink(resource)],
  });
  const activity = pickActivities(
    ctx,
    teamWide ? 'trust team agree how we work' : /\b(interrupt\w*|listen\w*)\b/.test(ctx.text) ? 'listening triads listen' : 'feedback practice situation behavior impact',
    { categories: teamWide ? ['Team Building'] : ['Feedback', 'Communication'], count: 1 },
  ).picks[0];
  if (activity) parts.push({ core: true, text: `To practise, ${activity.title} (${activity.time}) helps: ${uncapitalise(firstSentence(activity.overview))}`, links: [activityLink(activity)] });
  if (traits) parts.push({ text: `One more for you: ${uncapitalise(recommendationFor(ctx, 'agreeablenessVsAnger', 'disagree challenge'))}` });
  return parts;
}
