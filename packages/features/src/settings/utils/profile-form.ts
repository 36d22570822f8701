/**
 * 'Your profile' in settings: the values the form edits, what a save sends, and the checks, made with the edit call's
 * own schemas (`editableProfileFields`), so the form refuses what the server would, in the server's words with the
 * field's label in place of its wire name ('Title must be at most 100 characters').
 *
 * Interests and fun facts show as the profile shows them: the options picked in the questionnaire (`*_choice`) and
 * the member's own words, merged. A save of such a list writes it as the member's own words and clears the picked
 * options, so what the form showed is exactly what the profile shows afterwards.
 */
import { editableProfileFields, type ProfileDetailsEdit } from '@kindred/contracts/api/profile-edit';
import { toNormalizedProfile, type Profile } from '@kindred/features/profile';

export interface ProfileFormValues {
  title: string;
  department: string;
  headline: string;
  interests: string[];
  funFacts: string[];
}

export type ProfileFormField = keyof ProfileFormValues;
type TextField = 'title' | 'department' | 'headline';
type ListField = 'interests' | 'funFacts';

/** Each form field's label, the wire field it saves to, and the picked options that field also shows. */
const FIELDS = {
  title: { label: 'Title', wire: 'title' },
  department: { label: 'Department', wire: 'department' },
  headline: { label: 'Headline', wire: 'headline' },
  interests: { label: 'Interests', wire: 'interests', choice: 'interests_choice' },
  funFacts: { label: 'Fun facts', wire: 'thingsAboutMe', choice: 'must_know_facts_choice' },
} as const satisfies Record<ProfileFormField, { label: string; wire: string; choice?: string }>;

const TEXT_FIELDS: readonly TextField[] = ['title', 'department', 'headline'];
const LIST_FIELDS: readonly ListField[] = ['interests', 'funFacts'];
const FORM_FIELDS: readonly ProfileFormField[] = [...TEXT_FIELDS, ...LIST_FIELDS];

export const PROFILE_FIELD_LABELS: Readonly<Record<ProfileFormField, string>> = {
  title: FIELDS.title.label,
  department: FIELDS.department.label,
  headline: FIELDS.headline.label,
  interests: FIELDS.interests.label,
  funFacts: FIELDS.funFacts.label,
};

/** What the profile shows today, as the form starts. */
export function profileFormValues(profile: Profile): ProfileFormValues {
  const normalized = toNormalizedProfile(profile);
  return {
    title: profile.title ?? '',
    department: profile.department ?? '',
    headline: profile.headline ?? '',
    interests: normalized.personalInformation.interests,
    funFacts: normalized.funFacts.thingsAboutMe,
  };
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, i) => item === b[i]);
}

function sameField(a: ProfileFormValues, b: ProfileFormValues, field: ProfileFormField): boolean {
  const left = a[field];
  const right = b[field];
  return typeof left === 'string' || typeof right === 'string' ? String(left).trim() === String(right).trim() : sameList(left, right);
}

/** True when the values differ from the saved ones (spaces around a text do not count). */
export function isDirty(saved: ProfileFormValues, draft: ProfileFormValues): boolean {
  return FORM_FIELDS.some((field) => !sameField(saved, draft, field));
}

/**
 * The edit a save sends: only the fields that changed; a cleared text or an emptied list is null (the server then
 * forgets it); a changed list also clears the picked options it was merged with.
 */
export function changedDetails(saved: ProfileFormValues, draft: ProfileFormValues): ProfileDetailsEdit {
  const details: ProfileDetailsEdit = {};
  for (const field of TEXT_FIELDS) {
    if (sameField(saved, draft, field)) continue;
    const value = draft[field].trim();
    details[FIELDS[field].wire] = value === '' ? null : value;
  }
  for (const field of LIST_FIELDS) {
    if (sameField(saved, draft, field)) continue;
    const { wire, choice } = FIELDS[field];
    details[wire] = draft[field].length > 0 ? [...draft[field]] : null;
    details[choice] = null;
  }
  return details;
}

/** A message of the contract's, with the field's label for its wire name. */
function labelled(field: ProfileFormField, message: string): string {
  const { wire, label } = FIELDS[field];
  return message.startsWith(wire) ? `${label}${message.slice(wire.length)}` : message;
}

/** The first message of the edit call's schema for one field's value, or null when the server would accept it. */
export function fieldError(field: ProfileFormField, value: string | readonly string[]): string | null {
  const schema = editableProfileFields[FIELDS[field].wire];
  const result = schema.safeParse(value);
  return result.success ? null : labelled(field, result.error.issues[0]?.message ?? `${FIELDS[field].label} is not valid`);
}

/** Every field's error, or null when the whole form would be accepted. */
export function validateProfileForm(values: ProfileFormValues): Partial<Record<ProfileFormField, string>> | null {
  const errors: Partial<Record<ProfileFormField, string>> = {};
  for (const field of FORM_FIELDS) {
    const error = fieldError(field, values[field]);
    if (error) errors[field] = error;
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/**
 * Adds an entry to a list field: trimmed, refused when blank, already there (in any case) or when the list or the
 * entry would break the contract's limits, with the message that says why.
 */
export function addListEntry(field: ListField, list: readonly string[], entry: string): { list: string[] } | { error: string } {
  const value = entry.trim();
  const label = FIELDS[field].label;
  if (!value) return { error: `Type an entry to add to ${label.toLowerCase()}` };
  if (list.some((item) => item.toLowerCase() === value.toLowerCase())) return { error: `'${value}' is already in ${label.toLowerCase()}` };
  const next = [...list, value];
  const error = fieldError(field, next);
  return error ? { error } : { list: next };
}

/**
 * The form field a server refusal is about, when its message names one of the form's wire fields first (the
 * contract's messages do: 'headline must be at most 280 characters'), with the message labelled; otherwise null.
 */
export function serverFieldError(message: string): { field: ProfileFormField; message: string } | null {
  for (const field of FORM_FIELDS) {
    const { wire } = FIELDS[field];
    if (message.startsWith(`${wire} `)) return { field, message: labelled(field, message) };
  }
  return null;
}
