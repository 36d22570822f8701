import { Button } from '@kindred/ui/Button';
import { Link } from '@kindred/ui/Link';
import { PasswordField } from '@kindred/ui/PasswordField';
import { Stack } from '@kindred/ui/Stack';
import { Text } from '@kindred/ui/Text';
import { TextField } from '@kindred/ui/TextField';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { errorCode, formErrorMessage } from '../../shared/errors.ts';
import { loadIdentityCalls, usePreloadIdentityCalls } from '../api/identity.ts';
import { useCompleteSignIn } from '../hooks/use-session.ts';
import { clearChallenge, readChallenge, saveChallenge } from '../state/challenge.ts';
import { SIGN_IN_CODE_MAX_LENGTH, SIGN_IN_MESSAGES, validateSignIn } from '../utils/validation.ts';
import { endsPendingSignIn } from '../utils/pending-sign-in.ts';
import { returnPath } from '../utils/return-path.ts';
import { AuthLayout } from './AuthLayout.tsx';

/**
 * Sign-in (docs/product.md#screens-and-routes, #states): email and password; when the service asks for an
 * e-mail code, a code field (at most 6 characters) appears and the button reads
 * 'Verify Code'. DONE goes to where the visitor was going, or home.
 */
export function SignInScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  const completeSignIn = useCompleteSignIn();
  usePreloadIdentityCalls();
  const pending = readChallenge();
  const [email, setEmail] = useState(pending?.email ?? '');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [challenge, setChallenge] = useState(pending);
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});
  const [codeError, setCodeError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);

  async function finish() {
    await navigate(returnPath(location.state), { replace: true });
  }

  async function submitCredentials() {
    const errors = validateSignIn(email, password);
    setFieldErrors(errors);
    if (errors.email || errors.password) return;
    const { signIn } = await loadIdentityCalls();
    const answer = await signIn({ username: email.trim(), password });
    if (answer.isSignedIn) {
      await completeSignIn(answer.tokens);
      await finish();
      return;
    }
    const next = { session: answer.session, email: email.trim(), destination: answer.nextStep.codeDeliveryDetails.destination };
    saveChallenge(next);
    setChallenge(next);
    setCode('');
  }

  async function submitCode() {
    if (!challenge) return;
    // An empty code is the form's to catch, not the server's.
    if (!code.trim()) {
      setCodeError(SIGN_IN_MESSAGES.code);
      return;
    }
    try {
      const { confirmSignIn } = await loadIdentityCalls();
      const answer = await confirmSignIn({ session: challenge.session, challengeResponse: code.trim() });
      await completeSignIn(answer.tokens);
      await finish();
    } catch (error) {
      // A dead sign-in (expired, too many tries) starts over from the credentials.
      const code = errorCode(error);
      if (endsPendingSignIn(code)) {
        clearChallenge();
        setChallenge(null);
        setFormError(formErrorMessage(error));
        return;
      }
      setFormError(formErrorMessage(error, { INVALID_CODE: SIGN_IN_MESSAGES.invalidCode }));
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    setIsPending(true);
    try {
      if (challenge) await submitCode();
      else await submitCredentials();
    } catch (error) {
      setFormError(formErrorMessage(error, { NOT_AUTHORIZED: SIGN_IN_MESSAGES.failure }));
    } finally {
      setIsPending(false);
    }
  }

  function startOver() {
    clearChallenge();
    setChallenge(null);
    setCode('');
    setCodeError(null);
    setFormError(null);
  }

  return (
    <AuthLayout
      title={challenge ? 'Check Your Email' : 'Sign in'}
      description={challenge ? `We sent a 6-digit code to ${challenge.destination}.` : 'Welcome back. Sign in with your work email.'}
    >
      <form onSubmit={onSubmit} noValidate aria-label="Sign in">
        <Stack space="lg">
          {formError && (
            <Text role="alert" tone="critical" weight="medium">
              {formError}
            </Text>
          )}
          {challenge ? (
            <TextField
              key="code"
              label="Verification code"
              name="code"
              value={code}
              onChange={(value) => {
                setCodeError(null);
                setCode(value.replace(/\s/g, '').slice(0, SIGN_IN_CODE_MAX_LENGTH));
              }}
              isInvalid={Boolean(codeError)}
              errorMessage={codeError ?? undefined}
              maxLength={SIGN_IN_CODE_MAX_LENGTH}
              inputMode="numeric"
              autoComplete="one-time-code"
              isRequired
              autoFocus
            />
          ) : (
            <>
              <TextField
                label="Email"
                name="email"
                type="email"
                autoComplete="username"
                value={email}
                onChange={setEmail}
                isInvalid={Boolean(fieldErrors.email)}
                errorMessage={fieldErrors.email}
                isRequired
              />
              <PasswordField
                label="Password"
                name="password"
                autoComplete="current-password"
                value={password}
                onChange={setPassword}
                isInvalid={Boolean(fieldErrors.password)}
                errorMessage={fieldErrors.password}
                isRequired
              />
              <Link href="/auth/forgot-password">Forgot your password?</Link>
            </>
          )}
          <Button type="submit" isPending={isPending} pendingLabel={challenge ? 'Verifying code...' : 'Signing in...'} fullWidth>
            {challenge ? 'Verify Code' : 'Sign in'}
          </Button>
          {challenge && (
            <Button variant="ghost" onPress={startOver}>
              Use a different account
            </Button>
          )}
          {!challenge && (
            <Text size="sm" tone="secondary">
              New to Kindred? <Link href="/auth/sign-up">Create an account</Link>
            </Text>
          )}
        </Stack>
      </form>
    </AuthLayout>
  );
}
