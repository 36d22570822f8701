/**
 * Support (/support, docs/product.md#screens-and-routes): the ticket form with the rules and messages of
 * docs/product.md#validation, attachments checked by their content before they are sent (and again by the server),
 * the success toast then home, the failure toast with the address to write to (docs/product.md#errors).
 */
import {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_MESSAGES,
  ATTACHMENTS_MAX,
  ISSUE_TYPES,
  PRIORITIES,
  SUPPORT_CONTACT_EMAIL,
  SUPPORT_MESSAGES,
  supportFailureDetail,
  type IssueType,
  type Priority,
} from '@kindred/contracts/api/support';
import { useCurrentUser } from '@kindred/features/auth';
import { Button } from '@kindred/ui/Button';
import { Form } from '@kindred/ui/Form';
import { IconButton } from '@kindred/ui/IconButton';
import { Page } from '@kindred/ui/Page';
import { Radio, RadioGroup } from '@kindred/ui/RadioGroup';
import { Select, SelectItem } from '@kindred/ui/Select';
import { TextArea } from '@kindred/ui/TextArea';
import { TextField } from '@kindred/ui/TextField';
import { toast } from '@kindred/ui/Toast';
import { isHTTPError } from 'ky';
import { Paperclip, X } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { FileTrigger } from 'react-aria-components';
import { useNavigate } from 'react-router';
import { isNetworkFailure } from '../../shared/errors.ts';
import { newRequestId } from '../../shared/request-id.ts';
import { useSubmitTicket } from '../api/submit-ticket.ts';
import { checkAttachment, formatFileSize } from '../utils/attachments.ts';
import { validateTicket, type TicketField } from '../utils/validate.ts';
import * as styles from './Support.css.ts';

export const SUPPORT_TEXT = {
  title: 'Get Help',
  description: "Tell us what's wrong and we'll respond within 24 hours.",
  issueType: 'Issue Type',
  issueTypePlaceholder: 'Select an issue type',
  priority: 'Priority',
  subject: 'Subject',
  subjectPlaceholder: 'Brief summary of your issue',
  description_: 'Description',
  descriptionPlaceholder: 'Describe the issue in detail: what you did, what happened, what you expected',
  attachments: 'Attachments (optional)',
  addFiles: 'Add files',
  remove: (name: string) => `Remove ${name}`,
  notAdded: 'Not attached:',
  submit: 'Submit Ticket',
  submitting: 'Submitting...',
  cancel: 'Cancel',
} as const;

const ISSUE_TYPE_LABELS: Record<IssueType, string> = {
  account: 'Account',
  technical: 'Technical Issue',
  billing: 'Billing',
  feature: 'Feature Request',
  other: 'Other',
};
const PRIORITY_LABELS: Record<Priority, string> = { low: 'Low', medium: 'Medium', high: 'High', critical: 'Critical' };

function valuesOf(data: FormData): Record<TicketField, string> {
  const read = (name: TicketField) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  return { issueType: read('issueType'), priority: read('priority'), subject: read('subject'), description: read('description') };
}

interface Attached {
  id: string;
  file: File;
}

export interface SupportScreenProps {
  /** Where the failure toast sends people (the support address). */
  supportEmail?: string;
}

