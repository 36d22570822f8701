/**
 * Link's answers (docs/decisions.md#the-advisor): limits first, then the member's facts rebuilt from our
 * own data, then the configured provider's reply as a stream of text and links, within the mode's time.
 *
 * Limits, per member and shared by every instance (the rate limiter's store):
 * - a minimum gap between two questions (ADVISOR_LIMITS.minGapMs);
 * - per minute, per limit key (the popup; the insights page per model);
 * - per day of the member's own calendar, per limit key (configuration; 0 blocks the key).
 *
 * It also records the chats a member opens (POST /v1/advisor/sessions), once per session id, within
 * ADVISOR_SESSION_LIMITS: achievements count them, so nobody may farm them.
 */
import { randomUUID } from 'node:crypto';
import { ADVISOR_LIMITS, ADVISOR_LINKS_MAX, ADVISOR_MESSAGES, dailyLimitMessage, limitKeyOf } from '@kindred/contracts/api/advisor';
import type {
  AdvisorChatBody,
  AdvisorFeedbackBody,
  AdvisorFeedbackResponse,
  AdvisorSessionBody,
  AdvisorSessionResponse,
  AdvisorLimitKey,
  AdvisorLink,
  AdvisorModel,
  AdvisorProviderName,
} from '@kindred/contracts/api/advisor';
import { DateTime } from 'luxon';
import type { Config } from '../../platform/config/config.ts';
import type { Db } from '../../platform/db/types.ts';
import { DomainError, notFound, rateLimited, unavailable, upstreamFailed, upstreamTimeout } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { Progress } from '../../platform/progress.ts';
import type { RateLimiter } from '../../platform/rate-limit/rate-limit.ts';
import type { CalendarService } from '../calendar/index.ts';
import type { Caller } from '../identity/index.ts';
import { buildFacts } from './facts.ts';
import type { FactsDeps } from './facts.ts';
import { withLinks } from './providers/link-markers.ts';
import { buildSystemPrompt } from './providers/prompt.ts';
import * as repo from './repository.ts';
import { ProviderError } from './types.ts';
import type { AdvisorFacts, AdvisorProvider, ReplyChunk } from './types.ts';

export interface AdvisorDeps extends FactsDeps {
  db: Db;
  /** The member's own time zone (the daily limit's day), beside what the facts read. */
  calendar: FactsDeps['calendar'] & Pick<CalendarService, 'timeZoneOf'>;
  config: Pick<Config, 'advisor'>;
  rateLimiter: RateLimiter;
  provider: AdvisorProvider;
  /** Told after a chat opened and a reply recorded (achievements' aiChatOpened and aiMessagesSent). */
  progress: Pick<Progress, 'changed'>;
}

/** A reply under way: its id and provider, and its pieces (text and links) as they come. */
export interface ReplyStream {
  messageId: string;
  provider: AdvisorProviderName;
  model: AdvisorModel;
  /** Text pieces and links; throws DomainError with the specification's words when the provider fails. */
  chunks: AsyncIterable<ReplyChunk>;
  /** Stops the provider (the client went away). */
  cancel(): void;
}

/**
 * Chats opened that count, per member: 30 an hour is far more than anyone opens by hand (the popup and the
 * insights page each open one per visit), and few enough that a script cannot farm 'AI Regular'.
 */
export const ADVISOR_SESSION_LIMITS = {
  perHour: 30,
  windowSeconds: 3600,
  message: 'Too many chats opened in the last hour. Please wait a while before opening another.',
} as const;

/** What a failure of the provider is answered with (docs/product.md#errors "AI service"). */
function providerFailure(error: unknown): DomainError {
  if (error instanceof DomainError) return error;
  if (error instanceof ProviderError) {
    switch (error.kind) {
      case 'rate-limited':
        return rateLimited(ADVISOR_MESSAGES.rateLimited, error.retryAfterSeconds ?? 30, 'AI_RATE_LIMITED');
      case 'timeout':
        return upstreamTimeout(ADVISOR_MESSAGES.timedOut, 'AI_TIMEOUT');
      case 'empty':
        return upstreamFailed(ADVISOR_MESSAGES.empty, 'AI_EMPTY_RESPONSE');
      case 'unavailable':
        return upstreamFailed(ADVISOR_MESSAGES.unavailable, 'AI_UNAVAILABLE');
    }
  }
  return upstreamFailed(ADVISOR_MESSAGES.unavailable, 'AI_UNAVAILABLE');
}

