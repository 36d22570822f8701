/**
 * The member's calendar as a reply reads it: which events are worth preparing for, the event a question is about
 * ('my 1:1', 'my next meeting'), and free times to offer.
 */
import type { AdvisorFacts, EventFact } from '../types.ts';
import { escapeRegExp } from './people.ts';
import { listOf } from './phrasing.ts';
import type { AskContext } from './reply.ts';
import { dayKey, formatSlot } from './time-text.ts';

/** Events worth preparing for: not lunch, focus time or an absence. */
export function isMeetingLike(e: EventFact): boolean {
  return !/\b(lunch|focus|deep work|no-meeting|out of office|vacation|holiday|conference|offsite|break)\b/i.test(e.title);
}

/** Kinds of meeting a question may name, and how a calendar title shows each. */
const MEETING_KINDS: ReadonlyArray<{ asked: RegExp; title: RegExp; said: string }> = [
  { asked: /\b(1:1|1-on-1|one[- ]on[- ]one|one[- ]to[- ]one)s?\b/, title: /1:1|1-on-1|one[- ]on[- ]one|quick connect/i, said: 'a 1:1' },
  { asked: /\b(manager|boss|lead)\b/, title: /\b(1:1|manager|boss|lead)\b/i, said: 'a meeting with your manager' },
  { asked: /\breviews?\b/, title: /\breview\b/i, said: 'a review' },
  { asked: /\b(retro|retrospective)s?\b/, title: /\bretro/i, said: 'a retro' },
  { asked: /\bplanning\b/, title: /\bplanning\b/i, said: 'a planning session' },
  { asked: /\binterviews?\b|\bhiring\b/, title: /\binterview|hiring\b/i, said: 'an interview' },
  { asked: /\b(customer|client)\b/, title: /\b(customer|client)\b/i, said: 'a customer call' },
  { asked: /\bsync\b/, title: /\bsync\b/i, said: 'a sync' },
  { asked: /\bstand-?ups?\b/, title: /\bstand-?up\b/i, said: 'a stand-up' },
];

/** Words of a question that point at an event of the member's own ('my next meeting', not 'a good agenda'). */
export const OWN_EVENT = /\b(my|our|next|upcoming|today|tomorrow|later|this week|the)\b/;

/**
 * The event a question is about: one whose title shares words with it, or of the kind it names ('my 1:1'); for
 * 'my next meeting', the next real meeting. `missing` says what was asked for and is not in the calendar; a
 * question about meetings in general ('how do I write an agenda?') is about no event.
 */
export function eventAskedAbout(ctx: AskContext): { event?: EventFact; missing?: string } {
  const upcoming = ctx.facts.calendar.upcoming;
  const stop = new Set(['the', 'and', 'with', 'for', 'team', 'weekly', 'daily']);
  const words = (title: string) => title.toLowerCase().split(/[^a-z0-9:-]+/).filter((w) => (w.length >= 3 || w === '1:1') && !stop.has(w));
  let best: EventFact | undefined;
  let bestHits = 0;
  for (const e of upcoming) {
    const hits = words(e.title).filter((w) => new RegExp(`\\b${escapeRegExp(w)}`).test(ctx.text)).length;
    if (hits > bestHits) {
      best = e;
      bestHits = hits;
    }
  }
  if (best) return { event: best };
  const kind = MEETING_KINDS.find((k) => k.asked.test(ctx.text));
  if (kind) {
    const found = upcoming.find((e) => kind.title.test(e.title) || (kind.said === 'a 1:1' && e.kind === 'quick-connect'));
    return found ? { event: found } : { missing: kind.said };
  }
  if (!OWN_EVENT.test(ctx.text)) return {};
  const next =
    upcoming.find((e) => e.kind !== 'other' && isMeetingLike(e)) ??
    upcoming.find((e) => isMeetingLike(e) && !/\bstand-?up\b/i.test(e.title)) ??
    upcoming.find(isMeetingLike);
  return next ? { event: next } : { missing: 'a meeting' };
}


/** Free times to offer: on different days where possible, never two that overlap. */
function distinctSlots(slots: AdvisorFacts['calendar']['freeSlots'], timeZone: string, count: number) {
  const chosen: typeof slots = [];
  const days = new Set<string>();
  const overlaps = (slot: (typeof slots)[number]) => chosen.some((c) => slot.start < c.end && c.start < slot.end);
  const dayOf = (slot: (typeof slots)[number]) => dayKey(new Date(slot.start), timeZone);
  for (const slot of slots) {
    if (chosen.length < count && !overlaps(slot) && !days.has(dayOf(slot))) {
      chosen.push(slot);
      days.add(dayOf(slot));
    }
  }
  for (const slot of slots) if (chosen.length < count && !overlaps(slot)) chosen.push(slot);
  return chosen.sort((a, b) => a.start.localeCompare(b.start));
}

export function slotText(ctx: AskContext, count: number): string | null {
  const { facts } = ctx;
  if (!facts.calendar.connected) return null;
  const slots = distinctSlots(facts.calendar.freeSlots, facts.timeZone, count);
  if (slots.length === 0) return null;
  return listOf(slots.map((slot) => formatSlot(slot, facts.timeZone, facts.now)));
}
