import { CALENDAR_PROVIDERS, DEFAULT_EVENT_DAYS, PROVIDER_LABELS, type CalendarProvider } from '@kindred/contracts/api/calendar';
import { useCurrentUser } from '@kindred/features/auth';
import { Button } from '@kindred/ui/Button';
import { Card } from '@kindred/ui/Card';
import { Page } from '@kindred/ui/Page';
import { Radio, RadioGroup } from '@kindred/ui/RadioGroup';
import { Text } from '@kindred/ui/Text';
import { useQueryClient } from '@tanstack/react-query';
import { isHTTPError } from 'ky';
import { useState } from 'react';
import { AUTHORIZE, DISCONNECT } from '../api/actions.ts';
import { CHECK_STATUS, GET_EVENTS, calendarCall, calendarKeys } from '../api/calendar.ts';
import { callbackUri } from '../api/connection.ts';
import * as styles from './CalendarDebugScreen.css.ts';

export const DEBUG_TITLE = 'Calendar debug';
export const NO_ERROR = 'No error so far.';

type Operation = 'checkStatus' | 'connect' | 'disconnect' | 'getEvents';

/** The server's words for a failed call (ky's message is the answer's `error`), with its status and code. */
function describe(error: unknown): string {
  if (isHTTPError(error)) {
    const data: unknown = error.data;
    const code = typeof data === 'object' && data !== null && 'code' in data && typeof data.code === 'string' ? ` ${data.code}` : '';
    return `${error.response.status}${code}: ${error.message}`;
  }
  return error instanceof Error ? error.message : String(error);
}

export interface CalendarDebugScreenProps {
  /** Where the consent page is opened (stories); the browser's own navigation by default. */
  openConsent?: (url: string) => void;
}

/**
 * /calendar-debug (development builds only; docs/product.md#screens-and-routes "Calendar debug page"): each calendar
 * call by hand, for one provider at a time, with the raw answer and the last error. Calls go straight to the server,
 * bypassing the caches, and clear them afterwards so the rest of the app sees what changed.
 */
export function CalendarDebugScreen({ openConsent = (url) => globalThis.location.assign(url) }: CalendarDebugScreenProps) {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const [provider, setProvider] = useState<CalendarProvider>('google');
  const [running, setRunning] = useState<Operation | null>(null);
  const [answer, setAnswer] = useState<{ operation: Operation; body: unknown } | null>(null);
  const [lastError, setLastError] = useState<{ operation: Operation; message: string } | null>(null);

  async function run(operation: Operation) {
    setRunning(operation);
    try {
      let body: unknown;
      switch (operation) {
        case 'checkStatus':
          body = await calendarCall(CHECK_STATUS, { action: 'checkStatus', userId: user.id, provider });
          break;
        case 'getEvents':
          body = await calendarCall(GET_EVENTS, { action: 'getEvents', userId: user.id, provider, days: DEFAULT_EVENT_DAYS });
          break;
        case 'disconnect':
          body = await calendarCall(DISCONNECT, { action: 'disconnect', userId: user.id, provider });
          break;
        case 'connect': {
          const { url } = await calendarCall(AUTHORIZE, { action: 'authorize', userId: user.id, provider, redirectUri: callbackUri() });
          body = { consentUrl: url };
          openConsent(url);
          break;
        }
      }
      setAnswer({ operation, body });
    } catch (error) {
      setLastError({ operation, message: describe(error) });
    } finally {
      setRunning(null);
      void queryClient.invalidateQueries({ queryKey: calendarKeys.user(user.id) });
    }
  }

  const button = (operation: Operation, label: string) => (
    <Button variant="secondary" onPress={() => void run(operation)} isPending={running === operation} isDisabled={running !== null && running !== operation} pendingLabel={`${label}...`}>
      {label}
    </Button>
  );

  return (
    <Page title={DEBUG_TITLE} description="Each calendar call by hand, with the server's answer and the last error. Development builds only.">
      <div className={styles.layout}>
        <RadioGroup label="Provider" orientation="horizontal" value={provider} onChange={(value) => setProvider(value as CalendarProvider)}>
          {CALENDAR_PROVIDERS.map((id) => (
            <Radio key={id} value={id}>
              {PROVIDER_LABELS[id]}
            </Radio>
          ))}
        </RadioGroup>
        <div className={styles.buttons}>
          {button('checkStatus', 'Check status')}
          {button('connect', 'Connect')}
          {button('disconnect', 'Disconnect')}
          {button('getEvents', 'Fetch events')}
        </div>
        <Card title="Last answer" titleLevel={2}>
          {answer ? (
            <pre className={styles.output} aria-label={`Answer to ${answer.operation}`} tabIndex={0}>
              {JSON.stringify(answer.body, null, 2)}
            </pre>
          ) : (
            <Text tone="secondary">No call made yet.</Text>
          )}
        </Card>
        <Card title="Last error" titleLevel={2}>
          <div role="status">
            {lastError ? (
              <Text tone="critical">
                {lastError.operation}: {lastError.message}
              </Text>
            ) : (
              <Text tone="secondary">{NO_ERROR}</Text>
            )}
          </div>
        </Card>
      </div>
    </Page>
  );
}
