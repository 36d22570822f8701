import { useCurrentUser, useLogOut } from '@kindred/features/auth';
import { useOrganizations, useOwnProfile } from '@kindred/features/profile';
import { AppShell } from '@kindred/features/shell';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { DataProvider } from '../DataProvider.tsx';

function SignedInShell() {
  const user = useCurrentUser();
  const logOut = useLogOut();
  const owner = { id: user.id, email: user.email };
  const profile = useOwnProfile(owner);
  // Keeps the organization selection current with the profile's organizations.
  useOrganizations(owner);
  const name = `${user.firstname} ${user.lastname}`.trim() || user.email;
  return (
    <AppShell
      userName={name}
      onLogOut={() => void logOut()}
      // Only the first load: once the profile has answered or failed, the page shows its own state (a refetch after a
      // failure must not unmount the page's error screen, or the two would take turns asking).
      isLoadingProfile={!profile.isFetched && profile.fetchStatus === 'fetching'}
    >
      {/* The shell stays up while a page's module loads for the first time. */}
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </AppShell>
  );
}

/** The signed-in area's layout: the data layer, the sidebar and the page. */
export default function ShellRoute() {
  return (
    <DataProvider>
      <SignedInShell />
    </DataProvider>
  );
}
