/**
 * The profile module's rules: a member's own profile and others' (as far as
 * visibility.ts allows), edits, pictures, and meeting advice for a persona.
 */
import { ARCHETYPE_PROTOTYPES, archetypeDisplayName, toArchetypeId } from '@kindred/contracts/domain/archetypes';
import type { ArchetypeId } from '@kindred/contracts/domain/archetypes';
import { TRAIT_KEYS, TRAIT_NAMES, traitBand } from '@kindred/contracts/domain/hexaco';
import type { RawHexaco, TraitKey } from '@kindred/contracts/domain/hexaco';
import { PICTURE_MAX_BYTES, PICTURE_PATH, PRESET_AVATAR_URLS, USER_ID_AND_EMAIL_REQUIRED } from '@kindred/contracts/api/profile';
import type { PictureContentType, PictureUploadResponse, UserProfile } from '@kindred/contracts/api/profile';
import type { ProfileDetailsEdit } from '@kindred/contracts/api/profile-edit';
import type * as z from 'zod/mini';
import type * as api from '@kindred/contracts/api/profile-calls';
import type { ReadCache } from '../../platform/db/read-cache.ts';
import type { Db, Queryable } from '../../platform/db/types.ts';
import { invalid, notFound, tooLarge, unsupportedType } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { Progress } from '../../platform/progress.ts';
import { requireSelfEmail, requireSelfMemberId, sameEmail } from '../identity/index.ts';
import type { Caller } from '../identity/index.ts';
import type { OrganizationsService } from '../organizations/index.ts';
import { toUserProfile } from './mapping.ts';
import * as repo from './repository.ts';
import type { MemberRow, ProfileRow } from './repository.ts';
import { createVisibility, type Visibility } from './visibility.ts';

type Input<S extends z.core.$ZodType> = z.output<S>;

const MESSAGES = {
  profileNotFound: 'User profile not found',
} as const;

export interface ProfileDeps {
  db: Db;
  /**
   * The caller's own profile, the read the app makes most (every page load and focus), kept while nothing
   * changes (platform/db/read-cache.ts).
   */
  ownProfiles: ReadCache<UserProfile>;
  /** Whose organisations are whose (visibility.ts). */
  organizations: Pick<OrganizationsService, 'organizationsOf'>;
  /** Told after a picture is set, chosen or uploaded (achievements' profileAvatarUpdated). */
  progress: Pick<Progress, 'changed'>;
}

