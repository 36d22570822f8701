import { CODE_LENGTH } from '@kindred/contracts/api/identity';
import { Button } from '@kindred/ui/Button';
import { Link } from '@kindred/ui/Link';
import { Stack } from '@kindred/ui/Stack';
import { Text } from '@kindred/ui/Text';
import { TextField } from '@kindred/ui/TextField';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { errorCode, errorMessage } from '../../shared/errors.ts';
import { loadIdentityCalls, usePreloadIdentityCalls } from '../api/identity.ts';
import { useCompleteSignIn } from '../hooks/use-session.ts';
import { clearChallenge, readChallenge } from '../state/challenge.ts';
import { SIGN_IN_MESSAGES } from '../utils/validation.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { endsPendingSignIn } from '../utils/pending-sign-in.ts';
import { returnPath } from '../utils/return-path.ts';

/** /auth/two-factor: the e-mail code of a pending sign-in, exactly 6 characters. */
export function TwoFactorScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  const completeSignIn = useCompleteSignIn();
  usePreloadIdentityCalls();
  const [challenge] = useState(readChallenge);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);

  if (!challenge) {
    return (
      <AuthLayout title="Check Your Email" description="There is no sign-in waiting for a code in this window.">
        <Link href="/auth/sign-in">Back to sign in</Link>
      </AuthLayout>
    );
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!challenge) return;
    if (code.length !== CODE_LENGTH) {
      setError(`Enter the ${CODE_LENGTH}-digit code from your email.`);
      return;
    }
    setError(null);
    setIsPending(true);
    try {
      const { confirmSignIn } = await loadIdentityCalls();
      const answer = await confirmSignIn({ session: challenge.session, challengeResponse: code });
      await completeSignIn(answer.tokens);
      await navigate(returnPath(location.state), { replace: true });
    } catch (failure) {
      const reason = errorCode(failure);
      if (endsPendingSignIn(reason)) clearChallenge();
      setError(reason === 'INVALID_CODE' ? SIGN_IN_MESSAGES.invalidCode : errorMessage(failure, SIGN_IN_MESSAGES.invalidCode));
    } finally {
      setIsPending(false);
    }
  }

  return (
    <AuthLayout title="Check Your Email" description={`Enter the 6-digit code we sent to ${challenge.destination}.`}>
      <form onSubmit={onSubmit} noValidate aria-label="Verify your sign-in">
        <Stack space="lg">
          {error && (
            <Text role="alert" tone="critical" weight="medium">
              {error}
            </Text>
          )}
          <TextField
            label="Verification code"
            name="code"
            value={code}
            onChange={(value) => setCode(value.replace(/\D/g, '').slice(0, CODE_LENGTH))}
            minLength={CODE_LENGTH}
            maxLength={CODE_LENGTH}
            inputMode="numeric"
            autoComplete="one-time-code"
            isRequired
          />
          <Button type="submit" isPending={isPending} pendingLabel="Verifying code..." fullWidth>
            Complete verification
          </Button>
          <Link href="/auth/sign-in">Back to sign in</Link>
        </Stack>
      </form>
    </AuthLayout>
  );
}
