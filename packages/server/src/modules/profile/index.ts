/**
 * The profile module's public API: its service and routes, who may see whom
 * (visibility.ts), how a member becomes an answer (mapping.ts), and reads of
 * members and profiles that other modules build on.
 */
export { createProfileService } from './service.ts';
export type { ProfileService } from './service.ts';
export { profileRoutes } from './routes.ts';
export { directoryOrganizations, sharedOrganizations, viewerOrganization, visibleMember } from './visibility.ts';
export { interestsOf, rawHexacoOf, toOrgMember, toUserProfile, traitScoresOf } from './mapping.ts';
export { archetypeDistribution, findMemberByEmail, findMemberByMemberId, findProfile, findProfiles, membersOf, teammatesByEmail } from './repository.ts';
export type { MemberRow, ProfileRow } from './repository.ts';
