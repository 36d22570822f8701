/**
 * 'Who should I get to know?': the connection to meet next (the one the question names, else the best by
 * strength, novelty and shared interests), why, an activity for a first Quick Connect and a free time to book it.
 */
import { strengthLabel } from '@kindred/contracts/domain/hexaco';
import { slotText } from '../events.ts';
import { activityLink, quickConnectLink } from '../links.ts';
import { bestColleague, meetingNote, namedConnection, strangersNamed } from '../people.ts';
import { firstSentence, listOf, uncapitalise, variant, withArticle } from '../phrasing.ts';
import { TOPIC_TRAITS } from '../profile-text.ts';
import { activityWhy, colleagueArchetype, memberReason, pickActivities, topicWords } from '../readings.ts';
import type { AskContext, Part } from '../reply.ts';

export function connect(ctx: AskContext): Part[] {
  const { facts, seed } = ctx;
  const parts: Part[] = [];
  const order = TOPIC_TRAITS.connect;
  const strangers = strangersNamed(ctx.question, facts);
  const named = namedConnection(ctx.question, facts.connections);
  if (facts.connections.length === 0) {
    const pick = pickActivities(ctx, `get to know colleague conversation ${topicWords(ctx.text)}`, { categories: ['Connection'], count: 1 });
    const a = pick.picks[0]!;
    parts.push({
      core: true,
      text: `New matches arrive weekly, made from your personality profile${facts.organization ? ` among the people of ${facts.organization.name}` : ''}, so I have no colleague to suggest yet${strangers.length ? ` and can't tell you about ${strangers[0]}` : ''}.`,
    });
    parts.push({ core: true, text: `Once your first match arrives, try ${a.title} (${a.time}): ${uncapitalise(firstSentence(a.overview))}`, links: [activityLink(a)] });
    parts.push({ core: true, text: activityWhy(ctx, a, order) });
    parts.push({ text: 'Quick Connect is where you will schedule that first chat.', links: [quickConnectLink()] });
    return parts;
  }
  if (strangers.length > 0 && !named) {
    parts.push({ core: true, text: `I can't find ${strangers[0]} among your connections, so I can't tell you about them; here's who I can vouch for.` });
  }
  const pick = named ?? bestColleague(facts.connections, facts.now, undefined, ctx.text)!;
  const archetype = colleagueArchetype(pick);
  const details = [
    `you match at ${pick.strength}% (${strengthLabel(pick.strength).toLowerCase()})`,
    ...(pick.sharedInterests.length > 0 ? [`you both enjoy ${listOf(pick.sharedInterests.slice(0, 2).map((i) => i.toLowerCase()))}`] : []),
    ...(pick.viewed ? [] : ["you haven't opened their profile yet"]),
  ];
  const who = `${pick.name}${archetype ? `, ${withArticle(archetype)},` : ''}`;
  const lead = named
    ? variant([`${who} is a good call`, `${who} is a fine choice`], seed, 2)
    : variant([`I'd start with ${who.replace(/,$/, '')}`, `Reach out to ${who.replace(/,$/, '')}`, `${who} is my first choice`], seed, 2);
  parts.push({ core: true, text: `${lead}: ${listOf(details)}.`, links: [quickConnectLink(pick)] });
  parts.push({ core: true, text: memberReason(facts, order) });
  const query = `get to know each other ${pick.sharedInterests.join(' ')} ${topicWords(ctx.text)}`;
  const activity = pickActivities(ctx, query, { categories: ['Connection'], pairsOnly: true, count: 1 }).picks[0];
  if (activity) {
    parts.push({
      core: true,
      text: `For a first Quick Connect, try ${activity.title} (${activity.time}): ${uncapitalise(firstSentence(activity.overview))}`,
      links: [activityLink(activity)],
    });
  }
  const slots = slotText(ctx, 1);
  if (slots) parts.push({ core: true, text: `You're free ${slots}, a good moment to book it.` });
  const note = meetingNote(pick, seed);
  if (note && archetype) parts.push({ text: `A tip for meeting ${withArticle(archetype)}: ${note}` });
  const second = bestColleague(facts.connections, facts.now, pick);
  if (second) parts.push({ text: `Next on my list: ${second.name} (${second.strength}% match${second.sharedInterests[0] ? `, you both enjoy ${second.sharedInterests[0].toLowerCase()}` : ''}).` });
  return parts;
}
