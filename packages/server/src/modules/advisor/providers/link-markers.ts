/**
 * Links out of a remote model's text. The system prompt asks the model to write each link as a marker:
 * `[[activity:Title]]`, `[[resource:Title]]`, `[[activities-page]]`, `[[quick-connect:Colleague Name]]`,
 * `[[calendar-event:Event title]]`. `withLinks` streams the text through with each marker replaced by its plain
 * words, and turns each marker that names something real into a link beside the text
 * (docs/decisions.md#the-advisor: links travel as data, never as markup).
 *
 * A marker is checked against what exists: the activities catalogue, the resources library, the member's own
 * connections and upcoming events. One that names nothing real, repeats a link already given, or comes after the
 * last link a reply may carry stays as words only: a reply never links to something that does not exist.
 *
 * Text is held back only from a `[[` until its `]]`, or until what follows cannot be a marker any more, so a
 * marker split across chunks is still found and everything else streams without delay.
 */
import { ADVISOR_LINKS_MAX, type AdvisorLink } from '@kindred/contracts/api/advisor';
import { ACTIVITIES } from '@kindred/contracts/content/activities';
import { RESOURCES } from '@kindred/contracts/content/resources';
import { slugify } from '@kindred/contracts/domain/activity-ids';
import type { AdvisorFacts, ReplyChunk } from '../types.ts';

const MARKER_KINDS = ['activity', 'resource', 'quick-connect', 'calendar-event'] as const;
type MarkerKind = (typeof MARKER_KINDS)[number] | 'activities-page';

/** The words `[[activities-page]]` reads as in the text. */
export const ACTIVITIES_PAGE_WORDS = 'the activities page';

/** Longer than any title a marker names; past it, `[[…` is taken for plain text. */
const MARKER_MAX_CHARS = 200;
/** The contract's lengths of a link's label and references. */
const LABEL_MAX = 120;
const REF_MAX = 200;

const MARKER = /^\s*(activity|resource|quick-connect|calendar-event)\s*:\s*([^[\]\n]*?)\s*$/i;
const PAGE_MARKER = /^\s*activities-page\s*$/i;
const PREFIXES = [...MARKER_KINDS.map((kind) => `${kind}:`), 'activities-page'];

/** A whole marker's inside (between `[[` and `]]`), or null when it is not one. */
function parseMarker(inside: string): { kind: MarkerKind; title: string } | null {
  if (inside.length > MARKER_MAX_CHARS) return null;
  if (PAGE_MARKER.test(inside)) return { kind: 'activities-page', title: '' };
  const match = MARKER.exec(inside);
  if (!match) return null;
  return { kind: match[1]!.toLowerCase() as MarkerKind, title: match[2]! };
}

/** Whether text after a `[[` (not yet closed) can still become a marker. */
function couldBeMarker(after: string): boolean {
  if (after.length > MARKER_MAX_CHARS + 2 || /[[\n]/.test(after)) return false;
  // One `]` may be the first half of the closing `]]`.
  const inside = after.endsWith(']') ? after.slice(0, -1) : after;
  if (inside.includes(']')) return false;
  const colon = inside.indexOf(':');
  const name = (colon < 0 ? inside : inside.slice(0, colon)).trimStart().toLowerCase();
  if (colon >= 0) return (MARKER_KINDS as readonly string[]).includes(name.trimEnd());
  // No colon yet: a kind being written, or a whole kind followed by spaces before its colon.
  const word = name.trimEnd();
  return word === name ? PREFIXES.some((prefix) => prefix.startsWith(word)) : PREFIXES.some((prefix) => prefix.startsWith(`${word}:`)) || word === 'activities-page';
}

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);
const normal = (text: string) => slugify(text);

/**
 * The one entry a title names: the same words (letter case and punctuation aside), else the only entry whose
 * title holds the words given, else the only entry whose title the words hold. Several candidates name none.
 */
function findByTitle<T>(title: string, entries: readonly T[], titleOf: (entry: T) => string): T | null {
  const wanted = normal(title);
  if (wanted.length === 0) return null;
  const exact = entries.find((entry) => normal(titleOf(entry)) === wanted);
  if (exact) return exact;
  const holding = entries.filter((entry) => `-${normal(titleOf(entry))}-`.includes(`-${wanted}-`));
  if (holding.length === 1) return holding[0]!;
  if (holding.length > 1) return null;
  const held = entries.filter((entry) => normal(titleOf(entry)).length >= 4 && `-${wanted}-`.includes(`-${normal(titleOf(entry))}-`));
  return held.length === 1 ? held[0]! : null;
}

