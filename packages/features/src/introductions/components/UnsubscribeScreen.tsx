import { INTRODUCTION_MESSAGES } from '@kindred/contracts/api/introductions';
import { Button } from '@kindred/ui/Button';
import { Link } from '@kindred/ui/Link';
import { Text } from '@kindred/ui/Text';
import { useRef, useState } from 'react';
import { useUnsubscribe } from '../api/unsubscribe.ts';
import { useLinkToken } from '../hooks/use-link-token.ts';
import { isLinkNotFound } from '../utils/link-errors.ts';
import { LinkPage } from './LinkPage.tsx';
import { ActionError, IncompleteLink, NOT_VALID_TITLE } from './LinkStates.tsx';

/** Settings' Notifications tab, where the weekly introduction is turned back on. */
const NOTIFICATION_SETTINGS_PATH = '/settings?tab=notifications';

/**
 * /unsubscribe?token=…: the introduction e-mail's unsubscribe link, opened in the app. One button turns the weekly
 * introduction off (a mail client's one-click unsubscribe posts to the server directly; this page is for a person,
 * and a mail scanner opening the link changes nothing). Settings → Notifications turns it back on.
 */
export function UnsubscribeScreen() {
  const token = useLinkToken();
  if (!token) return <IncompleteLink />;
  return <Unsubscribe key={token} token={token} />;
}

function Unsubscribe({ token }: { token: string }) {
  const unsubscribe = useUnsubscribe();
  const sending = useRef(false);
  const [shown, setShown] = useState<'done' | 'not-found' | null>(null);

  function unsubscribeNow() {
    // One request: a second press before the first has answered sends nothing.
    if (sending.current) return;
    sending.current = true;
    unsubscribe.mutate(token, {
      onSuccess: () => setShown('done'),
      onError: (error) => {
        if (isLinkNotFound(error)) setShown('not-found');
      },
      onSettled: () => {
        sending.current = false;
      },
    });
  }

  if (shown === 'done') {
    return (
      <LinkPage title="You are unsubscribed" focusKey={shown}>
        <Text>
          You will no longer get weekly introductions. You can turn them back on in{' '}
          <Link href={NOTIFICATION_SETTINGS_PATH}>Settings → Notifications</Link>.
        </Text>
      </LinkPage>
    );
  }
  if (shown === 'not-found') {
    return (
      <LinkPage title={NOT_VALID_TITLE} focusKey={shown}>
        <Text>{INTRODUCTION_MESSAGES.unsubscribeNotFound}</Text>
        <Link href={NOTIFICATION_SETTINGS_PATH} variant="standalone">
          Go to Settings
        </Link>
      </LinkPage>
    );
  }
  const actionError = unsubscribe.isError && !isLinkNotFound(unsubscribe.error) ? unsubscribe.error : null;
  return (
    <LinkPage title="Unsubscribe from weekly introductions">
      <Text>
        You will stop getting the weekly introduction e-mail with your new match and times you are both free. Your weekly matches go on: you
        still find them in Connections.
      </Text>
      {actionError ? <ActionError error={actionError} /> : null}
      <Button onPress={unsubscribeNow} isPending={unsubscribe.isPending} pendingLabel="Unsubscribing...">
        Unsubscribe
      </Button>
    </LinkPage>
  );
}
