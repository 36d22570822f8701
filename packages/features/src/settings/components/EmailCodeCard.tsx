import { Button } from '@kindred/ui/Button';
import { Card } from '@kindred/ui/Card';
import { Dialog } from '@kindred/ui/Dialog';
import { Form, type FormErrors } from '@kindred/ui/Form';
import { Inline } from '@kindred/ui/Inline';
import { PasswordField } from '@kindred/ui/PasswordField';
import { Stack } from '@kindred/ui/Stack';
import { Switch } from '@kindred/ui/Switch';
import { Text } from '@kindred/ui/Text';
import { toast } from '@kindred/ui/Toast';
import { useId, useState } from 'react';
import { errorCode, errorMessage, formErrorMessage } from '../../shared/errors.ts';
import { useEmailCode } from '../api/get-email-code.ts';
import { useSetEmailCode } from '../api/set-email-code.ts';

export const EMAIL_CODE_LABEL = 'Ask for a code sent to my e-mail when I sign in';
const EMAIL_CODE_LOAD_FAILED = 'Could not load your sign-in setting.';

/** Turning the code off asks for the password: whoever holds only this session cannot lower the account's guard. */
function TurnOffDialog({ onClose }: { onClose: () => void }) {
  const save = useSetEmailCode();
  const [errors, setErrors] = useState<FormErrors>({});
  const [formError, setFormError] = useState<string | undefined>();
  return (
    <Dialog isOpen onOpenChange={(open) => !open && onClose()} title="Turn off the e-mail code" size="sm">
      <Form
        aria-label="Turn off the e-mail code"
        validate={(data): FormErrors => (String(data.get('password') ?? '') ? {} : { password: 'Enter your password to turn off the e-mail code.' })}
        validationErrors={errors}
        error={formError}
        onSubmit={(event) => {
          event.preventDefault();
          setErrors({});
          setFormError(undefined);
          save.mutate(
            { enabled: false, password: String(new FormData(event.currentTarget).get('password')) },
            {
              onSuccess: () => {
                toast.success('Sign-in no longer asks for an e-mail code.');
                onClose();
              },
              onError: (error) => {
                if (errorCode(error) === 'INCORRECT_PASSWORD') setErrors({ password: formErrorMessage(error) });
                else setFormError(formErrorMessage(error));
              },
            },
          );
        }}
      >
        <Stack space="md">
          <Text>Signing in will ask only for your password. Enter it to confirm.</Text>
          <PasswordField label="Password" name="password" autoComplete="current-password" isRequired autoFocus />
          <Inline space="sm" justify="flex-end">
            <Button variant="secondary" onPress={onClose} isDisabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" isPending={save.isPending} pendingLabel="Turning off...">
              Turn off
            </Button>
          </Inline>
        </Stack>
      </Form>
    </Dialog>
  );
}

/** Security: the e-mail code at sign-in, on at once, off after the password. */
export function EmailCodeCard() {
  const setting = useEmailCode();
  const save = useSetEmailCode();
  const [confirmingOff, setConfirmingOff] = useState(false);
  const helpId = useId();
  const data = setting.data;
  return (
    <Card title="Sign-in code" titleLevel={2} aria-busy={(!data && !setting.isError) || save.isPending || undefined}>
      <Stack space="sm" align="flex-start">
        {!data && setting.isError ? (
          <Text role="alert">
            {EMAIL_CODE_LOAD_FAILED}{' '}
            <Button variant="secondary" size="sm" isPending={setting.isFetching} pendingLabel="Loading..." onPress={() => void setting.refetch()}>
              Try Again
            </Button>
          </Text>
        ) : (
          <Switch
            isSelected={data?.enabled ?? false}
            isDisabled={!data || save.isPending}
            aria-describedby={helpId}
            onChange={(enabled) => {
              if (!enabled) {
                setConfirmingOff(true);
                return;
              }
              save.mutate(
                { enabled: true },
                {
                  onSuccess: () => toast.success('Sign-in now asks for a code sent to your e-mail.'),
                  onError: (error) => toast.error(errorMessage(error)),
                },
              );
            }}
          >
            {EMAIL_CODE_LABEL}
          </Switch>
        )}
        <Text id={helpId} size="sm" tone="secondary">
          A 6-digit code sent to your e-mail address, asked for after your password: someone who learns your password still cannot sign in.
        </Text>
      </Stack>
      {confirmingOff && <TurnOffDialog onClose={() => setConfirmingOff(false)} />}
    </Card>
  );
}
