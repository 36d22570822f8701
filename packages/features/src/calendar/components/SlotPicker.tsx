import type { AvailabilitySlot } from '@kindred/contracts/api/calendar';
import { Badge } from '@kindred/ui/Badge';
import { Radio, RadioGroup } from '@kindred/ui/RadioGroup';
import { bestIsShared, bestSlot } from '../utils/slots.ts';

const BEST_FIT = 'Best fit';

/** A slot in words in the member's zone: 'Thu, Nov 26 · 2:00 – 2:30 PM'. */
export function slotLabel(slot: AvailabilitySlot, locale?: string): string {
  const start = new Date(slot.start);
  const end = new Date(slot.end);
  const day = new Intl.DateTimeFormat(locale, { weekday: 'short', month: 'short', day: 'numeric' }).format(start);
  const times = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).formatRange(start, end);
  return `${day} · ${times}`;
}

export { MAX_SLOTS, topSlots } from '../utils/slots.ts';
/** Said when another time shown scores as well as the one marked 'Best fit'. */
const EQUAL_FIT = 'Some of these times suit you equally well; the soonest of them is marked Best fit.';

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
 * The free times findAvailability gave, in the order given (topSlots: the best first), as one radio group (arrow
 * keys move between them); the best-scored one is marked 'Best fit', in words, not only by position. When another
 * scores as well, the description says they are equal and why the sooner is marked.
 */
export function SlotPicker({ slots, value, onChange, label, description, isDisabled, showScore = false }: SlotPickerProps) {
  const best = bestSlot(slots);
  const said = [description, bestIsShared(slots) ? EQUAL_FIT : undefined].filter(Boolean).join(' ');
  return (
    <RadioGroup label={label} description={said || undefined} value={value} onChange={onChange} isDisabled={isDisabled} isRequired>
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
