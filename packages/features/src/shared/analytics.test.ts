import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_EVENT_LIMIT, ANALYTICS_STORAGE_KEY, readAnalyticsEvents, recordAnalyticsEvent } from './analytics.ts';
import { memoryStorage } from './mocks/memory-storage.ts';

describe('local analytics', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage());
    vi.stubGlobal('sessionStorage', memoryStorage());
    vi.stubGlobal('location', { pathname: '/connections' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('records an event with its page, time, member and session', () => {
    recordAnalyticsEvent('user-1', 'profile_viewed', { memberId: 'm-42' });
    recordAnalyticsEvent('user-1', 'profile_viewed', { memberId: 'm-43' });
    const [first, second] = readAnalyticsEvents();
    expect(first).toMatchObject({ type: 'profile_viewed', currentPage: '/connections', userId: 'user-1', data: { memberId: 'm-42' } });
    expect(first!.sessionId).toBe(second!.sessionId);
    expect(Math.abs(first!.timestamp - Date.now())).toBeLessThan(60_000);
  });

  it(`keeps the newest ${ANALYTICS_EVENT_LIMIT}`, () => {
    for (let index = 0; index < ANALYTICS_EVENT_LIMIT + 5; index++) recordAnalyticsEvent('user-1', 'profile_viewed', { memberId: `m-${index}` });
    const events = readAnalyticsEvents();
    expect(events).toHaveLength(ANALYTICS_EVENT_LIMIT);
    expect(events[0]!.data.memberId).toBe('m-5');
    expect(events.at(-1)!.data.memberId).toBe(`m-${ANALYTICS_EVENT_LIMIT + 4}`);
  });

  it('starts again from nothing when what is stored is not a list of events', () => {
    localStorage.setItem(ANALYTICS_STORAGE_KEY, '[{"type": 3}]');
    expect(readAnalyticsEvents()).toEqual([]);
    recordAnalyticsEvent('user-1', 'profile_viewed', { memberId: 'm-1' });
    expect(readAnalyticsEvents()).toHaveLength(1);
  });
});
