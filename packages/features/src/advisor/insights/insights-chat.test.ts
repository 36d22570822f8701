import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../shared/mocks/memory-storage.ts';
import { countCall } from '../chat/limits.ts';
import {
  EMPTY_REVEAL,
  INSIGHTS_MESSAGES_KEY,
  checkLimits,
  greeting,
  greetingWords,
  historyOf,
  onlyGreeting,
  questionsLeft,
  readModel,
  restoreMessages,
  revealComplete,
  revealPending,
  revealTick,
  storeMessages,
  storeModel,
  type InsightsMessage,
} from './insights-chat.ts';

const NOW = new Date(2026, 10, 24, 20, 30).getTime();

function message(role: 'user' | 'assistant', content: string, id = content): InsightsMessage {
  return { id, role, content, timestamp: NOW, contextData: { currentPage: '/insights' } };
}

describe('the conversation', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage());
    vi.stubGlobal('sessionStorage', memoryStorage());
  });
  afterEach(() => vi.unstubAllGlobals());

  it('greets by name and organisation, and welcomes back after New chat', () => {
    expect(greetingWords('welcome', 'Maya', 'Acme Robotics')).toMatch(/^Hi Maya! I'm Link, your AI workplace advisor at Acme Robotics\. /);
    expect(greetingWords('welcome-back', 'Maya', 'Acme Robotics')).toMatch(/^Welcome back, Maya!/);
    expect(greetingWords('welcome-back', '', null)).toMatch(/^Welcome back!/);
  });

  it('starts with the greeting, keeps more than a greeting in the tab, restores it, and clears it', () => {
    expect(restoreMessages(NOW)).toEqual([greeting('welcome', NOW)]);
    const conversation = [greeting('welcome', NOW), message('user', 'Hello'), message('assistant', 'Hi!'), message('assistant', '', 'cut-off')];
    storeMessages(conversation);
    expect(restoreMessages(NOW).map((item) => item.content)).toEqual(['', 'Hello', 'Hi!']);
    storeMessages([greeting('welcome-back', NOW)]);
    expect(sessionStorage.getItem(INSIGHTS_MESSAGES_KEY)).toBeNull();
    sessionStorage.setItem(INSIGHTS_MESSAGES_KEY, '[{"role":"robot"}]');
    expect(restoreMessages(NOW)).toEqual([greeting('welcome', NOW)]);
  });

  it('remembers the model, Flash by default', () => {
    expect(readModel()).toBe('flash');
    storeModel('pro');
    expect(readModel()).toBe('pro');
    localStorage.setItem('kindred.insights.model', '"ultra"');
    expect(readModel()).toBe('flash');
  });

  it('only a greeting counts as empty', () => {
    expect(onlyGreeting([greeting('welcome')])).toBe(true);
    expect(onlyGreeting([greeting('welcome'), message('user', 'Hi')])).toBe(false);
  });

  it('sends the last 10 non-empty turns, without greetings', () => {
    const many = [greeting('welcome'), ...Array.from({ length: 14 }, (_, index) => message(index % 2 ? 'assistant' : 'user', `m${index}`)), message('assistant', '  ')];
    const turns = historyOf(many);
    expect(turns).toHaveLength(10);
    expect(turns[0]).toEqual({ role: 'user', content: 'm4' });
    expect(turns.at(-1)).toEqual({ role: 'assistant', content: 'm13' });
  });
});

describe('limits', () => {
  it('Flash: 5 a minute, 2 s apart, with its own words', () => {
    expect(checkLimits('flash', [], {}, NOW)).toEqual({ allowed: true });
    const tooSoon = checkLimits('flash', [NOW - 1000], {}, NOW);
    expect(tooSoon).toEqual({
      allowed: false,
      message: 'Please wait a moment before sending another message. Link is processing your previous questions.',
      duration: 4000,
    });
    const five = [50, 40, 30, 20, 10].map((seconds) => NOW - seconds * 1000);
    expect(checkLimits('flash', five, {}, NOW).allowed).toBe(false);
    expect(checkLimits('flash', five.slice(1), {}, NOW).allowed).toBe(true);
  });

  it('Pro: 2 a minute, and blocked for the day by default', () => {
    expect(checkLimits('pro', [], {}, NOW)).toEqual({ allowed: false, message: 'Daily limit reached (0 per day). Resets in 4 hours.', duration: 5000 });
    expect(checkLimits('pro', [], {}, NOW, 10)).toEqual({ allowed: true });
    expect(checkLimits('pro', [NOW - 30_000, NOW - 20_000], {}, NOW, 10)).toMatchObject({
      message: 'The Pro model is still thinking deeply about your previous question. Please wait 60 seconds.',
      duration: 4000,
    });
  });

  it('Flash: 25 a day, counted per local day', () => {
    let usage = {};
    for (let index = 0; index < 25; index++) usage = countCall(usage, new Date(NOW), 'gemini-insights-flash');
    expect(questionsLeft('flash', usage, NOW, 25)).toBe(0);
    expect(checkLimits('flash', [], usage, NOW)).toMatchObject({ message: 'Daily limit reached (25 per day). Resets in 4 hours.' });
    expect(checkLimits('flash', [], usage, NOW + 5 * 3_600_000)).toEqual({ allowed: true });
  });
});

describe('revealing a reply', () => {
  it('shows 25 characters a tick of what has arrived, and completes once the stream has ended', () => {
    let state = { ...EMPTY_REVEAL, received: 'x'.repeat(60) };
    state = revealTick(state);
    expect(state.shown).toBe(25);
    state = revealTick(revealTick(state));
    expect(state.shown).toBe(60);
    expect(revealPending(state)).toBe(false);
    expect(revealComplete(state)).toBe(false);
    state = { ...state, received: `${state.received}more`, done: true };
    expect(revealPending(state)).toBe(true);
    expect(revealComplete(revealTick(state))).toBe(true);
    expect(revealTick({ ...EMPTY_REVEAL, received: 'abc' }, Infinity).shown).toBe(3);
  });
});
