/**
 * Edit the signed-in member's profile (docs/product.md#the-calls): PUT
 * /v1/user-profile?type=dbedit with `{ id, email, details }`, `details` being
 * the contract's whitelist of editable fields. The answer is the updated
 * profile, which replaces the cached one.
 *
 * Choosing a preset avatar (settings, Account) is one such edit, with the
 * toasts of docs/product.md#screens-and-routes, #errors.
 */
import { PROFILE_PATH } from '@kindred/contracts/api/profile';
import { dbeditBodySchema, type ProfileDetailsEdit } from '@kindred/contracts/api/profile-edit';
import { toast } from '@kindred/ui/Toast';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { isNetworkFailure } from '../../shared/errors.ts';
import { profileApi } from '../../shared/http.ts';
import { isEmptyAnswer } from '../utils/typed-attributes.ts';
import { directoryKeys, profileKeys, type ProfileOwner } from './keys.ts';
import { profileAnswerSchema, type Profile } from './profile-schemas.ts';
import { NO_JWT_TOKEN, bearer, parseRequest, readJson } from './request.ts';

const AVATAR_UPDATED = 'Avatar updated!';
const AVATAR_UPDATE_FAILED = 'Failed to update avatar. Please try again.';

export interface ProfileEdit {
  id: string;
  email: string;
  details: ProfileDetailsEdit;
}

/** One call; the request is checked with the contract's schema first. Null when the answer carries nothing. */
export async function updateProfile(edit: ProfileEdit): Promise<Profile | null> {
  const body = parseRequest(dbeditBodySchema, edit);
  const headers = await bearer(NO_JWT_TOKEN);
  const response = await profileApi.put(PROFILE_PATH, { searchParams: { type: 'dbedit' }, json: body, headers });
  const answer = await readJson(response);
  return isEmptyAnswer(answer) ? null : profileAnswerSchema.parse(answer);
}

/** Puts an edit's answer in the cache; without an answer, marks the profile stale instead. */
export function applyProfileEdit(queryClient: QueryClient, owner: ProfileOwner, details: ProfileDetailsEdit, answer: Profile | null) {
  const key = profileKeys.user(owner.id, owner.email);
  if (answer) {
    queryClient.setQueryData<Profile>(key, answer);
    return;
  }
  queryClient.setQueryData<Profile>(key, (current) => {
    if (!current) return current;
    const next = { ...current, ...details } as Profile;
    if (typeof details.profilePicture === 'string' || details.profilePicture === null) {
      next.profilePictureUrl = details.profilePicture;
      next.user = { ...current.user, profilePicture: details.profilePicture };
    }
    return next;
  });
  void queryClient.invalidateQueries({ queryKey: key });
}

export interface UpdateAvatarOptions {
  /** Called with the new picture URL once saved (e.g. to update the signed-in user). */
  onUpdated?: (profilePictureUrl: string) => void;
}

/** Saves a profile picture URL (a preset avatar) with the toasts 'Avatar updated!' or the failure message. */
export function useUpdateAvatar(owner: ProfileOwner | null | undefined, options: UpdateAvatarOptions = {}) {
  const queryClient = useQueryClient();
  const { onUpdated } = options;
  return useMutation({
    mutationKey: profileKeys.editAvatar(),
    mutationFn: (profilePicture: string) =>
      updateProfile({ id: owner?.id ?? '', email: owner?.email ?? '', details: { profilePicture } }),
    onSuccess: (answer, profilePicture) => {
      if (owner) applyProfileEdit(queryClient, owner, { profilePicture }, answer);
      onUpdated?.(profilePicture);
      toast.success(AVATAR_UPDATED);
    },
    onError: (error) => {
      console.warn('Avatar update failed', error);
      // A lost connection is said once, by the query client's handler, in the generic words.
      if (!isNetworkFailure(error)) toast.error(AVATAR_UPDATE_FAILED);
    },
  });
}

/**
 * Saves an edit of the member's own profile fields (settings, 'Your profile'). The answer replaces the cached profile,
 * so every screen that shows it (home, the persona insights, Link's context) shows the edit at once, and the
 * organisation's directory is read again; `onSaved` refreshes what other features built from it. Failures are the caller's to show (the form puts them by its fields); only a
 * lost connection is said by the query client's handler.
 */
export function useEditProfile(owner: ProfileOwner | null | undefined, options: { onSaved?: () => void } = {}) {
  const queryClient = useQueryClient();
  const { onSaved } = options;
  return useMutation({
    mutationKey: profileKeys.editDetails(),
    mutationFn: (details: ProfileDetailsEdit) => updateProfile({ id: owner?.id ?? '', email: owner?.email ?? '', details }),
    onSuccess: (answer, details) => {
      if (owner) applyProfileEdit(queryClient, owner, details, answer);
      void queryClient.invalidateQueries({ queryKey: directoryKeys.all });
      onSaved?.();
    },
    onError: (error) => console.warn('Profile edit failed', error),
  });
}
