import { JOIN_MESSAGES } from '@kindred/contracts/api/join';
import type { InvitationLookup } from '@kindred/contracts/api/join';
import { Button } from '@kindred/ui/Button';
import { Link } from '@kindred/ui/Link';
import { Spinner } from '@kindred/ui/Spinner';
import { Stack } from '@kindred/ui/Stack';
import { Text } from '@kindred/ui/Text';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { errorCode, formErrorMessage } from '../../shared/errors.ts';
import { loadIdentityCalls } from '../api/identity.ts';
import { useCompleteSignIn, useCurrentUser, useIsSignedIn } from '../hooks/use-session.ts';
import { hasErrors, validateNewAccount, type NewAccountErrors } from '../utils/new-account.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { releaseFocus } from '../utils/release-focus.ts';
import { NewAccountFields } from './NewAccountFields.tsx';

type Lookup =
  | { kind: 'loading' }
  | { kind: 'invalid' }
  | { kind: 'failed'; message: string }
  | { kind: 'found'; invitation: InvitationLookup };

/** What a closed invitation says, and the way forward it offers. */
const CLOSED = {
  expired: { title: 'This invitation has expired', message: JOIN_MESSAGES.invitationExpired },
  spent: { title: 'This invitation has been used', message: JOIN_MESSAGES.invitationSpent },
  revoked: { title: 'This invitation was withdrawn', message: JOIN_MESSAGES.invitationRevoked },
} as const;

/** The error codes that close the invitation under the form (it was used, expired or withdrawn meanwhile). */
const CLOSING_CODES: Record<string, keyof typeof CLOSED> = {
  INVITATION_SPENT: 'spent',
  INVITATION_EXPIRED: 'expired',
  INVITATION_REVOKED: 'revoked',
};

/**
 * /join?token=…: an invitation's link (docs/product.md#joining). It shows the organisation and the address;
 * a newcomer gives their name and a password and is signed in, already a member; a member signed in with the
 * invited address joins with one button; an address with an account signs in first and comes back. An unknown,
 * expired, used or withdrawn link says so and what to do.
 */
export function JoinScreen() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [lookup, setLookup] = useState<Lookup>(token ? { kind: 'loading' } : { kind: 'invalid' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!token) return;
    let live = true;
    setLookup({ kind: 'loading' });
    loadIdentityCalls()
      .then(({ lookupInvitation }) => lookupInvitation(token))
      .then(
        (invitation) => live && setLookup({ kind: 'found', invitation }),
        (error: unknown) => {
          if (!live) return;
          setLookup(errorCode(error) === 'INVITATION_NOT_FOUND' ? { kind: 'invalid' } : { kind: 'failed', message: formErrorMessage(error) });
        },
      );
    return () => {
      live = false;
    };
  }, [token, attempt]);

  if (lookup.kind === 'loading') {
    return (
      <AuthLayout title="Your invitation">
        <Spinner label="Checking your invitation..." labelPlacement="end" />
      </AuthLayout>
    );
  }
  if (lookup.kind === 'invalid') {
    return (
      <AuthLayout title="This link is not valid" description={JOIN_MESSAGES.invitationNotFound}>
        <Stack space="md">
          <Link href="/auth/sign-in">Go to sign in</Link>
        </Stack>
      </AuthLayout>
    );
  }
  if (lookup.kind === 'failed') {
    return (
      <AuthLayout title="Your invitation" description="We could not open your invitation.">
        <Stack space="md">
          <Text role="alert" tone="critical" weight="medium">
            {lookup.message}
          </Text>
          <Button onPress={() => setAttempt((n) => n + 1)}>Try again</Button>
        </Stack>
      </AuthLayout>
    );
  }
  const { invitation } = lookup;
  if (invitation.state !== 'open') return <ClosedInvitation invitation={invitation} state={invitation.state} />;
  return <OpenInvitation invitation={invitation} token={token} onClosed={(state) => setLookup({ kind: 'found', invitation: { ...invitation, state } })} />;
}

function ClosedInvitation({ invitation, state }: { invitation: InvitationLookup; state: keyof typeof CLOSED }) {
  const { title, message } = CLOSED[state];
  const who = invitation.inviter ? `${invitation.inviter} invited ${invitation.email} to ${invitation.organization.name}.` : undefined;
  return (
    <AuthLayout title={title} description={who}>
      <Stack space="md">
        <Text role="status">{message}</Text>
        <Link href={state === 'spent' || invitation.hasAccount ? '/' : '/auth/sign-in'}>
          {state === 'spent' || invitation.hasAccount ? 'Go to Kindred' : 'Go to sign in'}
        </Link>
      </Stack>
    </AuthLayout>
  );
}

