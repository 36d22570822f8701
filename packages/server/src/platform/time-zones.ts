/**
 * Time zones for luxon that remember their offsets.
 *
 * Luxon asks `Intl.DateTimeFormat#formatToParts` for a zone's offset at an
 * instant every time it needs one (every `set`, `plus`, `startOf`, `toISO` in
 * a zone other than UTC), and that was a sixth of the CPU of a calendar read
 * expanding a week of repeating events (bench:load). The offset of a zone at
 * an instant never changes while the process runs, so each zone here keeps
 * the ones it has computed, exactly, by instant: the same days and times come
 * back for every event, every member and every request.
 */
import { IANAZone } from 'luxon';
import type { Zone } from 'luxon';

/** Offsets kept per zone; past it the zone starts again (a week of events needs a few hundred). */
const MAX_OFFSETS = 20_000;

class RememberingZone extends IANAZone {
  readonly #offsets = new Map<number, number>();

  override offset(ts: number): number {
    let offset = this.#offsets.get(ts);
    if (offset === undefined) {
      offset = super.offset(ts);
      if (this.#offsets.size >= MAX_OFFSETS) this.#offsets.clear();
      this.#offsets.set(ts, offset);
    }
    return offset;
  }
}

const zones = new Map<string, Zone>();

/** Names luxon reads as something other than an IANA zone (UTC as a fixed offset, 'UTC+3', the system's zone). */
const NOT_IANA = /^(?:default|local|system|utc|gmt|(?:utc|gmt)[+-]\d.*)$/i;

/**
 * The zone named `name` for luxon's `{ zone }` and `setZone` (an IANA name such as 'Europe/Paris', or 'UTC'): the
 * same zone luxon makes of the name, remembering its offsets. An unknown name gives an invalid zone, as the name
 * itself would: luxon's DateTime in it is invalid.
 */
export function zoneNamed(name: string): Zone | string {
  // Fixed offsets cost nothing to compute, and luxon writes UTC as 'Z': the name itself keeps both.
  if (NOT_IANA.test(name)) return name;
  let zone = zones.get(name);
  if (!zone) {
    zone = new RememberingZone(name);
    // Names come from members' settings and calendars: a bounded set, but never let a stray one grow it for ever.
    if (zones.size >= 1000) zones.clear();
    zones.set(name, zone);
  }
  return zone;
}
