import type { AdminMember } from '@kindred/contracts/api/organizations';
import { AlertDialog } from '@kindred/ui/AlertDialog';
import { Badge } from '@kindred/ui/Badge';
import { Button } from '@kindred/ui/Button';
import { EmptyState } from '@kindred/ui/EmptyState';
import { SearchField } from '@kindred/ui/SearchField';
import { Spinner } from '@kindred/ui/Spinner';
import { Text } from '@kindred/ui/Text';
import { useDeferredValue, useMemo, useState } from 'react';
import { errorMessage } from '../../shared/errors.ts';
import { useMembers } from '../api/get-members.ts';
import { useRemoveMember } from '../api/remove-member.ts';
import { useSetRole } from '../api/set-role.ts';
import { ADMIN_TEXT } from '../utils/admin-tabs.ts';
import * as styles from './AdminConsole.css.ts';

/** Rows shown at first, and added by each "Show more": a few thousand members stay quick. */
const PAGE_ROWS = 100;

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

function matches(member: AdminMember, query: string): boolean {
  if (!query) return true;
  return [member.name, member.email, member.title ?? '', member.department ?? ''].some((field) => field.toLowerCase().includes(query));
}

export interface MembersPanelProps {
  orgcode: string;
  orgName: string;
  /** The search, kept in the address by the console (`?q=`), which alone writes the address: one writer per page. */
  search: string;
  onSearchChange: (search: string) => void;
}

/** Members: search (`?q=`), roles, removal with a confirmation that says what it does. */
export function MembersPanel({ orgcode, orgName, search, onSearchChange }: MembersPanelProps) {
  const members = useMembers(orgcode);
  const setRole = useSetRole(orgcode);
  const remove = useRemoveMember(orgcode);
  const query = useDeferredValue(search.trim().toLowerCase());
  const [shown, setShown] = useState(PAGE_ROWS);
  const [problem, setProblem] = useState<string | null>(null);
  const [removing, setRemoving] = useState<AdminMember | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);

  const found = useMemo(() => (members.data?.members ?? []).filter((member) => matches(member, query)), [members.data, query]);

  if (members.isPending) return <Spinner label="Loading the members..." showLabel />;
  if (members.isError) {
    return (
      <EmptyState
        title="Could not load the members"
        description={errorMessage(members.error)}
        actions={<Button onPress={() => void members.refetch()}>Try again</Button>}
      />
    );
  }
  const total = members.data.members.length;

  const changeRole = (member: AdminMember) => {
    setProblem(null);
    setRole.mutate(
      { memberId: member.memberId, role: member.role === 'admin' ? 'member' : 'admin' },
      { onError: (error) => setProblem(errorMessage(error)) },
    );
  };

  return (
    <div className={styles.panel}>
      <SearchField
        label="Search members"
        description="By name, e-mail, title or department."
        value={search}
        onChange={(value) => {
          setShown(PAGE_ROWS);
          onSearchChange(value);
        }}
      />
      <Text as="p" tone="secondary" aria-live="polite">
        {query ? `${found.length} of ${total} members match` : `${total} ${total === 1 ? 'member' : 'members'}`}
      </Text>
      {problem && (
        <div role="alert" className={styles.alert}>
          {problem}
        </div>
      )}
      {found.length === 0 ? (
        <EmptyState title={`No members match “${search.trim()}”`} description="Try a name, an e-mail address, a title or a department." />
      ) : (
        <div className={styles.tableScroll}>
          <table className={styles.table}>
            <caption className={styles.secondaryLine}>Members of {orgName}</caption>
            <thead>
              <tr>
                <th scope="col" className={styles.headCell}>Name</th>
                <th scope="col" className={styles.headCell}>Title and department</th>
                <th scope="col" className={styles.headCell}>Role</th>
                <th scope="col" className={styles.headCell}>Joined</th>
                <th scope="col" className={styles.headCell}>Profile</th>
                <th scope="col" className={styles.headCell}>Weekly matching</th>
                <th scope="col" className={styles.headCell}>Actions</th>
              </tr>
            </thead>
            <tbody>
              {found.slice(0, shown).map((member) => (
                <tr key={member.memberId}>
                  <th scope="row" className={styles.cell}>
                    {member.name || member.email}
                    <span className={styles.secondaryLine}>{member.email}</span>
                  </th>
                  <td className={styles.cell}>
                    {member.title ?? '—'}
                    <span className={styles.secondaryLine}>{member.department ?? ''}</span>
                  </td>
                  <td className={styles.cell}>
                    {member.role === 'admin' ? <Badge tone="accent">Administrator</Badge> : 'Member'}
                  </td>
                  <td className={styles.cell}>{dateFormat.format(new Date(member.joinedAt))}</td>
                  <td className={styles.cell}>{member.profileComplete ? 'Complete' : 'Questionnaire not taken'}</td>
                  <td className={styles.cell}>{member.matchingPaused ? 'Paused' : 'On'}</td>
                  <td className={styles.cell}>
                    <div className={styles.actions}>
                      <Button
                        size="sm"
                        variant="secondary"
                        onPress={() => changeRole(member)}
                        isPending={setRole.isPending && setRole.variables.memberId === member.memberId}
                        aria-label={`${member.role === 'admin' ? 'Remove administrator role from' : 'Make administrator:'} ${member.name || member.email}`}
                      >
                        {member.role === 'admin' ? 'Remove administrator' : 'Make administrator'}
                      </Button>
                      <Button
                        size="sm"
                        variant="secondary"
                        onPress={() => {
                          setRemoveError(null);
                          setRemoving(member);
                        }}
                        aria-label={`Remove ${member.name || member.email} from ${orgName}`}
                      >
                        Remove
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {found.length > shown && (
        <div>
          <Button variant="secondary" onPress={() => setShown((count) => count + PAGE_ROWS)}>
            {`Show ${Math.min(PAGE_ROWS, found.length - shown)} more`}
          </Button>
        </div>
      )}
      <AlertDialog
        isOpen={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={`Remove ${removing?.name || removing?.email || ''} from ${orgName}?`}
        confirmLabel="Remove member"
        pendingLabel="Removing..."
        onConfirm={() =>
          removing
            ? remove.mutateAsync(removing.memberId).then(
                () => setRemoving(null),
                (error: unknown) => {
                  setRemoveError(errorMessage(error));
                  throw error;
                },
              )
            : undefined
        }
      >
        <Text as="p">{ADMIN_TEXT.removeConsequence(orgName)}</Text>
        {removeError && (
          <div role="alert" className={styles.alert}>
            {removeError}
          </div>
        )}
      </AlertDialog>
    </div>
  );
}
