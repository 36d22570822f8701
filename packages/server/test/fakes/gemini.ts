/**
 * A loopback Gemini API (generativelanguage.googleapis.com, v1beta), speaking its HTTP dialect closely enough
 * for the advisor's Gemini provider to be tested against it:
 *
 * - `POST /v1beta/models/{model}:streamGenerateContent?alt=sse` answers server-sent events, one
 *   `data: {"candidates":[{"content":{"parts":[{"text":…}],"role":"model"},"index":0}],…}` per piece, the last
 *   carrying `finishReason: "STOP"` and the usage;
 * - `POST /v1beta/models/{model}:generateContent` answers the whole reply as one JSON object;
 * - the API key travels in `x-goog-api-key` (or `?key=`): a call without one answers 403 PERMISSION_DENIED,
 *   a wrong one 400 INVALID_ARGUMENT (API_KEY_INVALID), an unknown model 404 NOT_FOUND, a body without
 *   `contents` 400 INVALID_ARGUMENT; errors are Google's `{ error: { code, message, status, details } }`.
 *
 * Tests script the next answers through `state.answer(…)`: a text in pieces, 429 RESOURCE_EXHAUSTED with
 * Retry-After and RetryInfo, any other status, a stream that never ends (or never starts), an empty stream, a
 * malformed one. Every request is recorded; `state.nextRequest()` and `state.disconnected()` let a test wait for
 * the fake's side of an exchange without sleeping.
 *
 * This file also holds what the OpenAI-compatible fake shares: the loopback server (`listenStreaming`), the
 * answer scripts and the recorded requests.
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// ---------------------------------------------------------------------------------------------------------------
// What both fakes share.

/** What a test can read of a request a fake received. */
export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  /** Parsed JSON, or the text when it is not JSON. */
  body: unknown;
}

/** How a fake answers one call. */
export type Script =
  /** 200 with the text streamed in these pieces, in order (or, without streaming, the pieces joined). */
  | { kind: 'text'; pieces: string[] }
  /**
   * 429, with the wait (seconds) when given: as Retry-After and, at Gemini, also as the error's RetryInfo
   * (`in` picks one of the two there).
   */
  | { kind: 'rate-limited'; retryAfter?: number; in?: 'header' | 'body' }
  /** An error answer of the provider's shape with this status (401, 500, 503…). */
  | { kind: 'status'; status: number }
  /** Never finishes: without pieces, not even the status line is sent; with pieces, they are sent and then nothing. */
  | { kind: 'hang'; pieces?: string[] }
  /** 200 and a well-formed stream that carries no text. */
  | { kind: 'empty' }
  /** 200 and a stream whose events are not the provider's JSON, after the pieces given. */
  | { kind: 'malformed'; pieces?: string[] };

/** A scripted text to answer when no script is queued. */
const DEFAULT_PIECES = ['Hello', ' from', ' the fake.'];

/** The scripts, requests and waiters both fakes keep. */
export class ExchangeLog {
  readonly requests: RecordedRequest[] = [];
  private readonly scripts: Script[] = [];
  private readonly requestWaiters: ((request: RecordedRequest) => void)[] = [];
  private readonly closeWaiters: (() => void)[] = [];

  /** The next calls answer these, in order; after them, DEFAULT_PIECES. */
  answer(...scripts: Script[]): void {
    this.scripts.push(...scripts);
  }

  take(): Script {
    return this.scripts.shift() ?? { kind: 'text', pieces: DEFAULT_PIECES };
  }

  /** Resolves with the next request the fake receives. */
  nextRequest(): Promise<RecordedRequest> {
    return new Promise((resolve) => this.requestWaiters.push(resolve));
  }

  /** Resolves when the client next closes a connection whose answer had not finished (an abort reaching the wire). */
  disconnected(): Promise<void> {
    return new Promise((resolve) => this.closeWaiters.push(resolve));
  }

