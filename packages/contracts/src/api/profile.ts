/**
 * The profile API: its requests (query and body) and answers, defined once for
 * the client, the server and the MSW handlers. The profile edit's are in
 * ./profile-edit, the calls about other members' (connections, matches, the
 * directory) in ./connections, the chat calls' in ./chat; ./profile-calls has
 * every call.
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
  looseBoolean,
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

/** An ISO 8601 date-time in an answer. */
export const isoDateTime = z.string().register(z.globalRegistry, { description: 'ISO 8601 date-time' });

/** HEXACO raw scores, 0-30 per trait, under the API's short keys (docs/product.md#what-it-keeps "User profile"). */
export const rawHexacoSchema = z.object(
  Object.fromEntries(RAW_TRAIT_KEYS.map((key) => [key, z.number().check(z.gte(0), z.lte(30))])) as Record<
    (typeof RAW_TRAIT_KEYS)[number],
    z.ZodMiniNumber<number>
  >,
);

/** HEXACO percentages, 0-100, under the mapped-profile names. */
export const traitScoresSchema = z.object(
  Object.fromEntries(TRAIT_KEYS.map((key) => [key, z.number().check(z.gte(0), z.lte(100))])) as Record<
    (typeof TRAIT_KEYS)[number],
    z.ZodMiniNumber<number>
  >,
);

const profileUserSchema = z.object({
  fname: z.string(),
  lname: z.string(),
  email: z.string(),
  profilePicture: z.nullable(z.string()),
});

/** An organisation as a profile lists it (docs/product.md#what-it-keeps "Profile response"). */
const profileOrganizationSchema = z.object({
  orgcode: z.string(),
  orgname: z.string(),
  description: z.string(),
});

/**
 * An organisation in full (docs/product.md#what-it-keeps "Organization"). `IsUsersOpen` is the
 * spelling of docs/product.md#the-calls ("per org: orgcode, IsUsersOpen, description"); both
 * spellings carry the same value.
 */
const organizationSchema = z.object({
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
// Profile fields (docs/product.md#what-it-keeps "Full profile fields read"; the fields a member edits are in
// ./profile-edit)

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

/**
 * The profile fields' shape. Built in a function the bundler knows to be free of side effects, so that a page
 * which imports this module for one schema (home: the userSpecific query) does not build these 26 field schemas,
 * which only the server's answers use.
 */
/* @__NO_SIDE_EFFECTS__ */
function profileFieldsShape() {
  return {
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
  };
}

const profileFieldsSchema = z.object(profileFieldsShape());
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
// Requests and answers, one per call (connections, matches and the directory: ./connections; the profile edit:
// ./profile-edit)

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
/** The call's answer is the profile: the same schema under the call's name. @alias */
export const userSpecificResponseSchema = userProfileSchema;

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



export const PROFILE_POST_TYPES = ['userSpecific', 'connections', 'orgs', 'recipient', 'chat', 'latest-s3', 'chatId', 'message', 'chat-list', 'meeting-content', 'matches', 'org-members', 'matching-settings'] as const;
export const PROFILE_PUT_TYPES = ['dbedit', 'message-reset', 'viewed', 'add-orgcode', 'get-matches', 'pause-matching', 'relationship'] as const;
