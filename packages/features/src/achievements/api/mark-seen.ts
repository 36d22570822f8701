/** Tells the server the member has been shown these awards (their toasts), so they are not shown again. */
import { ACHIEVEMENTS_SEEN_PATH, achievementsSeenBodySchema } from '@kindred/contracts/api/achievements';
import type { AchievementId } from '@kindred/contracts/domain/achievements';
import { api } from '../../shared/http.ts';

export async function markAchievementsSeen(ids: readonly AchievementId[]): Promise<void> {
  const body = achievementsSeenBodySchema.parse({ ids: [...ids] });
  await api.post(ACHIEVEMENTS_SEEN_PATH.slice(1), { json: body });
}
