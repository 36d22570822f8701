/**
 * The profile feature: reading and editing the signed-in member's profile,
 * other members' profiles, and the organisation selection.
 */
export { profileKeys, type ProfileOwner } from './api/keys.ts';
export { type Profile, type OrganizationDetails, profileAnswerSchema, organizationsAnswerSchema } from './api/profile-schemas.ts';
export { NO_JWT_TOKEN, NO_PROFILE_TOKEN, bearer, parseRequest, readJson } from './api/request.ts';
export {
  PROFILE_STALE_TIME_MS,
  UNABLE_TO_LOAD_PROFILE,
  PROFILE_NOT_FOUND,
  ProfileLoadError,
  fetchUserProfile,
  loadUserProfile,
  userProfileQueryOptions,
  ownProfileQueryOptions,
  useOwnProfile,
  useOwnProfileAs,
  useOwnProfileView,
  useMemberProfile,
  type UserProfileRequest,
} from './api/get-profile.ts';
export { fetchOrganizations, organizationsQueryOptions, useOrganizationDetails } from './api/get-organizations.ts';
export {
  AVATAR_UPDATED,
  AVATAR_UPDATE_FAILED,
  updateProfile,
  applyProfileEdit,
  useUpdateProfile,
  useUpdateAvatar,
  type ProfileEdit,
  type UpdateAvatarOptions,
} from './api/update-profile.ts';
export { ORGANIZATION_NOT_FOUND, addOrgcode, useAddOrgcode, type AddOrgcodeResult } from './api/join-organization.ts';
export {
  ORGANIZATION_SELECTION_STORAGE_KEY,
  organizationSelectionAtom,
  selectedOrganizationAtom,
  useOrganizationSelection,
  useSelectedOrganization,
  useOrganizations,
  type OrganizationSelectionState,
} from './state/organization-selection.ts';
export {
  CITY_NOT_SPECIFIED,
  DEFAULT_FULL_NAME,
  DEFAULT_ARCHETYPE_NAME,
  archetypeName,
  fullName,
  ageOn,
  mergeLists,
  readBirthdate,
  toNormalizedProfile,
  type Birthdate,
  type NormalizedProfile,
} from './utils/normalized-profile.ts';
export { COMPLETENESS_ITEMS, completenessOf, toProfileView, type CompletenessItem, type ProfileCompleteness, type ProfileView } from './utils/profile-view.ts';
export {
  PERSONAL_ORGANIZATION,
  EMPTY_SELECTION,
  organizationSelectionSchema,
  userOrganizationSchema,
  orgcodesOf,
  reconcileSelection,
  resolveOrganizations,
  selectOrganizationById,
  type OrganizationSelection,
  type UserOrganization,
} from './utils/organizations.ts';
export { fromTypedAttributes, unwrapEnvelope, isEmptyAnswer } from './utils/typed-attributes.ts';
export { directoryKeys } from './api/keys.ts';
export { NO_AUTHENTICATION_TOKEN, directoryQueryOptions, fetchOrgMembers, useDirectory } from './api/get-org-members.ts';
