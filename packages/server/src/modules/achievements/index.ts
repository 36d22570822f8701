/**
 * Achievements' public API (docs/product.md#states "Achievements"): the service and its routes. Counters are
 * counted from the tables of the modules that own each event (activities, quick-connect, advisor, calendar,
 * profile, connections; each through its own index.ts), and each award is written once, by the primary key of
 * `achievement_awards`, with its points. Others call `awards(userId)` (the home feed) and `state(userId)`.
 */
export { achievementRoutes } from './routes.ts';
export { createAchievementsService } from './service.ts';
export type { AchievementsService } from './service.ts';
