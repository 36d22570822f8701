/**
 * Weekly matching (docs/decisions.md#matching). Once a week every member of an organisation
 * whose community is open gets new connections: the colleagues most similar
 * to them by `connectionStrength`, never someone they are already connected
 * with.
 *
 * - Idempotent per week: `match_runs` holds one row per organisation and week
 *   (the Monday, UTC). Running the job again for that week, from this or
 *   another instance, changes nothing.
 * - Fair: members are served in a fixed order; each gets `perMember` new
 *   matches, counting the ones others picked for them. A member takes at most
 *   `perMember + 1` new matches in a week, so a "typical" profile close to
 *   everyone is not handed to the whole organisation.
 * - Scales: one query reads the organisation's scores, one reads its existing
 *   pairs, the scoring runs in memory on packed integer percentages (n² cheap
 *   comparisons: about 4 s for 10,000 members on one core), and the new pairs go in
 *   with batched `unnest` inserts. The database transaction is short: it only
 *   claims the week and inserts.
 * - Deterministic: ties go to the lower member id, so the same data gives the
 *   same matches (the seed relies on it).
 */
import { RAW_TRAIT_KEYS, rawToPercent } from '@kindred/contracts/domain/hexaco';
import type { Db } from '../../platform/db/types.ts';
import type { JobDefinition } from '../../platform/jobs/runner.ts';
import {
  claimRun,
  connectedPairs,
  hasRun,
  insertConnections,
  openOrganizations,
  recordRunCount,
  scoredMembers,
} from './matching-repository.ts';
import type { NewConnection, ScoredMember } from './matching-repository.ts';

const INSERT_BATCH = 1000;

/** The Monday 00:00 UTC of the week containing `date`. */
export function weekStartOf(date: Date): Date {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  day.setUTCDate(day.getUTCDate() - sinceMonday);
  return day;
}

export function weekKey(date: Date): string {
  return weekStartOf(date).toISOString().slice(0, 10);
}

/** Percentages of the six traits, in RAW_TRAIT_KEYS order, packed for the inner loop. */
function packPercents(members: readonly ScoredMember[]): Int16Array {
  const packed = new Int16Array(members.length * 6);
  members.forEach((member, i) => {
    RAW_TRAIT_KEYS.forEach((key, t) => {
      packed[i * 6 + t] = rawToPercent(member[key]);
    });
  });
  return packed;
}

/** `connectionStrength` from the sum of the six absolute percentage differences. */
function strengthFromDiff(diff: number): number {
  return Math.round((600 - diff) / 6);
}

/**
 * Picks the week's new pairs. Pure: `members` in a stable order (by member
 * id: the tie-break), `existing` holds pair keys i * n + j (i < j) of pairs
 * already connected.
 *
 * Candidates are ranked by the sum of absolute percentage differences, which
 * orders exactly as `connectionStrength` (strength = round((600 - sum) / 6))
 * and splits its rounding ties by the finer difference. The inner loop works
 * on packed integers only.
 */
export function pickMatches(members: readonly ScoredMember[], existing: Set<number>, perMember: number): NewConnection[] {
  const n = members.length;
  const p = packPercents(members);
  const fresh = new Int32Array(n);
  const cap = perMember + 1;
  const taken = new Set<number>(existing);
  const result: NewConnection[] = [];
  const bestJ = new Int32Array(perMember);
  const bestDiff = new Int32Array(perMember);
  for (let i = 0; i < n; i++) {
    const need = perMember - fresh[i]!;
    if (need <= 0) continue;
    let count = 0;
    const a = i * 6;
    const a0 = p[a]!, a1 = p[a + 1]!, a2 = p[a + 2]!, a3 = p[a + 3]!, a4 = p[a + 4]!, a5 = p[a + 5]!;
    for (let j = 0; j < n; j++) {
      if (j === i || fresh[j]! >= cap) continue;
      const b = j * 6;
      const diff =
        Math.abs(a0 - p[b]!) +
        Math.abs(a1 - p[b + 1]!) +
        Math.abs(a2 - p[b + 2]!) +
        Math.abs(a3 - p[b + 3]!) +
        Math.abs(a4 - p[b + 4]!) +
        Math.abs(a5 - p[b + 5]!);
      // Full and not better than the worst kept: skip (ties keep the lower index).
      if (count === need && diff >= bestDiff[count - 1]!) continue;
      if (taken.has(i < j ? i * n + j : j * n + i)) continue;
      let at = count < need ? count++ : count - 1;
      while (at > 0 && bestDiff[at - 1]! > diff) {
        bestDiff[at] = bestDiff[at - 1]!;
        bestJ[at] = bestJ[at - 1]!;
        at--;
      }
      bestDiff[at] = diff;
      bestJ[at] = j;
    }
    for (let k = 0; k < count; k++) {
      const j = bestJ[k]!;
      taken.add(Math.min(i, j) * n + Math.max(i, j));
      fresh[i]!++;
      fresh[j]!++;
      // Stored pairs are ordered by user id (uuid text order is the database's uuid order).
      const x = members[i]!.userId;
      const y = members[j]!.userId;
      const strength = strengthFromDiff(bestDiff[k]!);
      result.push(x < y ? { member1: x, member2: y, strength } : { member1: y, member2: x, strength });
    }
  }
  return result;
}

