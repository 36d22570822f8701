import { describe, expect, it } from 'vitest';
import { greetingMessage, greetingText, historyTurns, isEmptyConversation, type ChatMessage } from './chat-state.ts';

const message = (role: ChatMessage['role'], content: string, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id: `${role}-${content}`,
  role,
  content,
  timestamp: 0,
  contextData: { currentPage: '/' },
  ...extra,
});

describe('the popup conversation', () => {
  it('greets by first name and organisation', () => {
    expect(greetingText('Maya', 'Acme Robotics')).toMatch(/^Hi Maya! I'm Link, your AI workplace advisor at Acme Robotics\. /);
    expect(greetingText('', null)).toMatch(/^Hi there! I'm Link, your AI workplace advisor\. /);
  });

  it('is empty while it holds only the greeting', () => {
    expect(isEmptyConversation([])).toBe(true);
    expect(isEmptyConversation([greetingMessage('/')])).toBe(true);
    expect(isEmptyConversation([greetingMessage('/'), message('user', 'Hi')])).toBe(false);
  });

  it('sends as history neither the greeting, nor canned replies, nor a reply still arriving', () => {
    const turns = historyTurns([
      greetingMessage('/'),
      message('user', 'One'),
      message('assistant', 'Canned', { offline: true }),
      message('user', 'Two'),
      message('assistant', 'Real'),
      message('user', '   '),
      message('assistant', 'Half', { streaming: true }),
    ]);
    expect(turns).toEqual([
      { role: 'user', content: 'One' },
      { role: 'user', content: 'Two' },
      { role: 'assistant', content: 'Real' },
    ]);
  });
});
