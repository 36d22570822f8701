/** Home's public API: the Recent Activity feed and the Smart Recommendations, their service and routes. */
export { homeRoutes } from './routes.ts';
export { createHomeService } from './service.ts';
export type { HomeService } from './service.ts';
