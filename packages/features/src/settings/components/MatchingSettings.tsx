import { useCurrentUser } from '@kindred/features/auth';
import { Button } from '@kindred/ui/Button';
import { Card } from '@kindred/ui/Card';
import { Stack } from '@kindred/ui/Stack';
import { Switch } from '@kindred/ui/Switch';
import { Text } from '@kindred/ui/Text';
import { useId } from 'react';
import { useMatchingSetting } from '../api/get-matching-setting.ts';
import { useSetMatchingPaused } from '../api/pause-matching.ts';

const WEEKLY_MATCHES_TITLE = 'Weekly matches';
export const WEEKLY_MATCHES_LABEL = 'Match me with a colleague each week';
export const WEEKLY_MATCHES_HELP = 'Turn it off to pause: while paused you get no new weekly match, and your existing connections stay.';
export const WEEKLY_MATCHES_LOAD_FAILED = 'Could not load your weekly match setting.';

/**
 * Account: pausing and resuming the weekly matches (docs/decisions.md#matching). The switch is on while the
 * member is matched; a change saves at once, and a failure turns it back with a toast. While the setting loads
 * the switch is shown disabled; if it cannot be read, the card says so with 'Try Again'.
 */
export function MatchingSettings() {
  const user = useCurrentUser();
  const memberId = user.status === 'SIGNED_IN' ? user.id : '';
  const setting = useMatchingSetting(memberId);
  const save = useSetMatchingPaused(memberId);
  const helpId = useId();
  const data = setting.data;

  return (
    <Card title={WEEKLY_MATCHES_TITLE} titleLevel={2} aria-busy={(!data && !setting.isError) || save.isPending || undefined}>
      <Stack space="sm" align="flex-start">
        {!data && setting.isError ? (
          <Text role="alert">
            {WEEKLY_MATCHES_LOAD_FAILED}{' '}
            <Button variant="secondary" size="sm" isPending={setting.isFetching} pendingLabel="Loading..." onPress={() => void setting.refetch()}>
              Try Again
            </Button>
          </Text>
        ) : (
          <Switch
            isSelected={data ? !data.paused : false}
            isDisabled={!data}
            aria-describedby={helpId}
            onChange={(matched) => {
              // One change at a time, so a failure puts back the value that was saved.
              if (!data || save.isPending) return;
              save.mutate(!matched);
            }}
          >
            {WEEKLY_MATCHES_LABEL}
          </Switch>
        )}
        <Text id={helpId} size="sm" tone="secondary">
          {WEEKLY_MATCHES_HELP}
        </Text>
      </Stack>
    </Card>
  );
}
