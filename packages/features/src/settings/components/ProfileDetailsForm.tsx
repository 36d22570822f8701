import { PROFILE_EDIT_LIMITS } from '@kindred/contracts/api/profile-edit';
import { useCurrentUser } from '@kindred/features/auth';
import { UNABLE_TO_LOAD_PROFILE, useOwnProfile, type Profile, type ProfileOwner } from '@kindred/features/profile';
import { Button } from '@kindred/ui/Button';
import { Card } from '@kindred/ui/Card';
import { Form } from '@kindred/ui/Form';
import { Skeleton, SkeletonGroup } from '@kindred/ui/Skeleton';
import { TextArea } from '@kindred/ui/TextArea';
import { TextField } from '@kindred/ui/TextField';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { formErrorMessage } from '../../shared/errors.ts';
import { useSaveProfileDetails } from '../api/save-profile.ts';
import {
  PROFILE_FIELD_LABELS,
  addListEntry,
  changedDetails,
  fieldError,
  isDirty,
  profileFormValues,
  serverFieldError,
  validateProfileForm,
  type ProfileFormField,
  type ProfileFormValues,
} from '../utils/profile-form.ts';
import * as styles from './ProfileSettings.css.ts';
import { TagListField } from './TagListField.tsx';

const PROFILE_CARD_TITLE = 'Your profile';
export const PROFILE_SAVED = 'Your profile is saved. Colleagues see the changes now.';
export const PROFILE_UNSAVED = 'You have unsaved changes.';
export const PROFILE_NOTHING_TO_SAVE = 'There are no changes to save.';

const { listEntries, listEntryLength } = PROFILE_EDIT_LIMITS;
const LIST_HELP = `Press Enter to add. Up to ${listEntries}, each at most ${listEntryLength} characters.`;

type Errors = Partial<Record<ProfileFormField, string>>;

/**
 * 'Your profile' in Settings → Account: what the profile shows about the member (title, department, headline,
 * interests, fun facts), edited within the edit call's limits (the form checks with the call's own schemas, and puts
 * a refusal from the server by the field it names). Save sends only what changed; the profile everywhere shows the
 * saved values at once.
 */
export function ProfileDetailsForm() {
  const user = useCurrentUser();
  const owner = useMemo(
    () => (user.status === 'SIGNED_IN' && user.id ? { id: user.id, email: user.email } : null),
    [user.status, user.id, user.email],
  );
  const profile = useOwnProfile(owner);

  return (
    <Card
      title={PROFILE_CARD_TITLE}
      titleLevel={2}
      description="What colleagues see about you on your profile, in the directory and in their matches."
    >
      {profile.data ? (
        <ProfileDetailsEditor owner={owner} profile={profile.data} />
      ) : profile.isError ? (
        <div className={styles.actions}>
          <p className={styles.status}>{UNABLE_TO_LOAD_PROFILE}</p>
          <Button variant="secondary" onPress={() => void profile.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <SkeletonGroup label="Loading your profile...">
          <Skeleton lines={6} />
        </SkeletonGroup>
      )}
    </Card>
  );
}

function ProfileDetailsEditor({ owner, profile }: { owner: ProfileOwner | null; profile: Profile }) {
  const saved = useMemo(() => profileFormValues(profile), [profile]);
  const [draft, setDraft] = useState<ProfileFormValues>(saved);
  const [lastSaved, setLastSaved] = useState(saved);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [status, setStatus] = useState<string>('');
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const save = useSaveProfileDetails(owner);

  // The profile was read again (or saved): a form without edits follows it; edits in progress stay.
  if (saved !== lastSaved) {
    setLastSaved(saved);
    if (!isDirty(lastSaved, draft)) setDraft(saved);
  }
  const dirty = isDirty(saved, draft);

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const change = <F extends ProfileFormField>(field: F, value: ProfileFormValues[F], error: string | null = null) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: error ?? undefined }));
    setFormError(null);
    setStatus('');
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const found = validateProfileForm(draft);
    if (found) {
      setErrors(found);
      setFocusRequest((count) => count + 1);
      return;
    }
    if (!dirty) {
      setStatus(PROFILE_NOTHING_TO_SAVE);
      return;
    }
    setFormError(null);
    setStatus('');
    save.mutate(changedDetails(saved, draft), {
      onSuccess: () => setStatus(PROFILE_SAVED),
      onError: (error) => {
        const message = formErrorMessage(error);
        const byField = serverFieldError(message);
        if (byField) {
          setErrors((current) => ({ ...current, [byField.field]: byField.message }));
          setFocusRequest((count) => count + 1);
        } else {
          setFormError(message);
        }
      },
    });
  };

  const discard = () => {
    setDraft(saved);
    setErrors({});
    setFormError(null);
    setStatus('');
    titleRef.current?.focus();
  };

  const textField = (field: 'title' | 'department', description: string) => (
    <TextField
      label={PROFILE_FIELD_LABELS[field]}
      name={field}
      description={description}
      value={draft[field]}
      onChange={(value) => change(field, value, fieldError(field, value))}
      isInvalid={Boolean(errors[field])}
      errorMessage={errors[field]}
      inputRef={field === 'title' ? titleRef : undefined}
    />
  );

  return (
    <Form ref={formRef} onSubmit={submit} error={formError} aria-label={PROFILE_CARD_TITLE} aria-busy={save.isPending || undefined}>
      <div className={styles.fields}>
        {textField('title', `Your job title, for example 'Product Designer'. At most ${PROFILE_EDIT_LIMITS.title} characters.`)}
        {textField('department', `At most ${PROFILE_EDIT_LIMITS.department} characters.`)}
        <TextArea
          label={PROFILE_FIELD_LABELS.headline}
          name="headline"
          description={`A line about you or your work. At most ${PROFILE_EDIT_LIMITS.headline} characters.`}
          rows={2}
          value={draft.headline}
          onChange={(value) => change('headline', value, fieldError('headline', value))}
          isInvalid={Boolean(errors.headline)}
          errorMessage={errors.headline}
        />
        <TagListField
          label={PROFILE_FIELD_LABELS.interests}
          addLabel="Add an interest"
          description={LIST_HELP}
          emptyText="No interests yet"
          items={draft.interests}
          onChange={(list) => change('interests', list, fieldError('interests', list))}
          add={(list, entry) => addListEntry('interests', list, entry)}
          error={errors.interests}
        />
        <TagListField
          label={PROFILE_FIELD_LABELS.funFacts}
          addLabel="Add a fun fact"
          description={LIST_HELP}
          emptyText="No fun facts yet"
          items={draft.funFacts}
          onChange={(list) => change('funFacts', list, fieldError('funFacts', list))}
          add={(list, entry) => addListEntry('funFacts', list, entry)}
          error={errors.funFacts}
        />
        <div className={styles.actions}>
          <Button type="submit" isPending={save.isPending} pendingLabel="Saving...">
            Save profile
          </Button>
          <Button variant="secondary" onPress={discard} isDisabled={!dirty || save.isPending}>
            Discard changes
          </Button>
          <p className={styles.status} role="status">
            {status || (dirty && !save.isPending ? PROFILE_UNSAVED : '')}
          </p>
        </div>
      </div>
    </Form>
  );
}
