/**
 * The member's achievements (docs/product.md#states "Achievements"): counters, awards, points, level and pins,
 * all kept by the server. Reading them is also when the server awards what the counters have reached, so the
 * query is read again often (a short fresh time) and the watcher reads it after the app's writes.
 */
import { ACHIEVEMENTS_PATH, achievementsStateSchema, type AchievementsState } from '@kindred/contracts/api/achievements';
import { useCurrentUser } from '@kindred/features/auth';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../shared/http.ts';
import { readAchievementsCache, writeAchievementsCache } from '../state/ui-cache.ts';
import { achievementKeys } from './keys.ts';

/** Fresh for 15 s: an award earned elsewhere in the app shows soon on this page. */
const ACHIEVEMENTS_STALE_MS = 15_000;

async function fetchAchievements(): Promise<AchievementsState> {
  const answer: unknown = await api.get(ACHIEVEMENTS_PATH.slice(1)).json();
  return achievementsStateSchema.parse(answer);
}

/** The query, with the member's last state from this browser's cache to show while it loads. */
function achievementsQueryOptions(memberId: string) {
  return queryOptions({
    queryKey: achievementKeys.all,
    queryFn: fetchAchievements,
    staleTime: ACHIEVEMENTS_STALE_MS,
    placeholderData: () => readAchievementsCache(memberId) ?? undefined,
  });
}

export interface UseAchievementsOptions {
  /** Read again when the window regains focus, and every `refetchIntervalMs` while the page is visible (the watcher). */
  watch?: boolean;
  refetchIntervalMs?: number;
}

/** Read again every 60 s while the page is visible, when watching. */
const WATCH_INTERVAL_MS = 60_000;

/** The member's achievements; each answer from the server is kept as this browser's cache. */
export function useAchievements({ watch = false, refetchIntervalMs = WATCH_INTERVAL_MS }: UseAchievementsOptions = {}) {
  const user = useCurrentUser();
  const query = useQuery({
    ...achievementsQueryOptions(user.id),
    ...(watch ? { refetchOnWindowFocus: true, refetchInterval: refetchIntervalMs, refetchIntervalInBackground: false } : {}),
  });
  const { data, isPlaceholderData } = query;
  useEffect(() => {
    if (data && !isPlaceholderData) writeAchievementsCache(user.id, data);
  }, [data, isPlaceholderData, user.id]);
  return query;
}

/** How long after the app's last successful write the state is read again (a burst of writes reads once). */
const AFTER_WRITE_DELAY_MS = 300;

/**
 * Reads the member's achievements again shortly after any successful write the app makes (an activity marked done,
 * a Quick Connect booked, a chat opened), since the server awards on that read. This feature's own writes update the
 * state themselves and are left out.
 */
export function useReadAgainAfterWrites(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      if (event.mutation.options.mutationKey?.[0] === achievementKeys.all[0]) return;
      clearTimeout(timer);
      timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: achievementKeys.all }), AFTER_WRITE_DELAY_MS);
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [queryClient]);
}
