/**
 * The profile API's calls about other members: connections (POST ?type=connections, PUT ?type=viewed, the
 * connection answers), matches (POST ?type=matches, PUT ?type=get-matches), the directory (POST ?type=org-members)
 * and the weekly matching setting (POST ?type=matching-settings, PUT ?type=pause-matching), with the shapes they
 * answer. A module of its own, beside ./profile: a page builds every schema of a module it imports as it loads, and
 * home reads the caller's profile only.
 */
import * as z from 'zod/mini';
import '../zod-locale.ts';
import {
  isStorableText,
  looseBoolean,
  looseLimit,
  matchDateTimeParam,
  missingParameterMessage,
  orgcodeParam,
  requiredString,
  requiredStringList,
  storable,
} from './params';
import {
  CONNECTIONS_LIMIT_MAX,
  MATCHES_LIMIT_MAX,
  MEMBER_INTERESTS_MAX,
  isoDateTime,
  rawHexacoSchema,
  traitScoresSchema,
} from './profile';

// ---------------------------------------------------------------------------
// Connections (docs/product.md#what-it-keeps "Connection record")

const connectionItemsSchema = z.object({
  id: z.string(),
  /** 0-100: the mean per-trait match (docs/decisions.md#matching). */
  connectionStrength: z.number(),
  matchDateTime: isoDateTime,
  /** Whether the caller has opened this connection. */
  viewed: z.boolean(),
  members: z.object({ member1: z.string(), member2: z.string() }),
});

/** The other member of a connection. */
const connectionDetailsSchema = z.object({
  id: z.string(),
  user: z.object({
    fname: z.string(),
    lname: z.string(),
    profile_picture_url: z.nullable(z.string()),
    email: z.string(),
  }),
  archetype: z.nullable(z.string()),
  title: z.nullable(z.string()),
  department: z.nullable(z.string()),
  hexaco: z.nullable(rawHexacoSchema),
  /** Members connected to both the caller and this member (neither of the two counted). */
  mutualConnections: z.number().check(z.int(), z.gte(0)),
  /** The member's interests, as a directory entry lists them: at most MEMBER_INTERESTS_MAX. */
  interests: z.array(z.string()).check(z.maxLength(MEMBER_INTERESTS_MAX)),
});

export const connectionRecordSchema = z.object({
  connectionItems: connectionItemsSchema,
  connectionDetails: connectionDetailsSchema,
});
export type ConnectionRecord = z.infer<typeof connectionRecordSchema>;

// ---------------------------------------------------------------------------
// Directory members and matches (docs/product.md#what-it-keeps "Organization member")

const orgMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  title: z.nullable(z.string()),
  personaType: z.nullable(z.string()),
  archetype: z.nullable(z.string()),
  /** At most MEMBER_INTERESTS_MAX. */
  interests: z.array(z.string()).check(z.maxLength(MEMBER_INTERESTS_MAX)),
  email: z.string(),
  avatarUrl: z.nullable(z.string()),
  department: z.nullable(z.string()),
  headline: z.nullable(z.string()),
  /** connectionStrength between the caller and this member, 0-100; null when either has no HEXACO profile. */
  compatibilityScore: z.nullable(z.number()),
  /** Percentages 0-100 under the mapped-profile names; null when the member has no HEXACO profile. */
  hexacoScores: z.nullable(traitScoresSchema),
  isConnected: z.boolean(),
  connectionId: z.nullable(z.string()),
});
export type OrgMember = z.infer<typeof orgMemberSchema>;

/** POST ?type=connections */
export const connectionsBodySchema = z.object({
  memberId: requiredString('memberId'),
  /** Connection ids, each one of the caller's connections. */
  connectionIds: requiredStringList('connectionIds', { max: CONNECTIONS_LIMIT_MAX }),
  /** True: only the TOP_CONNECTIONS most recent (the activity feed). */
  isTopConnections: z.optional(looseBoolean('isTopConnections')),
});
/** Most recent match first, then strongest. */
export const connectionsResponseSchema = z.array(connectionRecordSchema);

/** PUT ?type=viewed: the caller opened a connection. `id` is the connection id. */
export const viewedBodySchema = z.object({
  id: requiredString('id'),
  matchDateTime: matchDateTimeParam(),
});
export const viewedResponseSchema = z.object({ id: z.string(), matchDateTime: isoDateTime, viewed: z.literal(true) });

