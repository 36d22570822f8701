/**
 * Leaving the weekly matching, or coming back to it (docs/decisions.md#matching): PUT ?type=pause-matching
 * `{ paused }`, answered with the saved `{ paused }`. A change shows at once; if saving fails, the saved value comes
 * back, a toast says so, and the setting is read again so the switch shows what the server holds.
 */
import { PROFILE_PATH } from '@kindred/contracts/api/profile';
import { matchingSettingsResponseSchema, pauseMatchingBodySchema } from '@kindred/contracts/api/connections';
import { NO_JWT_TOKEN, bearer, parseRequest, readJson } from '@kindred/features/profile';
import { toast } from '@kindred/ui/Toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isNetworkFailure } from '../../shared/errors.ts';
import { profileApi } from '../../shared/http.ts';
import type { MatchingSetting } from './get-matching-setting.ts';
import { matchingKeys } from './keys.ts';

export const PAUSE_MATCHING_FAILED = 'Failed to pause your weekly matches. Please try again.';
const RESUME_MATCHING_FAILED = 'Failed to resume your weekly matches. Please try again.';

/** One call: pause (true) or resume (false) the caller's weekly matches; the answer is the saved setting. */
async function saveMatchingPaused(paused: boolean): Promise<MatchingSetting> {
  const body = parseRequest(pauseMatchingBodySchema, { paused });
  const headers = await bearer(NO_JWT_TOKEN);
  const response = await profileApi.put(PROFILE_PATH, { searchParams: { type: 'pause-matching' }, json: body, headers });
  return matchingSettingsResponseSchema.parse(await readJson(response));
}

/**
 * Pauses or resumes; the cached setting changes at once. On failure it goes back to what it was, a toast says
 * which change failed, and the setting is read again.
 */
export function useSetMatchingPaused(memberId: string) {
  const queryClient = useQueryClient();
  const queryKey = matchingKeys.setting(memberId);
  return useMutation({
    mutationKey: matchingKeys.pause(memberId),
    mutationFn: saveMatchingPaused,
    onMutate: async (paused) => {
      // A read still under way would overwrite the change with the old value.
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<MatchingSetting>(queryKey);
      queryClient.setQueryData<MatchingSetting>(queryKey, { paused });
      return { previous };
    },
    onError: (error, paused, context) => {
      if (context?.previous) queryClient.setQueryData<MatchingSetting>(queryKey, context.previous);
      console.warn('Could not change the weekly matching setting', error);
      // A lost connection is said once, by the query client's handler, in the generic words.
      if (!isNetworkFailure(error)) toast.error(paused ? PAUSE_MATCHING_FAILED : RESUME_MATCHING_FAILED);
    },
    onSuccess: (answer) => {
      queryClient.setQueryData<MatchingSetting>(queryKey, answer);
    },
    onSettled: (_answer, error) => {
      if (error) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
