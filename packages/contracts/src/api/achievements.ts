/**
 * Achievements (docs/product.md#states "Achievements"; docs/product.md#what-it-keeps "Achievements state"). The
 * server keeps every part of the state: counters are counted from what really happened, recorded by the module
 * that owns it (an activity marked done, a Quick Connect booked, moved or held, a chat with Link opened, a question
 * asked, a calendar connected, an avatar chosen, a connection's profile opened), and each achievement is awarded
 * once, when its counter reaches the threshold, with its points.
 *
 * - GET /v1/achievements (bearer): the caller's state. Reading it awards what the counters have reached; an award
 *   the member has not been shown yet has `seen: false` (the client toasts it once, then acknowledges it).
 * - POST /v1/achievements/seen `{ ids }` (bearer): marks the caller's awards as shown; ids not earned are refused.
 * - PUT /v1/achievements/pins `{ pinnedIds, goalId }` (bearer): the caller's pinned achievements (most recent first)
 *   and the one pinned as goal ('Pin as goal'), which must be among them or null.
 */
import * as z from 'zod/mini';
import '../zod-locale.ts';
import { ACHIEVEMENT_IDS, ACHIEVEMENT_METRICS } from '../domain/achievements';
import { missingParameterMessage } from './params';

export const ACHIEVEMENTS_PATH = '/v1/achievements';
export const ACHIEVEMENTS_SEEN_PATH = '/v1/achievements/seen';
export const ACHIEVEMENTS_PINS_PATH = '/v1/achievements/pins';

export const ACHIEVEMENT_MESSAGES = {
  unknownId: 'Each id must be one of the 14 achievements',
  duplicate: 'pinnedIds must not repeat an achievement',
  goalNotPinned: 'goalId must be one of pinnedIds, or null',
  notEarned: 'Only achievements you have earned can be marked as seen',
} as const;

const count = z.number().check(z.int(), z.gte(0));
const isoDateTime = z.string().register(z.globalRegistry, { description: 'ISO 8601 date-time' });

/** One of the 14 ids; absent, the field named `name` is missing (a list's entries are never absent). */
const achievementIdOf = (name: string) =>
  z
    .enum(ACHIEVEMENT_IDS, { error: (issue) => (issue.input === undefined ? missingParameterMessage(name) : ACHIEVEMENT_MESSAGES.unknownId) })
    .register(z.globalRegistry, { description: "An achievement's id ('first_activity')" });
const achievementId = achievementIdOf('id');

const achievementCountersSchema = z.object(
  Object.fromEntries(ACHIEVEMENT_METRICS.map((metric) => [metric, count])) as Record<(typeof ACHIEVEMENT_METRICS)[number], typeof count>,
);

const achievementAwardSchema = z.object({
  id: z.enum(ACHIEVEMENT_IDS),
  earnedAt: isoDateTime,
  points: count,
  /** False until the member has been shown the award (its toast). */
  seen: z.boolean(),
});
export type AchievementAward = z.infer<typeof achievementAwardSchema>;

export const achievementsStateSchema = z.object({
  counters: achievementCountersSchema,
  /** The awards, newest first. */
  earned: z.array(achievementAwardSchema),
  points: count,
  /** floor(points / 250) + 1. */
  level: z.number().check(z.int(), z.gte(1)),
  /** Percent of the way to the next level, 0-99. */
  levelProgress: z.number().check(z.int(), z.gte(0), z.lte(99)),
  /** Pinned achievements, most recently pinned first. */
  pinnedIds: z.array(z.enum(ACHIEVEMENT_IDS)),
  pinnedGoalId: z.nullable(z.enum(ACHIEVEMENT_IDS)),
});
export type AchievementsState = z.infer<typeof achievementsStateSchema>;

export const achievementsSeenBodySchema = z.strictObject({
  ids: z.array(achievementId).check(z.minLength(1, { error: 'ids must name at least one achievement' }), z.maxLength(ACHIEVEMENT_IDS.length)),
});

export const achievementPinsBodySchema = z
  .strictObject({
    pinnedIds: z
      .array(achievementId)
      .check(
        z.maxLength(ACHIEVEMENT_IDS.length),
        z.refine((ids) => new Set(ids).size === ids.length, { error: ACHIEVEMENT_MESSAGES.duplicate }),
      ),
    goalId: z.nullable(achievementIdOf('goalId')),
  })
  .check(
    z.refine((body) => body.goalId === null || body.pinnedIds.includes(body.goalId), { error: ACHIEVEMENT_MESSAGES.goalNotPinned, path: ['goalId'] }),
  );
export type AchievementPinsBody = z.infer<typeof achievementPinsBodySchema>;
