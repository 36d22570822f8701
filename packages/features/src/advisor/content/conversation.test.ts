import { describe, expect, it } from 'vitest';
import {
  CONVERSATION_STARTERS,
  POPULAR_QUESTIONS,
  QUICK_ACTION_IDS,
  QUICK_ACTION_PROMPTS,
  QUICK_CHIPS,
  WELCOME_PROMPT_CARDS,
  conversationStarterSchema,
  quickActionPromptSchema,
  quickChipSchema,
  welcomePromptCardSchema,
} from './conversation.ts';

describe('conversation starters', () => {
  it('are five, one per topic: achievements, challenges, skills, environment, motivation', () => {
    expect(CONVERSATION_STARTERS.map((starter) => starter.topic)).toEqual([
      'work-achievements',
      'challenges',
      'skills',
      'work-environment',
      'motivation',
    ]);
    for (const starter of CONVERSATION_STARTERS) {
      expect(conversationStarterSchema.parse(starter)).toEqual(starter);
      expect(starter.prompt.endsWith('?')).toBe(true);
    }
  });
});

describe('welcome prompt cards', () => {
  it('are eight, with the categories in the specified order', () => {
    expect(WELCOME_PROMPT_CARDS.map((card) => card.category)).toEqual([
      'Networking',
      'Calendar',
      'Resources',
      'Activities',
      'Community',
      'Self-Discovery',
      'Calendar',
      'Collaboration',
    ]);
  });

  it('validate, with distinct titles and prompts', () => {
    for (const card of WELCOME_PROMPT_CARDS) expect(welcomePromptCardSchema.parse(card)).toEqual(card);
    expect(new Set(WELCOME_PROMPT_CARDS.map((card) => card.title)).size).toBe(8);
    expect(new Set(WELCOME_PROMPT_CARDS.map((card) => card.prompt)).size).toBe(8);
  });
});

describe('quick chips', () => {
  it('are the five labels of the spec, each with the prompt it sends', () => {
    expect(QUICK_CHIPS.map((chip) => chip.label)).toEqual([
      'Check my schedule',
      'Resource for today',
      'Who to connect with',
      '5-min activity',
      'Self-care tip',
    ]);
    for (const chip of QUICK_CHIPS) {
      expect(quickChipSchema.parse(chip)).toEqual(chip);
      expect(chip.prompt.length).toBeGreaterThan(chip.label.length);
    }
  });
});

describe('popular questions', () => {
  it('are about six distinct questions', () => {
    expect(POPULAR_QUESTIONS.length).toBeGreaterThanOrEqual(5);
    expect(POPULAR_QUESTIONS.length).toBeLessThanOrEqual(8);
    expect(new Set(POPULAR_QUESTIONS).size).toBe(POPULAR_QUESTIONS.length);
    for (const question of POPULAR_QUESTIONS) expect(question.endsWith('?')).toBe(true);
  });
});

describe('quick-action preset prompts', () => {
  it('cover Daily Insight, Team Building, Get Started Guide and Smart Connections', () => {
    expect(Object.keys(QUICK_ACTION_PROMPTS)).toEqual([...QUICK_ACTION_IDS]);
    expect(QUICK_ACTION_IDS.map((id) => QUICK_ACTION_PROMPTS[id].label)).toEqual([
      'Daily Insight',
      'Team Building',
      'Get Started Guide',
      'Smart Connections',
    ]);
    for (const id of QUICK_ACTION_IDS) expect(quickActionPromptSchema.parse(QUICK_ACTION_PROMPTS[id])).toBeTruthy();
  });
});
