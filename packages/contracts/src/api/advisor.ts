/**
 * Link, the workplace advisor (docs/product.md#the-calls "AI chat", docs/decisions.md#the-advisor).
 *
 * - POST /v1/advisor/chat (bearer): `{ messages, context?, chatMode, model?, maxTokens?, stream? }`.
 *   Without a stream it answers `{ response, links, messageId, provider, model }`. With `stream: true` (or
 *   `Accept: text/event-stream`) it answers server-sent events (ADVISOR_STREAM_EVENTS): one `start`, `delta`s
 *   of text in order, at most one `links`, then `done`, or an `error` that ends the reply. A failure before the
 *   stream starts is an ordinary error answer `{ error, code }` with its status.
 * - POST /v1/advisor/feedback (bearer): `{ messageId, feedback, ... }` records like or dislike of one of the
 *   caller's own replies (a reply of another member is not found).
 * - POST /v1/advisor/sessions (bearer): `{ sessionId }` records that the member opened a chat with Link (the
 *   popup opened, or a new chat on the insights page); the same session id counts once (achievements' 'AI
 *   Explorer' and 'AI Regular'). 201 `{ sessionId, opened: true }` the first time, 200 `{ opened: false }` after.
 *
 * The user is the token's user. The `context` the client sends is a hint about the page it is on; every fact
 * about the member, their colleagues, calendar and organisation is rebuilt on the server from its own data.
 * The shared-secret header is accepted and never trusted alone. Links travel as data beside the text, never
 * as HTML.
 */
import * as z from 'zod/mini';
import '../zod-locale.ts';
import { missingParameterMessage, requiredString, storable } from './params';

export const ADVISOR_CHAT_PATH = '/v1/advisor/chat';
export const ADVISOR_FEEDBACK_PATH = '/v1/advisor/feedback';
/** The specification's shared-secret header: accepted, never trusted alone (a secret in a browser bundle is public). */
export const ADVISOR_SECRET_HEADER = 'x-advisor-key';

const CHAT_MODES = ['popup', 'insights'] as const;
export type ChatMode = (typeof CHAT_MODES)[number];
export const ADVISOR_MODELS = ['flash', 'pro'] as const;
export type AdvisorModel = (typeof ADVISOR_MODELS)[number];
const ADVISOR_PROVIDERS = ['builtin', 'gemini', 'openai'] as const;
export type AdvisorProviderName = (typeof ADVISOR_PROVIDERS)[number];

/** What a limit is counted against (docs/product.md#constants-and-limits): the popup, and the insights page per model. */
export type AdvisorLimitKey = 'gemini-chat' | 'gemini-insights-flash' | 'gemini-insights-pro';

export function limitKeyOf(chatMode: ChatMode, model: AdvisorModel): AdvisorLimitKey {
  return chatMode === 'popup' ? 'gemini-chat' : model === 'pro' ? 'gemini-insights-pro' : 'gemini-insights-flash';
}

/** docs/product.md#constants-and-limits; the daily limits are server configuration with these defaults. */
export const ADVISOR_LIMITS = {
  windowSeconds: 60,
  perMinute: { 'gemini-chat': 6, 'gemini-insights-flash': 5, 'gemini-insights-pro': 2 } satisfies Record<AdvisorLimitKey, number>,
  /** At least this long between two calls of one member. */
  minGapMs: 2000,
  daily: { 'gemini-chat': 35, 'gemini-insights-flash': 25, 'gemini-insights-pro': 0 } satisfies Record<AdvisorLimitKey, number>,
  timeoutMs: { popup: 25_000, insights: 30_000 } satisfies Record<ChatMode, number>,
  maxTokens: { popup: 500, default: 1000 },
  /** Prior turns sent with a question: the popup 8, the insights page 10. */
  history: { popup: 8, insights: 10 } satisfies Record<ChatMode, number>,
  /** The longest message a member may send. */
  messageMaxChars: 4000,
} as const;

/** docs/product.md#errors "AI service". */
export const ADVISOR_MESSAGES = {
  rateLimited: 'Rate limit exceeded. Please wait before trying again.',
  timedOut: 'Request timed out. Please try again.',
  empty: 'Received empty response from AI service',
  unavailable: 'Failed to connect to AI service',
  context: 'Failed to collect user context',
  lastMessage: 'The last message must be the question, from the user',
  replyNotFound: 'No reply of yours has that messageId',
  feedbackRecorded: 'Feedback recorded! This helps us improve AI responses.',
} as const;

