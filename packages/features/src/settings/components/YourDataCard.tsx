import { useLogOut } from '@kindred/features/auth';
import { Button } from '@kindred/ui/Button';
import { Card } from '@kindred/ui/Card';
import { Dialog } from '@kindred/ui/Dialog';
import { Form, type FormErrors } from '@kindred/ui/Form';
import { Inline } from '@kindred/ui/Inline';
import { PasswordField } from '@kindred/ui/PasswordField';
import { Stack } from '@kindred/ui/Stack';
import { Text } from '@kindred/ui/Text';
import { toast } from '@kindred/ui/Toast';
import { useState } from 'react';
import { errorCode, errorMessage, formErrorMessage } from '../../shared/errors.ts';
import { useDeleteAccount } from '../api/delete-account.ts';
import { useDownloadMyData } from '../api/export-data.ts';
import * as styles from './Settings.css.ts';

export const DATA_DOWNLOADED = 'Your data was downloaded.';
export const ACCOUNT_DELETED = 'Your account was deleted. Thank you for being part of Kindred.';
const PASSWORD_TO_DELETE = 'Enter your password to delete your account.';

/**
 * The confirmation: what deleting does, in plain words, and the password. A refusal (a wrong password, the last
 * administrator of an organisation) shows in the dialog; on success the person is signed out here too and lands
 * on the sign-in page, where a toast says the account is gone.
 */
function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const remove = useDeleteAccount();
  const logOut = useLogOut();
  const [errors, setErrors] = useState<FormErrors>({});
  const [formError, setFormError] = useState<string | undefined>();
  return (
    <Dialog isOpen onOpenChange={(open) => !open && !remove.isPending && onClose()} title="Delete your account?" size="sm">
      <Form
        aria-label="Delete your account"
        validate={(data): FormErrors => (String(data.get('password') ?? '') ? {} : { password: PASSWORD_TO_DELETE })}
        validationErrors={errors}
        error={formError}
        onSubmit={(event) => {
          event.preventDefault();
          setErrors({});
          setFormError(undefined);
          remove.mutate(String(new FormData(event.currentTarget).get('password')), {
            onSuccess: async () => {
              await logOut();
              toast.success(ACCOUNT_DELETED);
            },
            onError: (error) => {
              if (errorCode(error) === 'INCORRECT_PASSWORD') setErrors({ password: formErrorMessage(error) });
              else setFormError(formErrorMessage(error));
            },
          });
        }}
      >
        <Stack space="md">
          <Text>
            Your profile, personality results, matches, bookings, awards and support tickets are deleted, and you are signed out everywhere. Colleagues keep
            their copy of your conversations, shown as from a former member. This cannot be undone.
          </Text>
          <PasswordField label="Password" name="password" autoComplete="current-password" isRequired autoFocus />
          <Inline space="sm" justify="flex-end">
            <Button variant="secondary" onPress={onClose} isDisabled={remove.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="critical" isPending={remove.isPending} pendingLabel="Deleting...">
              Delete my account
            </Button>
          </Inline>
        </Stack>
      </Form>
    </Dialog>
  );
}

/** Account → Your data: download everything that is the member's (JSON), or delete the account. */
export function YourDataCard() {
  const download = useDownloadMyData();
  const [deleting, setDeleting] = useState(false);
  return (
    <div className={styles.panel}>
      <Card
        title="Your data"
        titleLevel={2}
        description="Download everything Kindred keeps about you as a JSON file: your profile, answers, matches, messages, bookings, awards and support tickets."
      >
        <Inline space="sm" wrap>
          <Button
            variant="secondary"
            isPending={download.isPending}
            pendingLabel="Preparing your data..."
            onPress={() =>
              download.mutate(undefined, {
                onSuccess: () => toast.success(DATA_DOWNLOADED),
                onError: (error) => toast.error(errorMessage(error)),
              })
            }
          >
            Download my data
          </Button>
          <Button variant="critical" onPress={() => setDeleting(true)}>
            Delete my account
          </Button>
        </Inline>
        {deleting && <DeleteAccountDialog onClose={() => setDeleting(false)} />}
      </Card>
    </div>
  );
}
