/** Support's public API: tickets, mailed to the member and to the support address. */
export { supportRoutes } from './routes.ts';
export { createSupportService, TICKETS_PER_HOUR } from './service.ts';
export type { SupportService } from './service.ts';
