import { INTRODUCTION_MESSAGES } from '@kindred/contracts/api/introductions';
import { Button } from '@kindred/ui/Button';
import { Link } from '@kindred/ui/Link';
import { Spinner } from '@kindred/ui/Spinner';
import { Text } from '@kindred/ui/Text';
import { formErrorMessage } from '../../shared/errors.ts';
import { LinkPage } from './LinkPage.tsx';

/** Where a link that names nothing sends the reader: signing in reaches everything the e-mail offered. */
const SIGN_IN_PATH = '/auth/sign-in';
export const NOT_VALID_TITLE = 'This link is not valid';

/** The address has no token: the link was cut short on its way from the e-mail. */
export function IncompleteLink() {
  return (
    <LinkPage title="This link is not complete">
      <Text>{INTRODUCTION_MESSAGES.invalidToken}</Text>
      <Link href={SIGN_IN_PATH} variant="standalone">
        Go to sign in
      </Link>
    </LinkPage>
  );
}

/** The token names nothing (LINK_NOT_FOUND): the server's words, and the way in. */
export function LinkNotFound({ message, focusKey }: { message: string; focusKey?: string | null }) {
  return (
    <LinkPage title={NOT_VALID_TITLE} focusKey={focusKey}>
      <Text>{message}</Text>
      <Link href={SIGN_IN_PATH} variant="standalone">
        Go to sign in
      </Link>
    </LinkPage>
  );
}

export function LinkLoading({ title }: { title: string }) {
  return (
    <LinkPage title={title}>
      <Spinner label="Opening your introduction..." labelPlacement="end" />
    </LinkPage>
  );
}

/** The link could not be read (no connection, a server error): say so, and try again. */
export function LinkLoadFailed({ title, error, retrying, onRetry }: { title: string; error: unknown; retrying: boolean; onRetry: () => void }) {
  return (
    <LinkPage title={title} description="We could not open your introduction.">
      <Text role="alert" tone="critical" weight="medium">
        {formErrorMessage(error)}
      </Text>
      <Button onPress={onRetry} isPending={retrying} pendingLabel="Opening...">
        Try again
      </Button>
    </LinkPage>
  );
}

/** A failure of the action that leaves the page as it was: said where the button is, and announced. */
export function ActionError({ error }: { error: unknown }) {
  return (
    <Text role="alert" tone="critical" weight="medium">
      {formErrorMessage(error)}
    </Text>
  );
}
