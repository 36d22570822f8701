/**
 * Link, the workplace advisor: its service, routes, provider choice and the facts it rebuilds per question; the
 * chats members open and the questions Link answered, which achievements count (`usage`).
 */
export { advisorRoutes } from './routes.ts';
export { ADVISOR_SESSION_LIMITS, createAdvisorService } from './service.ts';
export type { AdvisorService } from './service.ts';
export { selectProvider } from './providers/select.ts';
export { buildFacts } from './facts.ts';
export type { FactsDeps } from './facts.ts';
export { ProviderError } from './types.ts';
export type { AdvisorFacts, AdvisorProvider, ProviderRequest, ReplyChunk } from './types.ts';
