/**
 * The advisor's inner shapes: the facts the server rebuilds about the caller (never the client's word), and the
 * one interface every provider (built-in, Gemini, OpenAI-compatible) answers through.
 */
import type { AdvisorLink, AdvisorModel, AdvisorProviderName, ChatMode, ChatTurn } from '@kindred/contracts/api/advisor';
import type { ArchetypeId } from '@kindred/contracts/domain/archetypes';
import type { TraitScores } from '@kindred/contracts/domain/hexaco';

/** A colleague the caller is connected with (their connections, strongest first). */
export interface ColleagueFact {
  memberId: string;
  /** First and last name as shown in the product. */
  name: string;
  firstName: string;
  archetype: ArchetypeId | null;
  /** 'Organizer' (archetypeDisplayName), or null when unknown. */
  archetypeName: string | null;
  /** 0-100, the connection's strength. */
  strength: number;
  /** ISO date-time the match was made. */
  matchDate: string;
  viewed: boolean;
  /** Interests both have. */
  sharedInterests: string[];
  traits: TraitScores | null;
}

export type EventKind = 'quick-connect' | 'meeting' | 'other';

export interface EventFact {
  id: string;
  title: string;
  /** ISO date-times. */
  start: string;
  end: string;
  /** Names or e-mails of the other attendees. */
  attendees: string[];
  kind: EventKind;
}

export interface AdvisorFacts {
  now: Date;
  /** The member's IANA zone: the client's hint when valid, else UTC. */
  timeZone: string;
  member: {
    userId: string;
    memberId: string;
    firstName: string;
    fullName: string;
    archetype: ArchetypeId | null;
    archetypeName: string | null;
    /** Percent 0-100 per trait; null when the member has no profile scores. */
    traits: TraitScores | null;
    interests: string[];
  };
  organization: { id: string; name: string } | null;
  connections: ColleagueFact[];
  /** The member's organisation as a team: its size, archetypes and the spec's diversity index. */
  team: { size: number; archetypeCounts: Partial<Record<ArchetypeId, number>>; diversityIndex: number };
  calendar: {
    connected: boolean;
    /** The next 7 days, in order; empty when no calendar is connected. */
    upcoming: EventFact[];
    /** Free 30-minute slots in the member's working hours over the next days, in order (at most 5). */
    freeSlots: Array<{ start: string; end: string }>;
  };
  activities: {
    /** Catalogue ids of activities the member marked done, newest first. */
    completed: Array<{ activityId: string; day: string }>;
    quickConnects: { scheduled: number; rescheduled: number; completed: number };
  };
  /** Where the member asked from (the client's hint, checked and trimmed). */
  page: {
    currentPage: string | null;
    pageContext: { type: string | null; title: string | null; description: string | null; category: string | null } | null;
  };
}

/** What a provider is asked: the conversation (the question last), the facts, and the prompt built from them. */
export interface ProviderRequest {
  chatMode: ChatMode;
  model: AdvisorModel;
  maxTokens: number;
  /** Prior turns and the question (last, role 'user'). */
  messages: ChatTurn[];
  facts: AdvisorFacts;
  /** The system instruction built from the facts (remote providers send it; the built-in advisor reads facts). */
  system: string;
  signal: AbortSignal;
}

/** A piece of a reply: text in order, or a link to show beside it. */
export type ReplyChunk = { type: 'text'; text: string } | { type: 'link'; link: AdvisorLink };

export interface AdvisorProvider {
  readonly name: AdvisorProviderName;
  /** Streams the reply. Throws ProviderError for what the provider refused or could not do. */
  reply(request: ProviderRequest): AsyncIterable<ReplyChunk>;
}

/**
 * A provider's failure, by kind: the route answers each with the specification's words
 * (rate-limited 429, timeout 504, empty 502, unavailable 502).
 */
export class ProviderError extends Error {
  constructor(
    readonly kind: 'rate-limited' | 'timeout' | 'empty' | 'unavailable',
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}
