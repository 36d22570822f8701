/**
 * Any OpenAI-compatible server (Ollama, vLLM, llama.cpp, or OpenAI itself) as an advisor provider, through the
 * AI SDK's OpenAI-compatible provider: streamed chat completions at `{baseUrl}/chat/completions`, with a bearer
 * key only when one is configured (a local server usually wants none).
 */
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { AdvisorConfig } from '../../../platform/config/config.ts';
import type { AdvisorProvider, ProviderRequest, ReplyChunk } from '../types.ts';
import { remoteReply } from './remote.ts';

export type OpenAiCompatibleSettings = NonNullable<AdvisorConfig['openai']>;

export function createOpenAiCompatibleProvider(settings: OpenAiCompatibleSettings): AdvisorProvider {
  const server = createOpenAICompatible({
    name: 'openai-compatible',
    baseURL: settings.baseUrl.replace(/\/+$/, ''),
    ...(settings.apiKey ? { apiKey: settings.apiKey } : {}),
  });
  return {
    name: 'openai',
    reply(request: ProviderRequest): AsyncIterable<ReplyChunk> {
      return remoteReply(server.chatModel(settings.models[request.model]), request, 'The OpenAI-compatible server');
    },
  };
}
