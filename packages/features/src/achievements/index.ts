/**
 * The achievements feature's public entry: the /achievements page, the watcher that toasts new awards on every
 * signed-in page (its code loads on demand), the calls and the catalogue's views.
 */
import { deferred } from '@kindred/ui/lazy';
import type { AchievementWatcherProps } from './components/AchievementWatcher.tsx';

export { ACHIEVEMENTS_TEXT, ACHIEVEMENTS_TITLE, AchievementsScreen } from './components/AchievementsScreen.tsx';
export { achievementKeys } from './api/keys.ts';
export { ACHIEVEMENTS_STALE_MS, WATCH_INTERVAL_MS, achievementsQueryOptions, fetchAchievements, useAchievements, type UseAchievementsOptions } from './api/get-achievements.ts';
export { markAchievementsSeen } from './api/mark-seen.ts';
export { PINS_FAILED, setAchievementPins, useSetPins } from './api/set-pins.ts';
export { ACHIEVEMENTS_UI_KEY } from './state/ui-cache.ts';
export * from './utils/catalogue.ts';
export type { AchievementWatcherProps };

/**
 * Toasts each new award once, on every signed-in page (inside the query client). Its code is fetched when it is
 * first rendered (or on `AchievementWatcher.preload()`), so a shell that renders it once idle keeps it off every
 * page's first download.
 */
export const AchievementWatcher = deferred<AchievementWatcherProps>(() =>
  import('./components/AchievementWatcher.tsx').then((module) => module.AchievementWatcher),
);
