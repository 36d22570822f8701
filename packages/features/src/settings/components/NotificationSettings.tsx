import { INTRODUCTION_LOCAL_HOUR, NOTIFICATION_LABELS } from '@kindred/contracts/api/introductions';
import { useCurrentUser } from '@kindred/features/auth';
import { Button } from '@kindred/ui/Button';
import { Card } from '@kindred/ui/Card';
import { Stack } from '@kindred/ui/Stack';
import { Switch } from '@kindred/ui/Switch';
import { Text } from '@kindred/ui/Text';
import { useId } from 'react';
import { formErrorMessage } from '../../shared/errors.ts';
import { useNotificationPreferences } from '../api/get-notification-preferences.ts';
import { useSetIntroductionEmails } from '../api/set-notification-preferences.ts';
import * as styles from './Settings.css.ts';

const NOTIFICATIONS_LOAD_FAILED = 'Could not load your e-mail settings.';
const SAVE_FAILED = { on: 'Could not turn the weekly introduction on.', off: 'Could not turn the weekly introduction off.' } as const;

/**
 * Notifications: which e-mails the member gets (the weekly introduction, docs/product.md#introductions) and the
 * matching day it goes out on. A change saves at once; if saving fails the switch goes back and the card says why.
 * While the preferences load the switch is shown disabled; if they cannot be read, the card says so with 'Try Again'.
 */
export function NotificationSettings() {
  const user = useCurrentUser();
  const memberId = user.status === 'SIGNED_IN' ? user.id : '';
  const preferences = useNotificationPreferences(memberId);
  const save = useSetIntroductionEmails(memberId);
  const descriptionId = useId();
  const data = preferences.data;
  const { label, description } = NOTIFICATION_LABELS.introductions;

  return (
    <div className={styles.panel}>
      <Card title="E-mails" titleLevel={2} aria-busy={(!data && !preferences.isError) || save.isPending || undefined}>
        <Stack space="sm" align="flex-start">
          {!data && preferences.isError ? (
            <Text role="alert">
              {NOTIFICATIONS_LOAD_FAILED}{' '}
              <Button variant="secondary" size="sm" isPending={preferences.isFetching} pendingLabel="Loading..." onPress={() => void preferences.refetch()}>
                Try Again
              </Button>
            </Text>
          ) : (
            <Switch
              isSelected={data?.introductions ?? false}
              isDisabled={!data}
              aria-describedby={descriptionId}
              onChange={(on) => {
                // One change at a time, so a failure puts back the value that was saved.
                if (!data || save.isPending) return;
                save.mutate(on);
              }}
            >
              {label}
            </Switch>
          )}
          <Text id={descriptionId} size="sm" tone="secondary">
            {description}
          </Text>
          {save.isError ? (
            <Text role="alert" tone="critical" weight="medium">
              {save.variables ? SAVE_FAILED.on : SAVE_FAILED.off} {formErrorMessage(save.error)}
            </Text>
          ) : null}
          {data ? (
            <>
              <Text>Matching day: {data.matchingDay}</Text>
              <Text size="sm" tone="secondary">
                Your new weekly match is made on the matching day, and the introduction goes out at {INTRODUCTION_LOCAL_HOUR}:00 your time that day.
              </Text>
            </>
          ) : null}
        </Stack>
      </Card>
    </div>
  );
}
