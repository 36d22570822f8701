/**
 * `npm run bench:matching`: one weekly matching run (modules/connections/pairing.ts) for generated organisations
 * of 1,000, 10,000 and 100,000 members, each with a year of history (52 earlier matches a member, which the run
 * must not repeat). Prints the time and the peak memory of each, against the targets: 10,000 members in at most
 * 10 s and 1 GB, 100,000 in at most 2 minutes. Each size runs in a process of its own, so its peak memory is its
 * own. A benchmark, not a test: its figures depend on the machine; it exits 1 when a target is missed.
 *
 * What is timed is the run's work in memory: reading a year of history, the partition, the candidate
 * lists and the exact matchings. The database part (one read of the members, one of the history, batched inserts)
 * is the same as before this change and is measured by the job's own tests.
 */
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { weeklyPairs, type PairingMember } from '../src/modules/connections/pairing.ts';
import { createRandom } from '../src/modules/seed/plan.ts';

const SIZES = [1_000, 10_000, 100_000];
const HISTORY_WEEKS = 52;
const DEPARTMENTS = ['Design', 'Engineering', 'Sales', 'Support', 'Finance', 'People', null];

function organisation(size: number): { members: PairingMember[]; history: [string, string][] } {
  // The seed's generator (mulberry32), so every run measures the same organisation.
  const next = createRandom(size).next;
  const raw = () => Math.round(next() * 30);
  const members = Array.from({ length: size }, (_, i) => ({
    userId: `u${String(i).padStart(7, '0')}`,
    honesty: raw(),
    neuroticism: raw(),
    extraversion: raw(),
    agreeableness: raw(),
    conscientiousness: raw(),
    openness: raw(),
    department: DEPARTMENTS[Math.floor(next() * DEPARTMENTS.length)]!,
    recentMatches: Math.floor(next() * 9),
  }));
  // A year of weekly matches: each member paired with 52 colleagues, as 52 random perfect matchings would.
  const history: [string, string][] = [];
  const order = members.map((_, i) => i);
  for (let week = 0; week < HISTORY_WEEKS; week++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (let k = 0; k + 1 < order.length; k += 2) {
      const a = members[order[k]!]!.userId;
      const b = members[order[k + 1]!]!.userId;
      history.push([a, b]);
    }
  }
  return { members, history };
}

interface Measured {
  size: number;
  seconds: number;
  peakMb: number;
  pairs: number;
  unmatched: number;
  meanStrength: number;
}

/** One size, in this process: prints one JSON line. */
function measure(size: number): void {
  const { members, history } = organisation(size);
  const started = performance.now();
  const result = weeklyPairs({ members, connected: history, lastDouble: null });
  const seconds = (performance.now() - started) / 1000;
  const matched = new Set(result.pairs.flatMap((pair) => [pair.member1, pair.member2]));
  const measured: Measured = {
    size,
    seconds,
    peakMb: process.resourceUsage().maxRSS / 1024,
    pairs: result.pairs.length,
    unmatched: size - matched.size,
    meanStrength: result.pairs.reduce((sum, pair) => sum + pair.strength, 0) / Math.max(1, result.pairs.length),
  };
  console.info(JSON.stringify(measured));
}

const only = process.argv.indexOf('--size');
if (only >= 0) {
  measure(Number(process.argv[only + 1]));
} else {
  const rows: Measured[] = [];
  for (const size of SIZES) {
    const child = spawnSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), '--size', String(size)], {
      encoding: 'utf8',
      maxBuffer: 1 << 20,
    });
    if (child.status !== 0) {
      console.error(child.stderr);
      process.exit(1);
    }
    rows.push(JSON.parse(child.stdout.trim().split('\n').at(-1)!) as Measured);
    const row = rows.at(-1)!;
    console.info(
      `${String(size).padStart(7)} members: ${row.seconds.toFixed(2)} s, peak ${row.peakMb.toFixed(0)} MB, ${row.pairs} pairs, ${row.unmatched} unmatched, mean strength ${row.meanStrength.toFixed(1)}`,
    );
  }
  const ten = rows.find((row) => row.size === 10_000)!;
  const hundred = rows.find((row) => row.size === 100_000)!;
  const met = ten.seconds <= 10 && ten.peakMb <= 1024 && hundred.seconds <= 120;
  console.info(`\nTargets: 10,000 members ≤ 10 s and ≤ 1 GB, 100,000 ≤ 2 min: ${met ? 'met' : 'NOT met'}`);
  process.exit(met ? 0 : 1);
}