export function createProfileService({ db, ownProfiles, organizations, progress }: ProfileDeps) {
  const visibility = createVisibility({ db, organizations });
  return {
    /** userSpecific: the caller's profile, or (by e-mail) a colleague's or a connection's. */
    profile: (caller: Caller, query: Input<typeof api.userSpecificQuerySchema>) => getUserProfile(ownProfiles, db, visibility, caller, query),
    /** dbedit: changes the caller's profile fields; answers the profile. */
    async edit(caller: Caller, body: Input<typeof api.dbeditBodySchema>) {
      const answer = await editProfile(ownProfiles, db, caller, body);
      if (body.details.profilePicture !== undefined) await progress.changed(caller.userId);
      return answer;
    },
    meetingContent: (caller: Caller, body: Input<typeof api.meetingContentBodySchema>) => getMeetingContent(db, visibility, caller, body),
    async uploadPicture(caller: Caller, bytes: Uint8Array, declaredType: string | undefined) {
      const answer = await uploadPicture(db, caller, bytes, declaredType);
      await progress.changed(caller.userId);
      return answer;
    },
    picture: (id: string) => getPicture(db, id),
    /** How often the member set their picture to a new one (achievements' profileAvatarUpdated). */
    avatarUpdates: (userId: string): Promise<number> => repo.avatarUpdatesOf(db, userId),

    // --- For other modules: who may see whom (visibility.ts), and reads of members and profiles.
    ...visibility,
    /** The member with this member id (visible or not: pass it through `visibleMember` before answering with it). */
    memberByMemberId: (memberId: string): Promise<MemberRow | undefined> => repo.findMemberByMemberId(db, memberId),
    /** The member with this e-mail (visible or not, as memberByMemberId). */
    memberByEmail: (email: string): Promise<MemberRow | undefined> => repo.findMemberByEmail(db, email),
    /** A member's profile row by user id. */
    profileOf: (userId: string): Promise<ProfileRow | undefined> => repo.findProfile(db, userId),
    /** Members' profile rows by user id (those that exist, in no particular order). */
    profilesOf: (userIds: readonly string[]): Promise<ProfileRow[]> => repo.findProfiles(db, userIds),
    /** Members of the organisations with their profiles, each member once, by name, at most `limit`. */
    membersOf: (orgcodes: readonly string[], options: { limit: number }): Promise<ProfileRow[]> => repo.membersOf(db, orgcodes, options),
    /** Of the addresses, those of the viewer's teammates (the viewer included), with their member ids. */
    teammatesByEmail: (viewerId: string, emails: readonly string[]): Promise<Map<string, string>> => repo.teammatesByEmail(db, viewerId, emails),
    /**
     * Writes the member's questionnaire result into their profile (raw HEXACO 0-30 and archetype), on `on` when the
     * caller's transaction holds more. Every read of profiles (the caller's own, the directory, matches, Link) reads
     * it from the next request on: the read cache retires its entries on any write.
     */
    setPersonality: (userId: string, raw: RawHexaco, archetype: ArchetypeId, on: Queryable = db): Promise<void> =>
      repo.setPersonality(on, userId, raw, archetype),
    /** How many members of the organisation have each archetype (members without one under null). */
    archetypeDistribution: (orgcode: string) => repo.archetypeDistribution(db, orgcode),
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;

// ---------------------------------------------------------------------------
// The calls

async function ownProfile(ownProfiles: ReadCache<UserProfile>, db: Queryable, caller: Caller): Promise<UserProfile> {
  return ownProfiles.get(db, caller.userId, async () => {
    const found = await repo.findOwnProfile(db, caller.userId);
    if (!found) throw notFound(MESSAGES.profileNotFound);
    return toUserProfile(found.profile, found.organizations, found.connectionIds, true);
  });
}

// ---------------------------------------------------------------------------
// The calls

/** userSpecific: the caller's profile, or (by e-mail) a colleague's or a connection's. */
async function getUserProfile(
  ownProfiles: ReadCache<UserProfile>,
  db: Db,
  visibility: Visibility,
  caller: Caller,
  query: Input<typeof api.userSpecificQuerySchema>,
): Promise<UserProfile> {
  if (!query.memberId || !query.email) throw invalid(USER_ID_AND_EMAIL_REQUIRED);
  requireSelfMemberId(caller, query.memberId, 'memberId');
  if (sameEmail(query.email, caller.email)) return ownProfile(ownProfiles, db, caller);

  const target = await visibility.visibleMember(caller, await repo.findMemberByEmail(db, query.email), MESSAGES.profileNotFound);
  const row = await repo.findProfile(db, target.userId);
  if (!row) throw notFound(MESSAGES.profileNotFound);
  // Another member's connections are theirs; of their organisations, only the shared ones are shown.
  return toUserProfile(
    row,
    await visibility.sharedOrganizations(caller, target.userId),
    [],
    false,
  );
}

// --- meeting content

/** One line of advice per trait and band, for meetings with someone of that persona. */
const MEETING_TIPS: Record<TraitKey, { high: string; low: string }> = {
  honestyHumility: {
    high: 'Be straightforward about what you need and why; fairness matters more to them than polish.',
    low: 'Make the stakes and the recognition visible; they engage when a win is theirs to share.',
  },
  emotionality: {
    high: 'Ask how people feel about the change, not only about the plan, and follow up afterwards.',
    low: 'Keep it practical and brief; they stay calm under pressure and prefer facts to reassurance.',
  },
  extraversion: {
    high: 'Give them room to think aloud, and a part of the meeting to lead.',
    low: 'Send the agenda ahead and leave quiet moments; they contribute best after reflecting.',
  },
  agreeablenessVsAnger: {
    high: 'Invite disagreement explicitly; they may hold back an objection to keep the peace.',
    low: 'Expect direct pushback and treat it as engagement; keep the debate on ideas, not people.',
  },
  conscientiousness: {
    high: 'Arrive with a clear agenda, the decisions to make and an owner for every next step.',
    low: 'Keep the process light: leave space for ideas and agree only the next step or two that matter.',
  },
  opennessToExperience: {
    high: 'Bring a new angle or an open question; exploring possibilities is where they shine.',
    low: 'Anchor new ideas in what already works, with concrete examples and a clear plan.',
  },
};

async function getMeetingContent(
  db: Db,
  visibility: Visibility,
  caller: Caller,
  body: Input<typeof api.meetingContentBodySchema>,
): Promise<z.output<typeof api.meetingContentResponseSchema>> {
  const org = await visibility.viewerOrganization(caller, body.orgcode);
  const persona: ArchetypeId | undefined = toArchetypeId(body.persona);
  if (!persona) throw invalid(`Unknown persona: ${body.persona}`);
  const counts = await repo.archetypeCounts(db, org.orgcode, persona);
  const prototype = ARCHETYPE_PROTOTYPES[persona];
  const standout = TRAIT_KEYS.map((trait) => ({ trait, band: traitBand(prototype[trait]) }))
    .filter((entry) => entry.band !== 'medium')
    .sort((a, b) => Math.abs(prototype[b.trait] - 50) - Math.abs(prototype[a.trait] - 50));
  const name = archetypeDisplayName(persona);
  const notes = [
    counts.memberCount > 0
      ? `${counts.personaCount} of ${counts.memberCount} colleagues in ${org.name} are ${name} profiles.`
      : `Nobody in ${org.name} has completed a profile yet.`,
    ...standout.map(({ trait, band }) => {
      const tips = MEETING_TIPS[trait];
      return `${TRAIT_NAMES[trait]} (${band}): ${band === 'high' ? tips.high : tips.low}`;
    }),
  ];
  return {
    orgcode: org.orgcode,
    persona,
    personaName: name,
    memberCount: counts.memberCount,
    personaCount: counts.personaCount,
    standoutTraits: standout.map(({ trait, band }) => ({ trait, band })),
    meetingNotes: notes,
  };
}

// --- dbedit

const PICTURE_URL = new RegExp(`^${PICTURE_PATH}/([0-9a-f-]{36})$`, 'i');

async function checkProfilePicture(db: Queryable, caller: Caller, url: string): Promise<void> {
  if ((PRESET_AVATAR_URLS as readonly string[]).includes(url)) return;
  const match = PICTURE_URL.exec(url);
  const id = match?.[1];
  if (id && isUuid(id) && (await repo.pictureOwner(db, id)) === caller.userId) return;
  throw invalid('profilePicture must be one of the preset avatars or a picture you uploaded');
}

function isCalendarDate(day: number, month: number, year: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

async function editProfile(
  ownProfiles: ReadCache<UserProfile>,
  db: Db,
  caller: Caller,
  body: Input<typeof api.dbeditBodySchema>,
): Promise<UserProfile> {
  requireSelfMemberId(caller, body.id, 'id');
  requireSelfEmail(caller, body.email, 'email');
  const details: ProfileDetailsEdit = body.details;
  // An empty string or null clears the picture; anything else must be a preset or the caller's own upload.
  if (details.profilePicture) await checkProfilePicture(db, caller, details.profilePicture);

  const current = await repo.findProfile(db, caller.userId);
  if (!current) throw notFound(MESSAGES.profileNotFound);
  const dob = {
    day: 'dobday' in details ? details.dobday : current.details.dobday,
    month: 'dobmonth' in details ? details.dobmonth : current.details.dobmonth,
    year: 'dobyear' in details ? details.dobyear : current.details.dobyear,
  };
  if (
    typeof dob.day === 'number' &&
    typeof dob.month === 'number' &&
    typeof dob.year === 'number' &&
    (!isCalendarDate(dob.day, dob.month, dob.year) || Date.UTC(dob.year, dob.month - 1, dob.day) > Date.now())
  ) {
    throw invalid('Invalid date of birth');
  }

  const columns: repo.ProfileColumnsPatch = {};
  const detailsSet: Record<string, unknown> = {};
  const detailsUnset: string[] = [];
  for (const [key, value] of Object.entries(details)) {
    if (value === undefined) continue;
    if (key === 'title' || key === 'department' || key === 'headline' || key === 'profilePicture') {
      columns[key] = value === '' ? null : (value as string | null);
    } else if (value === null || value === '') {
      detailsUnset.push(key);
    } else {
      detailsSet[key] = value;
    }
  }
  await repo.updateProfile(db, caller.userId, { columns, detailsSet, detailsUnset });
  return ownProfile(ownProfiles, db, caller);
}

// --- pictures

/**
 * The image type the bytes themselves declare (their magic number), or
 * undefined. The upload's Content-Type header is a claim; this is the check.
 * SVG is not accepted: it can carry script.
 */
function detectImageType(bytes: Uint8Array): PictureContentType | undefined {
  const starts = (signature: readonly number[], offset = 0) =>
    bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x47, 0x49, 0x46, 0x38, 0x37, 0x61]) || starts([0x47, 0x49, 0x46, 0x38, 0x39, 0x61])) return 'image/gif';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return undefined;
}

