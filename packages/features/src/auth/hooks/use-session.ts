import type { AuthTokens } from '@kindred/contracts/api/identity';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { getSession, onSessionChange, resetSessionCache, setSession, setSessionRefresher } from '../../shared/session.ts';
import { clearLocalStorage } from '../../shared/storage.ts';
import { fetchUserAttributes, refreshSession, signOut } from '../api/identity-calls.ts';
import { clearChallenge } from '../state/challenge.ts';
import { currentUserAtom, GUEST_USER, userFromAttributes, type SignedInUser } from '../state/user.ts';

// Every API call refreshes the ID token through this when it is about to expire.
setSessionRefresher(refreshSession);

export function useCurrentUser(): SignedInUser {
  return useAtomValue(currentUserAtom);
}

export function useSetCurrentUser() {
  return useSetAtom(currentUserAtom);
}

/** True while the tab holds session tokens. The server decides whether they are still good. */
export function useHasSession(): boolean {
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
      const attributes = await fetchUserAttributes(tokens.idToken);
      setSession(tokens);
      clearChallenge();
      setUser(userFromAttributes(attributes));
    },
    [setUser],
  );
}

/**
 * Log out (spec 000 §4): sign out on the server; clear the query cache, the
 * calendar caches and all local storage; reset the user to GUEST; go to
 * /auth/sign-in. When sign-out fails, still clear and go.
 */
export function useLogOut() {
  const queryClient = useQueryClient();
  const setUser = useSetAtom(currentUserAtom);
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      if (getSession()) await signOut();
    } catch (error) {
      console.warn('Sign-out failed; clearing the local session anyway.', error);
    } finally {
      queryClient.clear();
      clearLocalStorage();
      clearChallenge();
      resetSessionCache();
      setSession(null);
      setUser(GUEST_USER);
      await navigate('/auth/sign-in', { replace: true });
    }
  }, [queryClient, setUser, navigate]);
}
