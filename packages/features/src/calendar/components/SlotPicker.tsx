import type { AvailabilitySlot } from '@kindred/contracts/api/calendar';
import { Badge } from '@kindred/ui/Badge';
import { Radio, RadioGroup } from '@kindred/ui/RadioGroup';

export const BEST_FIT = 'Best fit';

/** A slot in words in the member's zone: 'Thu, Nov 26 · 2:00 – 2:30 PM'. */
export function slotLabel(slot: AvailabilitySlot, locale?: string): string {
  const start = new Date(slot.start);
  const end = new Date(slot.end);
  const day = new Intl.DateTimeFormat(locale, { weekday: 'short', month: 'short', day: 'numeric' }).format(start);
  const times = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).formatRange(start, end);
  return `${day} · ${times}`;
}

/** At most this many times are offered, wherever a time is chosen (docs/product.md#constants-and-limits "Quick Connect slots"). */
export const MAX_SLOTS = 4;

/** The best `MAX_SLOTS` times by score (the earlier of two equal ones first), shown in time order. */
export function topSlots(slots: readonly AvailabilitySlot[]): AvailabilitySlot[] {
  return [...slots]
    .sort((a, b) => b.score - a.score || a.start.localeCompare(b.start))
    .slice(0, MAX_SLOTS)
    .sort((a, b) => a.start.localeCompare(b.start));
}

export interface SlotPickerProps {
  slots: readonly AvailabilitySlot[];
  /** The chosen slot's start, or null. */
  value: string | null;
  onChange: (start: string) => void;
  label: string;
  description?: string;
  isDisabled?: boolean;
  /** Shows each slot's score as a percent match (docs/product.md#constants-and-limits "Quick Connect slots"). */
  showScore?: boolean;
}

/**
 * The free times findAvailability gave, in time order, as one radio group (arrow keys move between them); the
 * best-scored one is marked 'Best fit', in words, not only by position.
 */
export function SlotPicker({ slots, value, onChange, label, description, isDisabled, showScore = false }: SlotPickerProps) {
  const best = slots.reduce<AvailabilitySlot | null>((top, slot) => (top === null || slot.score > top.score ? slot : top), null);
  return (
    <RadioGroup label={label} description={description} value={value} onChange={onChange} isDisabled={isDisabled} isRequired>
      {slots.map((slot) => (
        <Radio key={slot.start} value={slot.start}>
          {slotLabel(slot)}
          {showScore && ` · ${Math.round(slot.score)}% match`}
          {slot === best && (
            <>
              {' '}
              <Badge tone="positive" size="sm">
                {BEST_FIT}
              </Badge>
            </>
          )}
        </Radio>
      ))}
    </RadioGroup>
  );
}
