/**
 * The member's week: what is next (in the day or half-day asked about), their free times, a colleague to meet in
 * one of them; without a calendar, how to connect one.
 */
import { traitBand } from '@kindred/contracts/domain/hexaco';
import type { EventFact } from '../../types.ts';
import { isMeetingLike, slotText } from '../events.ts';
import { eventLink, quickConnectLink } from '../links.ts';
import { bestColleague, namedConnection, strangersNamed } from '../people.ts';
import { listOf } from '../phrasing.ts';
import { relevantTrait, TOPIC_TRAITS, traitReason } from '../profile-text.ts';
import { memberReason } from '../readings.ts';
import type { AskContext, Part } from '../reply.ts';
import { dayKey, formatWhen, localHour, timeLabel } from '../time-text.ts';

/** The part of the week a question asks about: a day ('today', 'tomorrow') and maybe a half of it. */
function periodAsked(ctx: AskContext): { day: string; label: string; from: number; to: number } | null {
  const { facts, text } = ctx;
  const half = /\bafternoon\b/.test(text) ? { from: 12, to: 24, part: ' afternoon' } : /\bmorning\b/.test(text) ? { from: 0, to: 12, part: ' morning' } : { from: 0, to: 24, part: '' };
  if (/\btomorrow\b/.test(text)) return { day: dayKey(new Date(facts.now.getTime() + 86_400_000), facts.timeZone), label: `tomorrow${half.part}`, from: half.from, to: half.to };
  if (/\b(today|tonight|this afternoon|this morning|later)\b/.test(text)) {
    return { day: dayKey(facts.now, facts.timeZone), label: half.part ? `this${half.part}` : 'today', from: half.from, to: half.to };
  }
  return null;
}

export function schedule(ctx: AskContext): Part[] {
  const { facts } = ctx;
  const parts: Part[] = [];
  const named = namedConnection(ctx.question, facts.connections);
  const colleague = named ?? bestColleague(facts.connections, facts.now, undefined, ctx.text);
  const strangers = named ? [] : strangersNamed(ctx.question, facts);
  if (strangers.length > 0) {
    parts.push({ core: true, text: `I can't find ${strangers[0]} among your connections, so I can't suggest a time with them.` });
  }
  if (/\b(can you|could you|please|for me)\b/.test(ctx.text) && /\b(book|schedule|set up|arrange|organi[sz]e)\b/.test(ctx.text)) {
    parts.push({
      core: true,
      text: colleague
        ? `I can't book it myself, but Quick Connect with ${colleague.firstName} finds a time that suits you both and sends the invitation.`
        : "I can't book it myself, but Quick Connect finds a time that suits you both and sends the invitation.",
      links: [quickConnectLink(colleague)],
    });
  }
  if (!facts.calendar.connected) {
    parts.push({ core: true, text: "Connect Google Calendar or Outlook in Settings and I'll read your events and free times." });
    if (colleague) {
      parts.push({ core: true, text: `Meanwhile, Quick Connect can still suggest times to meet ${colleague.name}, your ${colleague.strength}% match.`, links: [quickConnectLink(colleague)] });
    } else {
      parts.push({ core: true, text: 'Meanwhile, Quick Connect can still suggest times for a one-to-one.', links: [quickConnectLink()] });
    }
    const traits = facts.member.traits;
    parts.push({
      core: true,
      text: traits ? `${traitReason(traits, relevantTrait(traits, TOPIC_TRAITS.schedule))}, so seeing your week in one place will help.` : memberReason(facts, TOPIC_TRAITS.schedule),
    });
    return parts;
  }
  const zone = facts.timeZone;
  const period = periodAsked(ctx);
  // Within the day asked about, the time alone; otherwise the day too.
  const when = (e: { start: string }) => (period && inPeriodDay(e.start) ? `at ${timeLabel(new Date(e.start), zone)}` : formatWhen(e.start, zone, facts.now));
  function inPeriodDay(iso: string) {
    return period !== null && dayKey(new Date(iso), zone) === period.day;
  }
  const inPeriod = (iso: string) => {
    if (!period) return true;
    const instant = new Date(iso);
    const hour = localHour(instant, zone);
    return dayKey(instant, zone) === period.day && hour >= period.from && hour < period.to;
  };
  const upcoming = facts.calendar.upcoming;
  const literalNext = /\bnext (event|meeting|thing)\b|what'?s next/.test(ctx.text);
  // Each recurring event once, and lunch or focus time only when asked for the very next thing.
  const seen = new Set<string>();
  const worth = upcoming.filter((e) => {
    if (!inPeriod(e.start) || (!literalNext && !isMeetingLike(e)) || seen.has(e.title)) return false;
    seen.add(e.title);
    return true;
  });
  const shown = worth.slice(0, ctx.chatMode === 'popup' ? 2 : 3);
  const busyCount = upcoming.filter((e) => inPeriod(e.start)).length;
  if (shown.length === 0) {
    const next = upcoming.find(isMeetingLike) ?? upcoming[0];
    parts.push({
      core: true,
      text: `${period ? `Nothing is booked ${period.label}` : 'Nothing is booked in the next 7 days'}${next && period ? `; your next event is ${next.title} ${when(next)}` : ''}.`,
      links: [eventLink(period ? next : undefined)],
    });
  } else {
    const [next, ...rest] = shown;
    const lead = period ? `${period.label.charAt(0).toUpperCase()}${period.label.slice(1)} you have` : 'Next up:';
    const at = (e: EventFact) => (period ? `${e.title} ${when(e)}` : `${e.title}, ${when(e)}`);
    parts.push({
      core: true,
      text: `${lead} ${at(next!)}${rest.length ? `; then ${listOf(rest.map(at))}` : ''}.`,
      links: [eventLink(next)],
    });
    if (busyCount > shown.length) parts.push({ text: `That's ${busyCount} calendar entries ${period ? period.label : 'in the next 7 days'}, counting lunch and focus time.` });
  }
  const periodSlots = facts.calendar.freeSlots.filter((slot) => inPeriod(slot.start));
  const slots = slotText({ ...ctx, facts: { ...facts, calendar: { ...facts.calendar, freeSlots: periodSlots.length ? periodSlots : facts.calendar.freeSlots } } }, 2);
  if (slots) {
    // The free times are the first few the calendar found, not all of them: none in the period proves nothing.
    parts.push({ core: true, text: period && periodSlots.length === 0 ? `The first free times I can see are ${slots}.` : `You're free ${slots}.` });
    if (colleague) parts.push({ core: true, text: `That's a good time for a Quick Connect with ${colleague.name} (${colleague.strength}% match).`, links: [quickConnectLink(colleague)] });
  } else {
    parts.push({ core: true, text: "I don't see a free 30-minute slot in your working hours over the next days." });
    if (colleague) parts.push({ core: true, text: `Quick Connect can look further ahead for a time with ${colleague.name}.`, links: [quickConnectLink(colleague)] });
  }
  const traits = facts.member.traits;
  if (traits) {
    const key = relevantTrait(traits, TOPIC_TRAITS.schedule);
    const band = traitBand(traits[key]);
    const tail =
      key === 'conscientiousness'
        ? band === 'low' ? 'book it now rather than later' : 'protect that slot before it fills up'
        : key === 'extraversion'
          ? band === 'low' ? 'keep one of those slots free to recharge' : 'use one of those slots to catch up with someone'
          : 'leave some breathing room between meetings';
    parts.push({ core: true, text: `${traitReason(traits, key)}, so ${tail}.` });
  } else {
    parts.push({ core: true, text: memberReason(facts, TOPIC_TRAITS.schedule) });
  }
  return parts;
}