  received(request: RecordedRequest): void {
    this.requests.push(request);
    for (const waiter of this.requestWaiters.splice(0)) waiter(request);
  }

  closedEarly(): void {
    for (const waiter of this.closeWaiters.splice(0)) waiter();
  }

  reset(): void {
    this.requests.length = 0;
    this.scripts.length = 0;
  }
}

/** A request as the fakes' handlers see it; the answer is written straight to `res`, so it can stream or hang. */
export interface StreamingRequest extends RecordedRequest {
  url: URL;
  text: string;
}

function parseBody(text: string, headers: IncomingHttpHeaders): unknown {
  if (!text) return null;
  if (String(headers['content-type'] ?? '').includes('application/json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      // kept as text
    }
  }
  return text;
}

/** Listens on 127.0.0.1, port 0, until `close()`; every request is recorded in `log` before it is answered. */
export async function listenStreaming(
  log: ExchangeLog,
  handle: (request: StreamingRequest, res: ServerResponse) => void,
): Promise<{ url: string; close(): Promise<void> }> {
  let base = '';
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', base);
      const text = Buffer.concat(chunks).toString('utf8');
      const request: StreamingRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: req.headers,
        body: parseBody(text, req.headers),
        url,
        text,
      };
      res.on('close', () => {
        if (!res.writableFinished) log.closedEarly();
      });
      log.received({ method: request.method, path: request.path, query: request.query, headers: request.headers, body: request.body });
      handle(request, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers });
  res.end(JSON.stringify(body));
}

/** Starts a server-sent event stream and writes each event as its own chunk; ends it unless `end` is false. */
export function sendEvents(res: ServerResponse, events: string[], options: { end?: boolean; separator?: string } = {}): void {
  if (!res.headersSent) res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
  const separator = options.separator ?? '\n\n';
  for (const event of events) res.write(`data: ${event}${separator}`);
  if (options.end !== false) res.end();
}

// ---------------------------------------------------------------------------------------------------------------
// Gemini.

export interface GeminiFakeOptions {
  apiKey?: string;
  /** The model ids the fake serves. */
  models?: string[];
}

const STATUS_NAMES: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
  503: 'UNAVAILABLE',
  504: 'DEADLINE_EXCEEDED',
};

const STATUS_MESSAGES: Record<number, string> = {
  401: 'Request had invalid authentication credentials.',
  429: 'Resource has been exhausted (e.g. check quota).',
  500: 'An internal error has occurred. Please retry or report in https://developers.generativeai.google/guide/troubleshooting',
  503: 'The model is overloaded. Please try again later.',
  504: 'Deadline expired before operation could complete.',
};

function googleError(res: ServerResponse, status: number, message?: string, extra: { details?: unknown[]; headers?: Record<string, string> } = {}): void {
  sendJson(
    res,
    status,
    {
      error: {
        code: status,
        message: message ?? STATUS_MESSAGES[status] ?? 'Error',
        status: STATUS_NAMES[status] ?? 'UNKNOWN',
        ...(extra.details ? { details: extra.details } : {}),
      },
    },
    extra.headers,
  );
}

interface GeminiBody {
  contents?: { role?: string; parts?: { text?: string }[] }[];
  systemInstruction?: { parts?: { text?: string }[] };
  generationConfig?: { maxOutputTokens?: number };
}

