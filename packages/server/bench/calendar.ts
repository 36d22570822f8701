/**
 * `npm run bench:calendar`: how long mutual availability takes (modules/calendar/slots.ts). Prints the median
 * of findAvailability for 2 people × 500 busy events over 14 days and for 10 people × 500 each, and how it grows
 * from 100 to 5,000 events a person, against the targets: at most 2 ms for 2 × 500, and growth no worse than
 * n log n. A benchmark, not a test: its figures depend on the machine; it exits 1 when a target is missed.
 */
import { performance } from 'node:perf_hooks';
import { findAvailability, type Participant } from '../src/modules/calendar/slots.ts';
import { createRandom } from '../src/modules/seed/plan.ts';

const MIN = 60_000;
const NOW = new Date('2026-11-23T08:00:00Z');
const ZONES = ['Europe/Lisbon', 'America/Toronto', 'Africa/Nairobi'];

function people(count: number, events: number, seed: number): Participant[] {
  // The seed's generator (mulberry32), so every run measures the same calendars.
  const next = createRandom(seed).next;
  return Array.from({ length: count }, (_, p) => ({
    id: `p${p}`,
    timeZone: ZONES[p % ZONES.length]!,
    workingHours: { start: '08:00', end: '18:00', days: [1, 2, 3, 4, 5] },
    calendarConnected: true,
    busy: Array.from({ length: events }, () => {
      const start = NOW.getTime() + Math.floor(next() * 14 * 24 * 60) * MIN;
      return { start: new Date(start), end: new Date(start + (15 + Math.floor(next() * 8) * 15) * MIN) };
    }),
  }));
}

function median(participants: Participant[], runs: number): number {
  const options = { participants, durationMinutes: 30, now: NOW };
  for (let i = 0; i < 20; i++) findAvailability(options);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    findAvailability(options);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

const pair = median(people(2, 500, 1), 300);
const team = median(people(10, 500, 2), 100);
console.log(`findAvailability, 14 days, 30-minute slots (median)`);
console.log(`  2 people × 500 busy events:  ${pair.toFixed(3)} ms   (target ≤ 2 ms)`);
console.log(`  10 people × 500 busy events: ${team.toFixed(3)} ms`);
console.log('\n  events a person (2 people)   median ms   ratio to n log n (100 = 1.00)');
const sizes = [100, 200, 500, 1000, 2000, 5000];
let base = 0;
let worst = 0;
for (const n of sizes) {
  const ms = median(people(2, n, 3), n >= 2000 ? 60 : 150);
  const nlogn = n * Math.log2(n);
  if (n === sizes[0]) base = ms / nlogn;
  const ratio = ms / nlogn / base;
  worst = Math.max(worst, ratio);
  console.log(`  ${String(n).padStart(24)}   ${ms.toFixed(3).padStart(9)}   ${ratio.toFixed(2).padStart(6)}`);
}
const fastEnough = pair <= 2;
// A constant part (working periods, candidates) dominates small inputs, so the ratio falls as n grows; a
// quadratic part would make it climb. Above 2 it is no longer n log n.
const scales = worst <= 2;
console.log(`\nTargets: 2 × 500 ≤ 2 ms: ${fastEnough ? 'met' : 'NOT met'}; growth no worse than n log n (ratio ≤ 2): ${scales ? 'met' : 'NOT met'}`);
process.exitCode = fastEnough && scales ? 0 : 1;
