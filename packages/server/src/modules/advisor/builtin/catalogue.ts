/**
 * What the built-in advisor can recommend, and full-text search over it (MiniSearch): the activities, the
 * resources library, the archetypes, the trait recommendations and the changelog. The catalogues are static, so
 * each index is built once, the first time it is searched, and kept for the life of the process.
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import { ACTIVITIES, type ActivityCategory } from '@kindred/contracts/content/activities';
import { getArchetypeLabel } from '@kindred/contracts/content/archetype-labels';
import { ARCHETYPE_CATALOGUE } from '@kindred/contracts/content/archetypes';
import { CHANGELOG } from '@kindred/contracts/content/changelog';
import { TRAIT_RECOMMENDATIONS } from '@kindred/contracts/content/recommendations';
import { RESOURCES, type Resource } from '@kindred/contracts/content/resources';
import { slugify } from '@kindred/contracts/domain/activity-ids';
import { ARCHETYPE_IDS, archetypeDisplayName, type ArchetypeId } from '@kindred/contracts/domain/archetypes';
import { TRAIT_KEYS, TRAIT_NAMES, type TraitBand, type TraitKey } from '@kindred/contracts/domain/hexaco';
import { activityMinutes } from './intents.ts';

export interface ActivityEntry {
  id: string;
  title: string;
  time: string;
  minutes: number;
  category: ActivityCategory;
  overview: string;
  reason: string | null;
  /** Directions and sections, for search. */
  body: string;
  /** Done in pairs (a one-to-one), rather than as a group. */
  pairs: boolean;
  /** Involves writing. */
  writing: boolean;
  /** Imaginative or idea-led. */
  ideas: boolean;
  /** Done while walking. */
  walking: boolean;
}

export interface ArchetypeEntryDoc {
  id: ArchetypeId;
  name: string;
  plural: string;
  summary: string;
  /** The label map's words for it, where it has an entry ('Curious', 'Adventurous', its work style). */
  labels: string;
  body: string;
}

export interface RecommendationEntry {
  id: string;
  trait: TraitKey;
  traitName: string;
  band: TraitBand;
  text: string;
}

export interface ChangeEntry {
  id: string;
  version: string;
  date: string;
  title: string;
  text: string;
}

export const ACTIVITY_ENTRIES: readonly ActivityEntry[] = ACTIVITIES.map((activity) => {
  const body = [
    ...activity.directions.map((d) => [d.text, ...(d.sublist ?? [])].join(' ')),
    ...activity.sections.flatMap((s) => [s.title, s.subtitle ?? '', ...s.items.map((i) => [i.text, ...(i.sublist ?? [])].join(' '))]),
  ].join(' ');
  const all = `${activity.title} ${activity.overview} ${body}`.toLowerCase();
  const how = `${activity.overview} ${activity.directions.map((d) => d.text).join(' ')}`.toLowerCase();
  return {
    id: slugify(activity.title),
    title: activity.title,
    time: activity.time,
    minutes: activityMinutes(activity.time),
    category: activity.category,
    overview: activity.overview,
    reason: activity.reason ?? null,
    body,
    pairs: /\b(a pair|pairs|in pairs|one-to-one|two people|your partner|partner)\b/.test(`${activity.overview} ${activity.directions.map((d) => d.text).join(' ')}`.toLowerCase()),
    writing: /\b(write|writes|writing|written|notes?|sticky)\b/.test(how),
    ideas: /\b(imagin\w*|creative|vision|ideas?|invent\w*|desert island)\b/.test(all),
    walking: /\bwalk/.test(all),
  };
});

export const ACTIVITY_BY_ID: ReadonlyMap<string, ActivityEntry> = new Map(ACTIVITY_ENTRIES.map((a) => [a.id, a]));

