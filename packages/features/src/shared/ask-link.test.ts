import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ASK_LINK_STORAGE_KEY, handOverToLink, takeAskLinkHandover } from './ask-link.ts';
import { memoryStorage } from './mocks/memory-storage.ts';

describe('the hand-over to Link', () => {
  beforeEach(() => vi.stubGlobal('sessionStorage', memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('is taken once, as it was left', () => {
    const handover = {
      prompt: 'How do I run Magic Questions with a new colleague?',
      context: { type: 'activity' as const, title: 'Magic Questions', description: 'Three rounds of questions.', category: 'Connection' },
    };
    handOverToLink(handover);
    expect(takeAskLinkHandover()).toEqual(handover);
    expect(takeAskLinkHandover()).toBeNull();
  });

  it('drops what is not a hand-over', () => {
    sessionStorage.setItem(ASK_LINK_STORAGE_KEY, JSON.stringify({ prompt: 3 }));
    expect(takeAskLinkHandover()).toBeNull();
    expect(sessionStorage.getItem(ASK_LINK_STORAGE_KEY)).toBeNull();
  });
});
