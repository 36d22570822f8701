/** The built-in advisor: the provider, and how it reads a question (for the evaluation and for logs). */
export { createBuiltinProvider, REPLY_WORDS } from './provider.ts';
export { ADVISOR_INTENTS, INTENT_LABELS, classifyQuestion, durationAsked, guardQuestion } from './intents.ts';
export type { AdvisorIntent, Classification } from './intents.ts';
