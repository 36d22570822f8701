import {
  BULK_INVITATION_MAX,
  type BulkInvitationResponse,
  type BulkInvitationStatus,
  type Invitation,
} from '@kindred/contracts/api/organizations';
import { AlertDialog } from '@kindred/ui/AlertDialog';
import { Button } from '@kindred/ui/Button';
import { Heading } from '@kindred/ui/Heading';
import { Spinner } from '@kindred/ui/Spinner';
import { Text } from '@kindred/ui/Text';
import { TextArea } from '@kindred/ui/TextArea';
import { TextField } from '@kindred/ui/TextField';
import { toast } from '@kindred/ui/Toast';
import { isHTTPError } from 'ky';
import { useId, useState, type FormEvent } from 'react';
import { errorCode, errorMessage } from '../../shared/errors.ts';
import { useSetAllowedDomains, useRotateJoinCode } from '../api/admission-settings.ts';
import { useAdmission } from '../api/get-admission.ts';
import { useInvite, useInviteMany, useResendInvitation, useRevokeInvitation } from '../api/invite.ts';
import { parseAddressFile, parseAddresses } from '../utils/parse-addresses.ts';
import * as styles from './AdminConsole.css.ts';

type Row = BulkInvitationResponse['results'][number];

const INVITE_STATUS_LABELS: Record<BulkInvitationStatus, string> = {
  invited: 'Invited',
  alreadyMember: 'Already a member',
  invitedBefore: 'Invited before',
  invalid: 'Not an address',
};

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const tooManyMessage = (count: number) =>
  `At most ${BULK_INVITATION_MAX.toLocaleString('en')} addresses at once: this list has ${count.toLocaleString('en')}.`;

function summary(rows: readonly Row[]): string {
  const counts = new Map<BulkInvitationStatus, number>();
  for (const row of rows) counts.set(row.status, (counts.get(row.status) ?? 0) + 1);
  return [...counts].map(([status, count]) => `${count} ${INVITE_STATUS_LABELS[status].toLowerCase()}`).join(', ');
}

function isPending(invitation: Invitation): boolean {
  return invitation.acceptedAt === null;
}

