import type { OrgMember } from '@kindred/contracts/api/connections';
import { useDirectory, useSelectedOrganization } from '@kindred/features/profile';
import { Radio, RadioGroup } from '@kindred/ui/RadioGroup';
import { SearchField } from '@kindred/ui/SearchField';
import { Spinner } from '@kindred/ui/Spinner';
import { Text } from '@kindred/ui/Text';
import { TextField } from '@kindred/ui/TextField';
import { useState } from 'react';
import type { QuickConnectColleague } from '../utils/booking.ts';
import * as styles from './QuickConnect.css.ts';

/** docs/product.md#validation "Quick Connect invite". */
export const ENTER_AN_EMAIL = 'Please enter an email address';
const SHOWN = 8;

export interface ColleaguePickerProps {
  userId: string;
  value: string | null;
  onChange: (memberId: string | null) => void;
  email: string;
  onEmailChange: (email: string) => void;
  error: string | null;
}

/** The colleague a choice names: the one picked, else the one whose address was typed. */
function resolveColleague(
  members: readonly OrgMember[],
  picked: string | null,
  email: string,
  organization: string | null,
): { colleague: QuickConnectColleague } | { error: string } {
  const member = picked ? members.find((candidate) => candidate.id === picked) : undefined;
  if (member) return { colleague: { memberId: member.id, name: member.name, email: member.email } };
  const address = email.trim().toLowerCase();
  if (!address) return { error: ENTER_AN_EMAIL };
  const byEmail = members.find((candidate) => candidate.email.toLowerCase() === address);
  if (!byEmail) return { error: `No one in ${organization ?? 'your organization'} uses ${email.trim()}.` };
  return { colleague: { memberId: byEmail.id, name: byEmail.name, email: byEmail.email } };
}

/**
 * The choice of a colleague, for the wizard's invite step and a dialog opened for no one: the picker's props, and
 * `resolve()`, which gives the colleague chosen or shows why there is none. `enabled` false: nothing is read.
 * `initialMemberId`: a colleague chosen from the start (a link named them).
 */
export function useColleagueChoice(userId: string, enabled = true, initialMemberId: string | null = null) {
  const organization = useSelectedOrganization();
  const directory = useDirectory(userId, enabled && organization?.isUsersOpen ? organization.id : null);
  const [picked, setPicked] = useState<string | null>(initialMemberId);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const pickerProps: ColleaguePickerProps = {
    userId,
    value: picked,
    onChange: (memberId) => {
      setPicked(memberId);
      setError(null);
    },
    email,
    onEmailChange: (value) => {
      setEmail(value);
      setError(null);
    },
    error,
  };
  const resolve = (): QuickConnectColleague | null => {
    const chosen = resolveColleague(directory.data ?? [], picked, email, organization?.name ?? null);
    if ('error' in chosen) {
      setError(chosen.error);
      return null;
    }
    return chosen.colleague;
  };
  const reset = () => {
    setPicked(null);
    setEmail('');
    setError(null);
  };
  return { pickerProps, resolve, reset };
}

/** The organisation's directory as a short searchable list, or a colleague's work e-mail. */
export function ColleaguePicker({ userId, value, onChange, email, onEmailChange, error }: ColleaguePickerProps) {
  const organization = useSelectedOrganization();
  const open = organization?.isUsersOpen ? organization.id : null;
  const directory = useDirectory(userId, open);
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const found = (directory.data ?? []).filter((member) => !needle || member.name.toLowerCase().includes(needle));
  const shown = found.slice(0, SHOWN);
  // A colleague chosen beyond the short list (a link named them) is shown first, so the choice can be seen.
  const chosen = found.find((member) => member.id === value);
  const matches = chosen && !shown.includes(chosen) ? [chosen, ...shown.slice(0, SHOWN - 1)] : shown;

  return (
    <div className={styles.step}>
      {open === null ? (
        <Text tone="secondary">Your organization’s directory is not open yet: enter your colleague’s work e-mail instead.</Text>
      ) : directory.isPending ? (
        <Spinner label="Loading your colleagues..." showLabel />
      ) : directory.isError ? (
        <Text role="alert">Your colleagues could not be loaded: enter their work e-mail instead.</Text>
      ) : (
        <>
          <SearchField label="Find a colleague" placeholder="Name" value={search} onChange={setSearch} />
          {matches.length > 0 ? (
            <RadioGroup label="Colleague" value={value} onChange={onChange}>
              {matches.map((member) => (
                <Radio key={member.id} value={member.id}>
                  {member.title ? `${member.name} · ${member.title}` : member.name}
                </Radio>
              ))}
            </RadioGroup>
          ) : (
            <Text tone="secondary">Nobody by that name.</Text>
          )}
        </>
      )}
      <TextField
        type="email"
        label="Or their work e-mail"
        value={email}
        onChange={(next) => {
          onEmailChange(next);
          if (next) onChange(null);
        }}
        isInvalid={error !== null}
        errorMessage={error}
      />
    </div>
  );
}
