/**
 * Gemini (the Gemini API, v1beta) as an advisor provider, through the AI SDK's Google provider: the key travels
 * in `x-goog-api-key`, replies stream as server-sent events (`:streamGenerateContent?alt=sse`). The base URL is
 * configuration, so the same code talks to Google, a proxy or a loopback fake.
 *
 * Thinking is kept to the least the model allows (none where it can be turned off): Gemini counts thinking
 * against the reply's token limit, and a short answer should not be spent before a word of it is written.
 */
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import type { AdvisorConfig } from '../../../platform/config/config.ts';
import type { AdvisorProvider, ProviderRequest, ReplyChunk } from '../types.ts';
import { remoteReply } from './remote.ts';

export type GeminiSettings = NonNullable<AdvisorConfig['gemini']>;

/** The API's root with its version: 'https://generativelanguage.googleapis.com' becomes '…/v1beta'. */
export function geminiApiBase(baseUrl: string): string {
  const trimmed = baseUrl.replace(/\/+$/, '');
  return /\/v1(?:alpha|beta)?\d*$/.test(trimmed) ? trimmed : `${trimmed}/v1beta`;
}

export function createGeminiProvider(settings: GeminiSettings): AdvisorProvider {
  const google = createGoogleGenerativeAI({ apiKey: settings.apiKey, baseURL: geminiApiBase(settings.baseUrl) });
  return {
    name: 'gemini',
    reply(request: ProviderRequest): AsyncIterable<ReplyChunk> {
      return remoteReply(google(settings.models[request.model]), request, 'Gemini', { reasoning: 'none' });
    },
  };
}
