/**
 * Which provider answers for Link (docs/decisions.md#the-advisor): Gemini when a key is configured, else an
 * OpenAI-compatible server when its base URL and model are, else the built-in advisor.
 */
import type { AdvisorConfig } from '../../../platform/config/config.ts';
import { createBuiltinProvider } from '../builtin/index.ts';
import type { AdvisorProvider } from '../types.ts';
import { createGeminiProvider } from './gemini.ts';
import { createOpenAiCompatibleProvider } from './openai.ts';

export function selectProvider(config: AdvisorConfig): AdvisorProvider {
  if (config.gemini) return createGeminiProvider(config.gemini);
  if (config.openai) return createOpenAiCompatibleProvider(config.openai);
  return createBuiltinProvider();
}
