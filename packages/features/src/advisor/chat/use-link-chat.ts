/**
 * The popup's chat (docs/product.md#states "Link", #validation, #errors): sending a message by the rules (blank
 * ignored, one reply at a time, a second between sends, the client's per-minute and daily limits), the reply
 * streamed in at the popup's speed, and on any failure but a cancelled one a canned offline reply in its place with
 * the 'Connection issue' toast; a limit the server reports is a toast instead. The request is cancelled when the
 * popup closes. Local analytics record the popup's session (its first question), each question, each reply's model
 * and each failure.
 */
import { ADVISOR_LIMITS, type AdvisorLink } from '@kindred/contracts/api/advisor';
import { useCurrentUser } from '@kindred/features/auth';
import { toast } from '@kindred/ui/Toast';
import { media } from '@kindred/ui/tokens';
import { useAtom, useAtomValue, useSetAtom, useStore } from 'jotai';
import { useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { AdvisorError, askLink } from '../api/ask-link.ts';
import { ADVISOR_EVENTS, estimateTokens, recordAdvisorEvent } from '../context/analytics.ts';
import {
  callTimesAtom,
  conversationOwnerAtom,
  draftAtom,
  greetingMessage,
  historyTurns,
  lastSentAtAtom,
  messagesAtom,
  phaseAtom,
  type ChatMessage,
  type ChatPhase,
} from './chat-state.ts';
import { aiContextHint } from '../context/ai-context.ts';
import { useAiContext } from '../context/use-ai-context.ts';
import { popupContext } from './context.ts';
import {
  DAILY_LIMIT_TOAST_MS,
  LIMIT_TEXT,
  countCall,
  dailyLimitBlock,
  rateLimitAllows,
  readDailyUsage,
  recordCall,
  sentTooSoon,
  writeDailyUsage,
} from './limits.ts';
import { OFFLINE_TOAST, offlineReply } from './offline-replies.ts';
import { nextRevealLength, revealDelay } from './reveal.ts';
import { playCompletionSound, soundMutedAtom } from './sound.ts';

export const CHAT_CLEARED = 'Chat cleared!';
/** How long the limiter's and the server's rate-limit toasts stay (top centre). */
const LIMIT_TOAST_MS = 4000;

export interface LinkChat {
  messages: ChatMessage[];
  phase: ChatPhase;
  /** True while a reply is pending or streaming: sends are ignored. */
  busy: boolean;
  draft: string;
  setDraft: (text: string) => void;
  /** Sends `text`; false when it was ignored or refused (the reason is toasted). */
  send: (text: string) => boolean;
  /** Adds the greeting when the conversation is empty (the first open), after forgetting another member's. */
  greet: () => void;
  /** Cancels any reply, restores the greeting and says 'Chat cleared!'. */
  clear: () => void;
}

/** The reply being shown: everything received so far and how much of it is on screen. */
interface Reveal {
  id: string;
  text: string;
  shown: number;
  done: boolean;
  links: AdvisorLink[];
  offline: boolean;
  timer: ReturnType<typeof setTimeout> | undefined;
}

let sequence = 0;
const newId = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(sequence += 1)}`;

const prefersReducedMotion = () => globalThis.matchMedia?.(media.reducedMotion).matches ?? false;

export function useLinkChat(): LinkChat {
  const store = useStore();
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const [storedMessages, setMessages] = useAtom(messagesAtom);
  const owner = useAtomValue(conversationOwnerAtom);
  // Never a glimpse of another member's conversation before `greet` replaces it.
  const messages = owner === user.id ? storedMessages : [];
  const [phase, setPhase] = useAtom(phaseAtom);
  const [draft, setDraft] = useAtom(draftAtom);
  const setLastSentAt = useSetAtom(lastSentAtAtom);
  const setCallTimes = useSetAtom(callTimesAtom);
  const muted = useAtomValue(soundMutedAtom);
  const mutedRef = useRef(muted);
  mutedRef.current = muted;
  const pageRef = useRef(pathname);
  pageRef.current = pathname;
  const reveal = useRef<Reveal | null>(null);
  const request = useRef<AbortController | null>(null);
  const sessionRecorded = useRef(false);
  const userId = user.id;
  const { collect } = useAiContext();

  const update = useCallback(
    (id: string, change: Partial<ChatMessage>) =>
      setMessages((current) => current.map((message) => (message.id === id ? { ...message, ...change } : message))),
    [setMessages],
  );

  const finish = useCallback(
    (state: Reveal) => {
      if (state.timer) clearTimeout(state.timer);
      reveal.current = null;
      update(state.id, {
        content: state.text,
        streaming: false,
        ...(state.links.length > 0 ? { links: state.links } : {}),
        ...(state.offline ? { offline: true } : {}),
      });
      setPhase('idle');
      playCompletionSound(mutedRef.current);
    },
    [update, setPhase],
  );

  const tick = useCallback(() => {
    const state = reveal.current;
    if (!state) return;
    state.timer = undefined;
    const next = prefersReducedMotion() ? state.text.length : nextRevealLength(state.text, state.shown);
    if (next !== state.shown) {
      state.shown = next;
      update(state.id, { content: state.text.slice(0, next) });
    }
    if (state.shown < state.text.length) state.timer = setTimeout(tick, revealDelay());
    else if (state.done) finish(state);
  }, [update, finish]);

  const schedule = useCallback(() => {
    const state = reveal.current;
    if (state && !state.timer) state.timer = setTimeout(tick, revealDelay());
  }, [tick]);

  /** Stops the reply on its way: what arrived stays, an empty reply goes. */
  const cancel = useCallback(() => {
    request.current?.abort();
    request.current = null;
    const state = reveal.current;
    if (!state) return;
    if (state.timer) clearTimeout(state.timer);
    reveal.current = null;
    if (state.text.trim()) update(state.id, { content: state.text, streaming: false });
    else setMessages((current) => current.filter((message) => message.id !== state.id));
    setPhase('idle');
  }, [update, setMessages, setPhase]);

  // Closing the popup cancels the reply.
  useEffect(() => cancel, [cancel]);

  const ask = useCallback(
    async (question: string, prior: ChatMessage[], replyId: string) => {
      const controller = new AbortController();
      request.current = controller;
      const state: Reveal = { id: replyId, text: '', shown: 0, done: false, links: [], offline: false, timer: undefined };
      reveal.current = state;
      const current = () => reveal.current === state;
      try {
        const reply = await askLink({
          chatMode: 'popup',
          messages: [...historyTurns(prior), { role: 'user', content: question }],
          maxTokens: ADVISOR_LIMITS.maxTokens.popup,
          // The AI context of the member (docs/product.md#what-it-keeps), or only the page when it cannot be collected.
          context: await collect().then(
            (collected) => aiContextHint(collected, { currentPage: pageRef.current }),
            () => popupContext({ currentPage: pageRef.current }),
          ),
          signal: controller.signal,
          onDelta: (text) => {
            if (!current()) return;
            state.text += text;
            setPhase('streaming');
            schedule();
          },
        });
        if (!current()) return;
        if (userId) recordAdvisorEvent(userId, ADVISOR_EVENTS.modelUsed, { model: reply.model, chatMode: 'popup', tokens: estimateTokens(question) + estimateTokens(reply.text) });
        state.text = reply.text;
        state.links = reply.links;
        state.done = true;
        setPhase('streaming');
        if (state.shown >= state.text.length) finish(state);
        else schedule();
      } catch (error) {
        if (!current()) return;
        const kind = error instanceof AdvisorError ? error.kind : 'failed';
        if (kind === 'aborted') {
          cancel();
          return;
        }
        const message = error instanceof Error ? error.message : LIMIT_TEXT.limiter;
        if (userId) recordAdvisorEvent(userId, ADVISOR_EVENTS.error, { kind, message, model: 'flash', chatMode: 'popup' });
        if (kind === 'rate-limited' || kind === 'daily-limit') {
          // A limit: no reply at all, and the server's words.
          if (state.timer) clearTimeout(state.timer);
          reveal.current = null;
          setMessages((messages) => messages.filter((message) => message.id !== replyId));
          setPhase('idle');
          toast.show({
            title: message,
            severity: 'warning',
            position: 'top-center',
            duration: kind === 'daily-limit' ? DAILY_LIMIT_TOAST_MS : LIMIT_TOAST_MS,
          });
          return;
        }
        // Any other failure: the canned reply, streamed from the start in place of what arrived.
        state.text = offlineReply(question);
        state.shown = 0;
        state.links = [];
        state.offline = true;
        state.done = true;
        update(replyId, { content: '' });
        setPhase('streaming');
        toast.show({ title: OFFLINE_TOAST, severity: 'warning' });
        schedule();
      } finally {
        if (request.current === controller) request.current = null;
      }
    },
    [userId, schedule, finish, cancel, setMessages, setPhase, update, collect],
  );

  const send = useCallback(
    (text: string): boolean => {
      const question = text.trim();
      if (!question) return false;
      if (store.get(phaseAtom) !== 'idle') return false;
      const now = Date.now();
      if (sentTooSoon(store.get(lastSentAtAtom), now)) {
        toast.show({ title: LIMIT_TEXT.tooSoon, severity: 'warning' });
        return false;
      }
      if (!rateLimitAllows(store.get(callTimesAtom), now)) {
        toast.show({ title: LIMIT_TEXT.limiter, severity: 'warning', position: 'top-center', duration: LIMIT_TOAST_MS });
        return false;
      }
      const usage = readDailyUsage();
      const blocked = dailyLimitBlock(usage, new Date(now));
      if (blocked) {
        toast.show({ title: blocked, severity: 'warning', position: 'top-center', duration: DAILY_LIMIT_TOAST_MS });
        return false;
      }
      writeDailyUsage(countCall(usage, new Date(now)));
      setLastSentAt(now);
      setCallTimes((calls) => recordCall(calls, now));

      const currentPage = pageRef.current;
      const prior = store.get(messagesAtom);
      const replyId = newId('reply');
      setMessages([
        ...prior,
        { id: newId('message'), role: 'user', content: question, timestamp: now, contextData: { currentPage } },
        { id: replyId, role: 'assistant', content: '', timestamp: now, contextData: { currentPage }, streaming: true },
      ]);
      setPhase('waiting');
      if (userId) {
        if (!sessionRecorded.current) recordAdvisorEvent(userId, ADVISOR_EVENTS.chatSession, { chatMode: 'popup' });
        recordAdvisorEvent(userId, ADVISOR_EVENTS.messageSent, { chatMode: 'popup', model: 'flash' });
      }
      sessionRecorded.current = true;
      void ask(question, prior, replyId);
      return true;
    },
    [store, userId, ask, setLastSentAt, setCallTimes, setMessages, setPhase],
  );

  const greet = useCallback(() => {
    if (store.get(conversationOwnerAtom) !== userId) {
      store.set(messagesAtom, []);
      store.set(draftAtom, '');
      store.set(conversationOwnerAtom, userId);
    }
    if (store.get(messagesAtom).length === 0) setMessages([greetingMessage(pageRef.current)]);
  }, [store, userId, setMessages]);

  const clear = useCallback(() => {
    cancel();
    setMessages([greetingMessage(pageRef.current)]);
    toast.show({ title: CHAT_CLEARED, severity: 'success' });
  }, [cancel, setMessages]);

  return { messages, phase, busy: phase !== 'idle', draft: owner === user.id ? draft : '', setDraft, send, greet, clear };
}
