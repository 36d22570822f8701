/**
 * POST /v1/support/tickets over HTTP on the app engine (harness.ts): the rules of docs/product.md#validation and
 * messages, the stored ticket, the two e-mails, and a mail failure that does
 * not lose the ticket.
 */
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MESSAGES,
  ATTACHMENTS_MAX,
  SUPPORT_MESSAGES,
  SUPPORT_TICKET_BODY_LIMIT_BYTES,
  SUPPORT_TICKETS_PATH,
  supportTicketResponseSchema,
} from '@kindred/contracts/api/support';
import { createSupportService, TICKETS_PER_HOUR } from '../src/modules/support/service.ts';
import type { Mailer } from '../src/platform/mail/mailer.ts';
import { listen } from '../src/platform/http/server.ts';
import { createTestServer, appEngines, engines } from './harness.ts';
import type { TestServer } from './harness.ts';
import { addMember, json } from './profile-fixtures.ts';
import type { Member } from './profile-fixtures.ts';

const MiB = 1024 * 1024;
const BOUNDARY = 'kindred-test-boundary';
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;
const PDF_HEAD = new TextEncoder().encode('%PDF-1.7\n');
const ZEROS = new Uint8Array(64 * 1024);

/**
 * A multipart ticket made as it is pulled, 64 KiB at a time, never held whole: `pulled` counts what the server has
 * read of it, `total` is all there is. Each file is a PDF of `size` bytes.
 */
