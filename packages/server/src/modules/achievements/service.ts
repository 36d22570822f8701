/**
 * Achievements (docs/product.md#states "Achievements"): the member's counters, counted from what happened in
 * the tables of the module that owns each event, and the awards those counters reached.
 *
 * - Counters are never stored here: each is a count of rows another module keeps, unique by construction (one
 *   activity completion per activity and day, one booking per request id, one chat per session id, one reply per
 *   question answered, one connected provider, a picture change only when it changes, one viewed flag per
 *   connection), so a retried request counts once.
 * - An achievement is awarded when the member does what reaches it: the module that stored the event says so
 *   (platform/progress.ts) and the counters are counted then, once per action rather than on every read. Reading
 *   the state counts too, and awards anything an interrupted action left unawarded; the home feed only reads the
 *   stored awards. Each award is an INSERT that does nothing when it exists, so requests at the same moment award
 *   it once; its points are stored with it, so the member's points are the sum of their awards.
 */
import {
  ACHIEVEMENT_IDS,
  ACHIEVEMENTS_BY_ID,
  isAchievementId,
  levelOf,
  levelProgress,
  reachedBy,
  type AchievementCounters,
  type AchievementId,
} from '@kindred/contracts/domain/achievements';
import { ACHIEVEMENT_MESSAGES, type AchievementPinsBody, type AchievementsState } from '@kindred/contracts/api/achievements';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/types.ts';
import { invalid, unprocessable } from '../../platform/errors.ts';
import type { Progress } from '../../platform/progress.ts';
import type { ActivitiesService } from '../activities/index.ts';
import type { AdvisorService } from '../advisor/index.ts';
import type { CalendarService } from '../calendar/index.ts';
import type { ConnectionsService } from '../connections/index.ts';
import type { ProfileService } from '../profile/index.ts';
import type { QuickConnectService } from '../quick-connect/index.ts';
import * as repo from './repository.ts';

export interface AchievementsDeps {
  db: Db;
  clock: Clock;
  /** Each counter's source: the module that owns the event. */
  activities: Pick<ActivitiesService, 'count'>;
  quickConnect: Pick<QuickConnectService, 'stats'>;
  advisor: Pick<AdvisorService, 'usage'>;
  calendar: Pick<CalendarService, 'connectedCount'>;
  profile: Pick<ProfileService, 'avatarUpdates'>;
  connections: Pick<ConnectionsService, 'viewedCount'>;
  /** Where the modules above say a member's counters may have moved. */
  progress: Pick<Progress, 'listen'>;
}

/** An award as the home feed shows it. */
export interface EarnedAchievement {
  id: AchievementId;
  title: string;
  description: string;
  points: number;
  earnedAt: Date;
}

/** Definition order, for awards earned at the same instant: the later definition (the higher bar) first. */
const ORDER = new Map<string, number>(ACHIEVEMENT_IDS.map((id, index) => [id, index]));
const newestFirst = (a: repo.AwardRow, b: repo.AwardRow) =>
  b.earnedAt.getTime() - a.earnedAt.getTime() || (ORDER.get(b.id) ?? 0) - (ORDER.get(a.id) ?? 0);

/** Only the 14 ids (the route's schema checks them already; this is for the service's other callers). */
function achievementIds(ids: readonly string[]): AchievementId[] {
  if (!ids.every(isAchievementId)) throw invalid(ACHIEVEMENT_MESSAGES.unknownId, 'VALIDATION_ERROR');
  return [...ids];
}

/** The rules the pins' schema checks, checked again for the service's other callers. */
function checkPins(body: AchievementPinsBody): repo.PinsRow {
  const pinnedIds = achievementIds(body.pinnedIds);
  const [goalId = null] = body.goalId === null ? [] : achievementIds([body.goalId]);
  if (new Set(pinnedIds).size !== pinnedIds.length) throw invalid(ACHIEVEMENT_MESSAGES.duplicate, 'VALIDATION_ERROR');
  if (goalId !== null && !pinnedIds.includes(goalId)) throw invalid(ACHIEVEMENT_MESSAGES.goalNotPinned, 'VALIDATION_ERROR');
  return { pinnedIds, goalId };
}

