/**
 * The profile API: every request (query and body) and every answer, defined
 * once for the client, the server and the MSW handlers.
 *
 * Paths, methods, queries and bodies are the specification's (docs/product.md#the-calls). The `type` query chooses the operation on /v1/user-profile.
 * Answers are plain JSON (docs/decisions.md#we-build-the-server); their shapes are ours and follow what
 * the client reads (docs/product.md#what-it-keeps). Ids are member ids (the member-id claim of the
 * identity token) unless a field says otherwise; connection and chat ids are
 * opaque strings.
 *
 * Calls the specification names without a path, and their paths here:
 * - Get user: POST /v1/user-profile?type=userSpecific (query memberId, email).
 * - Get user orgs: POST ?type=orgs; get user connections: POST ?type=connections.
 * - Get matches, directory reading: POST /v1/user-profile?type=matches with the
 *   directory body; the other reading is PUT ?type=get-matches (same body,
 *   answer wrapped as `{ statusCode, body }` with `body` a JSON string).
 * - Organisation members: POST /v1/user-profile?type=org-members {orgcode}.
 * - Picture download (our addition; the upload answer carries its URL):
 *   GET /v1/profile/picture/{id}. Preset avatars: GET /v1/profile/avatars/{file}.
 * - Sending a chat message (our addition; the specification's messaging is
 *   simulated): POST /v1/user-profile?type=message {chatId, content}.
 * - The conversation list (our addition): POST ?type=chat-list; mentors and
 *   mentees (our addition): PUT ?type=relationship {memberId, relationship}.
 */
import * as z from 'zod/mini';
import '../zod-locale.ts';
import { RAW_TRAIT_KEYS, TRAIT_KEYS } from '../domain/hexaco';
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

// The profile API's one path (in params, so the chat calls' module shares it without importing this one).
export { PROFILE_PATH } from './params';
export const PICTURE_PATH = '/v1/profile/picture';
export const AVATARS_PATH = '/v1/profile/avatars';
export const CONNECTION_ANSWERS_PATH = '/v1/user-connections-answers';

/** Largest picture upload, in bytes (5 MB). */
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;
export const PICTURE_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type PictureContentType = (typeof PICTURE_CONTENT_TYPES)[number];

/** The three preset avatars of the settings Account tab (docs/product.md#screens-and-routes, #constants-and-limits), served by the server. */
export const PRESET_AVATAR_URLS = [
  `${AVATARS_PATH}/preset-1.svg`,
  `${AVATARS_PATH}/preset-2.svg`,
  `${AVATARS_PATH}/preset-3.svg`,
] as const;

/** Interests shown per directory member (docs/product.md#what-it-keeps). */
export const MEMBER_INTERESTS_MAX = 5;
/** Connections answered by `isTopConnections: true` (the activity feed shows the first 3). */
export const TOP_CONNECTIONS = 3;
export const MATCHES_LIMIT_MAX = 500;
export const CONNECTIONS_LIMIT_MAX = 2000;

export const USER_ID_AND_EMAIL_REQUIRED = 'User ID and email are required';
export const COMMUNITY_NOT_OPEN = 'Community access is not open for this organization yet';

// ---------------------------------------------------------------------------
// Shared shapes

const isoDateTime = z.string().register(z.globalRegistry, { description: 'ISO 8601 date-time' });

/** HEXACO raw scores, 0-30 per trait, under the API's short keys (docs/product.md#what-it-keeps "User profile"). */
export const rawHexacoSchema = z.object(
  Object.fromEntries(RAW_TRAIT_KEYS.map((key) => [key, z.number().check(z.gte(0), z.lte(30))])) as Record<
    (typeof RAW_TRAIT_KEYS)[number],
    z.ZodMiniNumber<number>
  >,
);
export type RawHexacoScores = z.infer<typeof rawHexacoSchema>;

/** HEXACO percentages, 0-100, under the mapped-profile names. */
export const traitScoresSchema = z.object(
  Object.fromEntries(TRAIT_KEYS.map((key) => [key, z.number().check(z.gte(0), z.lte(100))])) as Record<
    (typeof TRAIT_KEYS)[number],
    z.ZodMiniNumber<number>
  >,
);

export const profileUserSchema = z.object({
  fname: z.string(),
  lname: z.string(),
  email: z.string(),
  profilePicture: z.nullable(z.string()),
});

