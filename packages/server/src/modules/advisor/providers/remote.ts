/**
 * What the two remote providers (Gemini, an OpenAI-compatible server) share: one streamed call through the AI
 * SDK, and every way it can fail turned into a `ProviderError` the route answers with its own words.
 *
 * The SDK does not retry (`maxRetries: 0`): the caller's signal carries the time limit of a reply, and a retry
 * hidden in here would spend it. Nothing is logged from here, and no message carries a key, a prompt or a reply.
 */
import { APICallError, RetryError, streamText, type LanguageModel, type LanguageModelCallOptions, type ModelMessage } from 'ai';
import { ProviderError, type ProviderRequest, type ReplyChunk } from '../types.ts';

/** Retry-After as whole seconds: delta-seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterSeconds(header: string | undefined, now = Date.now()): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/** Google's `{ error: { status, details: [{ '@type': '…RetryInfo', retryDelay: '7s' }] } }`, read leniently. */
function googleErrorBody(body: string | undefined): { status?: string; retryDelaySeconds?: number } {
  if (!body) return {};
  try {
    const error = (JSON.parse(body) as { error?: { status?: unknown; details?: unknown } }).error;
    if (!error || typeof error !== 'object') return {};
    const status = typeof error.status === 'string' ? error.status : undefined;
    const details = Array.isArray(error.details) ? (error.details as { retryDelay?: unknown }[]) : [];
    const delay = details.map((detail) => detail?.retryDelay).find((value): value is string => typeof value === 'string');
    const seconds = delay ? /^(\d+(?:\.\d+)?)s$/.exec(delay)?.[1] : undefined;
    return { ...(status ? { status } : {}), ...(seconds ? { retryDelaySeconds: Math.ceil(Number(seconds)) } : {}) };
  } catch {
    return {};
  }
}

const isAbort = (error: unknown) => error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');

/** Any failure of a call as a ProviderError; `aborted` says the caller's signal had fired. */
function toProviderError(error: unknown, label: string, aborted: boolean): ProviderError {
  if (error instanceof ProviderError) return error;
  if (aborted || isAbort(error)) return new ProviderError('timeout', `${label} did not answer in time`);
  const cause = RetryError.isInstance(error) ? error.lastError : error;
  if (cause !== error) return toProviderError(cause, label, aborted);
  if (APICallError.isInstance(error)) {
    const status = error.statusCode;
    const google = googleErrorBody(error.responseBody);
    if (status === 429 || google.status === 'RESOURCE_EXHAUSTED') {
      const header = Object.entries(error.responseHeaders ?? {}).find(([name]) => name.toLowerCase() === 'retry-after')?.[1];
      return new ProviderError('rate-limited', `${label} answered 429`, retryAfterSeconds(header) ?? google.retryDelaySeconds);
    }
    if (status === 504 || google.status === 'DEADLINE_EXCEEDED') return new ProviderError('timeout', `${label} answered ${status ?? 'DEADLINE_EXCEEDED'}`);
    if (status !== undefined) return new ProviderError('unavailable', `${label} answered ${status}${google.status ? ` (${google.status})` : ''}`);
    if (isAbort(error.cause)) return new ProviderError('timeout', `${label} did not answer in time`);
    return new ProviderError('unavailable', `${label} could not be reached`);
  }
  return new ProviderError('unavailable', `${label} sent an answer that could not be read`);
}

/**
 * Streams one reply from a remote model: the system instruction, the conversation, the length limit and the
 * caller's signal go with it; text arrives in order. Throws ProviderError: 'rate-limited' (with Retry-After when
 * given), 'timeout' (the signal fired, or the provider ran out of time), 'empty' (no text at all), or
 * 'unavailable' (anything else: refused, unreachable, an error status, an unreadable stream).
 */
export async function* remoteReply(
  model: LanguageModel,
  request: ProviderRequest,
  label: string,
  settings: Pick<LanguageModelCallOptions, 'reasoning'> = {},
): AsyncIterable<ReplyChunk> {
  if (request.signal.aborted) throw new ProviderError('timeout', `${label} did not answer in time`);
  // Stopping early (the consumer leaves the loop) also ends the HTTP call.
  const stop = new AbortController();
  const messages: ModelMessage[] = request.messages.map((turn) => ({ role: turn.role, content: turn.content }));
  let text = false;
  try {
    const result = streamText({
      model,
      instructions: request.system,
      messages,
      maxOutputTokens: request.maxTokens,
      maxRetries: 0,
      abortSignal: AbortSignal.any([request.signal, stop.signal]),
      // Failures arrive as stream parts and are thrown from here; the SDK's own logging is not wanted.
      onError: () => undefined,
      ...settings,
    });
    for await (const part of result.stream) {
      if (part.type === 'text-delta') {
        if (part.text.length === 0) continue;
        text = true;
        yield { type: 'text', text: part.text };
      } else if (part.type === 'error') {
        throw toProviderError(part.error, label, request.signal.aborted);
      } else if (part.type === 'abort') {
        throw new ProviderError('timeout', `${label} did not answer in time`);
      }
    }
  } catch (error) {
    throw toProviderError(error, label, request.signal.aborted);
  } finally {
    stop.abort();
  }
  if (!text) throw new ProviderError('empty', `${label} sent no text`);
}
