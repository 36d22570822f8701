/**
 * A copy of the member's last achievements state in local storage under 'achievements-ui'
 * (docs/product.md#what-it-keeps), shown while the server is asked again. Only a cache: the server keeps every
 * part of the state, so logging out (which clears local storage) loses nothing, and a copy of another member is
 * never shown.
 */
import { achievementsStateSchema, type AchievementsState } from '@kindred/contracts/api/achievements';
import * as z from 'zod/mini';
import { readStored, writeStored } from '../../shared/storage.ts';

export const ACHIEVEMENTS_UI_KEY = 'achievements-ui';

const cachedSchema = z.object({ memberId: z.string(), state: achievementsStateSchema });

export function readAchievementsCache(memberId: string): AchievementsState | null {
  if (!memberId) return null;
  const cached = readStored(ACHIEVEMENTS_UI_KEY, cachedSchema);
  return cached?.memberId === memberId ? cached.state : null;
}

export function writeAchievementsCache(memberId: string, state: AchievementsState): void {
  if (memberId) writeStored(ACHIEVEMENTS_UI_KEY, { memberId, state });
}
