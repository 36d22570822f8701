import { useIsSignedIn } from '@kindred/features/auth';
import { Navigate, Outlet, useLocation } from 'react-router';

/** An unauthenticated visitor on a protected route goes to sign-in, and comes back after. */
export function RequireAuth() {
  const signedIn = useIsSignedIn();
  const location = useLocation();
  if (!signedIn) {
    return <Navigate to="/auth/sign-in" replace state={{ from: `${location.pathname}${location.search}${location.hash}` }} />;
  }
  return <Outlet />;
}
