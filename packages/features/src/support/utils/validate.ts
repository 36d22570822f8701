/** The ticket form's rules and messages (docs/product.md#validation), the same the server applies, on the trimmed text. */
import {
  DESCRIPTION_MAX,
  DESCRIPTION_MIN,
  ISSUE_TYPES,
  PRIORITIES,
  SUBJECT_MAX,
  SUBJECT_MIN,
  SUPPORT_MESSAGES,
} from '@kindred/contracts/api/support';

export type TicketField = 'issueType' | 'priority' | 'subject' | 'description';

export function validateTicket(values: Record<TicketField, string>): Partial<Record<TicketField, string>> {
  const errors: Partial<Record<TicketField, string>> = {};
  if (!(ISSUE_TYPES as readonly string[]).includes(values.issueType)) errors.issueType = SUPPORT_MESSAGES.issueType;
  if (!(PRIORITIES as readonly string[]).includes(values.priority)) errors.priority = SUPPORT_MESSAGES.priority;
  const subject = values.subject.trim();
  if (subject.length < SUBJECT_MIN) errors.subject = SUPPORT_MESSAGES.subjectShort;
  else if (subject.length > SUBJECT_MAX) errors.subject = SUPPORT_MESSAGES.subjectLong;
  const description = values.description.trim();
  if (description.length < DESCRIPTION_MIN) errors.description = SUPPORT_MESSAGES.descriptionShort;
  else if (description.length > DESCRIPTION_MAX) errors.description = SUPPORT_MESSAGES.descriptionLong;
  return errors;
}
