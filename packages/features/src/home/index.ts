/** The home feature: the My Persona dashboard at /. */
export { HomeScreen } from './components/HomeScreen.tsx';
export { HomeDashboard, type HomeDashboardProps } from './components/HomeDashboard.tsx';
export { HomeError, HOME_ERROR_HINT, HOME_ERROR_TITLE, type HomeErrorProps } from './components/HomeError.tsx';
export { HomeSkeleton } from './components/HomeSkeleton.tsx';
export { ConnectionCountCard } from './components/ConnectionCountCard.tsx';
export { HexacoStatsCard, type HexacoStatsCardProps } from './components/HexacoStatsCard.tsx';
export { FEED_EMPTY, FEED_UNAVAILABLE, WELCOME_BACK } from './components/RecentActivity.tsx';
export { RECOMMENDATIONS_EMPTY, RECOMMENDATIONS_FAILED } from './components/SmartRecommendations.tsx';
export { RECENT_ACTIVITY_TITLE, RECOMMENDATIONS_TITLE } from './components/WidgetSkeletons.tsx';
export { feedTime } from './utils/relative-time.ts';
export { HOME_LAYOUTS, layoutForWidth, useHomeLayout, type HomeLayout } from './utils/layout.ts';
// The profile query the dashboard reads, for route loaders.
export { ownProfileQueryOptions } from '@kindred/features/profile';
