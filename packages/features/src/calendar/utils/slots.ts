/**
 * Which offered times are shown, and in what order, wherever a time is chosen: at most MAX_SLOTS
 * (docs/product.md#constants-and-limits "Quick Connect slots"), the best by score first. The server's score tells
 * times apart by the time of day for both, the room around them and how soon they are; two that still score the same
 * are as good as each other, and the sooner comes first.
 */
import type { AvailabilitySlot } from '@kindred/contracts/api/calendar';

/** At most this many times are offered, wherever a time is chosen. */
export const MAX_SLOTS = 4;

/** Best score first; of equal scores, the sooner first. */
function byFit(a: AvailabilitySlot, b: AvailabilitySlot): number {
  return b.score - a.score || Date.parse(a.start) - Date.parse(b.start);
}

/** The best `MAX_SLOTS` times, best first (of equal scores, the sooner first). */
export function topSlots(slots: readonly AvailabilitySlot[]): AvailabilitySlot[] {
  return [...slots].sort(byFit).slice(0, MAX_SLOTS);
}

/**
 * The time to mark 'Best fit' among those shown: the best scored (of equals, the sooner); none when the times carry
 * no score (suggestions nobody's calendar was checked for).
 */
export function bestSlot(slots: readonly AvailabilitySlot[]): AvailabilitySlot | null {
  if (!slots.some((slot) => slot.score > 0)) return null;
  return [...slots].sort(byFit)[0] ?? null;
}

/** Whether another shown time scores as well as the best: then the page says why one is marked over it. */
export function bestIsShared(slots: readonly AvailabilitySlot[]): boolean {
  const best = bestSlot(slots);
  return best !== null && slots.some((slot) => slot !== best && slot.score === best.score);
}
