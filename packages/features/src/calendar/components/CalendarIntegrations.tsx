import { CALENDAR_PROVIDERS, type CalendarProvider } from '@kindred/contracts/api/calendar';
import { useCurrentUser } from '@kindred/features/auth';
import { AlertDialog } from '@kindred/ui/AlertDialog';
import { Badge } from '@kindred/ui/Badge';
import { Button } from '@kindred/ui/Button';
import { Card } from '@kindred/ui/Card';
import { IconButton } from '@kindred/ui/IconButton';
import { Link } from '@kindred/ui/Link';
import { Radio, RadioGroup } from '@kindred/ui/RadioGroup';
import { Spinner } from '@kindred/ui/Spinner';
import { Text } from '@kindred/ui/Text';
import { toast } from '@kindred/ui/Toast';
import { CalendarClock, Shuffle, Unplug, Zap } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { connectedProviders, useCalendarStatus, useCalendarStatuses } from '../api/check-status.ts';
import { useDisconnectCalendar } from '../api/disconnect-calendar.ts';
import { useStartConnection } from '../api/start-connection.ts';
import {
  markDefaultAutoSet,
  readDefaultProvider,
  schedulingProvider,
  wasDefaultAutoSet,
  writeDefaultProvider,
} from '../state/default-provider.ts';
import * as styles from './CalendarIntegrations.css.ts';

const NO_CALENDARS_CONNECTED = 'No calendars connected yet';
const DEFAULT_CALENDAR_LABEL = 'Default Calendar for Quick Connect';
const CARD_TITLE: Record<CalendarProvider, string> = { google: 'Google Calendar', microsoft: 'Outlook Calendar' };
const SHORT_NAME: Record<CalendarProvider, string> = { google: 'Google', microsoft: 'Outlook' };
const DEFAULT_SET: Record<CalendarProvider, string> = {
  google: 'Default calendar set to Google',
  microsoft: 'Default calendar set to Outlook',
};

/** The three things a connected calendar does, on each card. */
const FEATURES = [
  { icon: Zap, title: 'Quick Connect', text: 'Book one-to-one sessions with colleagues straight into your calendar.' },
  { icon: CalendarClock, title: 'Auto-Scheduling', text: 'Times are found when you and your colleague are both free, in each of your working hours.' },
  { icon: Shuffle, title: 'Activity Selection', text: 'Each session comes with a team-building activity in its invitation.' },
] as const;

interface CardProps {
  provider: CalendarProvider;
  userId: string;
  openConsent: ((url: string) => void) | undefined;
}

