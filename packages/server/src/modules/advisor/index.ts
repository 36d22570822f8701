/** Link, the workplace advisor: its service, routes, provider choice and the facts it rebuilds per question. */
export { advisorRoutes } from './routes.ts';
export { createAdvisorService, providerFailure } from './service.ts';
export type { AdvisorDeps, AdvisorService, ReplyStream } from './service.ts';
export { selectProvider } from './providers/select.ts';
export { buildFacts, diversityIndex, eventKindOf, readHint } from './facts.ts';
export { ProviderError } from './types.ts';
export type { AdvisorFacts, AdvisorProvider, ProviderRequest, ReplyChunk } from './types.ts';
