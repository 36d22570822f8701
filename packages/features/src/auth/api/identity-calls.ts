/**
 * The identity service's calls (docs/product.md#the-calls): one function per call, each
 * validating the answer with the schema the server answers with.
 *
 * The account screens do not import this module: they reach it through
 * `loadIdentityCalls()` (identity.ts), so that ky and zod are fetched when
 * the page is idle or at the first submit, not before the page can paint.
 */
import {
  confirmResetPasswordResponseSchema,
  confirmSignInResponseSchema,
  IDENTITY_PATHS,
  refreshResponseSchema,
  resetPasswordResponseSchema,
  signInResponseSchema,
  signOutResponseSchema,
  userAttributesResponseSchema,
  type AuthTokens,
  type ConfirmResetPasswordRequest,
  type ConfirmSignInRequest,
  type ResetPasswordRequest,
  type SignInRequest,
} from '@kindred/contracts/api/identity';
import {
  acceptInvitationResponseSchema,
  confirmSignUpResponseSchema,
  invitationLookupResponseSchema,
  JOIN_PATHS,
  joinWithInvitationResponseSchema,
  signUpResponseSchema,
  type AcceptInvitationRequest,
  type ConfirmSignUpRequest,
  type SignUpRequest,
} from '@kindred/contracts/api/join';
import { api } from '../../shared/http.ts';
import type { SignedInUser } from '../state/user.ts';
import { userFromAttributes } from '../utils/user-from-attributes.ts';

export function signIn(body: SignInRequest) {
  return api.post(IDENTITY_PATHS.signIn, { json: body }).json(signInResponseSchema);
}

export function confirmSignIn(body: ConfirmSignInRequest) {
  return api.post(IDENTITY_PATHS.confirmSignIn, { json: body }).json(confirmSignInResponseSchema);
}

export function resetPassword(body: ResetPasswordRequest) {
  return api.post(IDENTITY_PATHS.resetPassword, { json: body }).json(resetPasswordResponseSchema);
}

export function confirmResetPassword(body: ConfirmResetPasswordRequest) {
  return api.post(IDENTITY_PATHS.confirmResetPassword, { json: body }).json(confirmResetPasswordResponseSchema);
}

/** Attributes of the signed-in user; `token` lets sign-in use the tokens it just received. */
export function fetchUserAttributes(token?: string) {
  return api
    .get(IDENTITY_PATHS.userAttributes, token ? { headers: { Authorization: `Bearer ${token}` } } : {})
    .json(userAttributesResponseSchema);
}

/** The signed-in user these new tokens belong to (docs/product.md#what-it-keeps). */
export async function fetchSignedInUser(idToken: string): Promise<SignedInUser> {
  return userFromAttributes(await fetchUserAttributes(idToken));
}

export function signOut() {
  return api.post(IDENTITY_PATHS.signOut, { json: {} }).json(signOutResponseSchema);
}

/** Exchanges a refresh token for new tokens (the refresh token rotates). No bearer: the refresh token is the credential. */
export async function refreshSession(refreshToken: string): Promise<AuthTokens> {
  const answer = await api
    .post(IDENTITY_PATHS.refresh, { json: { refreshToken }, headers: { Authorization: '' } })
    .json(refreshResponseSchema);
  return answer.tokens;
}

/** What an invitation link's token invites to (no sign-in). */
export function lookupInvitation(token: string) {
  return api.post(JOIN_PATHS.invitation, { json: { token }, headers: { Authorization: '' } }).json(invitationLookupResponseSchema);
}

/** A new account from an invitation link; answers the new session's tokens. */
export function acceptInvitation(body: AcceptInvitationRequest) {
  return api.post(JOIN_PATHS.acceptInvitation, { json: body, headers: { Authorization: '' } }).json(acceptInvitationResponseSchema);
}

/** The signed-in member joins the invitation's organisation. */
export function joinWithInvitation(token: string) {
  return api.post(JOIN_PATHS.joinWithInvitation, { json: { token } }).json(joinWithInvitationResponseSchema);
}

export function signUp(body: SignUpRequest) {
  return api.post(JOIN_PATHS.signUp, { json: body, headers: { Authorization: '' } }).json(signUpResponseSchema);
}

export function confirmSignUp(body: ConfirmSignUpRequest) {
  return api.post(JOIN_PATHS.confirmSignUp, { json: body, headers: { Authorization: '' } }).json(confirmSignUpResponseSchema);
}
