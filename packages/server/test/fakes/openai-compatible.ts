/**
 * A loopback OpenAI-compatible server (the chat completions dialect Ollama, vLLM and llama.cpp speak), close
 * enough for the advisor's OpenAI-compatible provider to be tested against it:
 *
 * - `POST {base}/chat/completions` with `stream: true` answers server-sent events, one
 *   `data: {"object":"chat.completion.chunk","choices":[{"index":0,"delta":{"content":…},"finish_reason":null}]}`
 *   per piece (the first delta also carries `role: "assistant"`), a last chunk with `finish_reason: "stop"`,
 *   then `data: [DONE]`; without `stream` it answers one `chat.completion` object;
 * - with an API key configured, a call without `Authorization: Bearer <key>` answers 401 invalid_api_key (without
 *   one, as a local Ollama, any call is accepted); an unknown model answers 404; a body without `model` or
 *   `messages` 400; errors are `{ error: { message, type, code } }`.
 *
 * Tests script the next answers through `state.answer(…)`, as for the Gemini fake (test/fakes/gemini.ts).
 */
import type { ServerResponse } from 'node:http';
import { ExchangeLog, listenStreaming, sendEvents, sendJson } from './gemini.ts';

export interface OpenAiFakeOptions {
  /** null: no key is asked for (a local server). */
  apiKey?: string | null;
  /** The path the API lives under ('/v1', as Ollama's and vLLM's). */
  basePath?: string;
  models?: string[];
}

const ERROR_TYPES: Record<number, { type: string; code: string | null; message: string }> = {
  400: { type: 'invalid_request_error', code: null, message: 'Invalid request.' },
  401: { type: 'invalid_request_error', code: 'invalid_api_key', message: 'Incorrect API key provided.' },
  404: { type: 'invalid_request_error', code: 'model_not_found', message: 'The model does not exist.' },
  429: { type: 'requests', code: 'rate_limit_exceeded', message: 'Rate limit reached for requests. Please try again later.' },
  500: { type: 'server_error', code: null, message: 'The server had an error while processing your request.' },
  503: { type: 'server_error', code: null, message: 'The server is overloaded or not ready yet.' },
  504: { type: 'server_error', code: null, message: 'Gateway timeout.' },
};

function openAiError(res: ServerResponse, status: number, message?: string, headers: Record<string, string> = {}): void {
  const known = ERROR_TYPES[status] ?? { type: 'server_error', code: null, message: 'Error' };
  sendJson(res, status, { error: { message: message ?? known.message, type: known.type, param: null, code: known.code } }, headers);
}

interface ChatBody {
  model?: unknown;
  messages?: { role?: string; content?: unknown }[];
  stream?: boolean;
}

export async function startOpenAiFake(options: OpenAiFakeOptions = {}) {
  const apiKey = options.apiKey === undefined ? 'openai-test-key' : options.apiKey;
  const basePath = options.basePath ?? '/v1';
  const models = options.models ?? ['llama-test', 'llama-test-large'];
  const log = new ExchangeLog();
  let sequence = 0;

  const server = await listenStreaming(log, (request, res) => {
    if (request.method !== 'POST' || request.path !== `${basePath}/chat/completions`) return openAiError(res, 404, `Not found: ${request.path}`);
    if (apiKey !== null && request.headers.authorization !== `Bearer ${apiKey}`) return openAiError(res, 401);
    const body = (typeof request.body === 'object' ? request.body : null) as ChatBody | null;
    if (!body || typeof body.model !== 'string' || !Array.isArray(body.messages) || body.messages.length === 0) {
      return openAiError(res, 400, "'model' and 'messages' are required.");
    }
    if (body.messages.some((message) => !['system', 'user', 'assistant', 'tool', 'developer'].includes(String(message.role)))) {
      return openAiError(res, 400, 'Invalid message role.');
    }
    if (!models.includes(body.model)) return openAiError(res, 404, `model "${body.model}" not found, try pulling it first`);
    const model = body.model;
    sequence += 1;
    const id = `chatcmpl-fake-${sequence}`;
    const created = Math.floor(Date.now() / 1000);
    const chunk = (delta: Record<string, unknown>, finish: string | null) =>
      JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices: [{ index: 0, delta, finish_reason: finish }] });
    const deltas = (pieces: string[]) => pieces.map((content, i) => chunk(i === 0 ? { role: 'assistant', content } : { content }, null));
    const finish = chunk({}, 'stop');

    const script = log.take();
    switch (script.kind) {
      case 'text':
        if (body.stream !== true) {
          return sendJson(res, 200, {
            id,
            object: 'chat.completion',
            created,
            model,
            choices: [{ index: 0, message: { role: 'assistant', content: script.pieces.join('') }, finish_reason: 'stop' }],
            usage: { prompt_tokens: 12, completion_tokens: 5, total_tokens: 17 },
          });
        }
        return sendEvents(res, [...deltas(script.pieces), finish, '[DONE]']);
      case 'rate-limited':
        return openAiError(res, 429, undefined, script.retryAfter === undefined ? {} : { 'retry-after': String(script.retryAfter) });
      case 'status':
        return openAiError(res, script.status);
      case 'hang':
        if (script.pieces) sendEvents(res, deltas(script.pieces), { end: false });
        return;
      case 'empty':
        return sendEvents(res, [chunk({ role: 'assistant', content: '' }, null), finish, '[DONE]']);
      case 'malformed':
        return sendEvents(res, [...deltas(script.pieces ?? []), '{"id":"chatcmpl-broken","choices":[{"delta":', '[DONE]']);
    }
  });

  return {
    url: server.url,
    close: server.close,
    state: log,
    /** The provider's settings for this fake (AdvisorConfig's `openai`). */
    config: { baseUrl: `${server.url}${basePath}`, apiKey, models: { flash: models[0] ?? 'llama-test', pro: models[1] ?? 'llama-test-large' } },
  };
}
