import { describe, expect, it } from 'vitest';
import { QUICK_ACTION_PROMPTS } from '../content/conversation.ts';
import { MAX_QUICK_ACTIONS, START_HERE, newInsightsDue, quickActionsFor } from './quick-actions.ts';

const keys = (pathname: string, connectionCount: number | null = 3) => quickActionsFor({ pathname, connectionCount }).map((action) => action.key);

describe('the quick actions of a page', () => {
  it('on home: Daily Insight and Smart Connections first, then Chat with Link and Team Building', () => {
    expect(keys('/')).toEqual(['dailyInsight', 'smartConnections', 'chat', 'teamBuilding']);
  });

  it('on /connections: Smart Connections asks Link', () => {
    const actions = quickActionsFor({ pathname: '/connections', connectionCount: 3 });
    expect(actions.map((action) => action.key)).toEqual(['smartConnections', 'chat', 'teamBuilding']);
    expect(actions[0]!.behaviour).toEqual({ kind: 'chat', prompt: QUICK_ACTION_PROMPTS.smartConnections.prompt });
  });

  it('elsewhere: Smart Connections goes to /connections, last', () => {
    const actions = quickActionsFor({ pathname: '/activities', connectionCount: 3 });
    expect(actions.map((action) => action.key)).toEqual(['chat', 'teamBuilding', 'smartConnections']);
    expect(actions[2]!.behaviour).toEqual({ kind: 'navigate', to: '/connections' });
  });

  it('no Team Building on /insights', () => {
    expect(keys('/insights')).toEqual(['chat', 'smartConnections']);
  });

  it('the Get Started Guide, marked Start here, first, only with zero connections', () => {
    const actions = quickActionsFor({ pathname: '/', connectionCount: 0 });
    expect(actions.map((action) => action.key)).toEqual(['getStartedGuide', 'dailyInsight', 'smartConnections', 'chat', 'teamBuilding']);
    expect(actions[0]!.badge).toBe(START_HERE);
    expect(actions).toHaveLength(MAX_QUICK_ACTIONS);
    expect(keys('/', null)).not.toContain('getStartedGuide');
    expect(keys('/', 1)).not.toContain('getStartedGuide');
  });

  it('never more than five, and Chat with Link always', () => {
    for (const pathname of ['/', '/connections', '/insights', '/activities', '/events']) {
      for (const count of [0, 2, null]) {
        const list = keys(pathname, count);
        expect(list.length).toBeLessThanOrEqual(MAX_QUICK_ACTIONS);
        expect(list).toContain('chat');
      }
    }
  });

  it('sends each preset prompt except Chat with Link', () => {
    for (const action of quickActionsFor({ pathname: '/', connectionCount: 0 })) {
      if (action.key === 'chat') expect(action.behaviour).toEqual({ kind: 'chat', prompt: null });
      else expect(action.behaviour).toEqual({ kind: 'chat', prompt: QUICK_ACTION_PROMPTS[action.key].prompt });
    }
  });
});

describe("'New insights!'", () => {
  const DAY = 24 * 60 * 60 * 1000;
  it('shows when the chat was never used or not in the last 24 hours', () => {
    expect(newInsightsDue(null, 10 * DAY)).toBe(true);
    expect(newInsightsDue(9 * DAY, 10 * DAY)).toBe(true);
    expect(newInsightsDue(9 * DAY + 1, 10 * DAY)).toBe(false);
  });
});
