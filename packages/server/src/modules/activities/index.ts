/** Activities' public API: 'Mark as done' (activity completions), its service and its routes. */
export { activityRoutes } from './routes.ts';
export { createActivitiesService } from './service.ts';
export type { ActivitiesService } from './service.ts';
