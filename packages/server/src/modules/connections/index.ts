/** Connections' public API: its service, its routes, and the weekly matching job. */
export { connectionRoutes } from './routes.ts';
export { createConnectionsService, ORG_MEMBERS_MAX } from './service.ts';
export type { ConnectionMatch, ConnectionsService } from './service.ts';
export { generateWeeklyConnections, WEEKLY_MATCHING_JOB, weekStartOf, weeklyMatchingJob } from './matching.ts';
