/**
 * MSW handlers for the advisor's calls (packages/contracts/src/api/advisor.ts): the chat answers a scripted
 * reply as the server does, in server-sent events (or JSON without `stream`), feedback is recorded, and so is each
 * chat opened (a session id counts once).
 * Requests are checked with the contract's schema; what was asked is kept in `state` for play functions.
 */
import {
  ADVISOR_CHAT_PATH,
  ADVISOR_FEEDBACK_PATH,
  ADVISOR_SESSIONS_PATH,
  advisorChatBodySchema,
  advisorFeedbackBodySchema,
  advisorSessionBodySchema,
  formatStreamEvent,
  type AdvisorChatBody,
  type AdvisorFeedbackBody,
  type AdvisorLink,
} from '@kindred/contracts/api/advisor';
import { HttpResponse, http } from 'msw';
import { stalledResponse } from './stall.ts';

export interface AdvisorReplyScript {
  /** The reply's text; streamed in word-sized pieces. */
  text: string;
  links?: AdvisorLink[];
}

export interface AdvisorMockOptions {
  /** The reply to each question, in order (the last repeats); or a function of the question. */
  replies?: AdvisorReplyScript[] | ((question: string, body: AdvisorChatBody) => AdvisorReplyScript);
  /** Answer the chat with this status and message instead (a limit, a provider failure). */
  fail?: { status: number; error: string };
  /** Send this many pieces, then an `error` event (a stream that breaks). */
  breakAfter?: { pieces: number; error: string };
  /** Never answer (the 'waiting' state); the request ends when the story does. */
  stall?: boolean;
  /** Send the pieces but hold the end of the stream (the 'streaming' state). */
  holdEnd?: boolean;
  /** Answer a chat opened with this status and message. */
  failSessions?: { status: number; error: string };
}

export const DEFAULT_ADVISOR_REPLY: AdvisorReplyScript = {
  text: 'Try Magic Questions with Maya this week: your high Openness suits its open-ended questions.',
  links: [{ kind: 'activity', label: 'Magic Questions', title: 'Magic Questions', activityId: 'magic-questions' }],
};

function pieces(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? [];
}

export function createAdvisorMock(options: AdvisorMockOptions = {}) {
  const state = { asked: [] as AdvisorChatBody[], feedback: [] as AdvisorFeedbackBody[], sessions: [] as string[] };
  let count = 0;
  const replyTo = (body: AdvisorChatBody): AdvisorReplyScript => {
    const question = body.messages[body.messages.length - 1]?.content ?? '';
    const { replies } = options;
    if (typeof replies === 'function') return replies(question, body);
    const list = replies?.length ? replies : [DEFAULT_ADVISOR_REPLY];
    return list[Math.min(count, list.length - 1)]!;
  };
  const handlers = [
    http.post(`*${ADVISOR_CHAT_PATH}`, async ({ request }) => {
      const parsed = advisorChatBodySchema.safeParse(await request.json().catch(() => undefined));
      if (!parsed.success) return HttpResponse.json({ error: parsed.error.issues[0]?.message ?? 'Invalid request' }, { status: 400 });
      state.asked.push(parsed.data);
      if (options.stall) return stalledResponse();
      if (options.fail) return HttpResponse.json({ error: options.fail.error }, { status: options.fail.status });
      const script = replyTo(parsed.data);
      count += 1;
      const messageId = `reply-${count}`;
      const model = parsed.data.model ?? 'flash';
      if (!parsed.data.stream) {
        return HttpResponse.json({ response: script.text, links: script.links ?? [], messageId, provider: 'builtin', model });
      }
      const encoder = new TextEncoder();
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          const send = (event: Parameters<typeof formatStreamEvent>[0]) => controller.enqueue(encoder.encode(formatStreamEvent(event)));
          send({ event: 'start', data: { messageId, provider: 'builtin', model } });
          const parts = pieces(script.text);
          parts.forEach((text, index) => {
            if (options.breakAfter && index >= options.breakAfter.pieces) return;
            send({ event: 'delta', data: { text } });
          });
          if (options.breakAfter) {
            send({ event: 'error', data: { error: options.breakAfter.error } });
            controller.close();
            return;
          }
          if (options.holdEnd) return;
          if (script.links?.length) send({ event: 'links', data: { links: script.links } });
          send({ event: 'done', data: { messageId } });
          controller.close();
        },
      });
      return new HttpResponse(body, { headers: { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' } });
    }),
    http.post(`*${ADVISOR_FEEDBACK_PATH}`, async ({ request }) => {
      const parsed = advisorFeedbackBodySchema.safeParse(await request.json().catch(() => undefined));
      if (!parsed.success) return HttpResponse.json({ error: parsed.error.issues[0]?.message ?? 'Invalid request' }, { status: 400 });
      state.feedback.push(parsed.data);
      return HttpResponse.json({ messageId: parsed.data.messageId, feedback: parsed.data.feedback }, { status: 201 });
    }),
    http.post(`*${ADVISOR_SESSIONS_PATH}`, async ({ request }) => {
      const parsed = advisorSessionBodySchema.safeParse(await request.json().catch(() => undefined));
      if (!parsed.success) return HttpResponse.json({ error: parsed.error.issues[0]?.message ?? 'Invalid request' }, { status: 400 });
      if (options.failSessions) return HttpResponse.json({ error: options.failSessions.error }, { status: options.failSessions.status });
      const { sessionId } = parsed.data;
      if (state.sessions.includes(sessionId)) return HttpResponse.json({ sessionId, opened: false });
      state.sessions.push(sessionId);
      return HttpResponse.json({ sessionId, opened: true }, { status: 201 });
    }),
  ];
  return { state, handlers };
}
