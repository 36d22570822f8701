/** Support's public API: tickets, mailed to the member and to the support address. */
export { supportRoutes } from './routes.ts';
export { createSupportService } from './service.ts';
export type { SupportService } from './service.ts';
