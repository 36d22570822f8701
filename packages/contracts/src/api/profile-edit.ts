/**
 * The profile edit call (PUT /v1/user-profile?type=dbedit): the fields a member edits themselves, with their
 * limits. A module of its own, beside ./profile: these are some hundred schemas that only the settings page and the
 * server use, and a page that imports ./profile builds all of that module's schemas as it loads (home among them).
 */
import * as z from 'zod/mini';
import '../zod-locale.ts';
import { missingParameterMessage, requiredString, storable } from './params';
import { userProfileSchema } from './profile';

const shortText = (name: string, max: number) =>
  z
    .string({ error: `${name} must be text` })
    .check(
      z.trim(),
      z.maxLength(max, { error: `${name} must be at most ${max} characters` }),
      z.refine(...storable(name)),
    );

/**
 * The limits of the fields the settings form edits, so the form states them and the server holds them in one place:
 * title and department 100 characters, headline 280, a list (interests, fun facts) 20 entries of 120 characters.
 */
export const PROFILE_EDIT_LIMITS = {
  title: 100,
  department: 100,
  headline: 280,
  listEntries: 20,
  listEntryLength: 120,
} as const;

const textList = (name: string, maxItems: number = PROFILE_EDIT_LIMITS.listEntries, itemMax: number = PROFILE_EDIT_LIMITS.listEntryLength) =>
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
  title: shortText('title', PROFILE_EDIT_LIMITS.title),
  department: shortText('department', PROFILE_EDIT_LIMITS.department),
  headline: shortText('headline', PROFILE_EDIT_LIMITS.headline),
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
