/**
 * The insights page's conversation as a hook (docs/product.md#states "Link"): sending checks the limits, appends the
 * member's message, clears the input, appends an empty reply ('Analyzing...' until words arrive), asks Link with the
 * last 10 turns and the member's AI context, and reveals the reply 25 characters a tick; a failure removes that
 * last message and says why. 'New chat' starts again with the 'Welcome back' greeting. The conversation is kept
 * in this tab's session storage, the model in local storage; a reply on its way is abandoned when the page goes.
 */
import { ADVISOR_LIMITS, limitKeyOf, type AdvisorFeedbackValue, type AdvisorLink, type AdvisorModel } from '@kindred/contracts/api/advisor';
import { useCurrentUser } from '@kindred/features/auth';
import { toast } from '@kindred/ui/Toast';
import { useCallback, useEffect, useRef, useState } from 'react';
import { AdvisorError, askLink } from '../api/ask-link.ts';
import { sendFeedback } from '../api/send-feedback.ts';
import { useRecordChatOpened } from '../api/record-chat-opened.ts';
import { countCall, readDailyUsage, recordCall, writeDailyUsage } from '../chat/limits.ts';
import { revealDelay } from '../chat/reveal.ts';
import { aiContextHint, type PageContext } from '../context/ai-context.ts';
import { ADVISOR_EVENTS, estimateTokens, recordAdvisorEvent } from '../context/analytics.ts';
import { useAiContext } from '../context/use-ai-context.ts';
import {
  EMPTY_REVEAL,
  INSIGHTS_PATH,
  INSIGHTS_TEXT,
  checkLimits,
  clearStoredMessages,
  greeting,
  historyOf,
  messageId,
  onlyGreeting,
  readModel,
  restoreMessages,
  revealComplete,
  revealPending,
  revealTick,
  storeMessages,
  storeModel,
  type InsightsMessage,
  type RevealState,
} from './insights-chat.ts';

type InsightsPhase = 'idle' | 'waiting' | 'streaming';

export interface InsightsChatOptions {
  /** Questions a day per model; the configured defaults (Flash 25, Pro 0) unless given. */
  dailyLimits?: Partial<Record<AdvisorModel, number>>;
}

