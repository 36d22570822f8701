/**
 * Get user (docs/product.md#the-calls): POST /v1/user-profile?type=userSpecific
 * &memberId&alreadyViewed=true&email. Reads the caller's own profile, or
 * another member's by that member's e-mail.
 *
 * The home profile query refetches on window focus with a 5-minute stale time
 * (docs/product.md#constants-and-limits), overriding the client default of no refetch on focus.
 */
import { PROFILE_PATH, userSpecificQuerySchema } from '@kindred/contracts/api/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isHTTPError } from 'ky';
import { profileApi } from '../../shared/http.ts';
import { QUERY_STALE_TIME_MS } from '../../shared/query-client.ts';
import { toNormalizedProfile } from '../utils/normalized-profile.ts';
import { toProfileView } from '../utils/profile-view.ts';
import { isEmptyAnswer, unwrapEnvelope } from '../utils/typed-attributes.ts';
import { profileKeys, type ProfileOwner } from './keys.ts';
import { profileAnswerSchema, type Profile } from './profile-schemas.ts';
import { NO_PROFILE_TOKEN, bearer, parseRequest, readJson } from './request.ts';

/** The profile query's own freshness (docs/product.md#constants-and-limits: "refetches on focus with a 5-minute stale time"). */
export const PROFILE_STALE_TIME_MS = QUERY_STALE_TIME_MS;
/** What the home screen's error state reports (docs/product.md#errors "Profile"). */
export const UNABLE_TO_LOAD_PROFILE = 'Unable to load profile data';
/** What it reports when the server has no profile for the member (a 404). */
const PROFILE_NOT_FOUND = 'User profile not found';

export interface UserProfileRequest {
  /** The caller's member id. */
  memberId: string;
  /** The e-mail of the profile to read. */
  email: string;
}

/**
 * One call. Throws 'User ID and email are required' or 'No authentication
 * token available' before the network (docs/product.md#validation); returns null when the answer
 * carries nothing.
 */
export async function fetchUserProfile({ memberId, email }: UserProfileRequest): Promise<Profile | null> {
  const query = parseRequest(userSpecificQuerySchema, { type: 'userSpecific', memberId, email, alreadyViewed: 'true' });
  const headers = await bearer(NO_PROFILE_TOKEN);
  const response = await profileApi.post(PROFILE_PATH, {
    searchParams: { type: 'userSpecific', memberId: query.memberId, alreadyViewed: 'true', email: query.email },
    headers,
  });
  const answer = await readJson(response);
  if (isEmptyAnswer(unwrapEnvelope(answer))) return null;
  const profile = profileAnswerSchema.parse(answer);
  return profile.id || profile.user.email ? profile : null;
}

/**
 * The profile query's error: 'User profile not found' for a 404 and 'Unable
 * to load profile data' for anything else (what the screens show), with the
 * real failure as `cause` and its HTTP status, so the query client does not
 * retry a 4xx.
 */
export class ProfileLoadError extends Error {
  readonly status: number | undefined;
  constructor(cause?: unknown) {
    // A profile that does not exist says so; any other failure is 'Unable to load profile data'.
    super(statusOf(cause) === 404 ? PROFILE_NOT_FOUND : UNABLE_TO_LOAD_PROFILE, { cause });
    this.name = 'ProfileLoadError';
    this.status = statusOf(cause);
  }
}

function statusOf(error: unknown): number | undefined {
  if (isHTTPError(error)) return error.response.status;
  if (typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number') return error.status;
  return undefined;
}

export async function loadUserProfile(request: UserProfileRequest): Promise<Profile> {
  let profile: Profile | null;
  try {
    profile = await fetchUserProfile(request);
  } catch (error) {
    throw new ProfileLoadError(error);
  }
  if (!profile) throw new ProfileLoadError();
  return profile;
}

function requestFor(owner: ProfileOwner | null | undefined, email?: string): UserProfileRequest {
  return { memberId: owner?.id ?? '', email: email ?? owner?.email ?? '' };
}

/** Any member's profile read by the signed-in member (client defaults: no refetch on focus). */
export function userProfileQueryOptions(owner: ProfileOwner | null | undefined, email?: string) {
  const request = requestFor(owner, email);
  return queryOptions({
    queryKey: profileKeys.user(request.memberId, request.email),
    queryFn: () => loadUserProfile(request),
    enabled: Boolean(request.memberId.trim() && request.email.trim()),
  });
}

/** The signed-in member's own profile, as the home dashboard reads it. */
export function ownProfileQueryOptions(owner: ProfileOwner | null | undefined) {
  return queryOptions({
    ...userProfileQueryOptions(owner),
    staleTime: PROFILE_STALE_TIME_MS,
    refetchOnWindowFocus: true,
    // A page that mounts while the profile has failed shows the failure; it does not ask again by itself (the
    // shell and the page would otherwise take turns asking, for ever). 'Refresh Page' and a focus ask again.
    retryOnMount: false,
  });
}

/** The wire answer as the dashboard shows it: normalized, then its view model. */
const toView = (profile: Profile) => toProfileView(toNormalizedProfile(profile));

/** The signed-in member's profile; pass null while nobody is signed in. */
export function useOwnProfile(owner: ProfileOwner | null | undefined) {
  return useQuery(ownProfileQueryOptions(owner));
}

/**
 * The signed-in member's profile read through `select`, which runs again only when the profile or `select` changes
 * (give a function defined once, not one made on each render).
 */
export function useOwnProfileAs<T>(owner: ProfileOwner | null | undefined, select: (profile: Profile) => T) {
  return useQuery({ ...ownProfileQueryOptions(owner), select });
}

/** The signed-in member's profile as the dashboard shows it (`ProfileView`). */
export function useOwnProfileView(owner: ProfileOwner | null | undefined) {
  return useOwnProfileAs(owner, toView);
}