/** 'Daily limit reached (N per day). Resets in H hours.' (docs/product.md#errors). */
export function dailyLimitMessage(limit: number, hours: number): string {
  return `Daily limit reached (${limit} per day). Resets in ${hours} hours.`;
}

// ---------------------------------------------------------------------------
// Links: navigation beside the text (docs/product.md#screens-and-routes "Link popup")

const label = z.string().check(z.minLength(1), z.maxLength(120));
const ref = z.string().check(z.minLength(1), z.maxLength(200));

export const advisorLinkSchema = z.discriminatedUnion('kind', [
  /** A resource of the library by title; no title opens the whole library. */
  z.object({ kind: z.literal('resource'), label, title: z.optional(ref), resourceId: z.optional(ref) }),
  /** An activity of the catalogue: its title and id (the slug of its title). */
  z.object({ kind: z.literal('activity'), label, title: ref, activityId: ref }),
  z.object({ kind: z.literal('activities-page'), label }),
  /** The Quick Connect page, with the colleague to meet when the reply names one. */
  z.object({ kind: z.literal('quick-connect'), label, memberId: z.optional(ref), name: z.optional(ref) }),
  /** The events page, at the event the reply names when it names one. */
  z.object({ kind: z.literal('calendar-event'), label, eventId: z.optional(ref), title: z.optional(ref) }),
]);
export type AdvisorLink = z.infer<typeof advisorLinkSchema>;
export type AdvisorLinkKind = AdvisorLink['kind'];
/** A reply carries at most this many links. */
export const ADVISOR_LINKS_MAX = 4;

// ---------------------------------------------------------------------------
// The chat call

const chatTurnSchema = z.object({
  role: z.enum(['user', 'assistant'], { error: "role must be 'user' or 'assistant'" }),
  content: z
    .string({ error: 'content must be a string' })
    .check(
      z.maxLength(ADVISOR_LIMITS.messageMaxChars, { error: `content must be at most ${ADVISOR_LIMITS.messageMaxChars} characters` }),
      z.refine(...storable('content')),
    ),
});
export type ChatTurn = z.infer<typeof chatTurnSchema>;

/**
 * The client's hint about where the member is (docs/product.md#what-it-keeps "AI context"): what page, what they
 * asked about from it (an Ask-Link hand-over), their time zone. Facts about people are not read from it.
 */
export const advisorContextHintSchema = z.looseObject({
  currentPage: z.optional(z.string().check(z.maxLength(200))),
  timezone: z.optional(z.string().check(z.maxLength(64))),
  pageContext: z.optional(
    z.looseObject({
      type: z.optional(z.string().check(z.maxLength(40))),
      title: z.optional(z.string().check(z.maxLength(200))),
      description: z.optional(z.string().check(z.maxLength(1000))),
      category: z.optional(z.string().check(z.maxLength(100))),
    }),
  ),
});
export type AdvisorContextHint = z.infer<typeof advisorContextHintSchema>;

export const advisorChatBodySchema = z
  .object({
    messages: z
      .array(chatTurnSchema, { error: 'messages must be a list of { role, content }' })
      .check(
        z.minLength(1, { error: 'Missing required parameter: messages' }),
        z.maxLength(ADVISOR_LIMITS.history.insights + 1, { error: `messages must have at most ${ADVISOR_LIMITS.history.insights + 1} entries` }),
      ),
    /** A hint only; see advisorContextHintSchema. Whatever else the client sends is ignored. */
    context: z.optional(z.unknown()),
    chatMode: z.enum(CHAT_MODES, { error: "chatMode must be 'popup' or 'insights'" }),
    model: z.optional(z.enum(ADVISOR_MODELS, { error: "model must be 'flash' or 'pro'" })),
    maxTokens: z.optional(
      z.number().check(
        z.int({ error: 'maxTokens must be a whole number' }),
        z.gte(1, { error: 'maxTokens must be at least 1' }),
        z.lte(ADVISOR_LIMITS.maxTokens.default, { error: `maxTokens must be at most ${ADVISOR_LIMITS.maxTokens.default}` }),
      ),
    ),
    stream: z.optional(z.boolean({ error: 'stream must be true or false' })),
  })
  .check(
    z.refine(
      (body) => {
        const last = body.messages[body.messages.length - 1];
        return last !== undefined && last.role === 'user' && last.content.trim().length > 0;
      },
      { error: ADVISOR_MESSAGES.lastMessage, path: ['messages'] },
    ),
  );