const PICTURE_TYPE_MESSAGE = 'Only PNG, JPEG, GIF or WebP images are accepted';

const PICTURE_SIZE_MESSAGE = `Pictures must be at most ${PICTURE_MAX_BYTES / (1024 * 1024)} MB`;

function pictureUrl(id: string): string {
  return `${PICTURE_PATH}/${id}`;
}

/**
 * Stores an uploaded picture and makes it the caller's profile picture (the
 * previous upload is removed). `declaredType` is the upload's Content-Type:
 * when it names an image type, it must agree with the bytes.
 */
async function uploadPicture(
  db: Db,
  caller: Caller,
  bytes: Uint8Array,
  declaredType: string | undefined,
): Promise<PictureUploadResponse> {
  if (bytes.byteLength === 0) throw invalid('Missing required parameter: picture');
  if (bytes.byteLength > PICTURE_MAX_BYTES) throw tooLarge(PICTURE_SIZE_MESSAGE);
  const detected = detectImageType(bytes);
  if (!detected) throw unsupportedType(PICTURE_TYPE_MESSAGE);
  const declared = declaredType?.split(';')[0]?.trim().toLowerCase();
  if (declared?.startsWith('image/') && declared !== detected && !(declared === 'image/jpg' && detected === 'image/jpeg')) {
    throw unsupportedType(`The file is ${detected}, not ${declared}`);
  }
  const id = await db.transaction(async (tx) => {
    const pictureId = await repo.insertPicture(tx, { ownerId: caller.userId, contentType: detected, data: bytes });
    await repo.setProfilePicture(tx, caller.userId, pictureUrl(pictureId));
    await repo.deletePicturesExcept(tx, caller.userId, pictureId);
    return pictureId;
  });
  const url = pictureUrl(id);
  return { id, url, contentType: detected, size: bytes.byteLength, profilePicture: url };
}

/** A stored picture by id (the id is the capability: unguessable, and changed on every upload). */
async function getPicture(db: Db, id: string): Promise<repo.PictureRow> {
  const picture = isUuid(id) ? await repo.findPicture(db, id) : undefined;
  if (!picture) throw notFound('Picture not found');
  return picture;
}
