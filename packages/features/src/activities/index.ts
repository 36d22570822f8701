/** The activities feature's public entry. Its screens arrive with their own issue; its catalogue is here now. */
export * from './content/activities.ts';
export * from './utils/duration.ts';
export * from './utils/find-activity.ts';