function streamedTicket(fields: Record<string, string>, files: Array<{ name: string; size: number }>) {
  const text = (value: string) => new TextEncoder().encode(value);
  function* pieces(): Generator<Uint8Array> {
    for (const [name, value] of Object.entries(fields)) {
      yield text(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
    }
    for (const file of files) {
      yield text(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="attachments"; filename="${file.name}"\r\nContent-Type: application/pdf\r\n\r\n`);
      yield PDF_HEAD;
      for (let left = file.size - PDF_HEAD.byteLength; left > 0; left -= ZEROS.byteLength) yield ZEROS.subarray(0, Math.min(left, ZEROS.byteLength));
      yield text('\r\n');
    }
    yield text(`--${BOUNDARY}--\r\n`);
  }
  let total = 0;
  for (const piece of pieces()) total += piece.byteLength;
  const state = { pulled: 0, total };
  const source = pieces();
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const next = source.next();
        if (next.done) return controller.close();
        state.pulled += next.value.byteLength;
        controller.enqueue(next.value);
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, state, pieces };
}

describe.each(appEngines)('support tickets on %s', (engine) => {
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
    // A member of their own: every ticket sent counts against the hourly limit, refused or not (it is counted before
    // the body is read).
    const m = await addMember(t);
    const res = await submit(m.token, { ...valid(m), ...change });
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
    const m = await addMember(t);
    const res = await submit(m.token, { ...valid(m), userEmail: 'victim@example.test' });
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
    // Refused before its body is read: an upload over the limit costs the server nothing, its length declared (as a
    // browser's form upload has it) or not (chunked).
    for (const declared of [true, false]) {
      let pulls = 0;
      const upload = new ReadableStream<Uint8Array>(
        {
          pull(controller) {
            pulls += 1;
            controller.enqueue(new Uint8Array(64 * 1024));
            if (pulls > 160) controller.close();
          },
        },
        { highWaterMark: 0 },
      );
      const large = await t.request(SUPPORT_TICKETS_PATH, {
        method: 'POST',
        token: m.token,
        headers: { 'content-type': 'multipart/form-data; boundary=x', ...(declared ? { 'content-length': String(161 * 64 * 1024) } : {}) },
        body: upload,
        duplex: 'half',
      } as RequestInit);
      expect(large.status, `declared: ${declared}`).toBe(429);
      expect(pulls, `declared: ${declared}`).toBe(0);
    }
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

  describe('attachments (multipart/form-data)', () => {
    const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
    const EXE = Uint8Array.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, 0, 0]);
    type Part = [name: string, bytes: Uint8Array<ArrayBuffer>, declared?: string];
    const form = (fields: Record<string, unknown>, parts: Part[]) => {
      const body = new FormData();
      for (const [key, value] of Object.entries(fields)) if (value !== undefined) body.append(key, String(value));
      for (const [name, bytes, declared] of parts) body.append('attachments', new Blob([bytes], { type: declared ?? '' }), name);
      return body;
    };
    const send = (token: string | undefined, body: FormData, headers: Record<string, string> = {}) =>
      t.request(SUPPORT_TICKETS_PATH, { method: 'POST', ...(token ? { token } : {}), headers, body });
    const ticketsOf = async (m: Member) =>
      (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM support_tickets WHERE user_id = $1`, [m.userId])).rows[0]!.n;
    const attachmentsOf = async (m: Member) =>
      (
        await t.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM support_ticket_attachments a JOIN support_tickets s ON s.id = a.ticket_id WHERE s.user_id = $1`,
          [m.userId],
        )
      ).rows[0]!.n;

    it('stores a ticket with its attachments, typed by content, and names them in both e-mails', async () => {
      const m = await addMember(t);
      const notes = new TextEncoder().encode('Steps:\n1. Open settings\n2. Press Connect — nothing happens ✓\n');
      const res = await send(
        m.token,
        form(valid(m), [
          ['screenshot.png', PNG, 'image/png'],
          // A real PDF declared as an image is a PDF: the content decides.
          ['report.pdf', PDF, 'image/png'],
          ['../../etc/notes.txt', notes, 'application/octet-stream'],
        ]),
      );
      expect(res.status).toBe(201);
      const answer = supportTicketResponseSchema.parse(await res.json());
      expect(answer.attachments).toEqual([
        { name: 'screenshot.png', contentType: 'image/png', size: PNG.byteLength },
        { name: 'report.pdf', contentType: 'application/pdf', size: PDF.byteLength },
        { name: 'notes.txt', contentType: 'text/plain', size: notes.byteLength },
      ]);
      const { rows } = await t.db.query<{ file_name: string; content_type: string; content: Uint8Array }>(
        `SELECT file_name, content_type, content FROM support_ticket_attachments WHERE ticket_id = $1 ORDER BY position`,
        [answer.id],
      );
      expect(rows.map((row) => row.file_name)).toEqual(['screenshot.png', 'report.pdf', 'notes.txt']);
      expect(Buffer.from(rows[0]!.content).equals(Buffer.from(PNG))).toBe(true);
      expect(Buffer.from(rows[2]!.content).equals(Buffer.from(notes))).toBe(true);

      const [confirmation] = await t.mailTo(m.email);
      expect(confirmation!.text).toContain('Attachments (3):');
      for (const name of ['screenshot.png', 'report.pdf', 'notes.txt']) expect(confirmation!.text).toContain(name);
      const [notice] = await t.mailTo('help@kindred.test');
      expect(notice!.text).toContain('report.pdf');
    });

    it('takes a ticket without files as multipart too', async () => {
      const m = await addMember(t);
      const res = await send(m.token, form(valid(m), []));
      expect(res.status).toBe(201);
      expect((await res.json()).attachments).toEqual([]);
    });

    it.each([
      ['an executable renamed .png', 'setup.png', EXE, 'image/png'],
      ['text with a NUL character', 'log.txt', new TextEncoder().encode('line one\u0000line two'), 'text/plain'],
      ['bytes that are not UTF-8', 'data.txt', Uint8Array.from([0x68, 0x69, 0xc3, 0x28, 0xff]), 'text/plain'],
      ['a ZIP declared as a PDF', 'archive.pdf', Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 0xff, 0xfe]), 'application/pdf'],
    ])('refuses %s with 415 and stores nothing', async (_what, name, bytes, declared) => {
      const m = await addMember(t);
      const res = await send(m.token, form(valid(m), [['fine.png', PNG, 'image/png'], [name, bytes, declared]]));
      expect(res.status).toBe(415);
      expect(await json(res)).toMatchObject({ error: ATTACHMENT_MESSAGES.wrongType(name), code: 'ATTACHMENT_TYPE_NOT_ALLOWED' });
      expect(await ticketsOf(m)).toBe(0);
      expect(await attachmentsOf(m)).toBe(0);
      expect(await t.mailTo(m.email)).toHaveLength(0);
    });

    it('takes a file of exactly 10 MB and refuses one byte more with 413, storing nothing', async () => {
      const m = await addMember(t);
      const big = new Uint8Array(ATTACHMENT_MAX_BYTES + 1);
      big.set(PDF);
      const refused = await send(m.token, form(valid(m), [['huge.pdf', big, 'application/pdf']]));
      expect(refused.status).toBe(413);
      expect(await json(refused)).toMatchObject({ error: ATTACHMENT_MESSAGES.tooLarge('huge.pdf'), code: 'ATTACHMENT_TOO_LARGE' });
      expect(await ticketsOf(m)).toBe(0);

      const accepted = await send(m.token, form(valid(m), [['exact.pdf', big.subarray(0, ATTACHMENT_MAX_BYTES), 'application/pdf']]));
      expect(accepted.status).toBe(201);
      expect(await attachmentsOf(m)).toBe(1);
    });

    it(`refuses an empty file and more than ${ATTACHMENTS_MAX} files with 400, storing nothing`, async () => {
      const m = await addMember(t);
      const empty = await send(m.token, form(valid(m), [['blank.txt', new Uint8Array(0), 'text/plain']]));
      expect(empty.status).toBe(400);
      expect((await json(empty)).error).toBe(ATTACHMENT_MESSAGES.empty('blank.txt'));
      const many = Array.from({ length: ATTACHMENTS_MAX + 1 }, (_, i): Part => [`shot-${i}.png`, PNG, 'image/png']);
      const tooMany = await send(m.token, form(valid(m), many));
      expect(tooMany.status).toBe(400);
      expect((await json(tooMany)).error).toBe(ATTACHMENT_MESSAGES.tooMany);
      expect(await ticketsOf(m)).toBe(0);
    });

    it('answers 401 with the spec’s message without a token, and 400 (never 500) for bad multipart input', async () => {
      const m = await addMember(t);
      const anonymous = await send(undefined, form(valid(m), [['screenshot.png', PNG]]));
      expect(anonymous.status).toBe(401);
      expect((await json(anonymous)).error).toBe(SUPPORT_MESSAGES.missingToken);

      const bad = [
        // A multipart type with a body that is not multipart.
        t.request(SUPPORT_TICKETS_PATH, { method: 'POST', token: m.token, headers: { 'content-type': 'multipart/form-data; boundary=xyz' }, body: 'not multipart at all' }),
        // A text part where a file belongs, a file where text belongs, a field twice.
        send(m.token, (() => { const f = form(valid(m), []); f.append('attachments', 'just text'); return f; })()),
        send(m.token, (() => { const f = form({ ...valid(m), subject: undefined }, []); f.append('subject', new Blob([PNG]), 'subject.png'); return f; })()),
        send(m.token, (() => { const f = form(valid(m), []); f.append('priority', 'low'); return f; })()),
        // Each rule of the form, through multipart.
        send(m.token, form({ ...valid(m), subject: 'Hi' }, [['screenshot.png', PNG]])),
        send(m.token, form({ ...valid(m), issueType: undefined }, [])),
        send(m.token, form({ ...valid(m), description: 'nul \u0000 in the middle of a long enough text' }, [])),
      ];
      const answers = await Promise.all(bad);
      for (const res of answers) expect(res.status, await res.clone().text()).toBe(400);
      expect((await json(answers[4]!)).error).toBe(SUPPORT_MESSAGES.subjectShort);
      expect((await json(answers[5]!)).error).toBe(SUPPORT_MESSAGES.issueType);
      const plain = await t.request(SUPPORT_TICKETS_PATH, { method: 'POST', token: m.token, headers: { 'content-type': 'text/plain' }, body: 'hello' });
      expect(plain.status).toBe(415);
      expect(await ticketsOf(m)).toBe(0);
    });

    it('cuts a chunked upload off at the file cap: a 30 MB file is refused (413) once 10 MB of it is read, and nothing is kept', async () => {
      const m = await addMember(t);
      const upload = streamedTicket(valid(m), [{ name: 'huge.pdf', size: 30 * MiB }]);
      const res = await t.request(SUPPORT_TICKETS_PATH, {
        method: 'POST',
        token: m.token,
        headers: { 'content-type': MULTIPART },
        body: upload.stream,
        duplex: 'half',
      } as RequestInit);
      expect(res.status).toBe(413);
      expect(await json(res)).toMatchObject({ error: ATTACHMENT_MESSAGES.tooLarge('huge.pdf'), code: 'ATTACHMENT_TOO_LARGE' });
      // Read up to the file's cap and a chunk or two past it: not the 30 MB the client would send.
      expect(upload.state.pulled).toBeGreaterThan(ATTACHMENT_MAX_BYTES);
      expect(upload.state.pulled).toBeLessThan(ATTACHMENT_MAX_BYTES + 256 * 1024);
      expect(await ticketsOf(m)).toBe(0);
      expect(await t.mailTo(m.email)).toHaveLength(0);
    });

    it('refuses a body declaring more than a ticket can carry with 413 in the form’s words, reading none of it', async () => {
      const m = await addMember(t);
      const upload = streamedTicket(valid(m), [{ name: 'a.pdf', size: 1024 }]);
      const res = await t.request(SUPPORT_TICKETS_PATH, {
        method: 'POST',
        token: m.token,
        headers: { 'content-type': MULTIPART, 'content-length': String(SUPPORT_TICKET_BODY_LIMIT_BYTES + 1) },
        body: upload.stream,
        duplex: 'half',
      } as RequestInit);
      expect(res.status).toBe(413);
      expect(await json(res)).toMatchObject({ error: ATTACHMENT_MESSAGES.ticketTooLarge, code: 'TICKET_TOO_LARGE' });
      expect(upload.state.pulled).toBe(0);
      // A ticket sent as JSON carries no files: the JSON body limit holds it.
      const jsonUpload = streamedTicket({}, []);
      const json413 = await t.request(SUPPORT_TICKETS_PATH, {
        method: 'POST',
        token: m.token,
        headers: { 'content-type': 'application/json', 'content-length': String(2 * MiB) },
        body: jsonUpload.stream,
        duplex: 'half',
      } as RequestInit);
      expect(json413.status).toBe(413);
      expect((await json(json413)).error).toBe('Request body is too large');
      expect(jsonUpload.state.pulled).toBe(0);
      expect(await ticketsOf(m)).toBe(0);
    });

    it('stops reading a body longer than its Content-Length there (400), and refuses a Content-Length that is no number', async () => {
      const m = await addMember(t);
      const upload = streamedTicket(valid(m), [{ name: 'a.pdf', size: 4 * MiB }]);
      const res = await t.request(SUPPORT_TICKETS_PATH, {
        method: 'POST',
        token: m.token,
        headers: { 'content-type': MULTIPART, 'content-length': '2000' },
        body: upload.stream,
        duplex: 'half',
      } as RequestInit);
      expect(res.status).toBe(400);
      expect(await json(res)).toMatchObject({ error: 'Request body is longer than its Content-Length', code: 'BAD_CONTENT_LENGTH' });
      expect(upload.state.pulled).toBeLessThan(2000 + 128 * 1024);
      for (const length of ['-1', '1e9', 'ten', '12 34']) {
        const framing = await t.request(SUPPORT_TICKETS_PATH, {
          method: 'POST',
          token: m.token,
          headers: { 'content-type': MULTIPART, 'content-length': length },
          body: streamedTicket(valid(m), []).stream,
          duplex: 'half',
        } as RequestInit);
        expect(framing.status, length).toBe(400);
        expect((await json(framing)).code).toBe('BAD_CONTENT_LENGTH');
      }
      expect(await ticketsOf(m)).toBe(0);
    });

    it('refuses on a real socket: a declared length over the cap before the body is sent, a chunked file at its cap', async () => {
      const s = await createTestServer({ engine, env: { PORT: '0' } });
      const running = await listen(s.app, s.deps);
      try {
        const m = await addMember(s);
        const post = (headers: Record<string, string>, body?: ReturnType<typeof streamedTicket>) =>
          new Promise<{ status: number; body: string; written: number }>((resolve, reject) => {
            let answered = false;
            let written = 0;
            const req = httpRequest(
              `${running.url}${SUPPORT_TICKETS_PATH}`,
              { method: 'POST', headers: { authorization: `Bearer ${m.token}`, 'content-type': MULTIPART, ...headers } },
              (res) => {
                answered = true;
                let text = '';
                res.setEncoding('utf8');
                res.on('data', (chunk: string) => (text += chunk));
                res.on('end', () => {
                  resolve({ status: res.statusCode ?? 0, body: text, written });
                  req.destroy();
                });
              },
            );
            req.on('error', (error) => (answered ? undefined : reject(error)));
            if (!body) return req.flushHeaders();
            // Sends while the server reads, and stops once it has answered.
            void (async () => {
              for (const piece of body.pieces()) {
                if (answered) return;
                written += piece.byteLength;
                if (!req.write(piece)) await new Promise((drained) => req.once('drain', drained));
              }
              req.end();
            })();
          });
        // The headers alone: the answer comes though no byte of the body was sent.
        const declared = await post({ 'content-length': String(SUPPORT_TICKET_BODY_LIMIT_BYTES + 1) });
        expect(declared.status).toBe(413);
        expect(JSON.parse(declared.body)).toMatchObject({ error: ATTACHMENT_MESSAGES.ticketTooLarge, code: 'TICKET_TOO_LARGE' });
        // Chunked, a 48 MB file: answered once its first 10 MB are in (with what the sockets hold, well short of 48).
        const chunked = await post({}, streamedTicket(valid(m), [{ name: 'huge.pdf', size: 48 * MiB }]));
        expect(chunked.status).toBe(413);
        expect(JSON.parse(chunked.body)).toMatchObject({ code: 'ATTACHMENT_TOO_LARGE' });
        expect(chunked.written).toBeLessThan(36 * MiB);
        expect((await s.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM support_tickets WHERE user_id = $1`, [m.userId])).rows[0]!.n).toBe(0);
      } finally {
        await running.close();
        await s.close();
      }
    });

    it('stores a ticket sent again with its Idempotency-Key once, files included; other files with the key are 422', async () => {
      const m = await addMember(t);
      const key = 'b6f1c0de-0000-4000-8000-00000000a77a';
      const first = await send(m.token, form(valid(m), [['screenshot.png', PNG]]), { 'Idempotency-Key': key });
      expect(first.status).toBe(201);
      const answer = await first.json();
      const again = await send(m.token, form(valid(m), [['screenshot.png', PNG]]), { 'Idempotency-Key': key });
      expect(again.status).toBe(201);
      expect(await again.json()).toEqual(answer);
      expect(await attachmentsOf(m)).toBe(1);
      expect(await t.mailTo(m.email)).toHaveLength(1);
      const other = await send(m.token, form(valid(m), [['screenshot.png', PDF]]), { 'Idempotency-Key': key });
      expect(other.status).toBe(422);
      expect(await ticketsOf(m)).toBe(1);
      expect(await attachmentsOf(m)).toBe(1);
    });
  });
});