/** The colleague a name names: their full name, else their first name when only one connection has it. */
function findColleague(name: string, facts: AdvisorFacts) {
  const wanted = normal(name);
  if (wanted.length === 0) return null;
  const full = facts.connections.find((colleague) => normal(colleague.name) === wanted);
  if (full) return full;
  const first = facts.connections.filter((colleague) => normal(colleague.firstName) === wanted);
  return first.length === 1 ? first[0]! : null;
}

/** A marker as words and, when it names something real, a link; `key` tells two links to the same thing apart. */
function resolveMarker(kind: MarkerKind, title: string, facts: AdvisorFacts): { words: string; link: AdvisorLink | null; key: string } {
  switch (kind) {
    case 'activities-page':
      return { words: ACTIVITIES_PAGE_WORDS, link: { kind: 'activities-page', label: 'Browse activities' }, key: 'activities-page' };
    case 'activity': {
      const activity = findByTitle(title, ACTIVITIES, (entry) => entry.title);
      if (!activity) return { words: title, link: null, key: '' };
      const activityId = slugify(activity.title);
      return {
        words: activity.title,
        link: { kind: 'activity', label: clip(activity.title, LABEL_MAX), title: clip(activity.title, REF_MAX), activityId },
        key: `activity:${activityId}`,
      };
    }
    case 'resource': {
      const resource = findByTitle(title, RESOURCES, (entry) => entry.title);
      if (!resource) return { words: title, link: null, key: '' };
      return {
        words: resource.title,
        link: { kind: 'resource', label: clip(resource.title, LABEL_MAX), title: clip(resource.title, REF_MAX), resourceId: resource.id },
        key: `resource:${resource.id}`,
      };
    }
    case 'quick-connect': {
      const colleague = findColleague(title, facts);
      if (!colleague) return { words: title, link: null, key: '' };
      return {
        words: title,
        link: {
          kind: 'quick-connect',
          label: clip(`Quick Connect with ${colleague.firstName}`, LABEL_MAX),
          memberId: colleague.memberId,
          name: clip(colleague.name, REF_MAX),
        },
        key: `quick-connect:${colleague.memberId}`,
      };
    }
    case 'calendar-event': {
      const event = findByTitle(title, facts.calendar.upcoming, (entry) => entry.title);
      if (!event) return { words: title, link: null, key: '' };
      return {
        words: event.title,
        link: { kind: 'calendar-event', label: clip(event.title, LABEL_MAX), eventId: clip(event.id, REF_MAX), title: clip(event.title, REF_MAX) },
        key: `calendar-event:${event.id}`,
      };
    }
  }
}

/**
 * The model's text with its markers turned into words, and a link chunk for each valid marker (at most
 * ADVISOR_LINKS_MAX, none twice), each right after the text before it.
 */
export async function* withLinks(text: AsyncIterable<string>, facts: AdvisorFacts): AsyncIterable<ReplyChunk> {
  const given = new Set<string>();
  let held = '';

  function* marker(inside: string): Generator<ReplyChunk> {
    const parsed = parseMarker(inside);
    if (!parsed) return;
    const { words, link, key } = resolveMarker(parsed.kind, parsed.title, facts);
    if (words) yield { type: 'text', text: words };
    if (link && !given.has(key) && given.size < ADVISOR_LINKS_MAX) {
      given.add(key);
      yield { type: 'link', link };
    }
  }

  /** Everything in `held` that can be decided now; what may still be a marker stays held. */
  function* drain(): Generator<ReplyChunk> {
    let out = '';
    for (;;) {
      const open = held.indexOf('[[');
      if (open < 0) {
        // A last `[` may open the next marker.
        const keep = held.endsWith('[') ? 1 : 0;
        out += held.slice(0, held.length - keep);
        held = held.slice(held.length - keep);
        break;
      }
      out += held.slice(0, open);
      held = held.slice(open);
      const close = held.indexOf(']]', 2);
      const inside = close < 0 ? null : held.slice(2, close);
      if (inside !== null && parseMarker(inside)) {
        if (out) yield { type: 'text', text: out };
        out = '';
        yield* marker(inside);
        held = held.slice(close + 2);
        continue;
      }
      if (inside === null && couldBeMarker(held.slice(2))) break;
      // Not a marker: its first bracket is text, and the search goes on after it.
      out += '[';
      held = held.slice(1);
    }
    if (out) yield { type: 'text', text: out };
  }

  for await (const piece of text) {
    held += piece;
    yield* drain();
  }
  // The text ended inside a marker (cut off): its words stay, its brackets go.
  if (held.startsWith('[[')) {
    const inside = held.slice(2).replace(/\]$/, '');
    const colon = inside.indexOf(':');
    const words = colon < 0 ? '' : inside.slice(colon + 1).trim();
    if (words) yield { type: 'text', text: words };
  } else if (held) {
    yield { type: 'text', text: held };
  }
}
