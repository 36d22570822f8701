import { describe, expect, it } from 'vitest';
import { feedTime } from './relative-time.ts';

const now = new Date('2026-11-27T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('feedTime', () => {
  it("reads 'just now' under a minute, then minutes, hours and days ago", () => {
    expect(feedTime(ago(59_000), now)).toBe('just now');
    expect(feedTime(ago(60_000), now)).toBe('1m ago');
    expect(feedTime(ago(59 * 60_000), now)).toBe('59m ago');
    expect(feedTime(ago(3 * 3_600_000), now)).toBe('3h ago');
    expect(feedTime(ago(2 * 86_400_000), now)).toBe('2d ago');
    expect(feedTime(ago(7 * 86_400_000), now)).toBe('7d ago');
  });

  it('gives the date after 7 days, with the year when it is another year', () => {
    expect(feedTime(ago(8 * 86_400_000), now)).toBe('Nov 19');
    expect(feedTime('2025-03-02T10:00:00Z', now)).toBe('Mar 2, 2025');
  });

  it("says nothing of a time it cannot read, and 'just now' of one in the future", () => {
    expect(feedTime('not a date', now)).toBe('');
    expect(feedTime(ago(-60_000), now)).toBe('just now');
  });
});
