import { ADVISOR_LIMITS } from '@kindred/contracts/api/advisor';
import { describe, expect, it } from 'vitest';
import {
  DAILY_USAGE_KEEP_DAYS,
  countCall,
  dailyLimitBlock,
  hoursUntilMidnight,
  localDay,
  pruneUsage,
  rateLimitAllows,
  recordCall,
  sentTooSoon,
  usedToday,
  type DailyUsage,
} from './limits.ts';

describe('the one-second rule', () => {
  it('refuses a send less than 1000 ms after the last', () => {
    expect(sentTooSoon(null, 5000)).toBe(false);
    expect(sentTooSoon(5000, 5999)).toBe(true);
    expect(sentTooSoon(5000, 6000)).toBe(false);
  });
});

describe('the client rate limiter (gemini-chat)', () => {
  it('needs 2 s between two calls', () => {
    expect(rateLimitAllows([], 0)).toBe(true);
    expect(rateLimitAllows([10_000], 11_999)).toBe(false);
    expect(rateLimitAllows([10_000], 12_000)).toBe(true);
  });

  it('allows 6 calls a minute, then waits for the oldest to leave the window', () => {
    let calls: number[] = [];
    for (let i = 0; i < ADVISOR_LIMITS.perMinute['gemini-chat']; i++) {
      const at = i * 3000;
      expect(rateLimitAllows(calls, at)).toBe(true);
      calls = recordCall(calls, at);
    }
    expect(rateLimitAllows(calls, 20_000)).toBe(false);
    expect(rateLimitAllows(calls, 59_999)).toBe(false);
    // The first call (at 0) leaves the 60 s window.
    expect(rateLimitAllows(calls, 60_000)).toBe(true);
  });

  it('keeps only the calls inside the window', () => {
    expect(recordCall([0, 30_000], 61_000)).toEqual([30_000, 61_000]);
  });

  it('has the insights keys’ own limits', () => {
    expect(rateLimitAllows([0, 3000], 6000, 'gemini-insights-pro')).toBe(false);
    expect(rateLimitAllows([0, 3000], 6000, 'gemini-insights-flash')).toBe(true);
  });
});

describe('the daily count', () => {
  const noon = new Date(2026, 10, 24, 12, 0, 0);

  it('names the local day', () => {
    expect(localDay(noon)).toBe('2026-11-24');
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });

  it('counts calls per day and key', () => {
    let usage: DailyUsage = {};
    usage = countCall(usage, noon);
    usage = countCall(usage, noon);
    usage = countCall(usage, noon, 'gemini-insights-flash');
    expect(usedToday(usage, noon)).toBe(2);
    expect(usedToday(usage, noon, 'gemini-insights-flash')).toBe(1);
    // The next local day starts again.
    expect(usedToday(usage, new Date(2026, 10, 25, 0, 0, 1))).toBe(0);
  });

  it('blocks the 36th call of the day, with the hours until local midnight', () => {
    const usage: DailyUsage = { '2026-11-24': { 'gemini-chat': ADVISOR_LIMITS.daily['gemini-chat'] - 1 } };
    expect(dailyLimitBlock(usage, noon)).toBeNull();
    const full = countCall(usage, noon);
    expect(dailyLimitBlock(full, noon)).toBe('Daily limit reached (35 per day). Resets in 12 hours.');
    expect(dailyLimitBlock(full, new Date(2026, 10, 24, 23, 30))).toBe('Daily limit reached (35 per day). Resets in 1 hours.');
    expect(dailyLimitBlock(full, new Date(2026, 10, 24, 9, 15))).toBe('Daily limit reached (35 per day). Resets in 15 hours.');
  });

  it('blocks the pro model at once (limit 0)', () => {
    expect(dailyLimitBlock({}, noon, 'gemini-insights-pro')).toMatch(/^Daily limit reached \(0 per day\)/);
  });

  it('rounds the hours up and never says 0', () => {
    expect(hoursUntilMidnight(new Date(2026, 10, 24, 23, 59, 59))).toBe(1);
    expect(hoursUntilMidnight(new Date(2026, 10, 24, 0, 0, 0))).toBe(24);
  });

  it(`drops days more than ${DAILY_USAGE_KEEP_DAYS} days old at the next count`, () => {
    const usage: DailyUsage = {
      '2026-11-16': { 'gemini-chat': 4 },
      '2026-11-17': { 'gemini-chat': 3 },
      '2026-11-18': { 'gemini-chat': 2 },
    };
    expect(Object.keys(pruneUsage(usage, noon))).toEqual(['2026-11-18']);
    expect(Object.keys(countCall(usage, noon))).toEqual(['2026-11-18', '2026-11-24']);
  });
});
