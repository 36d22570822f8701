import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../shared/mocks/memory-storage.ts';
import { dismissPrompt, firstLoginComplete, markFirstLoginComplete, readPromptStatus, remindLater, shouldShowPrompt } from './calendar-prompt.ts';

const NOW = Date.parse('2026-11-25T10:00:00Z');
const DAY = 86_400_000;

beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
afterEach(() => vi.unstubAllGlobals());

describe('the first-login calendar prompt (docs/product.md#states "Calendar prompt")', () => {
  it('shows for a known member with no calendar and no answer yet; never without a member or with a calendar', () => {
    expect(shouldShowPrompt('m-1', false, NOW)).toBe(true);
    expect(shouldShowPrompt('', false, NOW)).toBe(false);
    expect(shouldShowPrompt('m-1', true, NOW)).toBe(false);
  });

  it("'Remind me in 7 days' hides it until the date has passed, and then it shows again", () => {
    remindLater('m-1', NOW);
    expect(readPromptStatus('m-1')).toEqual({ status: 'remind_later', until: new Date(NOW + 7 * DAY).toISOString() });
    expect(shouldShowPrompt('m-1', false, NOW + 6 * DAY)).toBe(false);
    expect(shouldShowPrompt('m-1', false, NOW + 7 * DAY + 1)).toBe(true);
  });

  it("'Skip for now' and the first-login flag hide it for good; each member has their own", () => {
    dismissPrompt('m-1');
    expect(shouldShowPrompt('m-1', false, NOW + 365 * DAY)).toBe(false);
    expect(shouldShowPrompt('m-2', false, NOW)).toBe(true);
    markFirstLoginComplete('m-2');
    expect(firstLoginComplete('m-2')).toBe(true);
    expect(shouldShowPrompt('m-2', false, NOW)).toBe(false);
  });

  it('clears corrupted stored data and shows the prompt as if nothing were stored', () => {
    localStorage.setItem('kindred.calendar-prompt.m-1', '{not json');
    expect(shouldShowPrompt('m-1', false, NOW)).toBe(true);
    expect(localStorage.getItem('kindred.calendar-prompt.m-1')).toBeNull();
    localStorage.setItem('kindred.calendar-prompt.m-1', JSON.stringify({ status: 'remind_later', until: 'next week' }));
    expect(shouldShowPrompt('m-1', false, NOW)).toBe(true);
    expect(localStorage.getItem('kindred.calendar-prompt.m-1')).toBeNull();
    localStorage.setItem('kindred.first-login-complete.m-1', '"yes"');
    expect(firstLoginComplete('m-1')).toBe(false);
    expect(localStorage.getItem('kindred.first-login-complete.m-1')).toBeNull();
  });
});
