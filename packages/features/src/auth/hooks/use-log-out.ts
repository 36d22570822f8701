import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { endSessionByLogOut, getSession, resetSessionCache } from '../../shared/session.ts';
import { clearLocalStorage } from '../../shared/storage.ts';
import { loadIdentityCalls } from '../api/identity.ts';
import { clearChallenge } from '../state/challenge.ts';
import { currentUserAtom, GUEST_USER } from '../state/user.ts';

/**
 * Log out (docs/product.md#states): sign out on the server; clear the query cache, the
 * calendar caches and all local storage; reset the user to GUEST; go to
 * /auth/sign-in, with no page to return to. When sign-out fails, still clear and go.
 */
export function useLogOut() {
  const queryClient = useQueryClient();
  const setUser = useSetAtom(currentUserAtom);
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      if (getSession()) await (await loadIdentityCalls()).signOut();
    } catch (error) {
      console.warn('Sign-out failed; clearing the local session anyway.', error);
    } finally {
      queryClient.clear();
      clearLocalStorage();
      clearChallenge();
      resetSessionCache();
      endSessionByLogOut();
      setUser(GUEST_USER);
      await navigate('/auth/sign-in', { replace: true });
    }
  }, [queryClient, setUser, navigate]);
}
