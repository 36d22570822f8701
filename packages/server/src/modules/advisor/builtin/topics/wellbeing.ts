/**
 * Stress, rest and loneliness: a colleague to reach out to, how the member handles pressure (Emotionality) and a
 * self-care step for it (content/self-care.ts), a short activity and a free time for a break.
 */
import { SELF_CARE } from '@kindred/contracts/content/self-care';
import { traitBand } from '@kindred/contracts/domain/hexaco';
import { isMeetingLike, slotText } from '../events.ts';
import { activityLink, eventLink, quickConnectLink } from '../links.ts';
import { firstSentence, uncapitalise } from '../phrasing.ts';
import { TOPIC_TRAITS, TRAIT_CLAUSES, traitAt } from '../profile-text.ts';
import { memberReason, pickActivities } from '../readings.ts';
import type { AskContext, Part } from '../reply.ts';

export function wellbeing(ctx: AskContext): Part[] {
  const { facts, seed } = ctx;
  const parts: Part[] = [];
  const traits = facts.member.traits;
  const lonely = /\b(lonely|isolated|alone|disconnected|left out)\b/.test(ctx.text);
  const friend = facts.connections.find((c) => c.sharedInterests.length > 0) ?? facts.connections[0];
  if (lonely && friend) {
    parts.push({
      core: true,
      text: `Reach out to ${friend.name}${friend.sharedInterests[0] ? `: you both enjoy ${friend.sharedInterests[0].toLowerCase()}` : `, your ${friend.strength}% match`}, and a short Quick Connect is an easy start.`,
      links: [quickConnectLink(friend)],
    });
  }
  if (traits) {
    const band = traitBand(traits.emotionality);
    const framing =
      band === 'high'
        ? 'so pressure can weigh on you more; that is a signal to act on, not a flaw'
        : band === 'low'
          ? 'so you may notice stress late; check in with yourself before it builds'
          : 'so a small routine usually keeps stress in proportion';
    parts.push({ core: true, text: `With your ${traitAt(traits, 'emotionality')}, ${TRAIT_CLAUSES.emotionality[band]}, ${framing}.` });
    parts.push({ core: true, text: `Try this: ${uncapitalise(SELF_CARE[band][seed % 2]!)}` });
    const x = traitBand(traits.extraversion);
    parts.push({
      text: `And with ${traitAt(traits, 'extraversion')}, ${x === 'high' ? 'time with people who lift you counts as rest too' : x === 'low' ? 'quiet time on your own is how you recharge, so protect it' : 'mix some time with people and some time alone'}.`,
    });
  } else {
    parts.push({ core: true, text: memberReason(facts, TOPIC_TRAITS.wellbeing) });
  }
  const ctxShort = { ...ctx, duration: ctx.duration ?? { maxMinutes: 20, said: '20 minutes' } };
  const activity = pickActivities(ctxShort, lonely ? 'get to know colleague talk' : 'walk talk outside anything but work', {
    categories: lonely ? ['Connection'] : ['Check-in'],
    count: 1,
    prefer: (a) => (a.walking ? 3 : 0),
  }).picks[0];
  if (activity) parts.push({ core: true, text: `A gentle reset: ${activity.title} (${activity.time}); ${uncapitalise(firstSentence(activity.overview))}`, links: [activityLink(activity)] });
  const slots = slotText(ctx, 1);
  if (slots) parts.push({ core: true, text: `You're free ${slots}: block it for a break before someone else books it.`, links: [eventLink()] });
  else if (!facts.calendar.connected) parts.push({ text: 'With a calendar connected in Settings, I could point you to free time for a break.' });
  const meetings = facts.calendar.upcoming.filter((e) => isMeetingLike(e) && !/\bstand-?up\b/i.test(e.title)).length;
  if (facts.calendar.connected && meetings >= 4) parts.push({ text: `You have ${meetings} meetings in the next 7 days besides stand-ups; is there one you could decline or shorten?` });
  if (!lonely && friend?.sharedInterests[0]) {
    parts.push({ text: `Talking helps too: you and ${friend.name} both enjoy ${friend.sharedInterests[0].toLowerCase()}.`, links: [quickConnectLink(friend)] });
  }
  return parts;
}
