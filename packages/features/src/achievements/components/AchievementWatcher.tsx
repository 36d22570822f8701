import type { AchievementAward, AchievementsState } from '@kindred/contracts/api/achievements';
import { ACHIEVEMENTS_BY_ID, type AchievementId } from '@kindred/contracts/domain/achievements';
import { toast } from '@kindred/ui/Toast';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useAchievements } from '../api/get-achievements.ts';
import { achievementKeys } from '../api/keys.ts';
import { markAchievementsSeen } from '../api/mark-seen.ts';

/** How long after the app's last successful write the state is read again (a burst of writes reads once). */
export const AFTER_WRITE_DELAY_MS = 300;
/** An award's toast stays this long. */
export const AWARD_TOAST_MS = 6000;

/** The award's toast (docs/product.md#states "Achievements": a toast shows title and description). */
export function awardToast(award: Pick<AchievementAward, 'id' | 'points'>): { title: string; description: string } {
  const definition = ACHIEVEMENTS_BY_ID[award.id];
  return { title: `Achievement unlocked: ${definition.title}`, description: `${definition.description} +${award.points} points` };
}

export interface AchievementWatcherProps {
  /** How often the state is read while the page is visible; 60 s by default. */
  refetchIntervalMs?: number;
}

/**
 * Shows each new award once, on any signed-in page: it reads the member's achievements when the window regains
 * focus, every minute while the page is visible, and shortly after any successful write the app makes (an
 * activity marked done, a Quick Connect booked), since the server awards on that read. Each award the member
 * has not seen gets a toast, then the server is told it was shown. Renders nothing.
 */
export function AchievementWatcher({ refetchIntervalMs }: AchievementWatcherProps) {
  const queryClient = useQueryClient();
  const { data, isPlaceholderData } = useAchievements({ watch: true, refetchIntervalMs });
  /** Awards toasted in this tab: several reads racing each other toast each once. */
  const toasted = useRef(new Set<AchievementId>());
  /** Awards whose 'seen' is on its way to the server. */
  const acknowledging = useRef(new Set<AchievementId>());

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      // This feature's own writes update the state themselves.
      if (event.mutation.options.mutationKey?.[0] === achievementKeys.all[0]) return;
      clearTimeout(timer);
      timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: achievementKeys.all }), AFTER_WRITE_DELAY_MS);
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [queryClient]);

  useEffect(() => {
    // Only the server's answer: this browser's cached copy may be older than what was already shown.
    if (!data || isPlaceholderData) return;
    const unseen = data.earned.filter((award) => !award.seen);
    for (const award of unseen) {
      if (toasted.current.has(award.id)) continue;
      toasted.current.add(award.id);
      toast.show({ ...awardToast(award), severity: 'success', duration: AWARD_TOAST_MS });
    }
    const ids = unseen.map((award) => award.id).filter((id) => !acknowledging.current.has(id));
    if (ids.length === 0) return;
    ids.forEach((id) => acknowledging.current.add(id));
    markAchievementsSeen(ids).then(
      () => {
        const shown = new Set(ids);
        queryClient.setQueryData<AchievementsState>(achievementKeys.all, (state) =>
          state ? { ...state, earned: state.earned.map((award) => (shown.has(award.id) ? { ...award, seen: true } : award)) } : state,
        );
      },
      (error: unknown) => {
        // Not shown again in this tab; the next read asks the server again.
        ids.forEach((id) => acknowledging.current.delete(id));
        console.warn('Could not tell the server the achievements were shown', error);
      },
    );
  }, [data, isPlaceholderData, queryClient]);

  return null;
}