const ARCHETYPE_ENTRIES: readonly ArchetypeEntryDoc[] = ARCHETYPE_IDS.map((id) => {
  const entry = ARCHETYPE_CATALOGUE[id];
  const label = getArchetypeLabel(id);
  return {
    id,
    name: archetypeDisplayName(id),
    plural: entry.plural_name,
    summary: entry.summary,
    labels: label ? [...(label.traits ?? []), label.workStyle ?? '', label.strength ?? ''].join(' ') : '',
    body: [...entry.descriptions.map((d) => `${d.title} ${d.text}`), ...entry.meeting_notes].join(' '),
  };
});

const RECOMMENDATION_ENTRIES: readonly RecommendationEntry[] = TRAIT_KEYS.flatMap((trait) =>
  (['high', 'medium', 'low'] as const).flatMap((band) =>
    TRAIT_RECOMMENDATIONS[trait][band].map((text, i) => ({ id: `${trait}-${band}-${i}`, trait, traitName: TRAIT_NAMES[trait], band, text })),
  ),
);

const CHANGE_ENTRIES: readonly ChangeEntry[] = CHANGELOG.flatMap((release) =>
  release.features.map((text, i) => ({ id: `${release.version}-${i}`, version: release.version, date: release.date, title: release.title, text })),
);

// ---------------------------------------------------------------------------
// Terms: the same processing for documents and queries

const STOP_WORDS = new Set(
  'a an and are as at be but by can could do does for from had has have how i if in into is it its me my of on or our should so some something that the their them then there these they this to up us was we what when where which who why will with would you your yours want need give get any about like just please tell show suggest recommend good best'.split(
    ' ',
  ),
);

