/**
 * The member's pinned achievements and the one pinned as goal ('Pin as goal', 'Unpin'). The page shows the
 * change at once; when the server refuses it, the pins go back to what they were and a toast says so.
 */
import {
  ACHIEVEMENTS_PINS_PATH,
  achievementPinsBodySchema,
  achievementsStateSchema,
  type AchievementPinsBody,
  type AchievementsState,
} from '@kindred/contracts/api/achievements';
import { toast } from '@kindred/ui/Toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isNetworkFailure } from '../../shared/errors.ts';
import { api } from '../../shared/http.ts';
import { achievementKeys } from './keys.ts';

export const PINS_FAILED = 'Could not save your pinned achievements. Please try again.';

/** Saves the pins; the server answers the member's whole state. */
async function setAchievementPins(pins: AchievementPinsBody): Promise<AchievementsState> {
  const body = achievementPinsBodySchema.parse(pins);
  const answer: unknown = await api.put(ACHIEVEMENTS_PINS_PATH.slice(1), { json: body }).json();
  return achievementsStateSchema.parse(answer);
}

export function useSetPins() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: achievementKeys.mutations.pins,
    mutationFn: setAchievementPins,
    onMutate: async (pins) => {
      // A read on its way would put the old pins back over the new ones.
      await queryClient.cancelQueries({ queryKey: achievementKeys.all });
      const previous = queryClient.getQueryData<AchievementsState>(achievementKeys.all);
      if (previous) queryClient.setQueryData<AchievementsState>(achievementKeys.all, { ...previous, pinnedIds: pins.pinnedIds, pinnedGoalId: pins.goalId });
      return { previous };
    },
    onSuccess: (state) => {
      // The last of several quick changes takes the server's answer; an earlier one would flash older pins.
      if (queryClient.isMutating({ mutationKey: achievementKeys.mutations.pins }) === 1) queryClient.setQueryData(achievementKeys.all, state);
    },
    onError: async (error, _pins, context) => {
      if (context?.previous) queryClient.setQueryData(achievementKeys.all, context.previous);
      // A lost connection is said once, by the query client's handler, in the generic words.
      if (!isNetworkFailure(error)) toast.error(PINS_FAILED);
      await queryClient.invalidateQueries({ queryKey: achievementKeys.all });
    },
  });
}
