/**
 * What a Quick Connect is made of (docs/product.md#what-it-keeps "Quick Connect activity option", "Time slot",
 * "Scheduling payload"): an activity with its plan, a colleague, and a time; and the event the calendar gets.
 */
import type { AvailabilitySlot } from '@kindred/contracts/api/calendar';
import { MAX_SLOTS } from '@kindred/features/calendar';
import type { ActivityOption } from '../content/activity-options.ts';

/** An activity as a Quick Connect books it: from the options here, or from the activities catalogue. */
export interface QuickConnectActivity {
  id: string;
  name: string;
  durationMinutes: number;
  category: string;
  description: string;
  /** The plan, step by step. */
  instructions: readonly string[];
  /** Questions or prompts to bring, when the activity has them. */
  prompts?: readonly string[];
  popularity?: number;
}

export interface QuickConnectColleague {
  memberId: string;
  name: string;
  /** Their work address, when known (the directory's): finds the Quick Connects they booked with the member. */
  email?: string;
}

export function fromOption(option: ActivityOption): QuickConnectActivity {
  return {
    id: option.id,
    name: option.name,
    durationMinutes: option.duration,
    category: option.category,
    description: option.description,
    instructions: option.instructions,
    popularity: option.popularity,
  };
}

/** 'Quick Connect: Magic Questions with Ana Ribeiro'. */
export function eventSummary(activity: Pick<QuickConnectActivity, 'name'>, colleague: Pick<QuickConnectColleague, 'name'>): string {
  return `Quick Connect: ${activity.name} with ${colleague.name}`;
}

/** The invitation's text: what the activity is, how to run it, and what to bring. */
export function eventDescription(activity: QuickConnectActivity): string {
  const parts = [activity.description, '', 'How it works:', ...activity.instructions.map((step, index) => `${index + 1}. ${step}`)];
  if (activity.prompts?.length) parts.push('', 'To bring:', ...activity.prompts.map((prompt) => `- ${prompt}`));
  parts.push('', 'Booked with Kindred Quick Connect.');
  return parts.join('\n');
}

// At most MAX_SLOTS times are offered, the best by score: the calendar's SlotPicker module keeps the rule for every picker.
export { topSlots } from '@kindred/features/calendar';

/**
 * Suggested times when the organiser has no calendar connected (docs/product.md#constants-and-limits "Quick Connect
 * slots"): today 14:00 and 16:00, tomorrow 10:00 and 15:00, the day after 11:00, in the member's own time; those
 * already past are left out, at most four. They are not checked against anyone's calendar and carry no score.
 */
export function suggestedSlots(durationMinutes: number, now = new Date()): AvailabilitySlot[] {
  const at = (dayOffset: number, hour: number) => {
    const start = new Date(now.getFullYear(), now.getMonth(), now.getDate() + dayOffset, hour, 0, 0, 0);
    return { start: start.toISOString(), end: new Date(start.getTime() + durationMinutes * 60_000).toISOString(), score: 0 };
  };
  return [at(0, 14), at(0, 16), at(1, 10), at(1, 15), at(2, 11)].filter((slot) => Date.parse(slot.start) > now.getTime()).slice(0, MAX_SLOTS);
}

/** 'Surprise Me': any activity but the one already chosen. */
export function surprise<T extends { id: string }>(activities: readonly T[], current: string | null, random = Math.random): T | undefined {
  const pool = activities.filter((activity) => activity.id !== current);
  return pool[Math.floor(random() * pool.length)] ?? activities[0];
}
