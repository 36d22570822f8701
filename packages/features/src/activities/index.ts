/** The activities feature's public entry: the catalogue, its page, and what other features open it with. */
export * from './content/activities.ts';
export * from './utils/duration.ts';
export * from './utils/find-activity.ts';
export { activityId, filterActivities, overviewPreview, quickConnectPlan, NO_ACTIVITIES_FOUND } from './utils/browse.ts';
export { ActivitiesScreen, ACTIVITIES_TITLE, ACTIVITY_PARAM, type ActivitiesScreenProps } from './components/ActivitiesScreen.tsx';
export { completionsQueryOptions, useCompletions } from './api/get-completions.ts';
export { markActivityDone, useMarkDone } from './api/mark-done.ts';