/** The daily total of a member's attachments, where the engines differ: its count, and tickets sent at once. */
describe.each(engines)('support attachments per member per day on %s', (engine) => {
  let t: TestServer;
  const DAILY = 3 * MiB;
  const valid = (m: Member) => ({
    issueType: 'technical',
    priority: 'medium',
    subject: 'Screenshots of the problem',
    description: 'The calendar page shows an empty week although I have meetings.',
    userEmail: m.email,
    userName: 'Ada Lovelace',
  });
  const send = (m: Member, files: Array<{ name: string; size: number }>, headers: Record<string, string> = {}) => {
    const upload = streamedTicket(valid(m), files);
    const request = t.request(SUPPORT_TICKETS_PATH, {
      method: 'POST',
      token: m.token,
      headers: { 'content-type': MULTIPART, ...headers },
      body: upload.stream,
      duplex: 'half',
    } as RequestInit);
    return { upload, request };
  };
  const storedBytes = async (m: Member) =>
    (
      await t.db.query<{ n: number }>(
        `SELECT coalesce(sum(a.size_bytes), 0)::int AS n FROM support_ticket_attachments a JOIN support_tickets s ON s.id = a.ticket_id WHERE s.user_id = $1`,
        [m.userId],
      )
    ).rows[0]!.n;
  const ticketsOf = async (m: Member) =>
    (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM support_tickets WHERE user_id = $1`, [m.userId])).rows[0]!.n;

  /** The member signed in again (a day on, their first ID token has expired). */
  const signedInAgain = async (m: Member): Promise<Member> => {
    const res = await t.request('/v1/auth/sign-in', { method: 'POST', json: { username: m.email, password: m.password } });
    expect(res.status).toBe(200);
    return { ...m, token: (await json<{ tokens: { idToken: string } }>(res)).tokens.idToken };
  };

  beforeAll(async () => {
    t = await createTestServer({ engine, env: { SUPPORT_ATTACHMENT_BYTES_PER_DAY: String(DAILY), ID_TOKEN_TTL_SECONDS: '86400' } });
  });
  afterAll(() => t.close());

  it('holds a member to their daily total: refused unread when declared, cut off at what is left when chunked, nothing kept', async () => {
    t.clock.set(new Date('2031-03-02T09:00:00Z'));
    let m = await addMember(t);
    expect((await send(m, [{ name: 'one.pdf', size: MiB }, { name: 'two.pdf', size: MiB }]).request).status).toBe(201);

    // 1 MB is left: two more, chunked, are cut off once the first has gone past it.
    t.clock.set(new Date('2031-03-02T10:00:00Z'));
    const chunked = send(m, [{ name: 'three.pdf', size: MiB }, { name: 'four.pdf', size: MiB }]);
    const over = await chunked.request;
    expect(over.status).toBe(413);
    expect(await json(over)).toMatchObject({
      error: 'Daily attachment limit reached (3 MB per day): 1 MB more can be attached now. Attach less, or try again in 23 hours.',
      code: 'ATTACHMENTS_DAILY_LIMIT',
    });
    expect(over.headers.get('retry-after')).toBe(String(23 * 3600));
    expect(chunked.upload.state.pulled).toBeLessThan(MiB + 256 * 1024);
    expect(chunked.upload.state.pulled).toBeLessThan(chunked.upload.state.total);

    // Declared too long for what is left (and the fields' room): refused before a byte is read.
    const declared = send(m, [{ name: 'five.pdf', size: 3 * MiB }], { 'content-length': String(3 * MiB + 4096) });
    expect((await declared.request).status).toBe(413);
    expect(declared.upload.state.pulled).toBe(0);
    expect(await storedBytes(m)).toBe(2 * MiB);
    expect(await ticketsOf(m)).toBe(1);
    expect(await t.mailTo(m.email)).toHaveLength(1);

    // A ticket without files still goes; then what is left, exactly.
    expect((await send(m, []).request).status).toBe(201);
    expect((await send(m, [{ name: 'six.pdf', size: MiB }]).request).status).toBe(201);
    const spent = await send(m, [{ name: 'tiny.pdf', size: 16 }]).request;
    expect(spent.status).toBe(413);
    expect((await json(spent)).error).toBe('Daily attachment limit reached (3 MB per day). Send the ticket without files, or try again in 23 hours.');
    expect(await storedBytes(m)).toBe(DAILY);

    // 24 hours after the first ticket, its 2 MB are free again (the others' 1 MB is not).
    t.clock.set(new Date('2031-03-03T09:00:01Z'));
    m = await signedInAgain(m);
    expect((await send(m, [{ name: 'seven.pdf', size: MiB }, { name: 'eight.pdf', size: MiB }]).request).status).toBe(201);
    expect((await send(m, [{ name: 'nine.pdf', size: 16 }]).request).status).toBe(413);
  });

  it('lets tickets sent at once store no more than the daily total between them', async () => {
    t.clock.set(new Date('2031-03-05T09:00:00Z'));
    const m = await addMember(t);
    // Each fits alone; four of 1 MB at once, against 3 MB.
    const answers = await Promise.all(Array.from({ length: 4 }, (_, i) => send(m, [{ name: `shot-${i}.pdf`, size: MiB }]).request));
    expect(answers.map((res) => res.status).sort()).toEqual([201, 201, 201, 413]);
    expect(await storedBytes(m)).toBe(DAILY);
    expect(await ticketsOf(m)).toBe(3);
    expect(await t.mailTo(m.email)).toHaveLength(3);
  });

  it('answers a ticket sent again with its Idempotency-Key as the first time, though its files filled the day', async () => {
    t.clock.set(new Date('2031-03-07T09:00:00Z'));
    const m = await addMember(t);
    const key = 'b6f1c0de-0000-4000-8000-0000000da1a1';
    const files = [
      { name: 'a.pdf', size: MiB },
      { name: 'b.pdf', size: MiB },
      { name: 'c.pdf', size: MiB },
    ];
    const first = await send(m, files, { 'Idempotency-Key': key }).request;
    expect(first.status).toBe(201);
    const again = await send(m, files, { 'Idempotency-Key': key }).request;
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(await first.json());
    expect(await storedBytes(m)).toBe(DAILY);
  });
});
