/**
 * The profile feature: reading the signed-in member's profile and changing its
 * avatar, the organisation's directory, and the organisation selection.
 */
export { type ProfileOwner } from './api/keys.ts';
export { type Profile, profileAnswerSchema } from './api/profile-schemas.ts';
export { NO_JWT_TOKEN, bearer, parseRequest, readJson } from './api/request.ts';
export {
  UNABLE_TO_LOAD_PROFILE,
  ownProfileQueryOptions,
  useOwnProfile,
  useOwnProfileAs,
  useOwnProfileView,
} from './api/get-profile.ts';
export { useEditProfile, useUpdateAvatar } from './api/update-profile.ts';
export { invalidateOwnProfile } from './api/invalidate.ts';
export { useLeaveOrganization } from './api/leave-organization.ts';
export {
  organizationSelectionAtom,
  useOrganizationSelection,
  useSelectedOrganization,
  useOrganizations,
} from './state/organization-selection.ts';
export { toNormalizedProfile, type NormalizedProfile } from './utils/normalized-profile.ts';
export { toProfileView, type ProfileCompleteness, type ProfileView } from './utils/profile-view.ts';
export { type UserOrganization } from './utils/organizations.ts';
export { useDirectory } from './api/get-org-members.ts';