/** Invite: addresses typed, pasted or from a CSV file, each answered in its row; pending invitations; join code; domains. */
export function InvitePanel({ orgcode }: { orgcode: string }) {
  const admission = useAdmission(orgcode);
  const inviteOne = useInvite(orgcode);
  const inviteMany = useInviteMany(orgcode);
  const [text, setText] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [fileEntries, setFileEntries] = useState<string[] | null>(null);
  const [listError, setListError] = useState<string | null>(null);
  const [rows, setRows] = useState<Row[] | null>(null);
  const fileId = useId();

  const sending = inviteOne.isPending || inviteMany.isPending;

  async function send(event: FormEvent) {
    event.preventDefault();
    setListError(null);
    const entries = [...parseAddresses(text).entries, ...(fileEntries ?? [])];
    if (entries.length === 0) return setListError('Enter at least one e-mail address, or choose a CSV file.');
    if (entries.length > BULK_INVITATION_MAX) return setListError(tooManyMessage(entries.length));
    try {
      // One address goes as a single invitation (its own limit); a list goes in one call, each row answered.
      const answer = entries.length === 1 ? [await inviteSingle(entries[0]!)] : (await inviteMany.mutateAsync(entries)).results;
      setRows(answer);
      setText('');
      setFileEntries(null);
      setFileName(null);
    } catch (error) {
      setListError(errorMessage(error));
    }
  }

  async function inviteSingle(email: string): Promise<Row> {
    const given = email.trim();
    const pending = admission.data?.invitations.find((invitation) => invitation.email === given.toLowerCase() && isPending(invitation));
    if (pending && Date.parse(pending.expiresAt) > Date.now()) return { email: pending.email, status: 'invitedBefore' };
    try {
      const { invitation, mailSent } = await inviteOne.mutateAsync(given);
      return { email: invitation.email, status: 'invited', mailSent };
    } catch (error) {
      if (errorCode(error) === 'ALREADY_MEMBER') return { email: given, status: 'alreadyMember' };
      if (isHTTPError(error) && error.response.status === 400) return { email: given, status: 'invalid' };
      throw error;
    }
  }

  async function readFile(files: FileList | null) {
    setListError(null);
    const file = files?.[0];
    if (!file) {
      setFileEntries(null);
      setFileName(null);
      return;
    }
    const parsed = parseAddressFile(await file.text());
    setFileName(file.name);
    setFileEntries(parsed.entries);
    if (parsed.tooMany) setListError(tooManyMessage(parsed.entries.length));
  }

  return (
    <div className={styles.panel}>
      <section className={styles.section} aria-labelledby={`${fileId}-invite`}>
        <Heading level={2} size="md" id={`${fileId}-invite`}>
          Invite people
        </Heading>
        <form className={styles.section} onSubmit={(event) => void send(event)} noValidate>
          <TextArea
            label="E-mail addresses"
            description={`One address, or many: one a line, or separated by commas. Up to ${BULK_INVITATION_MAX.toLocaleString('en')} at once.`}
            value={text}
            onChange={setText}
            rows={4}
          />
          <div className={styles.section}>
            <label htmlFor={fileId}>Or choose a CSV file (a column of e-mail addresses)</label>
            <input
              id={fileId}
              className={styles.fileInput}
              type="file"
              accept=".csv,text/csv,text/plain"
              onChange={(event) => void readFile(event.currentTarget.files)}
            />
            {fileName && fileEntries && (
              <Text as="p" tone="secondary">
                {`${fileName}: ${fileEntries.length} ${fileEntries.length === 1 ? 'row' : 'rows'}`}
              </Text>
            )}
          </div>
          {listError && (
            <div role="alert" className={styles.alert}>
              {listError}
            </div>
          )}
          <div>
            <Button type="submit" isPending={sending} pendingLabel="Sending invitations...">
              Send invitations
            </Button>
          </div>
        </form>
        {rows && <InviteResults rows={rows} />}
      </section>
      {admission.isPending ? (
        <Spinner label="Loading the invitations..." showLabel />
      ) : admission.isError ? (
        <div role="alert" className={styles.alert}>
          {errorMessage(admission.error)}
        </div>
      ) : (
        <>
          <PendingInvitations orgcode={orgcode} invitations={admission.data.invitations.filter(isPending)} />
          <JoinCode orgcode={orgcode} joinCode={admission.data.joinCode} />
          <AllowedDomains key={admission.data.allowedEmailDomains.join(',')} orgcode={orgcode} domains={admission.data.allowedEmailDomains} />
        </>
      )}
    </div>
  );
}

