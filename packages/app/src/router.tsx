/**
 * The whole route table (spec 000 §2, 001 §2). Route modules are lazy-loaded;
 * destinations whose features arrive in later issues show the kit's
 * coming-soon overlay rather than pretending to work.
 *
 * Declarative routing (`<BrowserRouter>` + `useRoutes`): the app loads no data
 * through the router, so the data router's loaders, actions and fetchers would
 * only add weight to the first download. Navigations run in React transitions,
 * so the current page stays on screen while the next route's module loads.
 */
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { RequireAuth } from './guards/RequireAuth.tsx';
import { RootLayout } from './RootLayout.tsx';

/** A lazy route whose module's default export is the page component. */
function page(load: () => Promise<{ default: ComponentType }>): ReactNode {
  const Page = lazy(load);
  return <Page />;
}

/** A destination built in a later issue. */
function comingSoon(title: string, description: string): ReactNode {
  const Page = lazy(async () => {
    const { ComingSoonPage } = await import('./routes/coming-soon.tsx');
    return { default: () => <ComingSoonPage title={title} description={description} /> };
  });
  return <Page />;
}

/** Developer pages exist in development and in the demo build; a production build sends them home (DECISIONS §7). */
export const DEV_PAGES_ENABLED = import.meta.env.DEV || import.meta.env.VITE_ENABLE_DEV_PAGES === 'true';

function devPage(title: string, description: string): ReactNode {
  return DEV_PAGES_ENABLED ? comingSoon(title, description) : <Navigate to="/" replace />;
}

/**
 * Shows nothing while a route module loads for the first time: the page's own
 * skeletons and spinners take over once its module has run, and later
 * navigations keep the current page up instead (transitions).
 */
function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/auth/sign-in', element: page(() => import('./routes/sign-in.tsx')) },
      { path: '/auth/forgot-password', element: page(() => import('./routes/forgot-password.tsx')) },
      { path: '/auth/two-factor', element: page(() => import('./routes/two-factor.tsx')) },
      { path: '/terms', element: page(() => import('./routes/terms.tsx')) },
      { path: '/privacy', element: page(() => import('./routes/privacy.tsx')) },
      {
        element: <RequireAuth />,
        children: [
          {
            element: page(() => import('./routes/shell.tsx')),
            children: [
              { index: true, element: page(() => import('./routes/home.tsx')) },
              { path: '/settings', element: page(() => import('./routes/settings.tsx')) },
              { path: '/connections', element: comingSoon('Your Connections', 'Your weekly matches, with their match strength and icebreakers.') },
              { path: '/insights', element: comingSoon('Workplace Insights', 'Chat with Link, your AI workplace advisor, and explore your persona.') },
              { path: '/chat', element: comingSoon('Messages', 'Conversations with your mentors, mentees and connections.') },
              { path: '/community', element: comingSoon('Meet Your Team', "Your organization's community directory.") },
              { path: '/activities', element: comingSoon('Activities', 'A catalogue of 46 relationship-building activities.') },
              { path: '/quick-connect', element: comingSoon('Quick Connect', 'Schedule a one-to-one session with a team-building activity.') },
              { path: '/resources', element: comingSoon('Resources', 'Articles, videos and documents on working well together.') },
              { path: '/achievements', element: comingSoon('Achievements', 'Points, levels and badges for what you do here.') },
              { path: '/events', element: comingSoon('Events', 'View and manage your calendar events') },
              { path: '/challenges', element: comingSoon('Community Challenges', 'Team challenges to take on together.') },
              { path: '/whats-new', element: comingSoon("What's New", 'The latest releases and what changed.') },
              { path: '/support', element: comingSoon('Get Help', 'Send a support ticket to our team.') },
              { path: '/calendar/callback', element: comingSoon('Connecting your calendar...', 'Calendar connections arrive with the calendar integration.') },
              { path: '/calender', element: <Navigate to="/events" replace /> },
              { path: '/ai-dev-demo', element: devPage('AI dev-tools demo', 'A mock chat for trying the advisor tools.') },
              { path: '/calendar-debug', element: devPage('Calendar debug', 'Check status, connect, disconnect and fetch events.') },
              { path: '/dev/ai-analytics', element: devPage('AI analytics', 'Local AI usage analytics.') },
            ],
          },
        ],
      },
      { path: '*', element: page(() => import('./routes/not-found.tsx')) },
    ],
  },
];

/** Renders the route that matches the current location. */
export function AppRoutes() {
  return <Loading>{useRoutes(routes)}</Loading>;
}
