/**
 * Tells the server the member has been shown these awards (their toasts), so they are not shown again; the cached
 * state marks them seen once the server has it. A plain call, not a mutation of the query client: it is no write
 * of the member's, and its failure is only logged (the next read asks again).
 */
import { ACHIEVEMENTS_SEEN_PATH, achievementsSeenBodySchema, type AchievementsState } from '@kindred/contracts/api/achievements';
import type { AchievementId } from '@kindred/contracts/domain/achievements';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../shared/http.ts';
import { achievementKeys } from './keys.ts';

async function markAchievementsSeen(ids: readonly AchievementId[]): Promise<void> {
  const body = achievementsSeenBodySchema.parse({ ids: [...ids] });
  await api.post(ACHIEVEMENTS_SEEN_PATH.slice(1), { json: body });
}

/** Marks awards seen on the server, then in the cached state. */
export function useMarkAchievementsSeen() {
  const queryClient = useQueryClient();
  return useCallback(
    async (ids: readonly AchievementId[]) => {
      await markAchievementsSeen(ids);
      const shown = new Set(ids);
      queryClient.setQueryData<AchievementsState>(achievementKeys.all, (state) =>
        state ? { ...state, earned: state.earned.map((award) => (shown.has(award.id) ? { ...award, seen: true } : award)) } : state,
      );
    },
    [queryClient],
  );
}