export function SupportScreen({ supportEmail = SUPPORT_CONTACT_EMAIL }: SupportScreenProps) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const submit = useSubmitTicket();
  const [formError, setFormError] = useState<string | null>(null);
  const [attached, setAttached] = useState<Attached[]>([]);
  const [refused, setRefused] = useState<string[]>([]);
  const [checking, setChecking] = useState(false);
  // One key per submission: sending the same form again (after a lost answer) stores one ticket; any change starts a new one.
  const idempotencyKey = useRef<string | null>(null);
  const attachmentsId = useId();

  const changed = () => {
    idempotencyKey.current = null;
    setFormError(null);
  };

  const addFiles = async (list: FileList | null) => {
    if (!list || list.length === 0) return;
    changed();
    setChecking(true);
    const accepted: Attached[] = [];
    const problems: string[] = [];
    for (const file of Array.from(list)) {
      if (attached.length + accepted.length >= ATTACHMENTS_MAX) {
        problems.push(ATTACHMENT_MESSAGES.tooMany);
        break;
      }
      const check = await checkAttachment(file);
      if (check.ok) accepted.push({ id: newRequestId(), file });
      else problems.push(check.error);
    }
    setAttached((current) => [...current, ...accepted]);
    setRefused(problems);
    setChecking(false);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = valuesOf(new FormData(event.currentTarget));
    idempotencyKey.current ??= newRequestId();
    submit.mutate(
      {
        ticket: {
          issueType: values.issueType as IssueType,
          priority: values.priority as Priority,
          subject: values.subject.trim(),
          description: values.description.trim(),
          userEmail: user.email,
          userName: `${user.firstname} ${user.lastname}`.trim() || user.email,
        },
        files: attached.map((a) => a.file),
        idempotencyKey: idempotencyKey.current,
      },
      {
        onSuccess: () => {
          idempotencyKey.current = null;
          toast.show({ title: SUPPORT_MESSAGES.success, description: SUPPORT_MESSAGES.successDetail, severity: 'success', duration: 6000 });
          void navigate('/');
        },
        onError: (error) => {
          // A file the server refused (its check is the last word): say which, beside the form.
          if (isHTTPError(error) && (error.response.status === 413 || error.response.status === 415)) setFormError(error.message);
          // A lost connection is said once, by the query client's handler, in the generic words.
          if (!isNetworkFailure(error)) {
            toast.show({ title: SUPPORT_MESSAGES.failure, description: supportFailureDetail(supportEmail), severity: 'error', duration: 8000 });
          }
        },
      },
    );
  };


  return (
    <Page title={SUPPORT_TEXT.title} description={SUPPORT_TEXT.description} width="narrow">
      <Form validate={(data) => validateTicket(valuesOf(data))} onSubmit={onSubmit} error={formError} aria-label="Support ticket">
        <div className={styles.fields}>
          <Select
            name="issueType"
            label={SUPPORT_TEXT.issueType}
            placeholder={SUPPORT_TEXT.issueTypePlaceholder}
            isRequired
            onSelectionChange={() => changed()}
          >
            {ISSUE_TYPES.map((type) => (
              <SelectItem key={type} id={type}>
                {ISSUE_TYPE_LABELS[type]}
              </SelectItem>
            ))}
          </Select>
          <RadioGroup name="priority" label={SUPPORT_TEXT.priority} orientation="horizontal" isRequired onChange={() => changed()}>
            {PRIORITIES.map((priority) => (
              <Radio key={priority} value={priority}>
                {PRIORITY_LABELS[priority]}
              </Radio>
            ))}
          </RadioGroup>
          <TextField name="subject" label={SUPPORT_TEXT.subject} placeholder={SUPPORT_TEXT.subjectPlaceholder} isRequired onChange={() => changed()} />
          <TextArea
            name="description"
            label={SUPPORT_TEXT.description_}
            placeholder={SUPPORT_TEXT.descriptionPlaceholder}
            rows={6}
            isRequired
            onChange={() => changed()}
          />
          <fieldset className={styles.attachments} aria-describedby={`${attachmentsId}-hint`}>
            <legend className={styles.legend}>{SUPPORT_TEXT.attachments}</legend>
            <p id={`${attachmentsId}-hint`} className={styles.hint}>
              {SUPPORT_MESSAGES.attachmentHint}
            </p>
            {attached.length > 0 && (
              <ul className={styles.fileList} aria-label="Attached files">
                {attached.map(({ id, file }) => (
                  <li key={id} className={styles.file}>
                    <span className={styles.fileName}>{file.name}</span>
                    <span className={styles.fileSize}>{formatFileSize(file.size)}</span>
                    <IconButton
                      variant="ghost"
                      size="sm"
                      label={SUPPORT_TEXT.remove(file.name)}
                      onPress={() => {
                        changed();
                        setAttached((current) => current.filter((a) => a.id !== id));
                      }}
                    >
                      <X size={16} />
                    </IconButton>
                  </li>
                ))}
              </ul>
            )}
            <div role="alert">
              {refused.length > 0 && (
                <>
                  <p className={styles.hint}>{SUPPORT_TEXT.notAdded}</p>
                  <ul className={styles.refused}>
                    {refused.map((problem) => (
                      <li key={problem}>{problem}</li>
                    ))}
                  </ul>
                </>
              )}
            </div>
            <div>
              <FileTrigger allowsMultiple acceptedFileTypes={ATTACHMENT_ACCEPT.split(',')} onSelect={(list) => void addFiles(list)}>
                <Button variant="secondary" isDisabled={attached.length >= ATTACHMENTS_MAX} isPending={checking}>
                  <Paperclip aria-hidden="true" size={16} />
                  {SUPPORT_TEXT.addFiles}
                </Button>
              </FileTrigger>
            </div>
          </fieldset>
          <div className={styles.actions}>
            <Button variant="secondary" onPress={() => void navigate(-1)}>
              {SUPPORT_TEXT.cancel}
            </Button>
            <Button type="submit" isPending={submit.isPending} pendingLabel={SUPPORT_TEXT.submitting}>
              {SUPPORT_TEXT.submit}
            </Button>
          </div>
        </div>
      </Form>
    </Page>
  );
}
