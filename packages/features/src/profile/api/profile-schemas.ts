/**
 * How the client reads profile answers. The strict shapes live in the
 * contracts (`userProfileSchema`, `organizationSchema`); these readers are
 * built from the same field lists but forgive what another implementation of
 * the contract may do (docs/decisions.md#we-build-the-server): answer in the typed-attribute form, leave
 * a field out, send a number as text, keep fields only inside `rawData`.
 * Whatever comes in, what comes out has the contract's shape, with the
 * defaults the screens expect (empty lists, null text).
 */
import {
  PROFILE_LIST_FIELDS,
  PROFILE_NUMBER_FIELDS,
  PROFILE_TEXT_FIELDS,
  type ProfileListField,
  type ProfileNumberField,
  type ProfileTextField,
  type UserProfile,
} from '@kindred/contracts/api/profile';
import { RAW_TRAIT_KEYS, type RawHexaco } from '@kindred/contracts/domain/hexaco';
import * as z from 'zod/mini';
import { fromTypedAttributes, unwrapEnvelope } from '../utils/typed-attributes.ts';

/**
 * A profile as the client holds it: the contract's `UserProfile`, except that
 * HEXACO scores may be partial (a missing trait shows the default score).
 */
export type Profile = Omit<UserProfile, 'hexaco'> & { hexaco: Partial<RawHexaco> | null };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// --- field readers -----------------------------------------------------------

function readText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

function readNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

/** A list of non-blank strings; a single string counts as a list of one. */
function readList(value: unknown): string[] {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
  return items
    .map((item) => (typeof item === 'number' ? String(item) : item))
    .filter((item): item is string => typeof item === 'string')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

function readBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 'true') return true;
  if (value === 'false') return false;
  return undefined;
}

/** An organisation's code, name (either spelling) and description; null without a code. */
function readOrganization(value: unknown): { orgcode: string; orgname: string; description: string } | null {
  if (!isRecord(value)) return null;
  const orgcode = readText(value.orgcode)?.trim();
  if (!orgcode) return null;
  return { orgcode, orgname: readText(value.orgname) ?? readText(value.name) ?? orgcode, description: readText(value.description) ?? '' };
}

/** Raw HEXACO scores under the API's short keys; null when none is a number. */
function readHexaco(value: unknown): Partial<RawHexaco> | null {
  if (!isRecord(value)) return null;
  const scores: Partial<RawHexaco> = {};
  for (const key of RAW_TRAIT_KEYS) {
    const score = readNumber(value[key]);
    if (score !== null) scores[key] = score;
  }
  return Object.keys(scores).length > 0 ? scores : null;
}

/** Any value, absent included, read by `read` (`z.unknown().optional().transform(read)`). */
function reader<T>(read: (value: unknown) => T) {
  return z.pipe(z.optional(z.unknown()), z.transform(read));
}

/**
 * A schema built the first time it reads an answer, not when the module loads: building these readers took a good
 * part of home's route evaluation, a task that runs before anything is drawn, while the first answer they read
 * arrives in a task of its own.
 */
function onFirstUse<T>(build: () => z.ZodMiniType<T>): { parse(input: unknown): T } {
  let schema: z.ZodMiniType<T> | undefined;
  return { parse: (input) => (schema ??= build()).parse(input) };
}

/** Fields another implementation may keep only inside `rawData`. */
const RAW_DATA_FALLBACK_FIELDS = [...PROFILE_TEXT_FIELDS, ...PROFILE_NUMBER_FIELDS, ...PROFILE_LIST_FIELDS, 'archetype', 'hexaco'] as const;

/** Plain JSON with the fields of `rawData` filling the top-level gaps. */
function prepareProfileDocument(input: unknown): unknown {
  const plain = fromTypedAttributes(unwrapEnvelope(input));
  if (!isRecord(plain)) return plain;
  const rawData = isRecord(plain.rawData) ? plain.rawData : {};
  const document: Record<string, unknown> = { ...plain };
  for (const key of RAW_DATA_FALLBACK_FIELDS) {
    if ((document[key] === undefined || document[key] === null) && rawData[key] !== undefined) document[key] = rawData[key];
  }
  // A user block may be missing while its fields sit at the top level.
  if (!isRecord(document.user)) {
    document.user = { fname: plain.fname, lname: plain.lname, email: plain.email, profilePicture: plain.profilePicture };
  }
  return document;
}