/** An organisation as a profile lists it (docs/product.md#what-it-keeps "Profile response"). */
export const profileOrganizationSchema = z.object({
  orgcode: z.string(),
  orgname: z.string(),
  description: z.string(),
});

/**
 * An organisation in full (docs/product.md#what-it-keeps "Organization"). `IsUsersOpen` is the
 * spelling of docs/product.md#the-calls ("per org: orgcode, IsUsersOpen, description"); both
 * spellings carry the same value.
 */
export const organizationSchema = z.object({
  orgcode: z.string(),
  orgname: z.string(),
  name: z.string(),
  description: z.string(),
  archetype: z.nullable(z.string()),
  showCommunityPage: z.boolean(),
  isUsersOpen: z.boolean(),
  IsUsersOpen: z.boolean(),
});
export type Organization = z.infer<typeof organizationSchema>;

// ---------------------------------------------------------------------------
// Profile fields (docs/product.md#what-it-keeps "Full profile fields read")

const shortText = (name: string, max: number) =>
  z
    .string({ error: `${name} must be text` })
    .check(
      z.trim(),
      z.maxLength(max, { error: `${name} must be at most ${max} characters` }),
      z.refine(...storable(name)),
    );

const textList = (name: string, maxItems = 20, itemMax = 120) =>
  z
    .array(
      z
        .string({ error: `${name} must be a list of text` })
        .check(
          z.trim(),
          z.minLength(1, { error: `${name} must not contain empty values` }),
          z.maxLength(itemMax, { error: `${name} entries must be at most ${itemMax} characters` }),
          z.refine(...storable(name)),
        ),
      { error: `${name} must be a list of text` },
    )
    .check(z.maxLength(maxItems, { error: `${name} must have at most ${maxItems} entries` }));

const wholeNumber = (name: string, min: number, max: number) =>
  z
    .number({ error: `${name} must be a number` })
    .check(
      z.int({ error: `${name} must be a whole number` }),
      z.gte(min, { error: `${name} must be between ${min} and ${max}` }),
      z.lte(max, { error: `${name} must be between ${min} and ${max}` }),
    );

/**
 * The profile fields a member edits themselves (`dbedit`), with their limits.
 * `*_choice` fields hold options picked from the questionnaire's lists; the
 * camel-case lists hold the member's own words. Null clears a field.
 */
export const editableProfileFields = {
  title: shortText('title', 100),
  department: shortText('department', 100),
  headline: shortText('headline', 280),
  education: shortText('education', 120),
  education_choice: textList('education_choice'),
  education_detail: shortText('education_detail', 500),
  universities: textList('universities'),
  university_choice: textList('university_choice'),
  city_current: shortText('city_current', 120),
  city: shortText('city', 120),
  dobday: wholeNumber('dobday', 1, 31),
  dobmonth: wholeNumber('dobmonth', 1, 12),
  dobyear: wholeNumber('dobyear', 1900, 2100),
  interests_choice: textList('interests_choice'),
  interests: textList('interests'),
  favorite_things_choice: textList('favorite_things_choice'),
  music_preferences_choice: textList('music_preferences_choice'),
  happy_places_choice: textList('happy_places_choice'),
  desired_abilities_choice: textList('desired_abilities_choice'),
  admired_most_choice: textList('admired_most_choice'),
  must_know_facts_choice: textList('must_know_facts_choice'),
  fire_rescue_choice: textList('fire_rescue_choice'),
  favoriteThings: textList('favoriteThings'),
  favoriteArtists: textList('favoriteArtists'),
  happyPlaces: textList('happyPlaces'),
  thingsAboutMe: textList('thingsAboutMe'),
  /** One of PRESET_AVATAR_URLS, or the URL of a picture the member uploaded. */
  profilePicture: shortText('profilePicture', 512),
} as const;
export type EditableProfileField = keyof typeof editableProfileFields;
export const EDITABLE_PROFILE_FIELDS = Object.keys(editableProfileFields) as EditableProfileField[];