/** Lower case, no stop words, and a light stemmer (plural and verb endings), so 'meetings' finds 'meeting'. */
function processTerm(term: string): string | null {
  let t = term.toLowerCase().replace(/'s$/, '');
  if (t.length < 2 || STOP_WORDS.has(t)) return null;
  if (t.length > 4 && t.endsWith('ies')) t = `${t.slice(0, -3)}y`;
  else if (t.length > 5 && t.endsWith('ing')) t = t.slice(0, -3);
  else if (t.length > 4 && t.endsWith('ed')) t = t.slice(0, -2);
  else if (t.length > 3 && t.endsWith('s') && !t.endsWith('ss')) t = t.slice(0, -1);
  return t;
}

const SEARCH_DEFAULTS = {
  prefix: (term: string) => term.length > 4,
  fuzzy: (term: string) => (term.length > 5 ? 0.15 : false),
  combineWith: 'OR' as const,
};

function index<T extends { id: string }>(fields: Array<keyof T & string>, boost: Record<string, number>, docs: readonly T[]) {
  const search = new MiniSearch<T>({ fields, storeFields: [], processTerm, searchOptions: { ...SEARCH_DEFAULTS, boost } });
  search.addAll(docs as T[]);
  return search;
}

let indexes:
  | {
      activities: MiniSearch<ActivityEntry>;
      resources: MiniSearch<Resource>;
      archetypes: MiniSearch<ArchetypeEntryDoc>;
      recommendations: MiniSearch<RecommendationEntry>;
      changes: MiniSearch<ChangeEntry>;
    }
  | undefined;

/** Builds the indexes on first use. */
function catalogueIndexes() {
  indexes ??= {
    activities: index<ActivityEntry>(['title', 'category', 'overview', 'reason', 'body'], { title: 4, category: 2, overview: 2, reason: 1 }, ACTIVITY_ENTRIES),
    resources: index<Resource>(['title', 'description', 'source', 'type'], { title: 3, description: 1.5 }, RESOURCES),
    archetypes: index<ArchetypeEntryDoc>(['name', 'plural', 'summary', 'labels', 'body'], { name: 4, plural: 4, summary: 2, labels: 3 }, ARCHETYPE_ENTRIES),
    recommendations: index<RecommendationEntry>(['traitName', 'text'], { traitName: 2 }, RECOMMENDATION_ENTRIES),
    changes: index<ChangeEntry>(['title', 'text', 'version'], { text: 2 }, CHANGE_ENTRIES),
  };
  return indexes;
}

export interface Scored<T> {
  item: T;
  /** The search score relative to the best hit: 1 for the best, less for the rest. */
  relevance: number;
  terms: string[];
}

function scored<T>(results: SearchResult[], byId: (id: string) => T | undefined): Array<Scored<T>> {
  const top = results[0]?.score ?? 1;
  return results.flatMap((r) => {
    const item = byId(String(r.id));
    return item ? [{ item, relevance: r.score / top, terms: r.terms }] : [];
  });
}

const RESOURCE_BY_ID = new Map(RESOURCES.map((r) => [r.id, r]));
const ARCHETYPE_BY_ID = new Map(ARCHETYPE_ENTRIES.map((a) => [a.id as string, a]));
const RECOMMENDATION_BY_ID = new Map(RECOMMENDATION_ENTRIES.map((r) => [r.id, r]));
const CHANGE_BY_ID = new Map(CHANGE_ENTRIES.map((c) => [c.id, c]));

export function searchActivities(query: string): Array<Scored<ActivityEntry>> {
  return query.trim() ? scored(catalogueIndexes().activities.search(query), (id) => ACTIVITY_BY_ID.get(id)) : [];
}

export function searchResources(query: string): Array<Scored<Resource>> {
  return query.trim() ? scored(catalogueIndexes().resources.search(query), (id) => RESOURCE_BY_ID.get(id)) : [];
}

export function searchArchetypes(query: string): Array<Scored<ArchetypeEntryDoc>> {
  return query.trim() ? scored(catalogueIndexes().archetypes.search(query), (id) => ARCHETYPE_BY_ID.get(id)) : [];
}

export function searchRecommendations(query: string, filter?: (entry: RecommendationEntry) => boolean): Array<Scored<RecommendationEntry>> {
  if (!query.trim()) return [];
  return scored(
    catalogueIndexes().recommendations.search(query, filter ? { filter: (r) => filter(RECOMMENDATION_BY_ID.get(String(r.id))!) } : {}),
    (id) => RECOMMENDATION_BY_ID.get(id),
  );
}

export function searchChanges(query: string): Array<Scored<ChangeEntry>> {
  return query.trim() ? scored(catalogueIndexes().changes.search(query), (id) => CHANGE_BY_ID.get(id)) : [];
}

export function resourceById(id: string): Resource | undefined {
  return RESOURCE_BY_ID.get(id);
}

/** An activity named in a text: its exact title (any case), else the longest title the text contains. */
export function activityNamedIn(text: string | null | undefined): ActivityEntry | undefined {
  if (!text) return undefined;
  const lower = text.toLowerCase();
  const exact = ACTIVITY_ENTRIES.find((a) => a.title.toLowerCase() === lower.trim());
  if (exact) return exact;
  return [...ACTIVITY_ENTRIES]
    .filter((a) => lower.includes(a.title.toLowerCase()))
    .sort((a, b) => b.title.length - a.title.length)[0];
}

/** A resource named in a text, by title (any case). */
export function resourceNamedIn(text: string | null | undefined): Resource | undefined {
  if (!text) return undefined;
  const lower = text.toLowerCase();
  return [...RESOURCES]
    .filter((r) => lower.includes(r.title.toLowerCase()))
    .sort((a, b) => b.title.length - a.title.length)[0];
}

/** An archetype named in a text ('the Thinker', 'thinkers', 'Explorer'). */
export function archetypeNamedIn(text: string | null | undefined): ArchetypeEntryDoc | undefined {
  if (!text) return undefined;
  const lower = text.toLowerCase();
  return ARCHETYPE_ENTRIES.find((a) => {
    const word = a.id.replace(/^the /, '');
    return new RegExp(`\\b${word}s?\\b`).test(lower);
  });
}
