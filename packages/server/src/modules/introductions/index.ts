/**
 * The weekly introduction's public API: its service, routes and job. It owns the introductions, their links, the
 * members' e-mail preferences and the unsubscribe tokens; it reads pairs, profiles and calendars through their
 * modules' services, and books through the calendar's.
 */
export { introductionRoutes } from './routes.ts';
export { createIntroductionsService } from './service.ts';
export type { IntroductionsService } from './service.ts';
export { weeklyIntroductionsJob } from './job.ts';
