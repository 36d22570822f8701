import { AchievementsScreen } from '@kindred/features/achievements';

/** 'Achievements': points, level, what is next, what was earned, the pins and the whole catalogue. */
export default function AchievementsRoute() {
  return <AchievementsScreen />;
}
