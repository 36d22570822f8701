import { useCurrentUser } from '@kindred/features/auth';
import { UNABLE_TO_LOAD_PROFILE, useOwnProfile } from '@kindred/features/profile';
import { AlertDialog } from '@kindred/ui/AlertDialog';
import { Button } from '@kindred/ui/Button';
import { Card } from '@kindred/ui/Card';
import { Skeleton, SkeletonGroup } from '@kindred/ui/Skeleton';
import { useEffect, useMemo, useRef, useState } from 'react';
import { formErrorMessage } from '../../shared/errors.ts';
import { useLeaveOrganizationFromSettings } from '../api/leave-organization.ts';
import * as styles from './ProfileSettings.css.ts';

const ORGANIZATIONS_CARD_TITLE = 'Your organizations';
const NO_ORGANIZATIONS = 'You are not a member of any organization.';

/** What leaving does, said before the member confirms. */
export function leaveConsequences(name: string): string {
  return (
    `You will no longer appear in ${name}'s community directory or be matched with its members. ` +
    'Your matches and conversations so far stay. To come back you need a new invitation or its join code.'
  );
}

export const leftMessage = (name: string) => `You left ${name}.`;

interface Leaving {
  orgcode: string;
  name: string;
}

/**
 * 'Your organizations' in Settings → Account: the organisations the member belongs to, each with Leave. Leave asks
 * first, saying what happens; the server's refusal (an organisation's only administrator, while others remain) is
 * shown in the question, which stays open. Once left, the list and the organisation selection drop it, and focus
 * goes to the list's status, which says so.
 */
export function OrganizationMemberships() {
  const user = useCurrentUser();
  const owner = useMemo(
    () => (user.status === 'SIGNED_IN' && user.id ? { id: user.id, email: user.email } : null),
    [user.status, user.id, user.email],
  );
  const profile = useOwnProfile(owner);
  const leave = useLeaveOrganizationFromSettings(owner);
  const [leaving, setLeaving] = useState<Leaving | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const statusRef = useRef<HTMLParagraphElement>(null);
  const organizations = profile.data?.organizations ?? [];

  const close = () => {
    setLeaving(null);
    setError(null);
  };
  // Once the question has gone (not before: while it is open it keeps focus inside it), focus goes to what says it is
  // done, since the Leave button that opened the question went with its row.
  const [announceLeft, setAnnounceLeft] = useState(false);
  useEffect(() => {
    if (!announceLeft || leaving) return;
    setAnnounceLeft(false);
    statusRef.current?.focus();
  }, [announceLeft, leaving]);

  return (
    <Card
      title={ORGANIZATIONS_CARD_TITLE}
      titleLevel={2}
      description="The organizations whose communities you are part of. Leaving one takes you out of its directory and its weekly matches."
    >
      <div className={styles.fields}>
        {profile.data ? (
          organizations.length > 0 ? (
            <ul className={styles.organizationList}>
              {organizations.map((org) => {
                const name = org.orgname || org.orgcode;
                return (
                  <li key={org.orgcode} className={styles.organizationRow}>
                    <span className={styles.organizationName}>
                      <span>{name}</span>
                      {org.description ? <span className={styles.organizationDescription}>{org.description}</span> : null}
                    </span>
                    <Button variant="secondary" aria-label={`Leave ${name}`} onPress={() => setLeaving({ orgcode: org.orgcode, name })}>
                      Leave
                    </Button>
                  </li>
                );
              })}
            </ul>
          ) : (
            <p className={styles.status}>{NO_ORGANIZATIONS}</p>
          )
        ) : profile.isError ? (
          <p className={styles.status}>{UNABLE_TO_LOAD_PROFILE}</p>
        ) : (
          <SkeletonGroup label="Loading your organizations...">
            <Skeleton lines={2} />
          </SkeletonGroup>
        )}
        <p ref={statusRef} className={styles.status} role="status" tabIndex={-1}>
          {status}
        </p>
      </div>
      {leaving ? (
        <AlertDialog
          isOpen
          title={`Leave ${leaving.name}?`}
          confirmLabel="Leave organization"
          pendingLabel="Leaving..."
          onCancel={close}
          onOpenChange={(open) => {
            if (!open) close();
          }}
          onConfirm={async () => {
            setError(null);
            try {
              await leave.mutateAsync(leaving.orgcode);
            } catch (failure) {
              setError(formErrorMessage(failure));
              throw failure;
            }
            setStatus(leftMessage(leaving.name));
            setAnnounceLeft(true);
          }}
        >
          {leaveConsequences(leaving.name)}
          {error ? (
            <span role="alert" className={styles.dialogError}>
              {error}
            </span>
          ) : null}
        </AlertDialog>
      ) : null}
    </Card>
  );
}