/**
 * Reads a userSpecific (or dbedit) answer in either form. Fails only when the
 * answer is not an object at all; `isEmptyAnswer` decides "returned nothing"
 * before this runs.
 */
export const profileAnswerSchema = onFirstUse(() => {
  const text = reader(readText);
  const list = reader(readList);
  const number = reader(readNumber);

  const profileFieldReaders = {
    ...(Object.fromEntries(PROFILE_TEXT_FIELDS.map((key) => [key, text])) as Record<ProfileTextField, typeof text>),
    ...(Object.fromEntries(PROFILE_NUMBER_FIELDS.map((key) => [key, number])) as Record<ProfileNumberField, typeof number>),
    ...(Object.fromEntries(PROFILE_LIST_FIELDS.map((key) => [key, list])) as Record<ProfileListField, typeof list>),
  };

  const profileOrganizationReader = reader(readOrganization);

  const userReader = reader((value) => {
    const user = isRecord(value) ? value : {};
    return {
      fname: readText(user.fname) ?? '',
      lname: readText(user.lname) ?? '',
      email: readText(user.email) ?? '',
      profilePicture: readText(user.profilePicture),
    };
  });

  return z.pipe(
    z.transform(prepareProfileDocument),
    z.pipe(
      z.object({
        ...profileFieldReaders,
        id: text,
        user: userReader,
        archetype: text,
        hexaco: reader(readHexaco),
        organizations: reader((value) =>
          (Array.isArray(value) ? value : [])
            .map((item) => profileOrganizationReader.parse(item))
            .filter((item) => item !== null),
        ),
        orgcode: list,
        connectionIds: list,
        profilePicture: text,
        profilePictureUrl: text,
        rawData: reader((value) => (isRecord(value) ? value : {})),
        isSelf: reader((value) => readBoolean(value) ?? false),
      }),
      z.transform((doc): Profile => {
        const picture = doc.profilePictureUrl ?? doc.profilePicture ?? doc.user.profilePicture;
        return {
          ...doc,
          id: doc.id ?? '',
          user: { ...doc.user, profilePicture: doc.user.profilePicture ?? picture },
          profilePicture: picture,
          profilePictureUrl: picture,
        };
      }),
    ),
  );
});

/** An organisation as the orgs call answers it (docs/product.md#what-it-keeps "Organization"), either form. */
export interface OrganizationDetails {
  orgcode: string;
  orgname: string;
  description: string;
  archetype: string | null;
  /** Default false when not given. */
  showCommunityPage: boolean;
  /** Default true when not given (docs/product.md#what-it-keeps); `IsUsersOpen` is the other spelling. */
  isUsersOpen: boolean;
}

/** The orgs answer: a list (either form, or an `{ organizations }` / `{ Items }` wrapper); unreadable entries are skipped. */
export const organizationsAnswerSchema = onFirstUse(() => {
  const organizationReader = reader((value): OrganizationDetails | null => {
    const organization = readOrganization(value);
    if (!organization || !isRecord(value)) return null;
    return {
      ...organization,
      archetype: readText(value.archetype),
      showCommunityPage: readBoolean(value.showCommunityPage) ?? false,
      isUsersOpen: readBoolean(value.isUsersOpen) ?? readBoolean(value.IsUsersOpen) ?? true,
    };
  });

  return z.pipe(
    z.transform((input: unknown): unknown => {
      const plain = fromTypedAttributes(unwrapEnvelope(input));
      if (Array.isArray(plain)) return plain;
      if (isRecord(plain)) {
        const list = plain.organizations ?? plain.Items ?? plain.items;
        if (Array.isArray(list)) return list;
      }
      return [];
    }),
    z.pipe(
      z.array(organizationReader),
      z.transform((items: (OrganizationDetails | null)[]) => items.filter((item): item is OrganizationDetails => item !== null)),
    ),
  );
});
