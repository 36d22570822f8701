/** Organisations' public API: who belongs to which, and who may join (join codes, domains, invitations). */
export { organizationRoutes } from './routes.ts';
export { organizationAdminRoutes } from './admin-routes.ts';
export type { OrganizationRow } from './repository.ts';
export { createOrganizationsService, notAMemberMessage } from './service.ts';
export type { OrganizationsService } from './service.ts';
