import { CODE_LENGTH } from '@kindred/contracts/api/identity';
import { Button } from '@kindred/ui/Button';
import { Link } from '@kindred/ui/Link';
import { Stack } from '@kindred/ui/Stack';
import { Text } from '@kindred/ui/Text';
import { TextField } from '@kindred/ui/TextField';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { errorCode, formErrorMessage } from '../../shared/errors.ts';
import { loadIdentityCalls, usePreloadIdentityCalls } from '../api/identity.ts';
import { useCompleteSignIn } from '../hooks/use-session.ts';
import { hasErrors, validateNewAccount, type NewAccountErrors } from '../utils/new-account.ts';
import { isValidEmail, SIGN_IN_MESSAGES } from '../utils/validation.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { releaseFocus } from '../utils/release-focus.ts';
import { NewAccountFields } from './NewAccountFields.tsx';

/** A sign-up waiting for its code: the handle, and where the code went. */
interface Pending {
  session: string;
  destination: string;
}

/** Codes that end the pending sign-up: the person starts again from the form, told why. */
const ENDS_SIGN_UP = new Set(['CODE_EXPIRED', 'TOO_MANY_ATTEMPTS', 'SIGN_UP_EXPIRED']);

/**
 * /auth/sign-up, 'Create an account' (docs/product.md#joining): e-mail, name and password, for an address whose
 * domain an organisation on Kindred allows; then the 6-digit code e-mailed to it, on the two-factor screen's
 * look. The code creates the account, a member of the organisations its domain may join, and signs it in.
 */
export function SignUpScreen() {
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn();
  usePreloadIdentityCalls();
  const [email, setEmail] = useState('');
  const [fields, setFields] = useState({ givenName: '', familyName: '', password: '', confirmation: '' });
  const [errors, setErrors] = useState<NewAccountErrors & { email?: string; code?: string }>({});
  const [formError, setFormError] = useState<{ message: string; signIn?: boolean } | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [code, setCode] = useState('');
  const [isPending, setIsPending] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);

  // The code step takes the focus to its field (the form's fields it replaces are gone).
  useEffect(() => {
    if (pending) codeRef.current?.focus();
  }, [pending]);

  async function requestCode() {
    const found = { ...validateNewAccount(fields), ...(isValidEmail(email) ? {} : { email: SIGN_IN_MESSAGES.email }) };
    setErrors(found);
    if (hasErrors(found)) return;
    const { signUp } = await loadIdentityCalls();
    const answer = await signUp({ username: email.trim(), givenName: fields.givenName, familyName: fields.familyName, password: fields.password });
    releaseFocus();
    setPending({ session: answer.session, destination: answer.nextStep.codeDeliveryDetails.destination });
    setCode('');
  }

  async function confirmCode(current: Pending) {
    if (code.length !== CODE_LENGTH) {
      setErrors({ code: `Enter the ${CODE_LENGTH}-digit code from your email.` });
      return;
    }
    setErrors({});
    try {
      const { confirmSignUp } = await loadIdentityCalls();
      const answer = await confirmSignUp({ session: current.session, code });
      await completeSignIn(answer.tokens);
      releaseFocus();
      await navigate('/', { replace: true });
    } catch (error) {
      const reason = errorCode(error);
      if (reason && ENDS_SIGN_UP.has(reason)) {
        releaseFocus();
        setPending(null);
      }
      if (reason === 'ACCOUNT_EXISTS') {
        releaseFocus();
        setPending(null);
        setFormError({ message: formErrorMessage(error), signIn: true });
        return;
      }
      throw error;
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A second submit while the first is on its way sends nothing: the account is made once.
    if (isPending) return;
    setFormError(null);
    setIsPending(true);
    try {
      if (pending) await confirmCode(pending);
      else await requestCode();
    } catch (error) {
      setFormError({ message: formErrorMessage(error), signIn: errorCode(error) === 'DOMAIN_NOT_ALLOWED' });
    } finally {
      setIsPending(false);
    }
  }

  function startOver() {
    releaseFocus();
    setPending(null);
    setCode('');
    setErrors({});
    setFormError(null);
  }

  const alert = formError && (
    <Text role="alert" tone="critical" weight="medium">
      {formError.message}
    </Text>
  );

  if (pending) {
    return (
      <AuthLayout title="Check Your Email" description={`Enter the 6-digit code we sent to ${pending.destination}.`}>
        <form key="code" onSubmit={onSubmit} noValidate aria-label="Verify your email">
          <Stack space="lg">
            {alert}
            <TextField
              label="Verification code"
              name="code"
              inputRef={codeRef}
              value={code}
              onChange={(value) => {
                setErrors({});
                setCode(value.replace(/\D/g, '').slice(0, CODE_LENGTH));
              }}
              isInvalid={Boolean(errors.code)}
              errorMessage={errors.code}
              maxLength={CODE_LENGTH}
              inputMode="numeric"
              autoComplete="one-time-code"
              isRequired
            />
            <Button type="submit" isPending={isPending} pendingLabel="Verifying code..." fullWidth>
              Complete verification
            </Button>
            <Button variant="ghost" onPress={startOver}>
              Use a different address
            </Button>
          </Stack>
        </form>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Create an account" description="Join your organization on Kindred with your work email.">
      <form onSubmit={onSubmit} noValidate aria-label="Create an account">
        <Stack space="lg">
          {alert}
          {formError?.signIn && <Link href="/auth/sign-in">Back to sign in</Link>}
          <TextField
            label="Work email"
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={setEmail}
            isInvalid={Boolean(errors.email)}
            errorMessage={errors.email}
            isRequired
          />
          <NewAccountFields fields={fields} errors={errors} onChange={(next) => setFields((current) => ({ ...current, ...next }))} />
          <Button type="submit" isPending={isPending} pendingLabel="Sending code..." fullWidth>
            Create account
          </Button>
          <Text size="sm" tone="secondary">
            Already have an account? <Link href="/auth/sign-in">Sign in</Link>
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}
