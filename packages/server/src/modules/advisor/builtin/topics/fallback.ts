/**
 * A question Link did not understand: what it can do, and a first step that fits the member (a new match, an
 * activity).
 */
import { activitiesPageLink, activityLink, quickConnectLink } from '../links.ts';
import { TOPIC_TRAITS } from '../profile-text.ts';
import { activityWhy, memberReason, pickActivities } from '../readings.ts';
import type { AskContext, Part } from '../reply.ts';

export function fallback(ctx: AskContext): Part[] {
  const { facts } = ctx;
  const parts: Part[] = [
    {
      core: true,
      text: 'I can suggest someone to get to know, prepare you for a meeting, pick an activity or a resource, or check your calendar for free time.',
    },
  ];
  const fresh = facts.connections.find((c) => !c.viewed);
  if (fresh) {
    parts.push({ core: true, text: `A good start: ${fresh.name} is a new ${fresh.strength}% match you haven't opened yet.`, links: [quickConnectLink(fresh)] });
  }
  const traits = facts.member.traits;
  const pick = pickActivities(ctx, '', { categories: ['Connection'], count: 1 }).picks[0];
  if (pick) {
    parts.push({ core: true, text: `Or try ${pick.title} (${pick.time}).`, links: [activityLink(pick)] });
    if (traits) parts.push({ core: true, text: activityWhy(ctx, pick, TOPIC_TRAITS.team) });
  }
  if (!traits) parts.push({ core: true, text: memberReason(facts, TOPIC_TRAITS.team) });
  parts.push({ text: 'Or browse the activities page.', links: [activitiesPageLink] });
  return parts;
}