/** The member's day in their zone: when it started and ends, for the daily limits. */
function dayOf(now: Date, timeZone: string): { start: Date; end: Date } {
  const local = DateTime.fromJSDate(now, { zone: timeZone }).startOf('day');
  return { start: local.toJSDate(), end: local.plus({ days: 1 }).toJSDate() };
}

async function* textOf(chunks: AsyncIterable<ReplyChunk>): AsyncIterable<string> {
  for await (const chunk of chunks) if (chunk.type === 'text') yield chunk.text;
}

export function createAdvisorService(deps: AdvisorDeps) {
  const { rateLimiter, provider, clock } = deps;

  async function enforceLimits(caller: Caller, key: AdvisorLimitKey, timeZone: string): Promise<void> {
    const daily = deps.config.advisor.daily[key];
    const day = dayOf(clock.now(), timeZone);
    const hoursLeft = () => Math.max(1, Math.ceil((day.end.getTime() - clock.now().getTime()) / 3_600_000));
    if (daily === 0) throw rateLimited(dailyLimitMessage(0, hoursLeft()), Math.ceil((day.end.getTime() - clock.now().getTime()) / 1000), 'DAILY_LIMIT');
    // The minute's place first: a question it refuses must not start the gap, or the Retry-After it answers would
    // not hold. One the gap refuses gives its place back.
    const minuteKey = `advisor:${key}:${caller.userId}`;
    const minute = await rateLimiter.hit(minuteKey, ADVISOR_LIMITS.perMinute[key], ADVISOR_LIMITS.windowSeconds);
    if (!minute.allowed) throw rateLimited(ADVISOR_MESSAGES.rateLimited, minute.retryAfterSeconds, 'AI_RATE_LIMITED');
    const gap = await rateLimiter.gap(`advisor:gap:${caller.userId}`, ADVISOR_LIMITS.minGapMs);
    if (!gap.allowed) {
      await rateLimiter.release(minuteKey, ADVISOR_LIMITS.windowSeconds);
      throw rateLimited(ADVISOR_MESSAGES.rateLimited, gap.retryAfterSeconds, 'AI_RATE_LIMITED');
    }
    const today = await rateLimiter.hitUntil(`advisor:daily:${key}:${caller.userId}`, daily, day.start, day.end);
    if (!today.allowed) throw rateLimited(dailyLimitMessage(daily, hoursLeft()), today.retryAfterSeconds, 'DAILY_LIMIT');
  }

  async function facts(caller: Caller, hint: unknown): Promise<AdvisorFacts> {
    try {
      return await buildFacts(deps, caller, hint);
    } catch (error) {
      if (error instanceof DomainError) throw error;
      deps.log.error({ err: error }, 'Advisor context not built');
      throw unavailable(ADVISOR_MESSAGES.context, 'AI_CONTEXT_FAILED', 5);
    }
  }

  /**
   * Starts a reply. Limits and the facts are checked before it returns (their failures are ordinary error
   * answers); the provider's failures surface from `chunks`, as DomainErrors with the specification's words.
   */
  async function start(caller: Caller, body: AdvisorChatBody): Promise<ReplyStream> {
    const model: AdvisorModel = body.chatMode === 'popup' ? 'flash' : (body.model ?? 'flash');
    const key = limitKeyOf(body.chatMode, model);
    // The day is the member's, in the zone kept with their working hours (UTC when none is kept), never the one the
    // request names: a client that sent another zone would otherwise open a new day, and a fresh allowance, at will.
    await enforceLimits(caller, key, (await deps.calendar.timeZoneOf(caller.userId)) ?? 'UTC');
    const known = await facts(caller, body.context);
    const controller = new AbortController();
    const timeoutMs = deps.config.advisor.timeoutMs[body.chatMode];
    const maxTokens = Math.min(body.maxTokens ?? ADVISOR_LIMITS.maxTokens[body.chatMode === 'popup' ? 'popup' : 'default'], ADVISOR_LIMITS.maxTokens.default);
    const messages = body.messages.slice(-(ADVISOR_LIMITS.history[body.chatMode] + 1));
    const messageId = randomUUID();
    const system = provider.name === 'builtin' ? '' : buildSystemPrompt(known, body.chatMode);

    async function* chunks(): AsyncIterable<ReplyChunk> {
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        controller.abort(new ProviderError('timeout', ADVISOR_MESSAGES.timedOut));
      }, timeoutMs);
      const aborted = new Promise<never>((_, reject) => {
        controller.signal.addEventListener('abort', () => reject(new ProviderError('timeout', ADVISOR_MESSAGES.timedOut)), { once: true });
      });
      aborted.catch(() => {});
      try {
        const raw = provider.reply({ chatMode: body.chatMode, model, maxTokens, messages, facts: known, system, signal: controller.signal });
        const pieces = provider.name === 'builtin' ? raw : withLinks(textOf(raw), known);
        const iterator = pieces[Symbol.asyncIterator]();
        let text = '';
        const seen = new Set<string>();
        let links = 0;
        for (;;) {
          // The provider may not watch the signal: the deadline ends the wait either way.
          const next = await Promise.race([iterator.next(), aborted]);
          if (next.done) break;
          const chunk = next.value;
          if (chunk.type === 'text') {
            if (chunk.text) {
              text += chunk.text;
              yield chunk;
            }
          } else {
            const id = JSON.stringify(chunk.link);
            if (links < ADVISOR_LINKS_MAX && !seen.has(id)) {
              seen.add(id);
              links += 1;
              yield chunk;
            }
          }
        }
        if (text.trim().length === 0) throw new ProviderError('empty', ADVISOR_MESSAGES.empty);
        await repo.recordReply(deps.db, { id: messageId, userId: caller.userId, chatMode: body.chatMode, provider: provider.name, model, createdAt: clock.now() });
        await deps.progress.changed(caller.userId);
      } catch (error) {
        if (timedOut) throw providerFailure(new ProviderError('timeout', ADVISOR_MESSAGES.timedOut));
        throw providerFailure(error);
      } finally {
        clearTimeout(timer);
        if (!controller.signal.aborted) controller.abort();
      }
    }

    return { messageId, provider: provider.name, model, chunks: chunks(), cancel: () => controller.abort() };
  }

  /** The whole reply at once (a client that asked for no stream). */
  async function reply(caller: Caller, body: AdvisorChatBody) {
    const stream = await start(caller, body);
    let response = '';
    const links: AdvisorLink[] = [];
    for await (const chunk of stream.chunks) {
      if (chunk.type === 'text') response += chunk.text;
      else links.push(chunk.link);
    }
    return { response, links, messageId: stream.messageId, provider: stream.provider, model: stream.model };
  }

  async function feedback(caller: Caller, body: AdvisorFeedbackBody): Promise<AdvisorFeedbackResponse> {
    const found =
      isUuid(body.messageId) &&
      (await repo.recordFeedback(deps.db, {
        replyId: body.messageId,
        userId: caller.userId,
        feedback: body.feedback,
        currentPage: body.currentPage?.trim() || null,
        at: clock.now(),
      }));
    if (!found) throw notFound(ADVISOR_MESSAGES.replyNotFound, 'REPLY_NOT_FOUND');
    return { messageId: body.messageId, feedback: body.feedback };
  }

  /**
   * Records that the member opened a chat with this session id; `opened` is false when it was recorded already
   * (a retry: nothing is counted again). A new session spends one of ADVISOR_SESSION_LIMITS' hits, counted
   * before the insert so that requests sent at once cannot all slip under the limit, and given back when a
   * request at the same time recorded the same session first.
   */
  async function openSession(caller: Caller, body: AdvisorSessionBody): Promise<AdvisorSessionResponse> {
    const sessionId = body.sessionId.toLowerCase();
    if (await repo.sessionRecorded(deps.db, caller.userId, sessionId)) return { sessionId, opened: false };
    const key = `advisor:sessions:${caller.userId}`;
    const limit = await rateLimiter.hit(key, ADVISOR_SESSION_LIMITS.perHour, ADVISOR_SESSION_LIMITS.windowSeconds);
    if (!limit.allowed) throw rateLimited(ADVISOR_SESSION_LIMITS.message, limit.retryAfterSeconds, 'CHAT_OPEN_LIMIT');
    const opened = await repo.recordSession(deps.db, { userId: caller.userId, sessionId, openedAt: clock.now() });
    if (!opened) await rateLimiter.release(key, ADVISOR_SESSION_LIMITS.windowSeconds);
    await deps.progress.changed(caller.userId);
    return { sessionId, opened };
  }

  return {
    start,
    reply,
    feedback,
    openSession,
    /** The member's chats opened and questions Link answered (achievements' aiChatOpened and aiMessagesSent). */
    usage: (userId: string) => repo.usageOf(deps.db, userId),
    providerName: provider.name,
  };
}

export type AdvisorService = ReturnType<typeof createAdvisorService>;
