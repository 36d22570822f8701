import { useCurrentUser, useLogOut } from '@kindred/features/auth';
import { useOrganizations, useOwnProfile } from '@kindred/features/profile';
import { AppShell } from '@kindred/features/shell';
import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { DataProvider } from '../DataProvider.tsx';
import { useRouteTitle } from '../route-title.ts';

function SignedInShell({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  const logOut = useLogOut();
  const owner = { id: user.id, email: user.email };
  // Pages show their own loading and error states; the shell only reads the picture, and stays usable
  // (sidebar, account menu, log out) whatever the profile call does.
  const profile = useOwnProfile(owner);
  // Keeps the organization selection current with the profile's organizations.
  useOrganizations(owner);
  const name = `${user.firstname} ${user.lastname}`.trim() || user.email;
  return (
    <AppShell
      userName={name}
      userPicture={profile.data?.profilePictureUrl ?? user.profilePictureUrl}
      pageTitle={useRouteTitle()}
      onLogOut={() => void logOut()}
    >
      {/* The shell stays up while a page's module loads for the first time. */}
      <Suspense fallback={null}>{children}</Suspense>
    </AppShell>
  );
}

/** The signed-in frame around `children`: the data layer, the sidebar, the top bar and the main landmark. */
export function ShellFrame({ children }: { children: ReactNode }) {
  return (
    <DataProvider>
      <SignedInShell>{children}</SignedInShell>
    </DataProvider>
  );
}

/** The signed-in area's layout: the routed page inside the shell's frame. */
export default function ShellRoute() {
  return (
    <ShellFrame>
      <Outlet />
    </ShellFrame>
  );
}
