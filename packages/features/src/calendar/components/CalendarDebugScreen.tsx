import { CALENDAR_PROVIDERS, PROVIDER_LABELS, type CalendarProvider } from '@kindred/contracts/api/calendar';
import { useCurrentUser } from '@kindred/features/auth';
import { Button } from '@kindred/ui/Button';
import { Card } from '@kindred/ui/Card';
import { Page } from '@kindred/ui/Page';
import { Radio, RadioGroup } from '@kindred/ui/RadioGroup';
import { Text } from '@kindred/ui/Text';
import { isHTTPError } from 'ky';
import { useState } from 'react';
import { useCallByHand, type HandCall } from '../api/call-by-hand.ts';
import * as styles from './CalendarDebugScreen.css.ts';

const DEBUG_TITLE = 'Calendar debug';
const NO_ERROR = 'No error so far.';

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
  const callByHand = useCallByHand(user.id);
  const [provider, setProvider] = useState<CalendarProvider>('google');
  const [running, setRunning] = useState<HandCall | null>(null);
  const [answer, setAnswer] = useState<{ operation: HandCall; body: unknown } | null>(null);
  const [lastError, setLastError] = useState<{ operation: HandCall; message: string } | null>(null);

  async function run(operation: HandCall) {
    setRunning(operation);
    try {
      setAnswer({ operation, body: await callByHand(provider, operation, openConsent) });
    } catch (error) {
      setLastError({ operation, message: describe(error) });
    } finally {
      setRunning(null);
    }
  }

  const button = (operation: HandCall, label: string) => (
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