function CalendarCard({ provider, userId, openConsent }: CardProps) {
  const status = useCalendarStatus(userId, provider);
  const start = useStartConnection(userId, openConsent);
  const disconnect = useDisconnectCalendar(userId);
  const [confirming, setConfirming] = useState(false);
  const data = status?.data;
  const connected = data?.connected === true;
  // After a disconnect the button that opened the confirmation is gone: the keyboard goes on from this card's
  // Connect button rather than from the top of the page.
  const connectButton = useRef<HTMLButtonElement>(null);
  const [focusConnect, setFocusConnect] = useState(false);
  useEffect(() => {
    if (focusConnect && !connected && connectButton.current) {
      connectButton.current.focus();
      setFocusConnect(false);
    }
  }, [focusConnect, connected]);
  const title = CARD_TITLE[provider];

  let body;
  if (!data && status.isError) {
    body = (
      <Text role="alert">
        Could not check your {title}.{' '}
        <Button variant="secondary" size="sm" onPress={() => void status.refetch()}>
          Try Again
        </Button>
      </Text>
    );
  } else if (!data) {
    body = <Spinner size="sm" label={`Checking your ${title}...`} showLabel />;
  } else if (connected) {
    body = (
      <Text size="sm" className={styles.account}>
        {data.accountEmail ? <>Connected as {data.accountEmail}.</> : 'Connected.'}
        {data.sandbox && ' This is the built-in sandbox calendar: no outside account is used.'}
      </Text>
    );
  } else {
    body = (
      <Text size="sm" tone="secondary">
        {data.sandbox
          ? `Connect the built-in sandbox calendar in place of ${title}: the server has no ${SHORT_NAME[provider]} account set up.`
          : `Connect your ${title} to book Quick Connect sessions in it.`}
      </Text>
    );
  }

  return (
    <li>
      <Card
        title={title}
        titleLevel={2}
        headerAction={
          connected ? (
            <Badge tone="positive" dot>
              Connected
            </Badge>
          ) : undefined
        }
        footer={
          <div className={styles.footer}>
            {connected ? (
              <>
                {data.calendarUrl && (
                  <Link href={data.calendarUrl} target="_blank" variant="standalone">
                    View Calendar
                  </Link>
                )}
                <IconButton label={`Disconnect ${title}`} onPress={() => setConfirming(true)} isPending={disconnect.isPending} pendingLabel="Disconnecting...">
                  <Unplug aria-hidden="true" size="1.125rem" />
                </IconButton>
              </>
            ) : (
              <Button
                ref={connectButton}
                isDisabled={!data}
                isPending={start.isPending}
                pendingLabel="Opening the consent page..."
                onPress={() => start.mutate(provider)}
              >
                {`Connect ${title}`}
              </Button>
            )}
          </div>
        }
      >
        {body}
        <ul className={styles.tiles} aria-label={`What your ${title} is used for`}>
          {FEATURES.map(({ icon: Icon, title: feature, text }) => (
            <li key={feature} className={styles.tile}>
              <Icon className={styles.tileIcon} aria-hidden="true" size="1rem" />
              <span>
                <Text as="span" size="sm" weight="semibold">
                  {feature}
                </Text>
                <Text size="sm" tone="secondary">
                  {text}
                </Text>
              </span>
            </li>
          ))}
        </ul>
      </Card>
      <AlertDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={`Disconnect ${title}?`}
        confirmLabel="Disconnect"
        pendingLabel="Disconnecting..."
        onConfirm={async () => {
          await disconnect.mutateAsync(provider);
          setFocusConnect(true);
        }}
      >
        Quick Connect sessions will no longer be booked in it. Events already there stay where they are.
      </AlertDialog>
    </li>
  );
}

/**
 * Settings → Integrations' calendars (docs/product.md#screens-and-routes "Settings"): a card for Google and
 * one for Outlook (Connected, View Calendar, disconnect with a confirmation, the three feature tiles), and the
 * default calendar for Quick Connect, shown only once a calendar is connected; set once automatically to the
 * only connected calendar.
 */
export interface CalendarIntegrationsProps {
  /** Goes to the provider's consent page; the browser's own navigation by default (stories watch it instead). */
  openConsent?: (url: string) => void;
}

export function CalendarIntegrations({ openConsent }: CalendarIntegrationsProps) {
  const user = useCurrentUser();
  const userId = user.id;
  const statuses = useCalendarStatuses(userId);
  const connected = connectedProviders(statuses);
  // Until both answers are in, "one calendar connected" may only mean "one answer so far".
  const known = statuses.every((status) => status.data !== undefined);
  const [saved, setSaved] = useState(readDefaultProvider);

  const only = known && connected.length === 1 ? connected[0] : undefined;
  useEffect(() => {
    if (!only || wasDefaultAutoSet()) return;
    writeDefaultProvider(only);
    markDefaultAutoSet();
    setSaved(only);
  }, [only]);

  const current = schedulingProvider(connected, saved);
  return (
    <div className={styles.section}>
      <ul className={styles.cards} aria-label="Calendars">
        {CALENDAR_PROVIDERS.map((provider) => (
          <CalendarCard key={provider} provider={provider} userId={userId} openConsent={openConsent} />
        ))}
      </ul>
      {!known ? null : connected.length > 0 ? (
        <RadioGroup
          label={DEFAULT_CALENDAR_LABEL}
          description="Quick Connect sessions you book go into this calendar."
          orientation="horizontal"
          value={current}
          onChange={(value) => {
            const provider = value as CalendarProvider;
            writeDefaultProvider(provider);
            setSaved(provider);
            toast.show({ title: DEFAULT_SET[provider], severity: 'success' });
          }}
        >
          {CALENDAR_PROVIDERS.map((provider) => (
            <Radio key={provider} value={provider} isDisabled={!connected.includes(provider)}>
              {CARD_TITLE[provider]}
            </Radio>
          ))}
        </RadioGroup>
      ) : (
        <Text>{NO_CALENDARS_CONNECTED}</Text>
      )}
    </div>
  );
}
