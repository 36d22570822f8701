import { useCurrentUser } from '@kindred/features/auth';
import { CalendarPrompt } from '@kindred/features/calendar';
import { useOwnProfileView } from '@kindred/features/profile';
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

  // A failed background refetch keeps the dashboard that is already shown.
  if (profile.isError && !profile.data) return <HomeError message={profile.error.message} />;
  if (!profile.data) return <HomeSkeleton layout={layout} />;
  return (
    <>
      <HomeDashboard view={profile.data} layout={layout} />
      <CalendarPrompt />
    </>
  );
}
