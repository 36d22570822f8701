import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { zoneNamed } from '../src/platform/time-zones.ts';

describe('zoneNamed', () => {
  const zones = ['Europe/London', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kolkata', 'UTC'];
  // Around both 2026 DST changes in Europe and the US, hour by hour, and twice each (the second from memory).
  const instants = [Date.UTC(2026, 2, 7), Date.UTC(2026, 2, 28), Date.UTC(2026, 9, 24), Date.UTC(2026, 10, 1)].flatMap((start) =>
    Array.from({ length: 72 }, (_, hour) => start + hour * 3_600_000),
  );

  it('gives the offsets and wall-clock arithmetic luxon gives for the name itself, also when it answers from memory', () => {
    for (const name of zones) {
      for (const round of [1, 2]) {
        for (const ms of instants) {
          const remembered = DateTime.fromMillis(ms, { zone: zoneNamed(name) });
          const plain = DateTime.fromMillis(ms, { zone: name });
          expect(remembered.offset, `${name} at ${new Date(ms).toISOString()} (round ${round})`).toBe(plain.offset);
          expect(remembered.plus({ days: 1 }).set({ hour: 9, minute: 30 }).toISO()).toBe(plain.plus({ days: 1 }).set({ hour: 9, minute: 30 }).toISO());
        }
      }
    }
  });

  it('is one zone per name, and an unknown name makes an invalid date as the name would', () => {
    expect(zoneNamed('Europe/Paris')).toBe(zoneNamed('Europe/Paris'));
    expect(DateTime.now().setZone(zoneNamed('Mars/Olympus_Mons')).isValid).toBe(false);
  });
});
