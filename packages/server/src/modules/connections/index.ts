/** Connections' public API: its service, its routes, and the weekly matching job. */
export { ANSWERS_PER_MINUTE, connectionRoutes } from './routes.ts';
export { ANSWER_LIMITS, createConnectionsService, ORG_MEMBERS_MAX } from './service.ts';
export type { ConnectionMatch, ConnectionsDeps, ConnectionsService } from './service.ts';
export { generateWeeklyConnections, WEEKLY_MATCHING_JOB, weekStartOf, weeklyMatchingJob } from './matching.ts';
