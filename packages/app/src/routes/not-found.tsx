import { useIsSignedIn } from '@kindred/features/auth';
import { Button } from '@kindred/ui/Button';
import { EmptyState } from '@kindred/ui/EmptyState';
import { Page } from '@kindred/ui/Page';
import { useNavigate } from 'react-router';
import { PublicFrame } from '../PublicFrame/PublicFrame.tsx';
import { ShellFrame } from './shell.tsx';

/** The page itself: a real page heading, what happened, and the way back. */
export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <Page title="Page not found">
      <EmptyState
        title="There is nothing at this address"
        description="The page you were looking for does not exist or has moved."
        actions={<Button onPress={() => void navigate('/')}>Back to Home</Button>}
      />
    </Page>
  );
}

/** Any address the route table does not know: inside the shell when signed in, in the public frame otherwise. */
export default function NotFoundRoute() {
  const signedIn = useIsSignedIn();
  return signedIn ? (
    <ShellFrame>
      <NotFoundPage />
    </ShellFrame>
  ) : (
    <PublicFrame>
      <NotFoundPage />
    </PublicFrame>
  );
}
