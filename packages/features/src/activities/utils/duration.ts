/**
 * Activity durations are written as text ('15 min', '45 minutes', '1 hour').
 * The parser reads minutes or hours, converting hours to minutes; text it
 * cannot read falls back to the default duration (docs/product.md#validation, #constants-and-limits).
 */

export const DEFAULT_ACTIVITY_DURATION = '20 min';

const PART = /(\d+(?:\.\d+)?)\s*(hours?|hrs?|h|minutes?|mins?|m)\b/gi;

function parseParts(text: string): number | undefined {
  let total = 0;
  let found = false;
  for (const match of text.matchAll(PART)) {
    const value = Number(match[1]);
    const unit = (match[2] ?? '').toLowerCase();
    total += unit.startsWith('h') ? value * 60 : value;
    found = true;
  }
  if (found) return total;
  // A bare number ('30') is read as minutes.
  const bare = /^\s*(\d+(?:\.\d+)?)\s*$/.exec(text);
  return bare ? Number(bare[1]) : undefined;
}

/**
 * Minutes in a duration text. Reads '15 min', '45 minutes', '1 hour',
 * '1.5 hours', '1 hour 30 min' and a bare '30'; anything else (including a
 * zero duration) counts as DEFAULT_ACTIVITY_DURATION, 20 minutes.
 */
export function parseDuration(text: string | null | undefined): number {
  const minutes = typeof text === 'string' ? parseParts(text) : undefined;
  if (minutes !== undefined && Number.isFinite(minutes) && minutes > 0) return Math.round(minutes);
  return parseParts(DEFAULT_ACTIVITY_DURATION) ?? 20;
}

/** Minutes back to text in the same style: '20 min', '1 hour', '1 hour 30 min', '2 hours'. */
export function formatDuration(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return `${rest} min`;
  const hourText = `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  return rest === 0 ? hourText : `${hourText} ${rest} min`;
}
