import { describe, expect, it } from 'vitest';
import { isStorableText, looseBoolean, looseLimit, requiredString, requiredStringList } from './params';
import { dbeditBodySchema, latestMessagesBodySchema, orgsBodySchema } from './profile-calls';
import { SUPPORT_MESSAGES, supportTicketRequestSchema } from './support';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe('request building blocks', () => {
  it("words an absent, null or blank parameter 'Missing required parameter: <name>'", () => {
    const schema = requiredString('memberId');
    for (const value of [undefined, null, '', '   ']) {
      expect(firstMessage(schema.safeParse(value))).toBe('Missing required parameter: memberId');
    }
    expect(schema.parse('  abc ')).toBe('abc');
    expect(firstMessage(requiredStringList('connectionIds').safeParse(undefined))).toBe(
      'Missing required parameter: connectionIds',
    );
  });

  it('refuses text the database cannot store', () => {
    expect(isStorableText('Zoë 😀 ok')).toBe(true);
    for (const bad of ['a\u0000b', '\ud800', 'x\udc00', '\udc00\ud800']) expect(isStorableText(bad)).toBe(false);
    expect(requiredString('chatId').safeParse('a\u0000').success).toBe(false);
  });

  it('reads flags and limits sent as text', () => {
    expect(looseBoolean('x').parse('true')).toBe(true);
    expect(looseBoolean('x').parse(false)).toBe(false);
    expect(looseLimit('matchesLimit', 500).parse('2000')).toBe(500);
    expect(looseLimit('matchesLimit', 500).parse(12)).toBe(12);
    expect(looseLimit('matchesLimit', 500).safeParse('-1').success).toBe(false);
  });

  it('upper-cases org codes and numbers markers', () => {
    expect(orgsBodySchema.parse({ orgcodeList: ['kindred-demo'] }).orgcodeList).toEqual(['KINDRED-DEMO']);
    expect(latestMessagesBodySchema.parse({ sEmail: 'a', rEmail: 'b', marker: 42 }).marker).toBe('42');
    expect(latestMessagesBodySchema.parse({ sEmail: 'a', rEmail: 'b' }).marker).toBeNull();
  });

  it('keeps dbedit to the whitelist', () => {
    expect(firstMessage(dbeditBodySchema.safeParse({ id: 'a', email: 'b', details: { archetype: 'x' } }))).toBe(
      'Unknown profile field: archetype',
    );
    expect(dbeditBodySchema.safeParse({ id: 'a', email: 'b', details: { city: null } }).success).toBe(true);
  });
});

describe('the support form', () => {
  const valid = {
    issueType: 'billing',
    priority: 'medium',
    subject: 'Invoice copy',
    description: 'Please send me a copy of the March invoice.',
    userEmail: 'a@b.test',
    userName: 'A',
  };
  it.each([
    [{ issueType: '' }, SUPPORT_MESSAGES.issueType],
    [{ priority: 'now' }, SUPPORT_MESSAGES.priority],
    [{ subject: 'abcd' }, SUPPORT_MESSAGES.subjectShort],
    [{ subject: 'a'.repeat(101) }, SUPPORT_MESSAGES.subjectLong],
    [{ description: 'a'.repeat(19) }, SUPPORT_MESSAGES.descriptionShort],
    [{ description: 'a'.repeat(1001) }, SUPPORT_MESSAGES.descriptionLong],
  ])('%o: %s', (change, message) => {
    expect(firstMessage(supportTicketRequestSchema.safeParse({ ...valid, ...change }))).toBe(message);
  });
  it('accepts a valid ticket', () => {
    expect(supportTicketRequestSchema.safeParse(valid).success).toBe(true);
  });
});
