/**
 * POST /v1/support/tickets over HTTP on both engines: the rules of docs/product.md#validation and
 * messages, the stored ticket, the two e-mails, and a mail failure that does
 * not lose the ticket.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SUPPORT_MESSAGES,
  SUPPORT_TICKETS_PATH,
  supportTicketResponseSchema,
} from '@kindred/contracts/api/support';
import { createSupportService, TICKETS_PER_HOUR } from '../src/modules/support/service.ts';
import type { Mailer } from '../src/platform/mail/mailer.ts';
import { createTestServer, engines } from './harness.ts';
import type { TestServer } from './harness.ts';
import { addMember, json } from './profile-fixtures.ts';
import type { Member } from './profile-fixtures.ts';

describe.each(engines)('support tickets on %s', (engine) => {
  let t: TestServer;
  let member: Member;
  const valid = (m: Member) => ({
    issueType: 'technical',
    priority: 'high',
    subject: 'Calendar will not connect',
    description: 'When I press Connect Google Calendar nothing happens after the consent page.',
    userEmail: m.email,
    userName: 'Ada Lovelace',
  });
  const submit = (token: string | undefined, body: unknown) =>
    t.request(SUPPORT_TICKETS_PATH, { method: 'POST', ...(token ? { token } : {}), json: body });

  beforeAll(async () => {
    t = await createTestServer({ engine, env: { SUPPORT_EMAIL: 'help@kindred.test' } });
    member = await addMember(t);
  });
  afterAll(() => t.close());

  it('stores the ticket and mails the member and the support address', async () => {
    const res = await submit(member.token, valid(member));
    expect(res.status).toBe(201);
    const answer = supportTicketResponseSchema.parse(await res.json());
    expect(answer).toMatchObject({ status: 'open', confirmationSent: true, message: SUPPORT_MESSAGES.success });
    expect(answer.reference).toMatch(/^KIN-\d+$/);

    const { rows } = await t.db.query<Record<string, unknown>>(
      `SELECT issue_type, priority, subject, user_email, confirmation_sent_at, notice_sent_at, mail_error FROM support_tickets WHERE id = $1`,
      [answer.id],
    );
    expect(rows[0]).toMatchObject({ issue_type: 'technical', priority: 'high', subject: 'Calendar will not connect', mail_error: null });
    expect(rows[0]!.confirmation_sent_at).toBeInstanceOf(Date);
    expect(rows[0]!.notice_sent_at).toBeInstanceOf(Date);

    const [confirmation] = await t.mailTo(member.email);
    expect(confirmation!.subject).toContain(answer.reference);
    expect(confirmation!.text).toContain("we'll respond within 24 hours");
    const [notice] = await t.mailTo('help@kindred.test');
    expect(notice!.subject).toContain(answer.reference);
    expect(notice!.text).toContain(member.memberId);
    expect(notice!.text).toContain('When I press Connect Google Calendar');
  });

  it("answers 401 'submitSupportTicket: Missing required parameter: jwt' without a token, whatever the body", async () => {
    for (const body of [valid(member), {}, 'nonsense']) {
      const res = await submit(undefined, body);
      expect(res.status).toBe(401);
      expect((await json(res)).error).toBe(SUPPORT_MESSAGES.missingToken);
    }
    const bad = await submit('not-a-token', valid(member));
    expect(bad.status).toBe(401);
  });

  it.each([
    [{ issueType: undefined }, SUPPORT_MESSAGES.issueType],
    [{ issueType: 'complaint' }, SUPPORT_MESSAGES.issueType],
    [{ priority: undefined }, SUPPORT_MESSAGES.priority],
    [{ priority: 'urgent' }, SUPPORT_MESSAGES.priority],
    [{ subject: 'Help' }, SUPPORT_MESSAGES.subjectShort],
    [{ subject: '   Help     ' }, SUPPORT_MESSAGES.subjectShort],
    [{ subject: 'x'.repeat(101) }, SUPPORT_MESSAGES.subjectLong],
    [{ description: 'Too short to help.' }, SUPPORT_MESSAGES.descriptionShort],
    [{ description: 'y'.repeat(1001) }, SUPPORT_MESSAGES.descriptionLong],
    [{ userEmail: undefined }, 'Missing required parameter: userEmail'],
    [{ userName: '' }, 'Missing required parameter: userName'],
  ])('refuses %o with the form’s message', async (change, message) => {
    const res = await submit(member.token, { ...valid(member), ...change });
    expect(res.status).toBe(400);
    expect((await json(res)).error).toBe(message);
  });

  it('accepts the bounds exactly', async () => {
    const m = await addMember(t);
    for (const [subject, description] of [
      ['12345', 'd'.repeat(20)],
      ['s'.repeat(100), 'd'.repeat(1000)],
    ]) {
      expect((await submit(m.token, { ...valid(m), subject, description })).status).toBe(201);
    }
  });

  it("refuses a userEmail that is not the caller's (403): the endpoint mails no stranger", async () => {
    const res = await submit(member.token, { ...valid(member), userEmail: 'victim@example.test' });
    expect(res.status).toBe(403);
    expect((await t.mailTo('victim@example.test')).length).toBe(0);
  });

  it('stores a ticket sent again with the same Idempotency-Key once, mails once, and answers it again', async () => {
    const m = await addMember(t);
    const key = 'b6f1c0de-0000-4000-8000-000000000001';
    const send = (body: unknown) =>
      t.request(SUPPORT_TICKETS_PATH, { method: 'POST', token: m.token, headers: { 'Idempotency-Key': key }, json: body });
    const first = await send(valid(m));
    expect(first.status).toBe(201);
    const answer = await first.json();
    const again = await send(valid(m));
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(answer);
    const tickets = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM support_tickets WHERE user_id = $1`, [m.userId]);
    expect(tickets.rows[0]!.n).toBe(1);
    expect(await t.mailTo(m.email)).toHaveLength(1);
    const changed = await send({ ...valid(m), subject: 'Another subject entirely' });
    expect(changed.status).toBe(422);
    expect((await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM support_tickets WHERE user_id = $1`, [m.userId])).rows[0]!.n).toBe(1);
  });

  it(`limits a member to ${TICKETS_PER_HOUR} tickets an hour`, async () => {
    const m = await addMember(t);
    for (let i = 0; i < TICKETS_PER_HOUR; i++) expect((await submit(m.token, valid(m))).status).toBe(201);
    const res = await submit(m.token, valid(m));
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBeTruthy();
  });

  it('keeps the ticket when mail fails, and records the failure', async () => {
    const failing: Mailer = {
      transport: 'smtp',
      send: () => Promise.reject(new Error('SMTP down')),
      close: () => Promise.resolve(),
    };
    const m = await addMember(t);
    const answer = await createSupportService({ ...t.deps, mailer: failing }).submit(
      { userId: m.userId, memberId: m.memberId, email: m.email },
      { issueType: 'account', priority: 'low', subject: 'Name change', description: 'Please update my family name on the profile.', userEmail: m.email, userName: 'M' },
    );
    expect(answer.confirmationSent).toBe(false);
    const { rows } = await t.db.query<{ confirmation_sent_at: Date | null; mail_error: string }>(
      `SELECT confirmation_sent_at, mail_error FROM support_tickets WHERE id = $1`,
      [answer.id],
    );
    expect(rows[0]!.confirmation_sent_at).toBeNull();
    expect(rows[0]!.mail_error).toContain('SMTP down');
  });
});
