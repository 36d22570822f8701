import type { AvailabilitySlot } from '@kindred/contracts/api/calendar';
import { describe, expect, it } from 'vitest';
import { MAX_SLOTS, bestIsShared, bestSlot, topSlots } from './slots.ts';

const slot = (start: string, score: number): AvailabilitySlot => ({ start, end: start.replace(':00.000Z', ':30.000Z'), score });

describe('the times offered', () => {
  // In time order, as findAvailability answers.
  const offered = [
    slot('2026-11-24T10:00:00.000Z', 91),
    slot('2026-11-24T10:45:00.000Z', 100),
    slot('2026-11-25T10:45:00.000Z', 99),
    slot('2026-11-25T14:30:00.000Z', 89),
    slot('2026-11-26T10:45:00.000Z', 98),
    slot('2026-11-26T16:00:00.000Z', 60),
  ];

  it('shows the best four, the best first, and marks it', () => {
    const shown = topSlots(offered);
    expect(shown).toHaveLength(MAX_SLOTS);
    expect(shown.map((item) => item.score)).toEqual([100, 99, 98, 91]);
    expect(bestSlot(shown)).toBe(shown[0]);
    expect(bestIsShared(shown)).toBe(false);
  });

  it('of equal scores puts the sooner first, marks it, and says the best is shared', () => {
    const equal = [slot('2026-11-26T10:45:00.000Z', 97), slot('2026-11-24T11:00:00.000Z', 97), slot('2026-11-25T10:00:00.000Z', 90)];
    const shown = topSlots(equal);
    expect(shown.map((item) => item.start)).toEqual(['2026-11-24T11:00:00.000Z', '2026-11-26T10:45:00.000Z', '2026-11-25T10:00:00.000Z']);
    expect(bestSlot(shown)).toBe(shown[0]);
    expect(bestIsShared(shown)).toBe(true);
  });

  it('marks nothing among times that carry no score (suggestions nobody’s calendar was checked for)', () => {
    expect(bestSlot([slot('2026-11-24T14:00:00.000Z', 0), slot('2026-11-24T16:00:00.000Z', 0)])).toBeNull();
    expect(bestIsShared([slot('2026-11-24T14:00:00.000Z', 0), slot('2026-11-24T16:00:00.000Z', 0)])).toBe(false);
  });
});
