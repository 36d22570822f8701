/**
 * The profile module's public API: its service and routes, and how a member becomes an answer (mapping.ts). Other
 * modules ask the service who may see whom (visibility.ts) and for the members and profiles they build on.
 */
export { createProfileService } from './service.ts';
export type { ProfileService } from './service.ts';
export { profileRoutes } from './routes.ts';
export { interestsOf, rawHexacoOf, toOrgMember, traitScoresOf } from './mapping.ts';
export type { MemberRow, ProfileRow } from './repository.ts';
