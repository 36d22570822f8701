import { useCurrentUser } from '@kindred/features/auth';
import { CalendarPrompt, usePrefetchCalendarStatus } from '@kindred/features/calendar';
import { useOwnProfileView } from '@kindred/features/profile';
import { deferred } from '@kindred/ui/lazy';
import { useAtom, useSetAtom } from 'jotai';
import { startTransition, useDeferredValue, useEffect, useState } from 'react';
import { TOUR_BUTTON_DELAY_MS, homeTabAtom, openTraitAtom } from '../state/home-tab.ts';
import { useHomeLayout } from '../utils/layout.ts';
import { HomeDashboard } from './HomeDashboard.tsx';
import { HomeError } from './HomeError.tsx';
import { HomeSkeleton } from './HomeSkeleton.tsx';
import { QuestionnaireInvitation } from './QuestionnaireInvitation.tsx';

/** The guided tour's code comes with its button, 1 s after the dashboard shows (docs/product.md#screens-and-routes "Guided tour"). */
const GuidedTour = deferred(() => import('../tour/GuidedTour.tsx').then((module) => module.GuidedTour));

/** True once `ms` have passed since `when` became true (set as a transition). */
function useAfter(ms: number, when: boolean): boolean {
  const [passed, setPassed] = useState(false);
  useEffect(() => {
    if (!when) return;
    const timer = setTimeout(() => startTransition(() => setPassed(true)), ms);
    return () => clearTimeout(timer);
  }, [ms, when]);
  return passed;
}

/**
 * / (My Persona): the signed-in member's dashboard (docs/product.md#screens-and-routes "Home
 * dashboard"). The profile query refetches when the window regains focus and
 * is fresh for 5 minutes. While it loads: a skeleton; when it fails or answers
 * nothing: the error screen. Beside the dashboard, the first-login calendar
 * prompt for a member who has not connected a calendar yet, and after 1 s the
 * guided tour's button.
 */
export function HomeScreen() {
  const user = useCurrentUser();
  const owner = user.status === 'SIGNED_IN' && user.id ? { id: user.id, email: user.email } : null;
  const profile = useOwnProfileView(owner);
  // The calendar widget and the first-login prompt ask for the calendars' status; asked now, beside the profile, it
  // arrives with it instead of after it.
  usePrefetchCalendarStatus(owner?.id);
  // The dashboard is drawn from a deferred copy of the profile: when the profile arrives, React draws it in short
  // slices rather than one long task, so the page answers input meanwhile (Total Blocking Time).
  const view = useDeferredValue(profile.data);
  const layout = useHomeLayout();

  const tourDue = useAfter(TOUR_BUTTON_DELAY_MS, Boolean(view));
  const [openTrait, setOpenTrait] = useAtom(openTraitAtom);
  const setTab = useSetAtom(homeTabAtom);

  // A failed background refetch keeps the dashboard that is already shown.
  if (profile.isError && !profile.data) return <HomeError message={profile.error.message} />;
  if (!view) return <HomeSkeleton layout={layout} />;
  // Until the questionnaire is done, home is the way to it; the calendar prompt and the tour come after.
  if (!view.hasResults) return <QuestionnaireInvitation firstName={view.firstName} />;
  return (
    <>
      <HomeDashboard view={view} layout={layout} />
      <CalendarPrompt />
      {tourDue && (
        <GuidedTour
          drawer={layout === 'mobile'}
          traits={view.hasResults ? view.traits : null}
          openTrait={openTrait}
          onOpenTrait={setOpenTrait}
          onShowTab={setTab}
        />
      )}
    </>
  );
}