function OpenInvitation({
  invitation,
  token,
  onClosed,
}: {
  invitation: InvitationLookup;
  token: string;
  onClosed: (state: keyof typeof CLOSED) => void;
}) {
  const navigate = useNavigate();
  const signedIn = useIsSignedIn();
  const user = useCurrentUser();
  const completeSignIn = useCompleteSignIn();
  const [fields, setFields] = useState({ givenName: '', familyName: '', password: '', confirmation: '' });
  const [errors, setErrors] = useState<NewAccountErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);
  const org = invitation.organization.name;
  const invitedBy = invitation.inviter ? `${invitation.inviter} invited you` : 'You are invited';
  const here = `/join?token=${encodeURIComponent(token)}`;

  function failed(error: unknown) {
    const closing = CLOSING_CODES[errorCode(error) ?? ''];
    if (closing) {
      releaseFocus();
      onClosed(closing);
    }
    else setFormError(formErrorMessage(error));
  }

  async function join() {
    setFormError(null);
    setIsPending(true);
    try {
      const { joinWithInvitation } = await loadIdentityCalls();
      await joinWithInvitation(token);
      releaseFocus();
      await navigate('/', { replace: true });
    } catch (error) {
      failed(error);
    } finally {
      setIsPending(false);
    }
  }

  async function createAccount(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A second submit while the first is on its way sends nothing: the account is made once.
    if (isPending) return;
    const found = validateNewAccount(fields);
    setErrors(found);
    setFormError(null);
    if (hasErrors(found)) return;
    setIsPending(true);
    try {
      const { acceptInvitation } = await loadIdentityCalls();
      const answer = await acceptInvitation({ token, givenName: fields.givenName, familyName: fields.familyName, password: fields.password });
      await completeSignIn(answer.tokens);
      releaseFocus();
      await navigate('/', { replace: true });
    } catch (error) {
      failed(error);
    } finally {
      setIsPending(false);
    }
  }

  const alert = formError && (
    <Text role="alert" tone="critical" weight="medium">
      {formError}
    </Text>
  );

  if (signedIn) {
    if (user.email.toLowerCase() !== invitation.email.toLowerCase()) {
      return (
        <AuthLayout title={`Join ${org}`} description={`${invitedBy} to join ${org} on Kindred.`}>
          <Stack space="md">
            <Text role="status">
              You are signed in as {user.email}. {JOIN_MESSAGES.otherAddress}
            </Text>
            <Link href="/">Back to Kindred</Link>
          </Stack>
        </AuthLayout>
      );
    }
    return (
      <AuthLayout title={`Join ${org}`} description={`${invitedBy} to join ${org} on Kindred.`}>
        <Stack space="lg">
          {alert}
          <Text>You are signed in as {user.email}: join with this account.</Text>
          <Button onPress={join} isPending={isPending} pendingLabel="Joining..." fullWidth>
            Join {org}
          </Button>
          <Link href="/">Not now</Link>
        </Stack>
      </AuthLayout>
    );
  }

  if (invitation.hasAccount) {
    return (
      <AuthLayout title={`Join ${org}`} description={`${invitedBy} to join ${org} on Kindred.`}>
        <Stack space="lg">
          <Text>{invitation.email} already has a Kindred account. Sign in, and you will come back here to join.</Text>
          <Button onPress={() => navigate('/auth/sign-in', { state: { from: here } })} fullWidth>
            Sign in to join
          </Button>
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={`Join ${org}`} description={`${invitedBy} to join ${org} on Kindred. Create your account to accept.`}>
      <form onSubmit={createAccount} noValidate aria-label="Create your account">
        <Stack space="lg">
          {alert}
          <Text>
            Your account: <Text as="span" weight="medium">{invitation.email}</Text>
          </Text>
          <NewAccountFields fields={fields} errors={errors} onChange={(next) => setFields((current) => ({ ...current, ...next }))} />
          <Button type="submit" isPending={isPending} pendingLabel="Creating your account..." fullWidth>
            Create account and join
          </Button>
          <Text size="sm" tone="secondary">
            Already have an account with another address? <Link href="/auth/sign-in">Sign in</Link>
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}