export function createAchievementsService(deps: AchievementsDeps) {
  const { db, clock } = deps;

  /** The nine counters, each read from the module that owns it. */
  async function counters(userId: string): Promise<AchievementCounters> {
    const [activityCompleted, quickConnect, advisor, calendarConnected, profileAvatarUpdated, profilesViewed] = await Promise.all([
      deps.activities.count(userId),
      deps.quickConnect.stats(userId),
      deps.advisor.usage(userId),
      deps.calendar.connectedCount(userId),
      deps.profile.avatarUpdates(userId),
      deps.connections.viewedCount(userId),
    ]);
    return {
      activityCompleted,
      quickConnectScheduled: quickConnect.scheduled,
      quickConnectCompleted: quickConnect.completed,
      aiChatOpened: advisor.chatsOpened,
      aiMessagesSent: advisor.messagesSent,
      calendarConnected,
      quickConnectRescheduled: quickConnect.rescheduled,
      profileAvatarUpdated,
      profilesViewed,
    };
  }

  /** Awards what the member's counters reached, when an action of theirs may have moved one. */
  async function record(userId: string): Promise<void> {
    const reached = reachedBy(await counters(userId)).map((definition) => ({ id: definition.id, points: definition.points }));
    await repo.awardMissing(db, userId, reached, clock.now());
  }
  deps.progress.listen(record);

  /** Reads the counters, awards what they reached and the member does not hold, and answers both. */
  async function sync(userId: string): Promise<{ counters: AchievementCounters; awards: repo.AwardRow[] }> {
    const current = await counters(userId);
    const reached = reachedBy(current).map((definition) => ({ id: definition.id, points: definition.points }));
    let awards = await repo.awardsOf(db, userId);
    const held = new Set(awards.map((award) => award.id));
    const missing = reached.filter((entry) => !held.has(entry.id));
    if (missing.length > 0) {
      await repo.awardMissing(db, userId, missing, clock.now());
      awards = await repo.awardsOf(db, userId);
    }
    return { counters: current, awards: awards.sort(newestFirst) };
  }

  /** The member's whole state (GET /v1/achievements), after awarding what the counters reached. */
  async function state(userId: string): Promise<AchievementsState> {
    const [{ counters: current, awards }, pins] = await Promise.all([sync(userId), repo.pinsOf(db, userId)]);
    const points = awards.reduce((sum, award) => sum + award.points, 0);
    return {
      counters: current,
      earned: awards.map((award) => ({
        id: award.id,
        earnedAt: award.earnedAt.toISOString(),
        points: award.points,
        seen: award.seenAt !== null,
      })),
      points,
      level: levelOf(points),
      levelProgress: levelProgress(points),
      pinnedIds: pins?.pinnedIds ?? [],
      pinnedGoalId: pins?.goalId ?? null,
    };
  }

  return {
    counters,
    state,

    /**
     * The member's awards, newest first, with their definitions' words (the home feed): what is stored, one
     * statement. Each was awarded by the action that reached it (`record`), so nothing is counted here.
     */
    async awards(userId: string): Promise<EarnedAchievement[]> {
      const awards = (await repo.awardsOf(db, userId)).sort(newestFirst);
      return awards.map((award) => {
        const definition = ACHIEVEMENTS_BY_ID[award.id];
        return { id: award.id, title: definition.title, description: definition.description, points: award.points, earnedAt: award.earnedAt };
      });
    },

    /** Marks awards as shown to the member; every id must be one they hold, or nothing is marked. */
    async markSeen(userId: string, ids: readonly string[]): Promise<void> {
      const wanted = [...new Set(achievementIds(ids))];
      await db.transaction(async (tx) => {
        const marked = await repo.markSeen(tx, userId, wanted, clock.now());
        // Throwing rolls the marks back: a request naming an award the member does not hold changes nothing.
        if (marked.length !== wanted.length) throw unprocessable(ACHIEVEMENT_MESSAGES.notEarned, 'ACHIEVEMENT_NOT_EARNED');
      });
    },

    /** Replaces the member's pins and goal (any of the 14, earned or not: a goal is one to reach); answers the state. */
    async setPins(userId: string, body: AchievementPinsBody): Promise<AchievementsState> {
      await repo.savePins(db, userId, checkPins(body), clock.now());
      return state(userId);
    },
  };
}

export type AchievementsService = ReturnType<typeof createAchievementsService>;