/** Fields kept as text (null when unset); the rest are lists (empty when unset) or numbers. */
export const PROFILE_TEXT_FIELDS = [
  'title',
  'department',
  'headline',
  'education',
  'education_detail',
  'city_current',
  'city',
] as const;
export const PROFILE_NUMBER_FIELDS = ['dobday', 'dobmonth', 'dobyear'] as const;
export const PROFILE_LIST_FIELDS = [
  'education_choice',
  'universities',
  'university_choice',
  'interests_choice',
  'interests',
  'favorite_things_choice',
  'music_preferences_choice',
  'happy_places_choice',
  'desired_abilities_choice',
  'admired_most_choice',
  'must_know_facts_choice',
  'fire_rescue_choice',
  'favoriteThings',
  'favoriteArtists',
  'happyPlaces',
  'thingsAboutMe',
] as const;
export type ProfileTextField = (typeof PROFILE_TEXT_FIELDS)[number];
export type ProfileNumberField = (typeof PROFILE_NUMBER_FIELDS)[number];
export type ProfileListField = (typeof PROFILE_LIST_FIELDS)[number];

const profileFieldsSchema = z.object({
  ...(Object.fromEntries(PROFILE_TEXT_FIELDS.map((key) => [key, z.nullable(z.string())])) as Record<
    ProfileTextField,
    z.ZodMiniNullable<z.ZodMiniString<string>>
  >),
  ...(Object.fromEntries(PROFILE_NUMBER_FIELDS.map((key) => [key, z.nullable(z.number())])) as Record<
    ProfileNumberField,
    z.ZodMiniNullable<z.ZodMiniNumber<number>>
  >),
  ...(Object.fromEntries(PROFILE_LIST_FIELDS.map((key) => [key, z.array(z.string())])) as Record<
    ProfileListField,
    z.ZodMiniArray<z.ZodMiniString<string>>
  >),
});
export type ProfileFields = z.infer<typeof profileFieldsSchema>;

/**
 * A user profile (docs/product.md#what-it-keeps "User profile" and "Full profile fields read").
 *
 * For the caller's own profile every field is filled. For another member's
 * profile (same organisation or a connection), `connectionIds` is empty and
 * `organizations` lists only the organisations both share: another member's
 * connections are theirs.
 */
