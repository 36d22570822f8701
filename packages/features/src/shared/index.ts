export * from './errors.ts';
export * from './guards.ts';
export * from './http.ts';
export * from './query-client.ts';
export * from './session.ts';
export * from './storage.ts';
export * from './analytics.ts';
export * from './ask-link.ts';
