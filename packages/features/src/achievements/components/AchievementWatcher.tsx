import type { AchievementAward } from '@kindred/contracts/api/achievements';
import { ACHIEVEMENTS_BY_ID, type AchievementId } from '@kindred/contracts/domain/achievements';
import { toast } from '@kindred/ui/Toast';
import { useEffect, useRef } from 'react';
import { useAchievements, useReadAgainAfterWrites } from '../api/get-achievements.ts';
import { useMarkAchievementsSeen } from '../api/mark-seen.ts';
/** An award's toast stays this long. */
const AWARD_TOAST_MS = 6000;

/** The award's toast (docs/product.md#states "Achievements": a toast shows title and description). */
function awardToast(award: Pick<AchievementAward, 'id' | 'points'>): { title: string; description: string } {
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
  const { data, isPlaceholderData } = useAchievements({ watch: true, refetchIntervalMs });
  useReadAgainAfterWrites();
  const markSeen = useMarkAchievementsSeen();
  /** Awards toasted in this tab: several reads racing each other toast each once. */
  const toasted = useRef(new Set<AchievementId>());
  /** Awards whose 'seen' is on its way to the server. */
  const acknowledging = useRef(new Set<AchievementId>());

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
    markSeen(ids).catch((error: unknown) => {
      // Not shown again in this tab; the next read asks the server again.
      ids.forEach((id) => acknowledging.current.delete(id));
      console.warn('Could not tell the server the achievements were shown', error);
    });
  }, [data, isPlaceholderData, markSeen]);

  return null;
}
