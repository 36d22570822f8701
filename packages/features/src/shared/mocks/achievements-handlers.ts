/**
 * MSW handlers for the achievements calls (packages/contracts/src/api/achievements.ts) over an in-memory state,
 * with the server's rules: reading the state awards what the counters have reached (unseen until acknowledged),
 * points and level follow the awards, 'seen' refuses ids not earned (422) and answers nothing (204), pins are checked
 * with the contract's schema and answered with the state.
 * What was asked is kept in `state` for play functions.
 */
import {
  ACHIEVEMENTS_PATH,
  ACHIEVEMENTS_PINS_PATH,
  ACHIEVEMENTS_SEEN_PATH,
  ACHIEVEMENT_MESSAGES,
  achievementPinsBodySchema,
  achievementsSeenBodySchema,
  achievementsStateSchema,
  type AchievementAward,
  type AchievementPinsBody,
  type AchievementsState,
} from '@kindred/contracts/api/achievements';
import {
  ACHIEVEMENTS,
  ACHIEVEMENTS_BY_ID,
  ACHIEVEMENT_METRICS,
  levelOf,
  levelProgress,
  reachedBy,
  type AchievementCounters,
  type AchievementId,
} from '@kindred/contracts/domain/achievements';
import { HttpResponse, http } from 'msw';
import { stalledResponse } from './stall.ts';

export interface AchievementsMockOptions {
  counters?: Partial<AchievementCounters>;
  /**
   * Awards already made: ids (earned a day apart, the first the newest, seen), or awards in full. Counters below
   * an award's threshold are raised to it, as the server's would be.
   */
  earned?: readonly (AchievementId | (Pick<AchievementAward, 'id'> & Partial<AchievementAward>))[];
  pinnedIds?: AchievementId[];
  pinnedGoalId?: AchievementId | null;
  /** Answer the state read with this status and message; `failReads` counts how many reads fail (all by default). */
  failRead?: { status: number; error: string };
  failReads?: number;
  /** Answer the pins with this status and message. */
  failPins?: { status: number; error: string };
  /** Never answer the state read (the loading state). */
  stall?: boolean;
  /** False: reads do not award (a counter at its threshold the server has not read yet: 'Ready'). */
  awardOnRead?: boolean;
  /** When the first award was made; the others a day apart before it. */
  now?: Date;
}

const DAY_MS = 24 * 60 * 60_000;

function zeroCounters(): AchievementCounters {
  return Object.fromEntries(ACHIEVEMENT_METRICS.map((metric) => [metric, 0])) as AchievementCounters;
}

/** Every achievement's id, for a member who has earned them all (their counters are raised to each threshold). */
export function everyAchievement(): AchievementId[] {
  return ACHIEVEMENTS.map((definition) => definition.id);
}

export function createAchievementsMock(options: AchievementsMockOptions = {}) {
  const now = options.now ?? new Date('2026-11-24T10:00:00.000Z');
  const counters: AchievementCounters = { ...zeroCounters(), ...options.counters };
  const earned: AchievementAward[] = (options.earned ?? []).map((entry, index) => {
    const award = typeof entry === 'string' ? { id: entry } : entry;
    const definition = ACHIEVEMENTS_BY_ID[award.id];
    counters[definition.rule.metric] = Math.max(counters[definition.rule.metric], definition.rule.threshold);
    return {
      id: award.id,
      earnedAt: award.earnedAt ?? new Date(now.getTime() - index * DAY_MS).toISOString(),
      points: award.points ?? definition.points,
      seen: award.seen ?? true,
    };
  });
  const state = {
    counters,
    earned,
    pinnedIds: [...(options.pinnedIds ?? [])],
    pinnedGoalId: options.pinnedGoalId ?? null,
    reads: 0,
    seen: [] as AchievementId[][],
    pins: [] as AchievementPinsBody[],
  };

  /** The server's read: what the counters reached is awarded (unseen), newest first. */
  const read = (): AchievementsState => {
    for (const definition of options.awardOnRead === false ? [] : reachedBy(state.counters)) {
      if (state.earned.some((award) => award.id === definition.id)) continue;
      state.earned.unshift({ id: definition.id, earnedAt: new Date().toISOString(), points: definition.points, seen: false });
    }
    const points = state.earned.reduce((sum, award) => sum + award.points, 0);
    return achievementsStateSchema.parse({
      counters: state.counters,
      earned: state.earned,
      points,
      level: levelOf(points),
      levelProgress: levelProgress(points),
      pinnedIds: state.pinnedIds,
      pinnedGoalId: state.pinnedGoalId,
    });
  };

  const handlers = [
    http.get(`*${ACHIEVEMENTS_PATH}`, () => {
      state.reads += 1;
      if (options.stall) return stalledResponse();
      if (options.failRead && state.reads <= (options.failReads ?? Infinity)) {
        return HttpResponse.json({ error: options.failRead.error }, { status: options.failRead.status });
      }
      return HttpResponse.json(read());
    }),
    http.post(`*${ACHIEVEMENTS_SEEN_PATH}`, async ({ request }) => {
      const parsed = achievementsSeenBodySchema.safeParse(await request.json().catch(() => undefined));
      if (!parsed.success) return HttpResponse.json({ error: parsed.error.issues[0]?.message ?? 'Invalid request' }, { status: 400 });
      const ids = parsed.data.ids as AchievementId[];
      if (ids.some((id) => !state.earned.some((award) => award.id === id))) {
        return HttpResponse.json({ error: ACHIEVEMENT_MESSAGES.notEarned }, { status: 422 });
      }
      state.seen.push(ids);
      state.earned = state.earned.map((award) => (ids.includes(award.id) ? { ...award, seen: true } : award));
      return new HttpResponse(null, { status: 204 });
    }),
    http.put(`*${ACHIEVEMENTS_PINS_PATH}`, async ({ request }) => {
      const parsed = achievementPinsBodySchema.safeParse(await request.json().catch(() => undefined));
      if (!parsed.success) return HttpResponse.json({ error: parsed.error.issues[0]?.message ?? 'Invalid request' }, { status: 400 });
      state.pins.push(parsed.data);
      if (options.failPins) return HttpResponse.json({ error: options.failPins.error }, { status: options.failPins.status });
      state.pinnedIds = parsed.data.pinnedIds as AchievementId[];
      state.pinnedGoalId = parsed.data.goalId as AchievementId | null;
      return HttpResponse.json(read());
    }),
  ];

  /** Something the app did, counted as the server would (the next read awards what it reaches). */
  const count = (metric: keyof AchievementCounters, by = 1) => {
    state.counters[metric] += by;
  };

  return { state, handlers, count };
}