export const userProfileSchema = z.extend(profileFieldsSchema, {
  id: z.string(),
  user: profileUserSchema,
  /** An archetype id ('the organizer'); null until the questionnaire is done (the client shows 'The Organizer'). */
  archetype: z.nullable(z.string()),
  /** Raw 0-30; null until the questionnaire is done. */
  hexaco: z.nullable(rawHexacoSchema),
  organizations: z.array(profileOrganizationSchema),
  /** The org codes alone (the fallback list of docs/product.md#what-it-keeps). */
  orgcode: z.array(z.string()),
  connectionIds: z.array(z.string()),
  profilePicture: z.nullable(z.string()),
  profilePictureUrl: z.nullable(z.string()),
  /** The stored profile document as the server keeps it. */
  rawData: z.record(z.string(), z.unknown()),
  isSelf: z.boolean(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

// ---------------------------------------------------------------------------
// Connections (docs/product.md#what-it-keeps "Connection record")

export const connectionItemsSchema = z.object({
  id: z.string(),
  /** 0-100: the mean per-trait match (docs/decisions.md#matching). */
  connectionStrength: z.number(),
  matchDateTime: isoDateTime,
  /** Whether the caller has opened this connection. */
  viewed: z.boolean(),
  members: z.object({ member1: z.string(), member2: z.string() }),
});

/** The other member of a connection. */
export const connectionDetailsSchema = z.object({
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

export const orgMemberSchema = z.object({
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

// ---------------------------------------------------------------------------
// Requests and answers, one per call

/** POST /v1/user-profile?type=userSpecific&memberId&alreadyViewed=true&email (no body). */
const userIdOrEmail = (name: string) =>
  z
    .string({ error: USER_ID_AND_EMAIL_REQUIRED })
    .check(
      z.trim(),
      z.minLength(1, { error: USER_ID_AND_EMAIL_REQUIRED }),
      z.maxLength(256, { error: `${name} must be at most 256 characters` }),
      z.refine(...storable(name)),
    );
export const userSpecificQuerySchema = z.object({
  type: z.literal('userSpecific'),
  /** The caller's member id. */
  memberId: userIdOrEmail('memberId'),
  /** The e-mail of the profile to read: the caller's own, or another member's (a colleague or a connection). */
  email: userIdOrEmail('email'),
  /** Sent by the client when the profile was already opened; accepted and ignored (view analytics are the client's). */
  alreadyViewed: z.optional(looseBoolean('alreadyViewed')),
});
export const userSpecificResponseSchema = userProfileSchema;

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

/** POST ?type=orgs */
export const orgsBodySchema = z.object({
  orgcodeList: z.pipe(
    requiredStringList('orgcodeList', { max: 100, itemMax: 64 }),
    z.transform((codes: string[]) => codes.map((code) => code.toUpperCase())),
  ),
});
export const orgsResponseSchema = z.array(organizationSchema);

/** POST /v1/profile/picture: the raw image bytes (or multipart form data with one file). */
export const pictureUploadResponseSchema = z.object({
  id: z.string(),
  /** Where the picture is served (GET, no credential needed: the id is unguessable). */
  url: z.string(),
  contentType: z.enum(PICTURE_CONTENT_TYPES),
  size: z.number(),
  /** The caller's profile picture now (the same URL). */
  profilePicture: z.string(),
});
export type PictureUploadResponse = z.infer<typeof pictureUploadResponseSchema>;

/** POST ?type=meeting-content: meeting notes for a persona (archetype) in one of the caller's organisations. */
export const meetingContentBodySchema = z.object({
  orgcode: orgcodeParam(),
  /** An archetype in any common spelling: 'the organizer', 'Organizer', 'The Organizer'. */
  persona: requiredString('persona', { max: 64 }),
});
export const meetingContentResponseSchema = z.object({
  orgcode: z.string(),
  persona: z.string(),
  personaName: z.string(),
  /** Members of the organisation with a HEXACO profile, and how many of them have this archetype. */
  memberCount: z.number(),
  personaCount: z.number(),
  /** Traits where the persona stands out, with the band each falls in. */
  standoutTraits: z.array(z.object({ trait: z.string(), band: z.enum(['high', 'medium', 'low']) })),
  meetingNotes: z.array(z.string()),
});

/** PUT ?type=dbedit: edit the caller's own profile fields (a whitelist). */
export const dbeditBodySchema = z.object({
  id: requiredString('id'),
  email: requiredString('email'),
  details: z
    .strictObject(
      Object.fromEntries(
        Object.entries(editableProfileFields).map(([key, schema]) => [key, z.optional(z.nullable(schema))]),
      ) as { [K in EditableProfileField]: z.ZodMiniOptional<z.ZodMiniNullable<(typeof editableProfileFields)[K]>> },
      {
        error: (issue) => {
          if (issue.input === undefined || issue.input === null) return missingParameterMessage('details');
          if (issue.code === 'unrecognized_keys') return `Unknown profile field: ${issue.keys.join(', ')}`;
          return 'details must be an object of profile fields';
        },
      },
    )
    .check(z.refine((details: object) => Object.keys(details).length > 0, { error: 'details must change at least one field' })),
});
export type ProfileDetailsEdit = z.infer<typeof dbeditBodySchema>['details'];
export const dbeditResponseSchema = userProfileSchema;

/** PUT ?type=viewed: the caller opened a connection. `id` is the connection id. */
export const viewedBodySchema = z.object({
  id: requiredString('id'),
  matchDateTime: matchDateTimeParam(),
});
export const viewedResponseSchema = z.object({ id: z.string(), matchDateTime: isoDateTime, viewed: z.literal(true) });

/** PUT ?type=add-orgcode: join an organisation by its code. */
export const addOrgcodeBodySchema = z.object({
  id: requiredString('id'),
  email: requiredString('email'),
  orgcode: orgcodeParam(),
});
export const addOrgcodeResponseSchema = z.object({
  orgcode: z.array(z.string()),
  organizations: z.array(profileOrganizationSchema),
  joined: z.boolean(),
});

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
export const answerValueSchema = z.union(
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


export const PROFILE_POST_TYPES = ['userSpecific', 'connections', 'orgs', 'recipient', 'chat', 'latest-s3', 'chatId', 'message', 'chat-list', 'meeting-content', 'matches', 'org-members', 'matching-settings'] as const;
export const PROFILE_PUT_TYPES = ['dbedit', 'message-reset', 'viewed', 'add-orgcode', 'get-matches', 'pause-matching', 'relationship'] as const;