export interface WeeklyMatchingOptions {
  /** Any instant of the week to run; normalised to its Monday 00:00 UTC. */
  weekStart: Date;
  /** New matches per member this week. */
  perMember: number;
  /** Only these organisations (each must be open); default every open organisation. */
  orgcodes?: readonly string[];
}

export interface WeeklyMatchingResult {
  week: string;
  organizations: Array<{ orgcode: string; created: number; alreadyRun: boolean }>;
}

export async function generateWeeklyConnections(db: Db, options: WeeklyMatchingOptions): Promise<WeeklyMatchingResult> {
  const perMember = Math.max(0, Math.floor(options.perMember));
  const monday = weekStartOf(options.weekStart);
  const week = monday.toISOString().slice(0, 10);
  const open = await openOrganizations(db);
  const orgcodes = options.orgcodes ? open.filter((code) => options.orgcodes!.includes(code)) : open;
  const result: WeeklyMatchingResult = { week, organizations: [] };

  for (const orgcode of orgcodes) {
    if (await hasRun(db, orgcode, week)) {
      result.organizations.push({ orgcode, created: 0, alreadyRun: true });
      continue;
    }
    const members = await scoredMembers(db, orgcode);
    const index = new Map(members.map((member, i) => [member.userId, i]));
    const n = members.length;
    const existing = new Set<number>();
    for (const pair of await connectedPairs(db, orgcode)) {
      const a = index.get(pair.member1);
      const b = index.get(pair.member2);
      if (a === undefined || b === undefined) continue;
      existing.add(Math.min(a, b) * n + Math.max(a, b));
    }
    const pairs = pickMatches(members, existing, perMember);

    const outcome = await db.transaction(async (tx) => {
      if (!(await claimRun(tx, orgcode, week))) return { created: 0, alreadyRun: true };
      let created = 0;
      for (let from = 0; from < pairs.length; from += INSERT_BATCH) {
        created += await insertConnections(tx, orgcode, monday, pairs.slice(from, from + INSERT_BATCH));
      }
      await recordRunCount(tx, orgcode, week, created);
      return { created, alreadyRun: false };
    });
    result.organizations.push({ orgcode, ...outcome });
  }
  return result;
}

/** The job's name in the runner (`job_runs.job`). */
export const WEEKLY_MATCHING_JOB = 'weekly-matching';

/**
 * Weekly matching as a job of the runner (platform/jobs): one run per open
 * organisation and week, key `<orgcode>@<Monday>`, however many instances
 * tick. A run is one organisation's matching in one transaction, so a run cut
 * short leaves nothing behind and the retry starts clean.
 */
export function weeklyMatchingJob(deps: { db: Db; perMember?: number }): JobDefinition<WeeklyMatchingResult['organizations'][number]> {
  const perMember = deps.perMember ?? 3;
  return {
    name: WEEKLY_MATCHING_JOB,
    async dueKeys(now) {
      const week = weekStartOf(now).toISOString().slice(0, 10);
      return (await openOrganizations(deps.db)).map((orgcode) => `${orgcode}@${week}`);
    },
    async run(key) {
      const at = key.lastIndexOf('@');
      const orgcode = key.slice(0, at);
      const result = await generateWeeklyConnections(deps.db, {
        weekStart: new Date(`${key.slice(at + 1)}T00:00:00.000Z`),
        perMember,
        orgcodes: [orgcode],
      });
      return result.organizations[0] ?? { orgcode, created: 0, alreadyRun: false };
    },
    leaseSeconds: 120,
    maxAttempts: 5,
  };
}