export type AdvisorChatBody = z.infer<typeof advisorChatBodySchema>;

export const advisorChatResponseSchema = z.object({
  response: z.string(),
  links: z.array(advisorLinkSchema),
  messageId: z.string(),
  provider: z.enum(ADVISOR_PROVIDERS),
  model: z.enum(ADVISOR_MODELS),
});

// ---------------------------------------------------------------------------
// The stream: server-sent events, each `event: <name>` with one JSON `data:` line

const ADVISOR_STREAM_EVENTS = ['start', 'delta', 'links', 'done', 'error'] as const;
type AdvisorStreamEventName = (typeof ADVISOR_STREAM_EVENTS)[number];

const advisorStreamEventSchemas = {
  start: z.object({ messageId: z.string(), provider: z.enum(ADVISOR_PROVIDERS), model: z.enum(ADVISOR_MODELS) }),
  delta: z.object({ text: z.string() }),
  links: z.object({ links: z.array(advisorLinkSchema) }),
  done: z.object({ messageId: z.string() }),
  error: z.object({ error: z.string(), code: z.optional(z.string()) }),
} as const;

export type AdvisorStreamEvent = {
  [K in AdvisorStreamEventName]: { event: K; data: z.infer<(typeof advisorStreamEventSchemas)[K]> };
}[AdvisorStreamEventName];

/** One event as the server writes it on the wire. */
export function formatStreamEvent(event: AdvisorStreamEvent): string {
  return `event: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

/**
 * Reads server-sent events from text arriving in pieces: feed it each piece, it answers the whole events seen
 * so far (checked against their schemas; an unknown or malformed event is skipped).
 */
export function createStreamEventParser(): (piece: string) => AdvisorStreamEvent[] {
  let buffer = '';
  return (piece) => {
    buffer += piece.replace(/\r\n/g, '\n');
    const events: AdvisorStreamEvent[] = [];
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let name = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) name = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
      }
      if (!(ADVISOR_STREAM_EVENTS as readonly string[]).includes(name)) continue;
      const key = name as AdvisorStreamEventName;
      try {
        const parsed = advisorStreamEventSchemas[key].safeParse(JSON.parse(data.join('\n')));
        if (parsed.success) events.push({ event: key, data: parsed.data } as AdvisorStreamEvent);
      } catch {
        // Not JSON: skipped.
      }
    }
    return events;
  };
}

// ---------------------------------------------------------------------------
// Feedback

const ADVISOR_FEEDBACK = ['like', 'dislike'] as const;
export type AdvisorFeedbackValue = (typeof ADVISOR_FEEDBACK)[number];

export const advisorFeedbackBodySchema = z.object({
  messageId: requiredString('messageId', { max: 64 }),
  feedback: z.enum(ADVISOR_FEEDBACK, { error: "feedback must be 'like' or 'dislike'" }),
  model: z.optional(z.enum(ADVISOR_MODELS, { error: "model must be 'flash' or 'pro'" })),
  chatMode: z.optional(z.enum(CHAT_MODES, { error: "chatMode must be 'popup' or 'insights'" })),
  currentPage: z.optional(z.string().check(z.maxLength(200, { error: 'currentPage must be at most 200 characters' }))),
});
export type AdvisorFeedbackBody = z.infer<typeof advisorFeedbackBodySchema>;

export const advisorFeedbackResponseSchema = z.object({
  messageId: z.string(),
  feedback: z.enum(ADVISOR_FEEDBACK),
});
export type AdvisorFeedbackResponse = z.infer<typeof advisorFeedbackResponseSchema>;

// ---------------------------------------------------------------------------
// Chats opened

export const ADVISOR_SESSIONS_PATH = '/v1/advisor/sessions';

export const advisorSessionBodySchema = z.strictObject({
  sessionId: z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? missingParameterMessage('sessionId') : 'sessionId must be a UUID') })
    .check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, { error: 'sessionId must be a UUID' }))
    .register(z.globalRegistry, { description: 'A UUID the client makes when a chat opens; the same one counts once' }),
});
export type AdvisorSessionBody = z.infer<typeof advisorSessionBodySchema>;

export const advisorSessionResponseSchema = z.object({
  sessionId: z.string(),
  /** True when this call recorded the opening; false when the session was already recorded. */
  opened: z.boolean(),
});
export type AdvisorSessionResponse = z.infer<typeof advisorSessionResponseSchema>;
