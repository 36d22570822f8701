import { CODE_LENGTH, PASSWORD_MIN_LENGTH } from '@kindred/contracts/api/identity';
import { Button } from '@kindred/ui/Button';
import { Link } from '@kindred/ui/Link';
import { PasswordField } from '@kindred/ui/PasswordField';
import { Stack } from '@kindred/ui/Stack';
import { Text } from '@kindred/ui/Text';
import { TextField } from '@kindred/ui/TextField';
import { toast } from '@kindred/ui/Toast';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { errorCode, errorMessage, formErrorMessage } from '../../shared/errors.ts';
import { loadIdentityCalls, usePreloadIdentityCalls } from '../api/identity.ts';
import { isValidEmail, RESET_MESSAGES } from '../utils/validation.ts';
import { AuthLayout } from './AuthLayout.tsx';

type Step = 'email' | 'code' | 'password';

/** What the submit button is doing while pending, read with its label by screen readers. */
const PENDING_LABELS: Record<Step, string> = {
  email: 'Sending code...',
  code: 'Checking code...',
  password: 'Resetting password...',
};

const TITLES: Record<Step, { title: string; description: string }> = {
  email: { title: 'Reset your password', description: "Enter your work email and we'll send you a verification code." },
  code: { title: 'Enter the code', description: 'Check your email for a 6-digit verification code.' },
  password: { title: 'Choose a new password', description: 'Use at least 8 characters with uppercase, lowercase, and numbers.' },
};

/**
 * Forgot password (docs/product.md#screens-and-routes, #states, #validation, #errors): email → code → new password.
 * The code step checks length only; the code is verified with the new
 * password, and a wrong code returns to the code step.
 */
export function ForgotPasswordScreen() {
  const navigate = useNavigate();
  usePreloadIdentityCalls();
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'email' | 'code' | 'password' | 'confirmation' | 'form', string>>>({});
  const [isPending, setIsPending] = useState(false);

  async function requestCode() {
    if (!isValidEmail(email)) {
      setErrors({ email: RESET_MESSAGES.email });
      return;
    }
    try {
      const { resetPassword } = await loadIdentityCalls();
      await resetPassword({ username: email.trim() });
      toast.success(RESET_MESSAGES.codeSent);
      setCode('');
      setStep('code');
    } catch (error) {
      setErrors({ form: formErrorMessage(error, { USER_NOT_FOUND: RESET_MESSAGES.userNotFound }) });
    }
  }

  function acceptCode() {
    if (code.trim().length < CODE_LENGTH) {
      setErrors({ code: RESET_MESSAGES.codeLength });
      return;
    }
    setStep('password');
  }

  async function submitPassword() {
    const next: typeof errors = {};
    if (password.length < PASSWORD_MIN_LENGTH) next.password = RESET_MESSAGES.passwordLength;
    if (confirmation !== password) next.confirmation = RESET_MESSAGES.mismatch;
    if (next.password || next.confirmation) {
      setErrors(next);
      return;
    }
    try {
      const { confirmResetPassword } = await loadIdentityCalls();
      await confirmResetPassword({ username: email.trim(), confirmationCode: code.trim(), newPassword: password });
      toast.success(RESET_MESSAGES.success);
      await navigate('/auth/sign-in', { replace: true });
    } catch (error) {
      const reason = errorCode(error);
      if (reason === 'INVALID_CODE' || reason === 'CODE_EXPIRED' || reason === 'TOO_MANY_ATTEMPTS') {
        toast.error(reason === 'INVALID_CODE' ? RESET_MESSAGES.wrongCode : errorMessage(error));
        setCode('');
        setStep('code');
        return;
      }
      if (reason === 'INVALID_PASSWORD') {
        setErrors({ password: errorMessage(error) });
        return;
      }
      setErrors({ form: formErrorMessage(error) });
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setErrors({});
    setIsPending(true);
    try {
      if (step === 'email') await requestCode();
      else if (step === 'code') acceptCode();
      else await submitPassword();
    } finally {
      setIsPending(false);
    }
  }

  function useDifferentEmail() {
    setErrors({});
    setCode('');
    setPassword('');
    setConfirmation('');
    setStep('email');
  }

  const { title, description } = TITLES[step];
  return (
    <AuthLayout title={title} description={description}>
      <form onSubmit={onSubmit} noValidate aria-label={title}>
        <Stack space="lg">
          {errors.form && (
            <Text role="alert" tone="critical" weight="medium">
              {errors.form}
            </Text>
          )}
          {step === 'email' && (
            <TextField
              label="Email"
              name="email"
              type="email"
              autoComplete="username"
              value={email}
              onChange={setEmail}
              isInvalid={Boolean(errors.email)}
              errorMessage={errors.email}
              isRequired
            />
          )}
          {step === 'code' && (
            <>
              <Text tone="secondary" size="sm">
                Code sent to {email.trim()}
              </Text>
              <TextField
                label="Verification code"
                name="code"
                value={code}
                onChange={(value) => setCode(value.replace(/\s/g, ''))}
                inputMode="numeric"
                autoComplete="one-time-code"
                isInvalid={Boolean(errors.code)}
                errorMessage={errors.code}
                isRequired
                autoFocus
              />
            </>
          )}
          {step === 'password' && (
            <>
              <PasswordField
                label="New password"
                name="new-password"
                autoComplete="new-password"
                value={password}
                onChange={setPassword}
                isInvalid={Boolean(errors.password)}
                errorMessage={errors.password}
                isRequired
                autoFocus
              />
              <PasswordField
                label="Confirm new password"
                name="confirm-password"
                autoComplete="new-password"
                value={confirmation}
                onChange={setConfirmation}
                isInvalid={Boolean(errors.confirmation)}
                errorMessage={errors.confirmation}
                isRequired
              />
            </>
          )}
          <Button type="submit" isPending={isPending} pendingLabel={PENDING_LABELS[step]} fullWidth>
            {step === 'email' ? 'Send code' : step === 'code' ? 'Continue' : 'Reset password'}
          </Button>
          {step !== 'email' && (
            <Button variant="ghost" onPress={useDifferentEmail}>
              Use a different email
            </Button>
          )}
          <Link href="/auth/sign-in">Back to sign in</Link>
        </Stack>
      </form>
    </AuthLayout>
  );
}
