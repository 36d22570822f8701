import { INTRODUCTION_MESSAGES, type BookOutcome, type IntroductionLink, type OfferedTime } from '@kindred/contracts/api/introductions';
import { formatTimeRange, zoneLabel } from '@kindred/contracts/content/introduction-mail';
import { Button } from '@kindred/ui/Button';
import { Link } from '@kindred/ui/Link';
import { Text } from '@kindred/ui/Text';
import { useRef, useState } from 'react';
import { errorMessage } from '../../shared/errors.ts';
import { useBookIntroduction } from '../api/book-introduction.ts';
import { useIntroductionLink } from '../api/get-introduction-link.ts';
import { useLinkToken } from '../hooks/use-link-token.ts';
import { isCalendarNotConnected, isLinkNotFound } from '../utils/link-errors.ts';
import { timeWithZone } from '../utils/when.ts';
import * as styles from './Introductions.css.ts';
import { LinkPage } from './LinkPage.tsx';
import { ActionError, IncompleteLink, LinkLoadFailed, LinkLoading, LinkNotFound } from './LinkStates.tsx';
import { TimeFacts } from './TimeFacts.tsx';

const TITLE = 'Book a Quick Connect';
/** Where a pair picks a time of their own, and messages each other. */
const CONNECTIONS_PATH = '/connections';
const CALENDAR_PATH = '/events';
/** Where a calendar is connected (the Integrations tab of Settings). */
const CONNECT_CALENDAR_PATH = '/settings?tab=integrations';

/**
 * /book?token=…: a time from the weekly introduction e-mail. The page shows what the link is for (the colleague,
 * the time in the reader's zone, the activity) and books it only when 'Book this time' is pressed: mail scanners
 * open links, and opening one must not book. Each answer is said plainly: booked (in both calendars), taken or
 * passed (with the pair's fresh times, each booked the same way), declined ('Not this week'); a link that names
 * nothing, or a reader with no calendar to book in, says so and where to go.
 */
export function BookScreen() {
  const token = useLinkToken();
  if (!token) return <IncompleteLink />;
  return <BookLink key={token} token={token} />;
}

/** What the page shows after an action, and a count that moves focus to its heading each time it changes. */
type Shown = { kind: 'outcome'; answer: BookOutcome; count: number } | { kind: 'refused'; error: unknown; count: number };

function BookLink({ token }: { token: string }) {
  const link = useIntroductionLink(token);
  const book = useBookIntroduction();
  const sending = useRef(false);
  const [shown, setShown] = useState<Shown | null>(null);
  const focusKey = shown ? String(shown.count) : null;
  const count = (shown?.count ?? 0) + 1;

  function bookTime(timeToken: string) {
    // One booking at a time: a second press (a double click) before the first has answered sends nothing.
    if (sending.current) return;
    sending.current = true;
    book.mutate(timeToken, {
      onSuccess: (answer) => setShown({ kind: 'outcome', answer, count }),
      onError: (error) => {
        if (isLinkNotFound(error) || isCalendarNotConnected(error)) setShown({ kind: 'refused', error, count });
      },
      onSettled: () => {
        sending.current = false;
      },
    });
  }

  // A failure that leaves the page as it is (no connection, a server error): said under the button pressed.
  const actionError = book.isError && !isLinkNotFound(book.error) && !isCalendarNotConnected(book.error) ? book.error : null;
  const booking = { onBook: bookTime, pendingToken: book.isPending ? book.variables : undefined, error: actionError };

  if (shown?.kind === 'refused') {
    if (isCalendarNotConnected(shown.error)) return <NoCalendar message={errorMessage(shown.error, INTRODUCTION_MESSAGES.noCalendar)} focusKey={focusKey} />;
    return <LinkNotFound message={errorMessage(shown.error, INTRODUCTION_MESSAGES.notFound)} focusKey={focusKey} />;
  }
  if (shown?.kind === 'outcome') return <Outcome answer={shown.answer} link={link.data} focusKey={focusKey} booking={booking} />;

  if (link.isPending) return <LinkLoading title={TITLE} />;
  if (link.isError) {
    if (isLinkNotFound(link.error)) return <LinkNotFound message={errorMessage(link.error, INTRODUCTION_MESSAGES.notFound)} />;
    return <LinkLoadFailed title={TITLE} error={link.error} retrying={link.isFetching} onRetry={() => void link.refetch()} />;
  }
  const data = link.data;
  const { time } = data;
  // A 'Not this week' link opened here books nothing: the server would refuse it as it refuses an unknown one.
  if (data.action !== 'book' || !time) return <LinkNotFound message={INTRODUCTION_MESSAGES.notFound} />;

  switch (data.state) {
    case 'booked':
      return <AlreadyBooked link={data} />;
    case 'declined':
      return <Declined firstName={data.colleague.firstName} focusKey={null} />;
    case 'passed':
      return (
        <LinkPage title="This time has passed" description={`${timeWithZone(time, data.timeZone)} has gone by.`}>
          <Text>Find the times you and {data.colleague.firstName} are both free now, or pick one yourselves in Connections.</Text>
          {actionError ? <ActionError error={actionError} /> : null}
          <Button onPress={() => bookTime(token)} isPending={booking.pendingToken === token} pendingLabel="Finding times...">
            Find new times
          </Button>
          <PickAnotherTime />
        </LinkPage>
      );
    case 'open':
      return (
        <LinkPage
          title={`Quick Connect with ${data.colleague.name}`}
          description={`You and ${data.colleague.firstName} were matched this week, and you are both free at this time.`}
        >
          <TimeFacts time={time} timeZone={data.timeZone} activity={data.activity} />
          <Text size="sm" tone="secondary">
            Booking puts a 30-minute Quick Connect in both your calendars.
          </Text>
          {actionError ? <ActionError error={actionError} /> : null}
          <Button onPress={() => bookTime(token)} isPending={booking.pendingToken === token} pendingLabel="Booking...">
            Book this time
          </Button>
          <PickAnotherTime />
        </LinkPage>
      );
  }
}

