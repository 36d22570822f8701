import type { AccountSession } from '@kindred/contracts/api/account';
import { Badge } from '@kindred/ui/Badge';
import { Button } from '@kindred/ui/Button';
import { Card } from '@kindred/ui/Card';
import { Stack } from '@kindred/ui/Stack';
import { Text } from '@kindred/ui/Text';
import { toast } from '@kindred/ui/Toast';
import { errorMessage } from '../../shared/errors.ts';
import { useEndOtherSessions, useEndSession } from '../api/end-sessions.ts';
import { useAccountSessions } from '../api/get-sessions.ts';
import { describeDevice } from '../utils/devices.ts';
import * as styles from './Settings.css.ts';

export const SESSIONS_LOAD_FAILED = 'Could not load where you are signed in.';
export const SIGNED_OUT_OTHERS = 'Signed out of every other device.';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function SessionRow({ session }: { session: AccountSession }) {
  const end = useEndSession();
  const device = describeDevice(session.userAgent);
  return (
    <li className={styles.sessionRow}>
      <Stack space="xxs">
        <Text weight="semibold">
          {device} {session.current && <Badge tone="positive">This device</Badge>}
        </Text>
        <Text size="sm" tone="secondary">
          {session.ipAddress ? `From ${session.ipAddress} · ` : ''}Last active {when.format(new Date(session.lastActiveAt))} · Signed in{' '}
          {when.format(new Date(session.signedInAt))}
        </Text>
      </Stack>
      {!session.current && (
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Sign out ${device}, last active ${when.format(new Date(session.lastActiveAt))}`}
          isPending={end.isPending}
          pendingLabel="Signing out..."
          onPress={() =>
            end.mutate(session.id, {
              onSuccess: () => toast.success(`Signed out of ${device}.`),
              onError: (error) => toast.error(errorMessage(error)),
            })
          }
        >
          Sign out
        </Button>
      )}
    </li>
  );
}

/**
 * Security: where the member is signed in: each session's browser and system, the address it came from (the
 * approximate place), when it was last active, and "This device". Any other can be signed out, or all of them.
 */
export function SessionsCard() {
  const sessions = useAccountSessions();
  const endOthers = useEndOtherSessions();
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;

  return (
    <Card
      title="Where you are signed in"
      titleLevel={2}
      description="The devices signed in to your account. Sign out any you do not recognise, then change your password."
      aria-busy={sessions.isPending || endOthers.isPending || undefined}
    >
      <Stack space="md" align="flex-start">
        {sessions.isPending ? (
          <Text tone="secondary">Loading your devices...</Text>
        ) : sessions.isError ? (
          <Text role="alert">
            {SESSIONS_LOAD_FAILED}{' '}
            <Button variant="secondary" size="sm" isPending={sessions.isFetching} pendingLabel="Loading..." onPress={() => void sessions.refetch()}>
              Try Again
            </Button>
          </Text>
        ) : (
          <ul className={styles.sessionList} aria-label="Signed-in devices">
            {sessions.data.map((session) => (
              <SessionRow key={session.id} session={session} />
            ))}
          </ul>
        )}
        <Button
          variant="secondary"
          isDisabled={others === 0}
          isPending={endOthers.isPending}
          pendingLabel="Signing out..."
          onPress={() =>
            endOthers.mutate(undefined, {
              onSuccess: () => toast.success(SIGNED_OUT_OTHERS),
              onError: (error) => toast.error(errorMessage(error)),
            })
          }
        >
          Sign out of all other devices
        </Button>
      </Stack>
    </Card>
  );
}
