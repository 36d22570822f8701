import { sessionEndedByLogOut, useIsSignedIn } from '@kindred/features/auth';
import { Navigate, Outlet, useLocation } from 'react-router';

/**
 * An unauthenticated visitor on a protected route goes to sign-in, and comes back after; after a log out there is no
 * coming back: whoever signs in next starts on home.
 */
export function RequireAuth() {
  const signedIn = useIsSignedIn();
  const location = useLocation();
  if (!signedIn) {
    if (sessionEndedByLogOut()) return <Navigate to="/auth/sign-in" replace />;
    return <Navigate to="/auth/sign-in" replace state={{ from: `${location.pathname}${location.search}${location.hash}` }} />;
  }
  return <Outlet />;
}
