/** The built-in advisor: its provider (the intents, composers and catalogue stay inside). */
export { createBuiltinProvider } from './provider.ts';
