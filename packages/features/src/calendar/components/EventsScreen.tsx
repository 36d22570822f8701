import { CALENDAR_PROVIDERS, MAX_EVENT_DAYS, type CalendarProvider } from '@kindred/contracts/api/calendar';
import { useCurrentUser } from '@kindred/features/auth';
import { Button } from '@kindred/ui/Button';
import { EmptyState } from '@kindred/ui/EmptyState';
import { Link } from '@kindred/ui/Link';
import { Page } from '@kindred/ui/Page';
import { Spinner } from '@kindred/ui/Spinner';
import { CalendarPlus, CalendarX2 } from 'lucide-react';
import { deferred } from '@kindred/ui/lazy';
import { Suspense, use, useEffect, useState, type ComponentType } from 'react';
import type { CalendarEvent } from '@kindred/contracts/api/calendar';
import { useConnectedCalendarEvents } from '../api/get-events.ts';
import { ensureTemporal, localTimeZone, providerLabel } from '../utils/events.ts';
import type { EventsCalendarProps } from './EventsCalendar.tsx';
import * as styles from './EventsScreen.css.ts';

const MoveEvent = deferred(() => import('./RescheduleDialog.tsx').then((module) => module.MoveEvent));
const CancelEventDialog = deferred(() => import('./CancelEventDialog.tsx').then((module) => module.CancelEventDialog));

const EVENTS_TITLE = 'Events';
const EVENTS_DESCRIPTION = 'View and manage your calendar events';
const LOADING_CALENDAR = 'Loading calendar...';
const NO_CALENDAR_TITLE = 'No calendar connected';
const CONNECT_CALENDAR_LINK = 'Connect a calendar in Settings';
const INTEGRATIONS_PATH = '/settings?tab=integrations';
const EVENTS_ERROR_TITLE = 'Unable to Load Events';
/** How far ahead the page reads each calendar: the most the calendar service gives. */
const EVENTS_PAGE_DAYS = MAX_EVENT_DAYS;

/**
 * The calendar's code (the library and our view, about 53 KB gz) and, in a browser without Temporal, its
 * polyfill: fetched once a calendar is known to be connected, not with the page. Until it is there the calendar
 * suspends (the page shows 'Loading calendar...'); a fetch that fails reaches the route's error page and is
 * forgotten, so the next render fetches again.
 */
let calendarCode: Promise<ComponentType<EventsCalendarProps>> | undefined;
let LoadedCalendar: ComponentType<EventsCalendarProps> | undefined;
function loadCalendarCode() {
  calendarCode ??= ensureTemporal()
    .then(() => import('./EventsCalendar.tsx'))
    .then(
      (module) => (LoadedCalendar = module.EventsCalendar),
      (error: unknown) => {
        calendarCode = undefined;
        throw error;
      },
    );
  return calendarCode;
}

function EventsCalendar(props: EventsCalendarProps) {
  const Calendar = LoadedCalendar ?? use(loadCalendarCode());
  return <Calendar {...props} />;
}

function CalendarLoading() {
  return (
    <div className={styles.loading}>
      <Spinner label={LOADING_CALENDAR} showLabel />
    </div>
  );
}

function listOf(providers: readonly CalendarProvider[]): string {
  return new Intl.ListFormat('en', { type: 'conjunction' }).format(providers.map(providerLabel));
}

/**
 * /events: the member's connected calendars (Google and Outlook) in one calendar, 60 days ahead, with month,
 * week and day views and each event's details. Loading, no calendar connected and a failed load are states of
 * the page; when one calendar fails and another answers, the page shows what it has and says what is missing.
 */
export function EventsScreen() {
  const user = useCurrentUser();
  const userId = user.id;
  const { statuses, connected, lists: eventLists } = useConnectedCalendarEvents(userId, EVENTS_PAGE_DAYS);
  // The member's addresses: their own, and their calendars' accounts (an event they organised names one of them).
  const ownAddresses = [user.email, ...statuses.flatMap((query) => query.data?.accountEmail ?? [])];
  const [moving, setMoving] = useState<{ event: CalendarEvent; start: number; end: number } | null>(null);
  const [cancelling, setCancelling] = useState<CalendarEvent | null>(null);

  // The calendar's code loads beside the events, not after them.
  const anyConnected = connected.length > 0;
  useEffect(() => {
    if (anyConnected) loadCalendarCode().catch(() => undefined);
  }, [anyConnected]);

  const failed = [...statuses, ...eventLists].filter((query) => query.isError && query.data === undefined);
  const retry = () => {
    for (const query of failed) void query.refetch();
  };
  const retrying = failed.some((query) => query.isFetching);
  const statusFailed = CALENDAR_PROVIDERS.filter((_, index) => statuses[index]?.isError && !statuses[index].data);
  const eventsFailed = connected.filter((_, index) => eventLists[index]?.isError && !eventLists[index].data);
  const loaded = connected.flatMap((provider, index) => {
    const events = eventLists[index]?.data;
    return events ? [{ provider, events }] : [];
  });

  let content;
  if (statuses.some((query) => query.data === undefined && !query.isError)) {
    content = <CalendarLoading />;
  } else if (!anyConnected && statusFailed.length === 0) {
    content = (
      <EmptyState
        icon={<CalendarPlus />}
        title={NO_CALENDAR_TITLE}
        description="Connect your Google or Outlook calendar to see all your events, Quick Connects included, in one place."
        actions={
          <Link href={INTEGRATIONS_PATH} variant="standalone">
            {CONNECT_CALENDAR_LINK}
          </Link>
        }
      />
    );
  } else if (eventLists.some((query) => query.data === undefined && !query.isError)) {
    content = <CalendarLoading />;
  } else if (loaded.length === 0) {
    // Nothing answered: no calendar could be checked, or none of the connected ones gave its events.
    content = (
      <EmptyState
        icon={<CalendarX2 />}
        title={EVENTS_ERROR_TITLE}
        description="Your calendar events could not be loaded. Check your connection and try again."
        actions={
          <Button onPress={retry} isPending={retrying} pendingLabel="Trying again...">
            Try Again
          </Button>
        }
      />
    );
  } else {
    const missing = [...statusFailed, ...eventsFailed];
    content = (
      <>
        {missing.length > 0 && (
          <div role="alert" className={styles.alert}>
            <span>Events from your {listOf(missing)} could not be loaded.</span>
            <Button variant="secondary" size="sm" onPress={retry} isPending={retrying} pendingLabel="Trying again...">
              Try Again
            </Button>
          </div>
        )}
        <Suspense fallback={<CalendarLoading />}>
          <EventsCalendar
            providers={loaded.map((list) => list.provider)}
            events={loaded.map((list) => list.events)}
            timeZone={localTimeZone()}
            ownAddresses={ownAddresses}
            onReschedule={(event, start, end) => setMoving({ event, start, end })}
            onCancel={setCancelling}
          />
        </Suspense>
      </>
    );
  }

  return (
    <Page title={EVENTS_TITLE} description={EVENTS_DESCRIPTION}>
      {content}
      {moving && <MoveEvent userId={userId} {...moving} ownAddresses={ownAddresses} onClose={() => setMoving(null)} />}
      {cancelling && <CancelEventDialog userId={userId} event={cancelling} ownAddresses={ownAddresses} onClose={() => setCancelling(null)} />}
    </Page>
  );
}
