/**
 * The weekly introduction e-mail on or off (PUT /v1/notifications/preferences `{ introductions }`), answered with
 * the saved preferences. The switch moves at once; if saving fails, the saved value comes back and the panel says
 * why (the component reads the mutation's error), and the preferences are read again.
 */
import {
  INTRODUCTION_PATHS,
  notificationPreferencesSchema,
  notificationPreferencesUpdateSchema,
  type NotificationPreferences,
} from '@kindred/contracts/api/introductions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseRequest } from '../../shared/http.ts';
import { notificationKeys } from './keys.ts';

function saveIntroductionEmails(introductions: boolean): Promise<NotificationPreferences> {
  const json = parseRequest(notificationPreferencesUpdateSchema, { introductions });
  return api.put(INTRODUCTION_PATHS.preferences.slice(1), { json }).json(notificationPreferencesSchema);
}

export function useSetIntroductionEmails(memberId: string) {
  const queryClient = useQueryClient();
  const queryKey = notificationKeys.preferences(memberId);
  return useMutation({
    mutationKey: [...queryKey, 'introductions'],
    mutationFn: saveIntroductionEmails,
    onMutate: async (introductions) => {
      // A read still under way would overwrite the change with the old value.
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<NotificationPreferences>(queryKey);
      if (previous) queryClient.setQueryData<NotificationPreferences>(queryKey, { ...previous, introductions });
      return { previous };
    },
    onError: (_error, _introductions, context) => {
      if (context?.previous) queryClient.setQueryData<NotificationPreferences>(queryKey, context.previous);
    },
    onSuccess: (answer) => {
      queryClient.setQueryData<NotificationPreferences>(queryKey, answer);
    },
    onSettled: (_answer, error) => {
      if (error) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