function InviteResults({ rows }: { rows: readonly Row[] }) {
  return (
    <div className={styles.section}>
      <Text as="p" role="status">
        {`Done: ${summary(rows)}.`}
      </Text>
      <div className={styles.tableScroll}>
        <table className={styles.table}>
          <caption className={styles.secondaryLine}>What each address got</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.headCell}>Address</th>
              <th scope="col" className={styles.headCell}>Result</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={`${index}-${row.email}`}>
                <td className={styles.cell}>{row.email}</td>
                <td className={styles.cell}>
                  {INVITE_STATUS_LABELS[row.status]}
                  {row.status === 'invited' && row.mailSent === false ? ' (the e-mail will go later)' : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function PendingInvitations({ orgcode, invitations }: { orgcode: string; invitations: readonly Invitation[] }) {
  const resend = useResendInvitation(orgcode);
  const revoke = useRevokeInvitation(orgcode);
  const [withdrawing, setWithdrawing] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Heading level={2} size="md" id={headingId}>
        Pending invitations
      </Heading>
      {problem && (
        <div role="alert" className={styles.alert}>
          {problem}
        </div>
      )}
      {invitations.length === 0 ? (
        <Text as="p" tone="secondary">
          No invitation is waiting for an answer.
        </Text>
      ) : (
        <div className={styles.tableScroll}>
          <table className={styles.table}>
            <caption className={styles.secondaryLine}>Invitations not accepted yet</caption>
            <thead>
              <tr>
                <th scope="col" className={styles.headCell}>Address</th>
                <th scope="col" className={styles.headCell}>Invited</th>
                <th scope="col" className={styles.headCell}>Valid until</th>
                <th scope="col" className={styles.headCell}>Actions</th>
              </tr>
            </thead>
            <tbody>
              {invitations.map((invitation) => {
                const expired = Date.parse(invitation.expiresAt) <= Date.now();
                return (
                  <tr key={invitation.email}>
                    <th scope="row" className={styles.cell}>
                      {invitation.email}
                    </th>
                    <td className={styles.cell}>{dateFormat.format(new Date(invitation.invitedAt))}</td>
                    <td className={styles.cell}>{expired ? 'Expired' : dateFormat.format(new Date(invitation.expiresAt))}</td>
                    <td className={styles.cell}>
                      <div className={styles.actions}>
                        <Button
                          size="sm"
                          variant="secondary"
                          aria-label={`Resend the invitation to ${invitation.email}`}
                          isPending={resend.isPending && resend.variables === invitation.email}
                          onPress={() => {
                            setProblem(null);
                            resend.mutate(invitation.email, {
                              onSuccess: () => toast.success(`Invitation sent again to ${invitation.email}`),
                              onError: (error) => setProblem(errorMessage(error)),
                            });
                          }}
                        >
                          Resend
                        </Button>
                        <Button
                          size="sm"
                          variant="secondary"
                          aria-label={`Withdraw the invitation to ${invitation.email}`}
                          onPress={() => setWithdrawing(invitation.email)}
                        >
                          Withdraw
                        </Button>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <AlertDialog
        isOpen={withdrawing !== null}
        onOpenChange={(open) => {
          if (!open) setWithdrawing(null);
        }}
        title={`Withdraw the invitation to ${withdrawing ?? ''}?`}
        confirmLabel="Withdraw invitation"
        pendingLabel="Withdrawing..."
        onConfirm={() =>
          withdrawing
            ? revoke.mutateAsync(withdrawing).then(
                () => setWithdrawing(null),
                (error: unknown) => {
                  setProblem(errorMessage(error));
                  setWithdrawing(null);
                },
              )
            : undefined
        }
      >
        <Text as="p">The link in their e-mail stops working. You can invite the address again later.</Text>
      </AlertDialog>
    </section>
  );
}

function JoinCode({ orgcode, joinCode }: { orgcode: string; joinCode: string }) {
  const rotate = useRotateJoinCode(orgcode);
  const [confirming, setConfirming] = useState(false);
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Heading level={2} size="md" id={headingId}>
        Join code
      </Heading>
      <Text as="p" tone="secondary">
        Anyone with this code can join from Settings. Share it only with people who should join.
      </Text>
      <p>
        Current code: <code className={styles.code}>{joinCode}</code>
      </p>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          onPress={() =>
            void navigator.clipboard.writeText(joinCode).then(
              () => toast.success('Join code copied'),
              () => toast.error('Could not copy the join code: select it and copy it instead.'),
            )
          }
        >
          Copy join code
        </Button>
        <Button variant="secondary" onPress={() => setConfirming(true)}>
          Make a new code
        </Button>
      </div>
      <AlertDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title="Make a new join code?"
        confirmLabel="Make a new code"
        pendingLabel="Making a new code..."
        onConfirm={() =>
          rotate.mutateAsync().then(
            () => toast.success('New join code made: the old one no longer works'),
            (error: unknown) => toast.error(errorMessage(error)),
          )
        }
      >
        <Text as="p">The current code stops working at once. People who have not joined yet will need the new one.</Text>
      </AlertDialog>
    </section>
  );
}

function AllowedDomains({ orgcode, domains }: { orgcode: string; domains: readonly string[] }) {
  const save = useSetAllowedDomains(orgcode);
  const [value, setValue] = useState(domains.join(', '));
  const [error, setError] = useState<string | null>(null);
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Heading level={2} size="md" id={headingId}>
        Allowed e-mail domains
      </Heading>
      <form
        className={styles.section}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setError(null);
          const list = value
            .split(/[\s,;]+/)
            .map((domain) => domain.trim())
            .filter(Boolean);
          save.mutate(list, {
            onSuccess: () => toast.success('Allowed domains saved'),
            onError: (failure) => setError(errorMessage(failure)),
          });
        }}
      >
        <TextField
          label="Domains"
          description={`People with an address at one of these domains may join with the organization code ${orgcode}. Separate domains with commas; leave empty to allow none.`}
          value={value}
          onChange={setValue}
          isInvalid={error !== null}
          errorMessage={error ?? undefined}
        />
        <div>
          <Button type="submit" variant="secondary" isPending={save.isPending} pendingLabel="Saving...">
            Save domains
          </Button>
        </div>
      </form>
    </section>
  );
}