export async function startGeminiFake(options: GeminiFakeOptions = {}) {
  const apiKey = options.apiKey ?? 'gemini-test-key';
  const models = options.models ?? ['gemini-2.5-flash', 'gemini-2.5-pro'];
  const log = new ExchangeLog();

  const usage = { promptTokenCount: 12, candidatesTokenCount: 5, totalTokenCount: 17 };
  const chunk = (text: string, last: boolean, model: string) =>
    JSON.stringify({
      candidates: [{ content: { parts: [{ text }], role: 'model' }, index: 0, ...(last ? { finishReason: 'STOP' } : {}) }],
      ...(last ? { usageMetadata: usage } : {}),
      modelVersion: model,
      responseId: 'fake-response',
    });

  const server = await listenStreaming(log, (request, res) => {
    const match = /^\/v1beta\/models\/([^/:]+):(streamGenerateContent|generateContent)$/.exec(request.path);
    if (request.method !== 'POST' || !match) return googleError(res, 404, `Method not found.`);
    const key = request.headers['x-goog-api-key'] ?? request.query.key;
    if (!key) return googleError(res, 403, "Method doesn't allow unregistered callers (callers without established identity). Please use API Key or other form of API consumer identity to call this API.");
    if (key !== apiKey) {
      return googleError(res, 400, 'API key not valid. Please pass a valid API key.', {
        details: [{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'API_KEY_INVALID', domain: 'googleapis.com' }],
      });
    }
    const model = decodeURIComponent(match[1] ?? '');
    if (!models.includes(model)) return googleError(res, 404, `models/${model} is not found for API version v1beta, or is not supported for generateContent.`);
    const body = (typeof request.body === 'object' ? request.body : null) as GeminiBody | null;
    if (!body || !Array.isArray(body.contents) || body.contents.length === 0) return googleError(res, 400, '* GenerateContentRequest.contents: contents is not specified');
    if (body.contents.some((content) => content.role !== 'user' && content.role !== 'model')) {
      return googleError(res, 400, 'Please use a valid role: user, model.');
    }
    const streaming = match[2] === 'streamGenerateContent';
    if (streaming && request.query.alt !== 'sse') return googleError(res, 400, 'This test fake streams only with alt=sse.');

    const script = log.take();
    switch (script.kind) {
      case 'text':
        if (!streaming) {
          return sendJson(res, 200, JSON.parse(chunk(script.pieces.join(''), true, model)));
        }
        // Google separates its events with CRLF pairs.
        return sendEvents(
          res,
          script.pieces.map((piece, i) => chunk(piece, i === script.pieces.length - 1, model)),
          { separator: '\r\n\r\n' },
        );
      case 'rate-limited':
        return googleError(res, 429, undefined, {
          details: [
            { '@type': 'type.googleapis.com/google.rpc.QuotaFailure', violations: [{ quotaMetric: 'generativelanguage.googleapis.com/generate_content_free_tier_requests', quotaId: 'GenerateRequestsPerMinutePerProjectPerModel-FreeTier' }] },
            ...(script.retryAfter === undefined || script.in === 'header' ? [] : [{ '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: `${script.retryAfter}s` }]),
          ],
          headers: script.retryAfter === undefined || script.in === 'body' ? {} : { 'retry-after': String(script.retryAfter) },
        });
      case 'status':
        return googleError(res, script.status);
      case 'hang':
        if (script.pieces) sendEvents(res, script.pieces.map((piece) => chunk(piece, false, model)), { end: false, separator: '\r\n\r\n' });
        return;
      case 'empty':
        // What a reply cut off before any text looks like: a finished candidate without parts.
        if (!streaming) return sendJson(res, 200, { candidates: [{ content: { role: 'model' }, finishReason: 'STOP', index: 0 }], usageMetadata: usage });
        return sendEvents(res, [JSON.stringify({ candidates: [{ content: { role: 'model' }, finishReason: 'STOP', index: 0 }], usageMetadata: usage, modelVersion: model })], {
          separator: '\r\n\r\n',
        });
      case 'malformed':
        return sendEvents(res, [...(script.pieces ?? []).map((piece) => chunk(piece, false, model)), '{"candidates":[{"content":{"parts":[{"text":'], { separator: '\r\n\r\n' });
    }
  });

  return {
    url: server.url,
    close: server.close,
    state: log,
    /** The provider's settings for this fake (AdvisorConfig's `gemini`). */
    config: { apiKey, baseUrl: server.url, models: { flash: models[0] ?? 'gemini-2.5-flash', pro: models[1] ?? 'gemini-2.5-pro' } },
  };
}
