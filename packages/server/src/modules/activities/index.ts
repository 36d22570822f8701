/** Activities' public API: 'Mark as done' (activity completions), its service and its routes. */
export { activityRoutes } from './routes.ts';
export { createActivitiesService, dayIn } from './service.ts';
export type { ActivitiesDeps, ActivitiesService } from './service.ts';
