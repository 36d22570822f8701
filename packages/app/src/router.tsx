/**
 * The whole route table (spec 000 §2, 001 §2). Route modules are lazy-loaded;
 * destinations whose features arrive in later issues show the kit's
 * coming-soon overlay rather than pretending to work.
 */
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RequireAuth } from './guards/RequireAuth.tsx';
import { RootLayout } from './RootLayout.tsx';

type LazyModule = { default: NonNullable<RouteObject['Component']> };

/** A lazy route whose module's default export is the page component. */
function page(load: () => Promise<LazyModule>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load()).default }) };
}

/** A destination built in a later issue. */
function comingSoon(title: string, description: string): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const { ComingSoonPage } = await import('./routes/coming-soon.tsx');
      return { Component: () => <ComingSoonPage title={title} description={description} /> };
    },
  };
}

/** Developer pages exist in development and in the demo build; a production build sends them home (DECISIONS §7). */
export const DEV_PAGES_ENABLED = import.meta.env.DEV || import.meta.env.VITE_ENABLE_DEV_PAGES === 'true';

function devPage(title: string, description: string): Omit<RouteObject, 'index' | 'children'> {
  return DEV_PAGES_ENABLED ? comingSoon(title, description) : { element: <Navigate to="/" replace /> };
}

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    children: [
      { path: '/auth/sign-in', ...page(() => import('./routes/sign-in.tsx')) },
      { path: '/auth/forgot-password', ...page(() => import('./routes/forgot-password.tsx')) },
      { path: '/auth/two-factor', ...page(() => import('./routes/two-factor.tsx')) },
      { path: '/terms', ...page(() => import('./routes/terms.tsx')) },
      { path: '/privacy', ...page(() => import('./routes/privacy.tsx')) },
      {
        Component: RequireAuth,
        children: [
          {
            ...page(() => import('./routes/shell.tsx')),
            children: [
              { index: true, ...page(() => import('./routes/home.tsx')) },
              { path: '/settings', ...page(() => import('./routes/settings.tsx')) },
              { path: '/connections', ...comingSoon('Your Connections', 'Your weekly matches, with their match strength and icebreakers.') },
              { path: '/insights', ...comingSoon('Workplace Insights', 'Chat with Link, your AI workplace advisor, and explore your persona.') },
              { path: '/chat', ...comingSoon('Messages', 'Conversations with your mentors, mentees and connections.') },
              { path: '/community', ...comingSoon('Meet Your Team', "Your organization's community directory.") },
              { path: '/activities', ...comingSoon('Activities', 'A catalogue of 46 relationship-building activities.') },
              { path: '/quick-connect', ...comingSoon('Quick Connect', 'Schedule a one-to-one session with a team-building activity.') },
              { path: '/resources', ...comingSoon('Resources', 'Articles, videos and documents on working well together.') },
              { path: '/achievements', ...comingSoon('Achievements', 'Points, levels and badges for what you do here.') },
              { path: '/events', ...comingSoon('Events', 'View and manage your calendar events') },
              { path: '/challenges', ...comingSoon('Community Challenges', 'Team challenges to take on together.') },
              { path: '/whats-new', ...comingSoon("What's New", 'The latest releases and what changed.') },
              { path: '/support', ...comingSoon('Get Help', 'Send a support ticket to our team.') },
              { path: '/calendar/callback', ...comingSoon('Connecting your calendar...', 'Calendar connections arrive with the calendar integration.') },
              { path: '/calender', element: <Navigate to="/events" replace /> },
              { path: '/ai-dev-demo', ...devPage('AI dev-tools demo', 'A mock chat for trying the advisor tools.') },
              { path: '/calendar-debug', ...devPage('Calendar debug', 'Check status, connect, disconnect and fetch events.') },
              { path: '/dev/ai-analytics', ...devPage('AI analytics', 'Local AI usage analytics.') },
            ],
          },
        ],
      },
      { path: '*', ...page(() => import('./routes/not-found.tsx')) },
    ],
  },
];

export const router = createBrowserRouter(routes);
