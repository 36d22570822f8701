/**
 * The achievements feature's public entry: the /achievements page, the watcher that toasts new awards on every
 * signed-in page (its code loads on demand), and the catalogue's views.
 */
import { deferred } from '@kindred/ui/lazy';
import type { AchievementWatcherProps } from './components/AchievementWatcher.tsx';

export { AchievementsScreen } from './components/AchievementsScreen.tsx';
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