interface Booking {
  onBook: (token: string) => void;
  /** The token whose booking is on its way, if one is. */
  pendingToken: string | undefined;
  error: unknown;
}

function Outcome({ answer, link, focusKey, booking }: { answer: BookOutcome; link: IntroductionLink | undefined; focusKey: string | null; booking: Booking }) {
  switch (answer.outcome) {
    case 'booked':
      return (
        <LinkPage title={`Booked with ${answer.colleague}: ${formatTimeRange(answer.time.start, answer.time.end, answer.timeZone)}`} focusKey={focusKey}>
          <Text>Your Quick Connect is in both your calendars: yours and {answer.colleague}&apos;s.</Text>
          <TimeFacts time={answer.time} timeZone={answer.timeZone} activity={answer.activity} />
          <OpenCalendar />
        </LinkPage>
      );
    case 'taken':
    case 'passed':
      return (
        <LinkPage title={answer.outcome === 'taken' ? 'That time is no longer free' : 'That time has passed'} focusKey={focusKey}>
          <Text>{answer.outcome === 'taken' ? 'The time is no longer free for both of you.' : 'The time has gone by.'}</Text>
          <FreshTimes times={answer.times} timeZone={answer.timeZone} booking={booking} />
        </LinkPage>
      );
    case 'declined':
      return <Declined firstName={link?.colleague.firstName ?? null} focusKey={focusKey} />;
  }
}

/** The pair's fresh times, each a button that books it with its own token; none: pick one in Connections. */
function FreshTimes({ times, timeZone, booking }: { times: OfferedTime[]; timeZone: string; booking: Booking }) {
  if (times.length === 0) {
    return (
      <>
        <Text>There is no other time you are both free in the coming week. Pick one that suits you both in Connections.</Text>
        <PickAnotherTime />
      </>
    );
  }
  const busy = booking.pendingToken !== undefined;
  return (
    <>
      <Text>Times you are both free now ({zoneLabel(timeZone)}). Each books a 30-minute Quick Connect for you both:</Text>
      {booking.error ? <ActionError error={booking.error} /> : null}
      <ul className={styles.timeList} aria-label="Times you are both free">
        {times.map((time) => (
          <li key={time.token}>
            <Button
              variant="secondary"
              fullWidth
              className={styles.timeButton}
              onPress={() => booking.onBook(time.token)}
              isPending={booking.pendingToken === time.token}
              isDisabled={busy && booking.pendingToken !== time.token}
              pendingLabel="Booking..."
            >
              {formatTimeRange(time.start, time.end, timeZone)}
            </Button>
          </li>
        ))}
      </ul>
      <PickAnotherTime />
    </>
  );
}

function AlreadyBooked({ link }: { link: IntroductionLink }) {
  const time = link.booked ?? link.time;
  return (
    <LinkPage title={`Already booked with ${link.colleague.name}`} description="Your Quick Connect is in both your calendars.">
      {time ? <TimeFacts time={time} timeZone={link.timeZone} activity={link.activity} /> : null}
      <OpenCalendar />
    </LinkPage>
  );
}

function Declined({ firstName, focusKey }: { firstName: string | null; focusKey: string | null }) {
  return (
    <LinkPage title="Not this week" focusKey={focusKey}>
      <Text>
        You and {firstName ?? 'your colleague'} chose &apos;Not this week&apos;, so no Quick Connect is booked from this introduction. You can
        still message them from <Link href={CONNECTIONS_PATH}>Connections</Link>.
      </Text>
    </LinkPage>
  );
}

function NoCalendar({ message, focusKey }: { message: string; focusKey: string | null }) {
  return (
    <LinkPage title="Connect your calendar first" focusKey={focusKey}>
      <Text>{message}</Text>
      <Link href={CONNECT_CALENDAR_PATH} variant="standalone">
        Connect your calendar
      </Link>
    </LinkPage>
  );
}

function OpenCalendar() {
  return (
    <Link href={CALENDAR_PATH} variant="standalone">
      Open your calendar
    </Link>
  );
}

function PickAnotherTime() {
  return (
    <Link href={CONNECTIONS_PATH} variant="standalone">
      Pick another time
    </Link>
  );
}
