import { SUPPORT_MESSAGES, supportTicketRequestSchema } from '@kindred/contracts/api/support';
import { describe, expect, it } from 'vitest';
import { validateTicket } from './validate.ts';

const valid = { issueType: 'technical', priority: 'high', subject: 'Calendar', description: 'd'.repeat(20) };

describe('validateTicket', () => {
  it.each([
    [{ issueType: '' }, 'issueType', SUPPORT_MESSAGES.issueType],
    [{ priority: '' }, 'priority', SUPPORT_MESSAGES.priority],
    [{ subject: '  Help  ' }, 'subject', SUPPORT_MESSAGES.subjectShort],
    [{ subject: 's'.repeat(101) }, 'subject', SUPPORT_MESSAGES.subjectLong],
    [{ description: 'x'.repeat(19) }, 'description', SUPPORT_MESSAGES.descriptionShort],
    [{ description: 'x'.repeat(1001) }, 'description', SUPPORT_MESSAGES.descriptionLong],
  ])('%o: %s says the spec’s message, as the server does', (change, field, message) => {
    const values = { ...valid, ...change };
    expect(validateTicket(values)).toEqual({ [field]: message });
    const server = supportTicketRequestSchema.safeParse({ ...values, userEmail: 'a@b.c', userName: 'A' });
    expect(server.success ? null : server.error.issues[0]!.message).toBe(message);
  });

  it('passes the bounds exactly', () => {
    expect(validateTicket({ ...valid, subject: '12345', description: 'd'.repeat(20) })).toEqual({});
    expect(validateTicket({ ...valid, subject: 's'.repeat(100), description: 'd'.repeat(1000) })).toEqual({});
  });
});
