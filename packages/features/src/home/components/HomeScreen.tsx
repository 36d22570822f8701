import { useCurrentUser } from '@kindred/features/auth';
import { CalendarPrompt } from '@kindred/features/calendar';
import { useOwnProfileView } from '@kindred/features/profile';
import { skipToken, useQuery } from '@tanstack/react-query';
import { homeKeys } from '../api/keys.ts';
import { useHomeLayout } from '../utils/layout.ts';
import { HomeDashboard } from './HomeDashboard.tsx';
import { HomeError } from './HomeError.tsx';
import { HomeSkeleton } from './HomeSkeleton.tsx';

/**
 * / (My Persona): the signed-in member's dashboard (docs/product.md#screens-and-routes "Home
 * dashboard"). The profile query refetches when the window regains focus and
 * is fresh for 5 minutes. While it loads: a skeleton; when it fails or answers
 * nothing: the error screen. Beside the dashboard, the first-login calendar
 * prompt for a member who has not connected a calendar yet.
 */
export function HomeScreen() {
  const user = useCurrentUser();
  const owner = user.status === 'SIGNED_IN' && user.id ? { id: user.id, email: user.email } : null;
  const profile = useOwnProfileView(owner);
  const layout = useHomeLayout();
  // The 'For You' badge counts the recommendations once the widget (or its prefetch) has read them; this only
  // watches the cache, so the calls' code stays off the first download.
  const forYou = useQuery({ queryKey: homeKeys.recommendations(user.id), queryFn: skipToken, select: (items: readonly unknown[]) => items.length });

  // A failed background refetch keeps the dashboard that is already shown.
  if (profile.isError && !profile.data) return <HomeError message={profile.error.message} />;
  if (!profile.data) return <HomeSkeleton layout={layout} />;
  return (
    <>
      <HomeDashboard view={profile.data} layout={layout} forYouCount={forYou.data ?? 0} />
      <CalendarPrompt />
    </>
  );
}
