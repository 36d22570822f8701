/**
 * A connection record as the Your Connections grid shows it (docs/product.md#what-it-keeps):
 * the other member's name, picture and archetype, the strength as a whole
 * percentage with its label, when the match was made and whether it was opened,
 * how many connections the viewer and the colleague share, and the colleague's interests.
 */
import type { ConnectionRecord } from '@kindred/contracts/api/connections';
import { archetypeDisplayName, toArchetypeId } from '@kindred/contracts/domain/archetypes';
import { rawHexacoToScores, strengthLabel, type StrengthLabel, type TraitScores } from '@kindred/contracts/domain/hexaco';

/** A connection's strength label (docs/product.md#constants-and-limits). */
export type ConnectionLabel = StrengthLabel;

/** Strength from which a connection is an 'Excellent match'. */
export const EXCELLENT_MATCH_FROM = 80;
/** Strength from which a connection is a 'Good match' (below EXCELLENT_MATCH_FROM). */
export const GOOD_MATCH_FROM = 60;

/** The three labels, strongest first: the order of the filter's checkboxes. */
export const CONNECTION_LABELS = ['Excellent match', 'Good match', 'Growing connection'] as const satisfies readonly ConnectionLabel[];

/** Shown when a connection has neither a first nor a last name. */
/** The badge tone each label is shown in, on the card and in the profile dialog. */
export const CONNECTION_LABEL_TONES = { 'Excellent match': 'positive', 'Good match': 'info', 'Growing connection': 'neutral' } as const satisfies Record<
  ConnectionLabel,
  string
>;

export const UNKNOWN_MEMBER_NAME = 'Unknown member';

export interface ConnectionCard {
  /** The connection's id. */
  id: string;
  /** The other member's id. */
  memberId: string;
  name: string;
  email: string;
  avatarUrl: string | null;
  /** 0-100, whole. */
  connectionStrength: number;
  /** The match date-time as the record gives it (ISO 8601). */
  matchDate: string;
  /** The match date-time in milliseconds since the epoch; NaN when it cannot be read. */
  matchTime: number;
  viewed: boolean;
  connectionLabel: ConnectionLabel;
  /** The archetype's display name ('The Explorer'), an unrecognised name as given, or null. */
  archetype: string | null;
  title: string | null;
  department: string | null;
  /** The other member's traits as percentages; null before their questionnaire is done. */
  hexaco: TraitScores | null;
  /** How many members are connected to both the viewer and this colleague (neither of the two counted). */
  mutualConnections: number;
  /** The colleague's interests as the record lists them, blanks left out. */
  interests: string[];
}

/** 80 or more 'Excellent match', 60 or more 'Good match', else 'Growing connection'. */
export function connectionLabel(strength: number): ConnectionLabel {
  return strengthLabel(strength);
}

/** Clamped to 0-100 and rounded; a strength that is not a number counts as 0 (no match is claimed). */
export function clampStrength(strength: number): number {
  if (!Number.isFinite(strength)) return 0;
  return Math.round(Math.min(100, Math.max(0, strength)));
}

/** Upper-cases the first letter of each word and of each part of a hyphenated word; the rest is kept as written. */
function capitaliseWords(text: string): string {
  return text
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.replace(/(^|-)(\p{Ll})/gu, (_match, start: string, letter: string) => start + letter.toUpperCase()))
    .join(' ');
}

/** First and last name, each word capitalised; 'Unknown member' when both are empty. */
export function displayName(fname: string, lname: string): string {
  const name = capitaliseWords(`${fname} ${lname}`);
  return name === '' ? UNKNOWN_MEMBER_NAME : name;
}

function optionalText(text: string | null | undefined): string | null {
  const trimmed = text?.trim();
  return trimmed ? trimmed : null;
}

function archetypeName(archetype: string | null): string | null {
  const text = optionalText(archetype);
  if (text === null) return null;
  const id = toArchetypeId(text);
  return id ? archetypeDisplayName(id) : text;
}

export function toConnectionCard(record: ConnectionRecord): ConnectionCard {
  const { connectionItems: items, connectionDetails: details } = record;
  const strength = clampStrength(items.connectionStrength);
  return {
    id: items.id,
    memberId: details.id,
    name: displayName(details.user.fname, details.user.lname),
    email: details.user.email,
    avatarUrl: optionalText(details.user.profile_picture_url),
    connectionStrength: strength,
    matchDate: items.matchDateTime,
    matchTime: Date.parse(items.matchDateTime),
    viewed: items.viewed,
    connectionLabel: connectionLabel(strength),
    archetype: archetypeName(details.archetype),
    title: optionalText(details.title),
    department: optionalText(details.department),
    hexaco: details.hexaco ? rawHexacoToScores(details.hexaco) : null,
    mutualConnections: details.mutualConnections,
    interests: details.interests.map((interest) => interest.trim()).filter((interest) => interest !== ''),
  };
}