/**
 * PUT /v1/user-connections-answers?postType=<kind>: the caller's answers for a
 * connection (an icebreaker, a Quick Connect reflection...). Every body field
 * besides connectionId, matchDateTime and who is an answer: text (at most
 * 2000 characters), a number, a boolean, a list of text, or null. They merge
 * into the caller's earlier answers of that kind; the server bounds how many
 * kinds a connection holds and what one member's answers of one kind take.
 */
export const connectionAnswersQuerySchema = z.object({
  postType: requiredString('postType', { max: 64 }).check(
    z.regex(/^[A-Za-z0-9_-]+$/, {
      error: 'postType may only contain letters, digits, - and _',
    }),
  ),
});
const answerValueSchema = z.union(
  [
    z.string().check(z.maxLength(2000), z.refine(...storable('answer'))),
    z.number().check(z.refine(Number.isFinite)),
    z.boolean(),
    z.null(),
    z.array(z.string().check(z.maxLength(500), z.refine(...storable('answer')))).check(z.maxLength(50)),
  ],
  { error: 'Answers must be text (up to 2000 characters), numbers, true/false, or lists of text' },
);
export const ANSWER_FIELDS_MAX = 50;
export const connectionAnswersBodySchema = z
  .catchall(
    z.object({
      connectionId: requiredString('connectionId'),
      matchDateTime: matchDateTimeParam(),
      /** The caller: their member id, or 'member1' / 'member2' as the connection names them. */
      who: requiredString('who'),
    }),
    answerValueSchema,
  )
  .check(
    z.refine((body: object) => Object.keys(body).length - 3 <= ANSWER_FIELDS_MAX, {
      error: `At most ${ANSWER_FIELDS_MAX} answer fields`,
    }),
    z.refine((body: object) => Object.keys(body).every((key) => key.length >= 1 && key.length <= 64 && isStorableText(key)), {
      error: 'Answer field names must be 1 to 64 characters of plain text',
    }),
  );
export const connectionAnswersResponseSchema = z.object({
  connectionId: z.string(),
  matchDateTime: isoDateTime,
  postType: z.string(),
  /** The answers of this kind (both members'), as postType -> member id -> fields, with this postType only. */
  answers: z.record(z.string(), z.record(z.string(), z.record(z.string(), answerValueSchema))),
});

/**
 * Matches (docs/product.md#the-calls, both readings): the caller's most similar colleagues.
 * `orgcode` absent: every open organisation of the caller.
 */
export const matchesBodySchema = z.object({
  id: requiredString('id'),
  matchType: z.optional(z.literal('kindred', { error: "matchType must be 'kindred'" })),
  orgcode: z.optional(orgcodeParam()),
  matchesLimit: z.optional(looseLimit('matchesLimit', MATCHES_LIMIT_MAX)),
  connectionsLimit: z.optional(looseLimit('connectionsLimit', CONNECTIONS_LIMIT_MAX)),
});
/** POST ?type=matches: strongest first. */
export const matchesResponseSchema = z.array(orgMemberSchema);
/** PUT ?type=get-matches: the same list as a JSON string in `body` (docs/product.md#the-calls). */
export const getMatchesResponseSchema = z.object({ statusCode: z.literal(200), body: z.string() });

/** POST ?type=org-members: the directory of one of the caller's organisations; only when its community is open. */
export const orgMembersBodySchema = z.object({ orgcode: orgcodeParam() });
/** By name; the caller is not listed. */
export const orgMembersResponseSchema = z.array(orgMemberSchema);

/** POST ?type=matching-settings: the caller's weekly matching setting (docs/decisions.md#matching). */
export const matchingSettingsBodySchema = z.object({});
export const matchingSettingsResponseSchema = z.object({
  /** True while the caller has paused their weekly matches; new members are matched (false). */
  paused: z.boolean(),
});
/** PUT ?type=pause-matching: pause (true) or resume (false) the caller's weekly matches. */
export const pauseMatchingBodySchema = z.object({
  paused: z.boolean({ error: (issue) => (issue.input === undefined ? missingParameterMessage('paused') : 'paused must be true or false') }),
});
