/** Which e-mails the signed-in member gets, and the matching day (GET /v1/notifications/preferences). */
import { INTRODUCTION_PATHS, notificationPreferencesSchema, type NotificationPreferences } from '@kindred/contracts/api/introductions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/http.ts';
import { notificationKeys } from './keys.ts';

function fetchNotificationPreferences(): Promise<NotificationPreferences> {
  return api.get(INTRODUCTION_PATHS.preferences.slice(1)).json(notificationPreferencesSchema);
}

function notificationPreferencesQueryOptions(memberId: string) {
  return queryOptions({
    queryKey: notificationKeys.preferences(memberId),
    queryFn: fetchNotificationPreferences,
    enabled: Boolean(memberId),
  });
}

export function useNotificationPreferences(memberId: string) {
  return useQuery(notificationPreferencesQueryOptions(memberId));
}
