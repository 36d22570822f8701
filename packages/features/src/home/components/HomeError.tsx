import { UNABLE_TO_LOAD_PROFILE } from '@kindred/features/profile';
import { Button } from '@kindred/ui/Button';
import { EmptyState } from '@kindred/ui/EmptyState';
import { Page } from '@kindred/ui/Page';

const HOME_ERROR_TITLE = 'Unable to Load Profile';
const HOME_ERROR_HINT = 'If this persists, try logging out and back in.';

export interface HomeErrorProps {
  /** What went wrong; 'Unable to load profile data' by default. */
  message?: string;
  /** The 'Refresh Page' action; reloads the page by default. */
  onRefresh?: () => void;
}

/**
 * The home screen when the profile failed to load (docs/product.md#screens-and-routes): still the My Persona
 * page (its heading and title say where you are), with the spec's message and the way out under it.
 */
export function HomeError({ message = UNABLE_TO_LOAD_PROFILE, onRefresh = () => globalThis.location?.reload() }: HomeErrorProps) {
  return (
    <Page title="My Persona" width="narrow">
      <EmptyState
        title={HOME_ERROR_TITLE}
        description={
          <>
            {message}. {HOME_ERROR_HINT}
          </>
        }
        actions={<Button onPress={onRefresh}>Refresh Page</Button>}
      />
    </Page>
  );
}
