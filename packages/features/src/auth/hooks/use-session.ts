import type { AuthTokens } from '@kindred/contracts/api/identity';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useSyncExternalStore } from 'react';
import { getSession, onSessionChange, setSession, setSessionRefresher } from '../../shared/session.ts';
import { loadIdentityCalls } from '../api/identity.ts';
import { clearChallenge } from '../state/challenge.ts';
import { currentUserAtom, type SignedInUser } from '../state/user.ts';

// Every API call refreshes the ID token through this when it is about to expire.
setSessionRefresher(async (refreshToken) => (await loadIdentityCalls()).refreshSession(refreshToken));

export function useCurrentUser(): SignedInUser {
  return useAtomValue(currentUserAtom);
}

export function useSetCurrentUser() {
  return useSetAtom(currentUserAtom);
}

/** True while the tab holds session tokens. The server decides whether they are still good. */
function useHasSession(): boolean {
  return useSyncExternalStore(onSessionChange, () => getSession() !== null, () => false);
}

export function useIsSignedIn(): boolean {
  const user = useCurrentUser();
  return useHasSession() && user.status === 'SIGNED_IN';
}

/** Stores the tokens, reads the user's attributes and records the signed-in user. */
export function useCompleteSignIn() {
  const setUser = useSetAtom(currentUserAtom);
  return useCallback(
    async (tokens: AuthTokens) => {
      const { fetchSignedInUser } = await loadIdentityCalls();
      const user = await fetchSignedInUser(tokens.idToken);
      setSession(tokens);
      clearChallenge();
      setUser(user);
    },
    [setUser],
  );
}
