/**
 * Asking Link (docs/product.md#the-calls "AI chat"): a question answered as a stream of server-sent events. The
 * popup and the insights page both send through `askLink`.
 */
import {
  ADVISOR_CHAT_PATH,
  ADVISOR_LIMITS,
  ADVISOR_MESSAGES,
  advisorChatBodySchema,
  createStreamEventParser,
  type AdvisorChatBody,
  type AdvisorLink,
  type AdvisorModel,
  type AdvisorProviderName,
  type ChatMode,
  type ChatTurn,
} from '@kindred/contracts/api/advisor';
import { isHTTPError } from 'ky';
import { api } from '../../shared/http.ts';

/** docs/product.md#errors "Popup chat failures". */
const ADVISOR_CLIENT_MESSAGES = {
  failed: 'Failed to get response',
  empty: 'Empty response received',
  streaming: 'Streaming failed',
} as const;

/** Why a question got no reply: the words to show, and whether it was a limit (nothing to retry at once). */
export class AdvisorError extends Error {
  constructor(
    message: string,
    readonly kind: 'rate-limited' | 'daily-limit' | 'timeout' | 'aborted' | 'failed',
    readonly status?: number,
  ) {
    super(message);
    this.name = 'AdvisorError';
  }
}

export interface AskLinkRequest {
  chatMode: ChatMode;
  /** Prior turns (trimmed to the mode's history) and the question, last. */
  messages: ChatTurn[];
  context?: unknown;
  model?: AdvisorModel;
  maxTokens?: number;
  signal?: AbortSignal;
  /** Each piece of text as it arrives. */
  onDelta?: (text: string) => void;
  /** The links, once, when the server sends them. */
  onLinks?: (links: AdvisorLink[]) => void;
}

export interface AskLinkReply {
  messageId: string;
  text: string;
  links: AdvisorLink[];
  provider: AdvisorProviderName;
  model: AdvisorModel;
}

/** The last turns the mode sends before the question (docs/product.md#constants-and-limits "History"). */
function recentTurns(turns: readonly ChatTurn[], chatMode: ChatMode): ChatTurn[] {
  const prior = turns.slice(0, -1).filter((turn) => turn.content.trim().length > 0);
  const question = turns[turns.length - 1];
  return [...prior.slice(-ADVISOR_LIMITS.history[chatMode]), ...(question ? [question] : [])];
}

function errorOf(error: unknown, signal: AbortSignal | undefined, timer: AbortSignal): AdvisorError {
  if (signal?.aborted) return new AdvisorError('Aborted', 'aborted');
  if (timer.aborted) return new AdvisorError(ADVISOR_MESSAGES.timedOut, 'timeout');
  if (error instanceof AdvisorError) return error;
  if (isHTTPError(error)) {
    const status = error.response.status;
    const message = error.message || ADVISOR_CLIENT_MESSAGES.failed;
    if (status === 429) return new AdvisorError(message, message.startsWith('Daily limit') ? 'daily-limit' : 'rate-limited', status);
    if (status === 504) return new AdvisorError(message, 'timeout', status);
    return new AdvisorError(message, 'failed', status);
  }
  if (error instanceof DOMException && error.name === 'AbortError') return new AdvisorError('Aborted', 'aborted');
  return new AdvisorError(ADVISOR_CLIENT_MESSAGES.failed, 'failed');
}

/**
 * Asks Link and streams the reply: `onDelta` gets each piece, the promise the whole reply. Fails with an
 * AdvisorError carrying the server's words (a limit, a timeout, a provider failure) or the spec's own.
 */
export async function askLink(request: AskLinkRequest): Promise<AskLinkReply> {
  const body: AdvisorChatBody = advisorChatBodySchema.parse({
    messages: recentTurns(request.messages, request.chatMode),
    context: request.context,
    chatMode: request.chatMode,
    ...(request.model ? { model: request.model } : {}),
    ...(request.maxTokens ? { maxTokens: request.maxTokens } : {}),
    stream: true,
  });
  // The whole reply, stream included, has the mode's time (docs/product.md#constants-and-limits "Timeouts").
  const timer = AbortSignal.timeout(ADVISOR_LIMITS.timeoutMs[request.chatMode]);
  const signal = request.signal ? AbortSignal.any([request.signal, timer]) : timer;
  try {
    const response = await api.post(ADVISOR_CHAT_PATH.slice(1), {
      json: body,
      headers: { Accept: 'text/event-stream' },
      timeout: false,
      signal,
    });
    if (!response.body) throw new AdvisorError(ADVISOR_CLIENT_MESSAGES.failed, 'failed');
    const parse = createStreamEventParser();
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    let links: AdvisorLink[] = [];
    let start: { messageId: string; provider: AdvisorProviderName; model: AdvisorModel } | undefined;
    let done = false;
    while (!done) {
      const { value, done: ended } = await reader.read();
      if (ended) break;
      for (const event of parse(value)) {
        if (event.event === 'start') start = event.data;
        else if (event.event === 'delta') {
          text += event.data.text;
          request.onDelta?.(event.data.text);
        } else if (event.event === 'links') {
          links = event.data.links;
          request.onLinks?.(links);
        } else if (event.event === 'error') {
          throw new AdvisorError(event.data.error, event.data.error === ADVISOR_MESSAGES.timedOut ? 'timeout' : 'failed');
        } else if (event.event === 'done') done = true;
      }
    }
    if (!done) throw new AdvisorError(ADVISOR_CLIENT_MESSAGES.streaming, 'failed');
    if (!start || text.trim().length === 0) throw new AdvisorError(ADVISOR_CLIENT_MESSAGES.empty, 'failed');
    return { ...start, text, links };
  } catch (error) {
    throw errorOf(error, request.signal, timer);
  }
}
