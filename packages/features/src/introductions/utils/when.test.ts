import { describe, expect, it } from 'vitest';
import { timeWithZone } from './when.ts';

describe('timeWithZone', () => {
  it("writes the time in the reader's zone and names the zone", () => {
    const time = { start: '2026-12-01T15:00:00.000Z', end: '2026-12-01T15:30:00.000Z' };
    expect(timeWithZone(time, 'America/Toronto')).toBe('Tuesday, December 1, 10:00 – 10:30 (Toronto time)');
    expect(timeWithZone(time, 'UTC')).toBe('Tuesday, December 1, 15:00 – 15:30 (UTC)');
  });
});
