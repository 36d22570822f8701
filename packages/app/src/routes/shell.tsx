import { AchievementWatcher } from '@kindred/features/achievements';
import { useIsAdministrator } from '@kindred/features/admin';
import { LinkAssistant, isLinkShortcut, requestLinkOpen } from '@kindred/features/advisor';
import { useCurrentUser, useLogOut } from '@kindred/features/auth';
import { useOrganizations, useOwnProfile } from '@kindred/features/profile';
import { CHANNELS, listen } from '@kindred/features/shared';
import { AppShell } from '@kindred/features/shell';
import { useWhenIdle } from '@kindred/ui/lazy';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { DataProvider } from '../DataProvider.tsx';
import { useRouteTitle } from '../route-title.ts';

/**
 * Link's popup and the quick-actions menu, on every signed-in page: their code arrives once the page is idle,
 * or at once when the member asks for Link first (Ctrl or Cmd plus K, or a page's Ask Link), whose request the
 * popup takes when it mounts. Never on a page's first download.
 */
function LinkAssistantHost() {
  const [wanted, setWanted] = useState(false);
  useWhenIdle(() => setWanted(true));
  useEffect(() => {
    if (wanted) return;
    const onKey = (event: KeyboardEvent) => {
      if (!isLinkShortcut(event)) return;
      event.preventDefault();
      requestLinkOpen();
      setWanted(true);
    };
    globalThis.addEventListener('keydown', onKey);
    const stopListening = listen(CHANNELS.openLink, () => setWanted(true));
    return () => {
      globalThis.removeEventListener('keydown', onKey);
      stopListening();
    };
  }, [wanted]);
  return wanted ? <LinkAssistant /> : null;
}

/**
 * New awards' toasts on every signed-in page: the watcher (which reads the member's achievements and toasts each
 * award once) is fetched and mounted once the page is idle, never on a page's first download.
 */
function AchievementWatcherHost() {
  const [wanted, setWanted] = useState(false);
  useWhenIdle(() => setWanted(true));
  return wanted ? <AchievementWatcher /> : null;
}

function SignedInShell({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  const logOut = useLogOut();
  const owner = { id: user.id, email: user.email };
  // Pages show their own loading and error states; the shell only reads the picture, and stays usable
  // (sidebar, account menu, log out) whatever the profile call does.
  const profile = useOwnProfile(owner);
  // Keeps the organization selection current with the profile's organizations.
  useOrganizations(owner);
  // The console's entries show only to an organisation's administrators.
  const isAdministrator = useIsAdministrator();
  const name = `${user.firstname} ${user.lastname}`.trim() || user.email;
  return (
    <>
      <AppShell
        userName={name}
        userPicture={profile.data?.profilePictureUrl ?? user.profilePictureUrl}
        pageTitle={useRouteTitle()}
        isAdministrator={isAdministrator}
        onLogOut={() => void logOut()}
      >
        {/* The shell stays up while a page's module loads for the first time. */}
        <Suspense fallback={null}>{children}</Suspense>
      </AppShell>
      {/* Outside the main landmark: a floating button and a non-modal dialog over every page. */}
      <LinkAssistantHost />
      <AchievementWatcherHost />
    </>
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
