import { INTRODUCTION_MESSAGES, type IntroductionLink } from '@kindred/contracts/api/introductions';
import { Button } from '@kindred/ui/Button';
import { Link } from '@kindred/ui/Link';
import { Text } from '@kindred/ui/Text';
import { useRef, useState } from 'react';
import { errorMessage } from '../../shared/errors.ts';
import { useDeclineIntroduction } from '../api/decline-introduction.ts';
import { useIntroductionLink } from '../api/get-introduction-link.ts';
import { useLinkToken } from '../hooks/use-link-token.ts';
import { isLinkNotFound } from '../utils/link-errors.ts';
import { LinkPage } from './LinkPage.tsx';
import { ActionError, IncompleteLink, LinkLoadFailed, LinkLoading, LinkNotFound } from './LinkStates.tsx';
import { TimeFacts } from './TimeFacts.tsx';

const TITLE = 'Not this week';
const CONNECTIONS_PATH = '/connections';
const CALENDAR_PATH = '/events';

/**
 * /not-this-week?token=…: the introduction e-mail's 'Not this week'. The page names the colleague and declines
 * only when the button is pressed (mail scanners open links): then no Quick Connect is booked for the pair from
 * their introduction's links, and they stay connected. A pair already booked is told so, with the time.
 */
export function NotThisWeekScreen() {
  const token = useLinkToken();
  if (!token) return <IncompleteLink />;
  return <DeclineLink key={token} token={token} />;
}

type Shown = { kind: 'declined' | 'booked'; colleague: string } | { kind: 'not-found'; message: string };

function DeclineLink({ token }: { token: string }) {
  const link = useIntroductionLink(token);
  const decline = useDeclineIntroduction();
  const sending = useRef(false);
  const [shown, setShown] = useState<Shown | null>(null);
  // Focus goes to the heading once, when the answer replaces the question.
  const focusKey = shown ? shown.kind : null;

  function declineThisWeek() {
    // One decline: a second press before the first has answered sends nothing.
    if (sending.current) return;
    sending.current = true;
    decline.mutate(token, {
      onSuccess: (answer) => setShown({ kind: answer.outcome, colleague: answer.colleague }),
      onError: (error) => {
        if (isLinkNotFound(error)) setShown({ kind: 'not-found', message: errorMessage(error, INTRODUCTION_MESSAGES.notFound) });
      },
      onSettled: () => {
        sending.current = false;
      },
    });
  }

  if (shown?.kind === 'not-found') return <LinkNotFound message={shown.message} focusKey={focusKey} />;
  if (shown?.kind === 'declined') return <Declined colleague={shown.colleague} focusKey={focusKey} />;
  if (shown?.kind === 'booked') return <AlreadyBooked colleague={shown.colleague} link={link.data} focusKey={focusKey} />;

  if (link.isPending) return <LinkLoading title={TITLE} />;
  if (link.isError) {
    if (isLinkNotFound(link.error)) return <LinkNotFound message={errorMessage(link.error, INTRODUCTION_MESSAGES.notFound)} />;
    return <LinkLoadFailed title={TITLE} error={link.error} retrying={link.isFetching} onRetry={() => void link.refetch()} />;
  }
  const data = link.data;
  if (data.state === 'declined') return <Declined colleague={data.colleague.name} focusKey={null} />;
  if (data.state === 'booked') return <AlreadyBooked colleague={data.colleague.name} link={data} focusKey={null} />;

  const actionError = decline.isError && !isLinkNotFound(decline.error) ? decline.error : null;
  return (
    <LinkPage title={`Not this week with ${data.colleague.name}?`}>
      <Text>
        Kindred matched you with {data.colleague.name} this week. Choose &apos;Not this week&apos; and no Quick Connect is booked for you two from
        this introduction. You stay connected, and you can still message {data.colleague.firstName}.
      </Text>
      {actionError ? <ActionError error={actionError} /> : null}
      <Button onPress={declineThisWeek} isPending={decline.isPending} pendingLabel="Saving...">
        Not this week
      </Button>
      <Link href={CONNECTIONS_PATH} variant="standalone">
        Pick a time instead
      </Link>
    </LinkPage>
  );
}

function Declined({ colleague, focusKey }: { colleague: string; focusKey: string | null }) {
  return (
    <LinkPage title={TITLE} focusKey={focusKey}>
      <Text>
        You will not be booked with {colleague} this week. You can still message them from <Link href={CONNECTIONS_PATH}>Connections</Link>.
      </Text>
    </LinkPage>
  );
}

/** The pair booked a time before declining: it stays, and this says when (from the link, when it was read). */
function AlreadyBooked({ colleague, link, focusKey }: { colleague: string; link: IntroductionLink | undefined; focusKey: string | null }) {
  const time = link?.booked ?? null;
  return (
    <LinkPage title={`Already booked with ${colleague}`} focusKey={focusKey}>
      <Text>Your Quick Connect with {colleague} is already booked, so it stays in both your calendars. You can move or cancel it there.</Text>
      {time && link ? <TimeFacts time={time} timeZone={link.timeZone} activity={link.activity} /> : null}
      <Link href={CALENDAR_PATH} variant="standalone">
        Open your calendar
      </Link>
    </LinkPage>
  );
}
