/**
 * 'Help me prepare for my meeting': the event asked about (from the member's calendar), a tip about a connection
 * who attends, how the member prepares given their traits (the tips are content/meeting-prep.ts), a resource and
 * an opener.
 */
import { MEETING_PREP_TIPS, type MeetingPrepTrait } from '@kindred/contracts/content/meeting-prep';
import { traitBand } from '@kindred/contracts/domain/hexaco';
import { resourceById, searchResources } from '../catalogue.ts';
import { eventAskedAbout, OWN_EVENT } from '../events.ts';
import { activityLink, eventLink, quickConnectLink, resourceLink } from '../links.ts';
import { colleagueAt, colleagueTip, namedConnection } from '../people.ts';
import { firstSentence, uncapitalise } from '../phrasing.ts';
import { distinctiveTraits, relevantTrait, TOPIC_TRAITS, TRAIT_CLAUSES, traitAt } from '../profile-text.ts';
import { memberReason, pickActivities, topicWords } from '../readings.ts';
import type { AskContext, Part } from '../reply.ts';
import { formatWhen } from '../time-text.ts';

export function meeting(ctx: AskContext): Part[] {
  const { facts, seed } = ctx;
  const parts: Part[] = [];
  const order = TOPIC_TRAITS.meeting;
  const asked = facts.calendar.connected ? eventAskedAbout(ctx) : {};
  const event = asked.event;
  if (event) {
    const colleague = colleagueAt(event, facts.connections) ?? namedConnection(ctx.question, facts.connections);
    parts.push({ core: true, text: `Your ${event.title} is ${formatWhen(event.start, facts.timeZone, facts.now)}.`, links: [eventLink(event)] });
    const tip = colleague ? colleagueTip(colleague, seed) : null;
    if (colleague && tip) parts.push({ core: true, text: tip, links: [quickConnectLink(colleague)] });
  } else if (!facts.calendar.connected) {
    if (OWN_EVENT.test(ctx.text)) {
      parts.push({ core: true, text: "I can't see your calendar, so I don't know which meeting it is; connect Google Calendar or Outlook in Settings and I can prepare you for the exact one." });
    }
  } else if (asked.missing) {
    parts.push({ core: true, text: `I don't see ${asked.missing} in your calendar for the next 7 days, so here is how I'd prepare for any.` });
  }
  const traits = facts.member.traits;
  if (traits) {
    const key = relevantTrait(traits, order) as MeetingPrepTrait;
    parts.push({ core: true, text: `With your ${traitAt(traits, key)}, ${TRAIT_CLAUSES[key][traitBand(traits[key])]}: ${MEETING_PREP_TIPS[key][traitBand(traits[key])]}.` });
    const second = distinctiveTraits(traits, order).find((k) => k !== key) as MeetingPrepTrait | undefined;
    if (second) parts.push({ text: `With ${traitAt(traits, second)} as well, ${MEETING_PREP_TIPS[second][traitBand(traits[second])]}.` });
  } else {
    parts.push({ core: true, text: memberReason(facts, order) });
  }
  const oneToOne = /\b(1:1|1-on-1|one[- ]on[- ]one|one[- ]to[- ]one|quick connect|first chat|coffee)\b/.test(ctx.text) || event?.kind === 'quick-connect';
  const resource = oneToOne
    ? resourceById('first-one-to-one-questions')!
    : (searchResources(`meeting conversation ${topicWords(ctx.text)}`)[0]?.item ?? resourceById('better-conversation')!);
  parts.push({ core: true, text: `${resource.title} (${resource.source}) is worth a look first: ${uncapitalise(firstSentence(resource.description))}`, links: [resourceLink(resource)] });
  const activity = pickActivities(ctx, oneToOne ? 'one-to-one check in questions' : 'meeting reset check in', { categories: ['Check-in'], count: 1 }).picks[0];
  if (activity) parts.push({ text: `To open it, ${activity.title} (${activity.time}) warms people up.`, links: [activityLink(activity)] });
  return parts;
}