export interface InsightsChat {
  messages: InsightsMessage[];
  phase: InsightsPhase;
  model: AdvisorModel;
  setModel: (model: AdvisorModel) => void;
  dailyLimit: (model: AdvisorModel) => number;
  /** Sends a question; `pageContext` is what a page handed over with it. Ignored while a reply is on its way. */
  send: (text: string, pageContext?: PageContext | null) => boolean;
  newChat: () => void;
  giveFeedback: (message: InsightsMessage, feedback: AdvisorFeedbackValue) => void;
}

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function useInsightsChat({ dailyLimits }: InsightsChatOptions = {}): InsightsChat {
  const user = useCurrentUser();
  const userId = user.status === 'SIGNED_IN' ? user.id : '';
  const { collect } = useAiContext();
  const [messages, setMessages] = useState<InsightsMessage[]>(() => restoreMessages());
  const recordOpened = useRecordChatOpened();
  const [phase, setPhase] = useState<InsightsPhase>('idle');
  const [model, setModelState] = useState<AdvisorModel>(() => readModel());
  const calls = useRef<Record<AdvisorModel, number[]>>({ flash: [], pro: [] });
  /**
   * Whether this conversation counts as a chat opened with Link already. On this page a chat is opened by asking
   * Link its first question (visiting the page, or 'New chat' alone, opens none: 'AI Explorer' is earned by talking
   * to Link); a conversation restored in this tab was opened before.
   */
  const sessionRecorded = useRef<boolean | null>(null);
  sessionRecorded.current ??= !onlyGreeting(messages);
  const controller = useRef<AbortController | null>(null);
  const reveal = useRef<RevealState>(EMPTY_REVEAL);
  const revealTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const finish = useRef<(() => void) | null>(null);

  const dailyLimit = useCallback(
    (which: AdvisorModel) => dailyLimits?.[which] ?? ADVISOR_LIMITS.daily[limitKeyOf('insights', which)],
    [dailyLimits],
  );

  // Kept in the tab once nothing is on its way (a reply half shown is not stored).
  useEffect(() => {
    if (phase === 'idle') storeMessages(messages);
  }, [messages, phase]);

  // Leaving the page abandons the reply on its way.
  useEffect(
    () => () => {
      controller.current?.abort();
      if (revealTimer.current) clearTimeout(revealTimer.current);
    },
    [],
  );

  const setModel = useCallback((next: AdvisorModel) => {
    setModelState(next);
    storeModel(next);
  }, []);

  /** Shows the next piece of the reply, and schedules the one after while there is more. */
  const pump = useCallback((id: string) => {
    if (revealTimer.current) return;
    const step = () => {
      revealTimer.current = null;
      const state = revealTick(reveal.current, prefersReducedMotion() ? Infinity : undefined);
      reveal.current = state;
      const shown = state.received.slice(0, state.shown);
      setMessages((list) => list.map((message) => (message.id === id ? { ...message, content: shown } : message)));
      if (revealPending(state)) revealTimer.current = setTimeout(step, revealDelay());
      else if (revealComplete(state)) finish.current?.();
    };
    revealTimer.current = setTimeout(step, revealDelay());
  }, []);

  const send = useCallback(
    (text: string, pageContext?: PageContext | null): boolean => {
      const question = text.trim();
      if (!question || phase !== 'idle') return false;
      const now = Date.now();
      const usage = readDailyUsage();
      const verdict = checkLimits(model, calls.current[model], usage, now, dailyLimit(model));
      if (!verdict.allowed) {
        toast.show({ title: verdict.message, severity: 'warning', duration: verdict.duration, position: 'top-center' });
        return false;
      }
      calls.current = { ...calls.current, [model]: recordCall(calls.current[model], now) };
      writeDailyUsage(countCall(usage, new Date(now), limitKeyOf('insights', model)));
      const history = historyOf(messages);
      const userMessage: InsightsMessage = { id: messageId('user'), role: 'user', content: question, timestamp: now, contextData: { currentPage: INSIGHTS_PATH } };
      const replyId = messageId('reply');
      const placeholder: InsightsMessage = { id: replyId, role: 'assistant', content: '', timestamp: now, contextData: { currentPage: INSIGHTS_PATH }, model };
      setMessages((list) => [...list, userMessage, placeholder]);
      setPhase('waiting');
      if (!sessionRecorded.current) {
        recordOpened();
        if (userId) recordAdvisorEvent(userId, ADVISOR_EVENTS.chatSession, { chatMode: 'insights' });
      }
      if (userId) recordAdvisorEvent(userId, ADVISOR_EVENTS.messageSent, { chatMode: 'insights', model });
      sessionRecorded.current = true;

      const abort = new AbortController();
      controller.current = abort;
      reveal.current = EMPTY_REVEAL;
      let links: AdvisorLink[] = [];
      const ask = async () => {
        const context = await collect();
        return askLink({
          chatMode: 'insights',
          model,
          messages: [...history, { role: 'user', content: question }],
          context: aiContextHint(context, { currentPage: INSIGHTS_PATH, pageContext }),
          signal: abort.signal,
          onDelta: (piece) => {
            if (abort.signal.aborted) return;
            reveal.current = { ...reveal.current, received: reveal.current.received + piece };
            setPhase('streaming');
            pump(replyId);
          },
          onLinks: (received) => {
            links = received;
          },
        });
      };
      ask().then(
        (reply) => {
          if (abort.signal.aborted) return;
          const complete = () => {
            finish.current = null;
            setMessages((list) =>
              list.map((message) =>
                message.id === replyId
                  ? { ...message, content: reply.text, links: reply.links.length ? reply.links : links, replyId: reply.messageId, model: reply.model, timestamp: Date.now() }
                  : message,
              ),
            );
            setPhase('idle');
          };
          // Everything received is shown first, at the page's pace; then the reply is complete.
          reveal.current = { ...reveal.current, received: reply.text.length >= reveal.current.received.length ? reply.text : reveal.current.received, done: true };
          if (revealComplete(reveal.current)) complete();
          else {
            finish.current = complete;
            pump(replyId);
          }
          if (userId) recordAdvisorEvent(userId, ADVISOR_EVENTS.modelUsed, { model: reply.model, chatMode: 'insights', tokens: estimateTokens(question) + estimateTokens(reply.text) });
        },
        (error: unknown) => {
          if (abort.signal.aborted) return;
          const failure = error instanceof AdvisorError ? error : new AdvisorError(error instanceof Error ? error.message : String(error), 'failed');
          if (revealTimer.current) clearTimeout(revealTimer.current);
          revealTimer.current = null;
          finish.current = null;
          // The reply that did not come is removed; the question stays.
          setMessages((list) => list.filter((message) => message.id !== replyId));
          setPhase('idle');
          if (userId) recordAdvisorEvent(userId, ADVISOR_EVENTS.error, { kind: failure.kind, message: failure.message, model, chatMode: 'insights' });
          if (failure.kind === 'rate-limited' || failure.kind === 'daily-limit') {
            // A limit the server holds: its own words.
            toast.show({
              title: failure.message,
              severity: 'warning',
              duration: failure.kind === 'daily-limit' ? 5000 : 4000,
              position: 'top-center',
            });
          } else toast.error(INSIGHTS_TEXT.failed(failure.message));
        },
      );
      return true;
    },
    [phase, model, messages, dailyLimit, userId, collect, pump, recordOpened],
  );

  const newChat = useCallback(() => {
    controller.current?.abort();
    if (revealTimer.current) clearTimeout(revealTimer.current);
    revealTimer.current = null;
    finish.current = null;
    clearStoredMessages();
    setMessages([greeting('welcome-back')]);
    setPhase('idle');
    // A new conversation: its first question opens a chat with Link.
    sessionRecorded.current = false;
  }, []);

  const giveFeedback = useCallback(
    (message: InsightsMessage, feedback: AdvisorFeedbackValue) => {
      if (!message.replyId) return;
      setMessages((list) => list.map((item) => (item.id === message.id ? { ...item, feedback } : item)));
      const record = { messageId: message.replyId, feedback, model: message.model ?? model, chatMode: 'insights' as const, currentPage: INSIGHTS_PATH };
      // Kept in this browser's analytics whatever the server says.
      if (userId) recordAdvisorEvent(userId, ADVISOR_EVENTS.feedback, record);
      sendFeedback(record).catch((error: unknown) => console.warn('Could not send feedback to the server', error));
      toast.success(INSIGHTS_TEXT.feedbackRecorded);
    },
    [model, userId],
  );

  return { messages, phase, model, setModel, dailyLimit, send, newChat, giveFeedback };
}
