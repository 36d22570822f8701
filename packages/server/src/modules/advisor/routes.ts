/**
 * POST /v1/advisor/chat, POST /v1/advisor/feedback and POST /v1/advisor/sessions
 * (packages/contracts/src/api/advisor.ts), the identity token as bearer. The specification's shared-secret header may come along; it proves nothing and is ignored.
 */
import {
  ADVISOR_CHAT_PATH,
  ADVISOR_FEEDBACK_PATH,
  ADVISOR_SESSIONS_PATH,
  advisorChatBodySchema,
  advisorChatResponseSchema,
  advisorFeedbackBodySchema,
  advisorFeedbackResponseSchema,
  advisorSessionBodySchema,
  advisorSessionResponseSchema,
  formatStreamEvent,
} from '@kindred/contracts/api/advisor';
import type { AdvisorLink, AdvisorStreamEvent } from '@kindred/contracts/api/advisor';
import type { PlatformDeps } from '../../platform/deps.ts';
import { DomainError } from '../../platform/errors.ts';
import { answerWith, defineRoute, mountRoutes } from '../../platform/http/openapi.ts';
import { callerOf } from '../identity/index.ts';
import type { AdvisorService, ReplyStream } from './service.ts';
import type { ReplyChunk } from './types.ts';

const chatRoute = defineRoute({
  method: 'POST',
  path: ADVISOR_CHAT_PATH,
  summary: 'Ask Link, the workplace advisor: a reply grounded in your own data, whole or streamed',
  description:
    'With `stream: true` or `Accept: text/event-stream` the answer is server-sent events: `start` {messageId, provider, model}, ' +
    '`delta` {text} in order, at most one `links` {links}, then `done` {messageId}; or `error` {error, code} ending it. ' +
    'Limits, per member: a minimum gap between questions, per minute and per day (429 with the reason). ' +
    'The `context` is a hint about the page; facts about people are read from the server\'s own data.',
  tags: ['advisor'],
  auth: true,
  body: advisorChatBodySchema,
  response: advisorChatResponseSchema,
  responseContent: { 'text/event-stream': 'The reply as server-sent events (with stream: true or Accept: text/event-stream)' },
});

const feedbackRoute = defineRoute({
  method: 'POST',
  path: ADVISOR_FEEDBACK_PATH,
  summary: 'Like or dislike one of your own replies from Link (a second call changes it)',
  tags: ['advisor'],
  auth: true,
  body: advisorFeedbackBodySchema,
  response: advisorFeedbackResponseSchema,
  status: 201,
});

const sessionRoute = defineRoute({
  method: 'POST',
  path: ADVISOR_SESSIONS_PATH,
  summary: 'Record that you opened a chat with Link (achievements count chats opened); the same sessionId counts once',
  description: 'At most 30 new chats an hour are recorded per member; past that, 429 until the hour ends.',
  tags: ['advisor'],
  auth: true,
  body: advisorSessionBodySchema,
  response: advisorSessionResponseSchema,
  status: 201,
  otherStatuses: { 200: 'This session was recorded already: opened is false, and nothing is counted again' },
});

const encoder = new TextEncoder();

/** The reply as server-sent events; the first piece was read already (a failure before it is an error answer). */
function eventStream(reply: ReplyStream, iterator: AsyncIterator<ReplyChunk>, first: IteratorResult<ReplyChunk>): Response {
  const links: AdvisorLink[] = [];
  let pending: IteratorResult<ReplyChunk> | undefined = first;
  let started = false;
  let finished = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const send = (event: AdvisorStreamEvent) => controller.enqueue(encoder.encode(formatStreamEvent(event)));
      if (!started) {
        started = true;
        send({ event: 'start', data: { messageId: reply.messageId, provider: reply.provider, model: reply.model } });
      }
      try {
        // One text piece per pull, so the client reads each as soon as it is there.
        for (;;) {
          const next: IteratorResult<ReplyChunk> = pending ?? (await iterator.next());
          pending = undefined;
          if (next.done) {
            if (links.length > 0) send({ event: 'links', data: { links } });
            send({ event: 'done', data: { messageId: reply.messageId } });
            finished = true;
            controller.close();
            return;
          }
          if (next.value.type === 'link') {
            links.push(next.value.link);
            continue;
          }
          send({ event: 'delta', data: { text: next.value.text } });
          return;
        }
      } catch (error) {
        const failure = error instanceof DomainError ? error : undefined;
        send({ event: 'error', data: { error: failure?.message ?? 'Failed to connect to AI service', ...(failure?.code ? { code: failure.code } : {}) } });
        finished = true;
        controller.close();
      }
    },
    cancel() {
      if (finished) return;
      reply.cancel();
      void iterator.return?.();
    },
  });
  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      'X-Accel-Buffering': 'no',
    },
  });
}

export function advisorRoutes(deps: PlatformDeps & { advisor: AdvisorService }) {
  return mountRoutes(deps, [
    chatRoute.handle(async (c, { body }) => {
      const caller = callerOf(c);
      const wantsStream = body.stream ?? (c.req.header('accept') ?? '').includes('text/event-stream');
      if (!wantsStream) return deps.advisor.reply(caller, body);
      const reply = await deps.advisor.start(caller, body);
      const iterator = reply.chunks[Symbol.asyncIterator]();
      const first = await iterator.next();
      return eventStream(reply, iterator, first);
    }),
    feedbackRoute.handle((c, { body }) => deps.advisor.feedback(callerOf(c), body)),
    sessionRoute.handle(async (c, { body }) => {
      const session = await deps.advisor.openSession(callerOf(c), body);
      return session.opened ? session : answerWith(200, session);
    }),
  ]);
}
