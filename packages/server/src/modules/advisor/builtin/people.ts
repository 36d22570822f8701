/**
 * The people a question is about: the colleague to suggest among the member's connections, a connection the
 * question names, names of people who are not among them (never described: not known), and what the product
 * says of a colleague's archetype.
 */
import { ARCHETYPE_CATALOGUE } from '@kindred/contracts/content/archetypes';
import type { AdvisorFacts, ColleagueFact, EventFact } from '../types.ts';
import { withArticle } from './phrasing.ts';
import { colleagueArchetype } from './readings.ts';

/**
 * The colleague to suggest: match strength, plus a new match not yet opened, interests in common (one the question
 * names above all) and a match made this week.
 */
export function bestColleague(connections: readonly ColleagueFact[], now: Date, exclude?: ColleagueFact, text = ''): ColleagueFact | undefined {
  const weekAgo = now.getTime() - 7 * 86_400_000;
  const named = (c: ColleagueFact) => c.sharedInterests.some((i) => text.includes(i.toLowerCase()));
  const value = (c: ColleagueFact) =>
    c.strength + (c.viewed ? 0 : 12) + 6 * Math.min(3, c.sharedInterests.length) + (Date.parse(c.matchDate) >= weekAgo ? 5 : 0) + (named(c) ? 40 : 0);
  return [...connections].filter((c) => c !== exclude).sort((a, b) => value(b) - value(a) || a.name.localeCompare(b.name))[0];
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A connection the question names, by full name first, then by first name. */
export function namedConnection(question: string, connections: readonly ColleagueFact[]): ColleagueFact | undefined {
  const full = connections.find((c) => new RegExp(`\\b${escapeRegExp(c.name)}\\b`, 'iu').test(question));
  if (full) return full;
  return connections.find((c) => c.firstName.length > 1 && new RegExp(`(^|[^\\p{L}])${escapeRegExp(c.firstName)}($|[^\\p{L}])`, 'iu').test(question));
}

/** Capitalised words that are not people, so a question's capitalised words can be read as names. */
const NOT_PEOPLE = new Set(
  (
    'i link kindred quick connect google outlook microsoft calendar today tomorrow monday tuesday wednesday thursday friday saturday sunday ' +
    'january february march april may june july august september october november december ted hexaco team the a an my our your what who how ' +
    'when where why which can could should would is are do does please thanks hi hello hey settings insights activities resources events ' +
    'honesty humility emotionality extraversion agreeableness conscientiousness openness advocate promoter spark rock storyteller thinker caregiver ' +
    'individualist organizer dreamer explorer traditionalist zoom slack teams it that this me him her them there here he she we they you ' +
    "let let's that's it's there's here's what's who's where's how's one someone everyone nobody anyone manager boss lead"
  ).split(' '),
);

/** Names the question gives of people who are not among the member's connections (never described: not known). */
export function strangersNamed(question: string, facts: AdvisorFacts): string[] {
  const known = new Set<string>([facts.member.firstName.toLowerCase(), ...facts.member.fullName.toLowerCase().split(' ')]);
  for (const c of facts.connections) for (const part of c.name.toLowerCase().split(' ')) known.add(part);
  const out: string[] = [];
  const re = /\b(?:with|meet|meeting|to|about|approach|know|and|ask|from)\s+([A-Z][\p{L}-]+)|\b([A-Z][\p{L}-]+)'s\b/gu;
  for (const m of question.replace(/[\u2018\u2019]/g, "'").matchAll(re)) {
    const name = m[1] ?? m[2]!;
    if (!NOT_PEOPLE.has(name.toLowerCase()) && !known.has(name.toLowerCase()) && !out.includes(name)) out.push(name);
  }
  return out;
}


/** A connection among an event's attendees (matched by name). */
export function colleagueAt(e: EventFact, connections: readonly ColleagueFact[]): ColleagueFact | undefined {
  const attendees = e.attendees.map((a) => a.toLowerCase());
  return connections.find((c) => attendees.some((a) => a === c.name.toLowerCase() || a.includes(c.name.toLowerCase())));
}

export function meetingNote(c: ColleagueFact, seed: number): string | null {
  if (!c.archetype) return null;
  const notes = ARCHETYPE_CATALOGUE[c.archetype].meeting_notes;
  return notes.length > 0 ? notes[seed % notes.length]! : null;
}

/** 'Priya Raman is an Explorer. Suggest a change of scene...': what the product shows of a colleague, and a tip. */
export function colleagueTip(c: ColleagueFact, seed: number): string | null {
  const word = colleagueArchetype(c);
  const note = meetingNote(c, seed);
  return word && note ? `${c.name} is ${withArticle(word)}. ${note}` : null;
}
