/**
 * Weekly matching (docs/decisions.md#matching). Once a week every member of an organisation whose community is
 * open and not paused by its administrators, and who has not paused matching, gets a new colleague: the organisation's pairs are a maximum-weight
 * matching on similarity, never a pair already connected, with a small bonus across departments (pairing.ts has
 * the weight and how it scales).
 *
 * - Idempotent per week: `match_runs` holds one row per organisation and week (the Monday, UTC). Running the job
 *   again for that week, from this or another instance, changes nothing.
 * - Fair: one match per member a week; with an odd count one member takes a second, the one with the fewest matches
 *   lately, never the same member two weeks running (`match_runs.double_user_id`).
 * - The database transaction is short: it only claims the week and inserts, with batched `unnest` inserts.
 * - Pairs who can meet: the weekly job asks the calendar for each member's working hours that week, and pairs only
 *   members who share some (pairing.ts).
 * - Deterministic: ties go to the lower member id, so the same data gives the same matches (the seed relies on it).
 */
import type { Db } from '../../platform/db/types.ts';
import type { JobDefinition } from '../../platform/jobs/runner.ts';
import {
  claimRun,
  connectedPairs,
  hasRun,
  insertConnections,
  openOrganizations,
  previousDouble,
  recordRunCount,
  scoredMembers,
} from './matching-repository.ts';
import { weeklyPairs, workingMask } from './pairing.ts';

const INSERT_BATCH = 1000;
const WEEK_MS = 7 * 86_400_000;

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

export interface WeeklyMatchingOptions {
  /** Any instant of the week to run; normalised to its Monday 00:00 UTC. */
  weekStart: Date;
  /** New matches per member this week: 1 for the weekly run (the seed builds its history with more). */
  perMember: number;
  /** Only these organisations (each must be open); default every open organisation. */
  orgcodes?: readonly string[];
  /**
   * Each member's working periods in [from, to) (the calendar's): when given, only pairs who share working time
   * that week are matched, and shared time counts in the weight (pairing.ts). The seed's history runs without.
   */
  workingPeriods?: WorkingPeriods;
}

export type WorkingPeriods = (
  userIds: readonly string[],
  from: Date,
  to: Date,
) => Promise<ReadonlyMap<string, ReadonlyArray<{ start: number; end: number }>>>;

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
    const [members, pairsBefore, lastDouble] = await Promise.all([
      scoredMembers(db, orgcode, monday),
      connectedPairs(db, orgcode),
      previousDouble(db, orgcode, week),
    ]);
    const weeks = options.workingPeriods
      ? await options.workingPeriods(
          members.map((member) => member.userId),
          monday,
          new Date(monday.getTime() + WEEK_MS),
        ).then((periods) => new Map([...periods].map(([userId, list]) => [userId, workingMask(list, monday.getTime())])))
      : undefined;
    const { pairs, double } = weeklyPairs({
      members,
      connected: pairsBefore.map((pair) => [pair.member1, pair.member2] as const),
      lastDouble,
      rounds: perMember,
      ...(weeks ? { weeks } : {}),
    });

    const outcome = await db.transaction(async (tx) => {
      if (!(await claimRun(tx, orgcode, week))) return { created: 0, alreadyRun: true };
      let created = 0;
      for (let from = 0; from < pairs.length; from += INSERT_BATCH) {
        created += await insertConnections(tx, orgcode, monday, pairs.slice(from, from + INSERT_BATCH));
      }
      await recordRunCount(tx, orgcode, week, created, double);
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
export function weeklyMatchingJob(deps: {
  db: Db;
  perMember?: number;
  workingPeriods?: WorkingPeriods;
}): JobDefinition<WeeklyMatchingResult['organizations'][number]> {
  const perMember = deps.perMember ?? 1;
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
        ...(deps.workingPeriods ? { workingPeriods: deps.workingPeriods } : {}),
      });
      return result.organizations[0] ?? { orgcode, created: 0, alreadyRun: false };
    },
    leaseSeconds: 120,
    maxAttempts: 5,
  };
}
