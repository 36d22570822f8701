/**
 * The providers a feature screen needs, for stories and component tests: a
 * fresh query client (the app's defaults, minus retries so error states show
 * at once), a fresh jotai store, a memory router, a mock session and a reset
 * fixture database.
 *
 * In a story: `decorators: [withMockApp]` and, per story,
 * `parameters: { kindred: { signedInAs: FIXTURE_IDS.maya, route: '/settings?tab=appearance' } }`.
 */
import type { Decorator } from '@storybook/react-vite';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { useState, type ReactNode } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { MemoryRouter, useHref, useNavigate } from 'react-router';
import { createQueryClient } from '../query-client.ts';
import { mockDb, type MockDb } from './db.ts';
import { signInMock, signOutMock } from './session.ts';

export type JotaiStore = ReturnType<typeof createStore>;

export interface MockAppOptions {
  /** The fixture member the session belongs to; null or absent: signed out. */
  signedInAs?: string | null;
  /** The memory router's first URL ('/' by default). */
  route?: string;
  /** Prepares the jotai store before the first render (e.g. sets the signed-in user). */
  initStore?: (store: JotaiStore) => void;
  /** The database to reset before the first render (the shared `mockDb` by default); false keeps its data. */
  db?: MockDb | false;
}

/** The app's query client with retries off: a story or test sees a failure at once. */
function createMockQueryClient(): QueryClient {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({
    queries: { ...defaults.queries, retry: false },
    mutations: { ...defaults.mutations, retry: false },
  });
  return client;
}

export function MockAppProviders({ signedInAs = null, route = '/', initStore, db, children }: MockAppOptions & { children: ReactNode }) {
  // Set up once, before the first render of the children, so their first requests already see it.
  const [setup] = useState(() => {
    if (db !== false) (db ?? mockDb).reset();
    if (signedInAs) signInMock(signedInAs);
    else signOutMock();
    const store = createStore();
    initStore?.(store);
    return { store, queryClient: createMockQueryClient() };
  });
  return (
    <QueryClientProvider client={setup.queryClient}>
      <JotaiProvider store={setup.store}>
        <MemoryRouter initialEntries={[route]}>
          <AriaRouting>{children}</AriaRouting>
        </MemoryRouter>
      </JotaiProvider>
    </QueryClientProvider>
  );
}

/** An external address (with a scheme) stays as it is, as the app's RootLayout leaves it. */
function useLinkHref(href: string): string {
  const routed = useHref(href);
  return /^[a-z][a-z\d+.-]*:/i.test(href) ? href : routed;
}

/** The kit's links and link-cards navigate inside the memory router, as the app's RootLayout makes them do. */
function AriaRouting({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider navigate={(href) => void navigate(href)} useHref={useLinkHref}>
      {children}
    </AriaRouterProvider>
  );
}

/** Story decorator: reads `parameters.kindred` (MockAppOptions). */
export const withMockApp: Decorator = (Story, context) => {
  const options = (context.parameters.kindred ?? {}) as MockAppOptions;
  return (
    <MockAppProviders {...options}>
      <Story />
    </MockAppProviders>
  );
};
