import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { planDemo } from '../../packages/server/src/modules/seed/plan.ts';
import { freePort } from '../../scripts/ports.mjs';
import { DEMO, expect, expectNoAxeViolations, test } from './helpers.ts';
import { WEEK_MS, contextAt, startServer, type RunningServer } from './own-server.ts';

/**
 * The weekly introduction (issue 36, "Done when", the parts built): on the matching day the weekly run pairs the demo
 * member with a colleague they share working hours with; both have their sandbox calendars connected; at 9:00 their
 * time each is e-mailed the introduction; the demo member's first suggested time, opened from the e-mail with no
 * sign-in, books the Quick Connect in one click, and it is on /events for both, at its time; unsubscribing from the
 * e-mail's link stops the next week's introduction, while the colleague still gets theirs.
 *
 * A server of its own, restarted at 15:00 UTC on the matching day and again a week on: the job runner runs what is
 * due as it starts. The colleague has no password the suite knows: they set one from 'Forgot your password?', as any
 * colleague would. By keyboard, axe on each new page.
 */

const HOUR_MS = 60 * 60 * 1000;
/** Monday 30 November 2026, 01:00 UTC: the week's pairs are made as the server starts; nobody's 9:00 has come. */
const MATCHING_DAY = Date.parse('2026-11-30T01:00:00Z');
/** 15:00 UTC that Monday: 9:00 has come in Toronto (the demo member), Lisbon and Nairobi. */
const AFTERNOON = MATCHING_DAY + 14 * HOUR_MS;
const COLLEAGUE_PASSWORD = 'Colleague-password-3';

async function press(control: Locator) {
  await control.focus();
  await control.page().keyboard.press('Enter');
}

interface Mail {
  id: string;
  subject: string;
  text: string;
  headers: Record<string, string>;
}

async function mailbox(page: Page, origin: string, to: string): Promise<Mail[]> {
  const response = await page.request.get(`${origin}/v1/dev/mailbox?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as { messages: Mail[] }).messages;
}

/** The first group of `pattern` in the newest mail to `to` that matches it and is not one of `seen` (ids). */
async function nextMailed(page: Page, origin: string, to: string, pattern: RegExp, seen: ReadonlySet<string> = new Set()): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(async () => {
      const fresh = (await mailbox(page, origin, to)).filter((mail) => !seen.has(mail.id));
      found = fresh.map((mail) => pattern.exec(mail.text)?.[1]).find((value) => value !== undefined);
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

const mailIds = async (page: Page, origin: string, to: string) => new Set((await mailbox(page, origin, to)).map((mail) => mail.id));

/** Signs in; a colleague's account confirms with the e-mail code, read from the mailbox. */
async function signIn(page: Page, origin: string, account: { email: string; password: string }) {
  const before = await mailIds(page, origin, account.email);
  await page.goto(`${origin}/auth/sign-in`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await press(page.getByRole('button', { name: 'Sign in' }));
  const codeField = page.getByRole('textbox', { name: 'Verification code' });
  await expect(page.getByRole('navigation', { name: 'Main' }).or(codeField)).toBeVisible();
  if (await codeField.isVisible()) {
    await codeField.fill(await nextMailed(page, origin, account.email, /Your sign-in code is (\d{6})/, before));
    await press(page.getByRole('button', { name: 'Verify Code' }));
  }
  await expect(page).toHaveURL(`${origin}/`);
}

/**
 * From home's first-login prompt: Google through the sandbox's consent page, allowed. A seeded colleague has theirs
 * connected already (home's calendar widget says Connected): nothing to do.
 */
async function connectGoogle(page: Page) {
  const prompt = page.getByRole('dialog', { name: 'Welcome to Kindred' });
  const connected = page.locator('[data-widget="calendar"]').getByText('Connected', { exact: true });
  await expect(prompt.or(connected)).toBeVisible();
  if (!(await prompt.isVisible())) return;
  await press(prompt.getByRole('button', { name: 'Connect Google Calendar' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Allow Kindred to see and edit your calendar' })).toBeVisible();
  await press(page.getByRole('button', { name: 'Allow' }));
  await expect(page.getByText('Google Calendar connected successfully!')).toBeVisible();
}

/** /events in week view: the Quick Connect's block, its title and the time it shows. */
async function quickConnectOnEvents(page: Page, origin: string, title: string) {
  await page.goto(`${origin}/events`);
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  const block = page.locator('.sx__time-grid-day .sx__time-grid-event').filter({ hasText: 'Quick Connect:' }).filter({ hasText: title });
  await expect(block).toBeVisible();
  return (await block.locator('.sx__time-grid-event-time').textContent()) ?? '';
}

test.describe('the weekly introduction', () => {
  // Its own server and clocks: the suite's browser clock is not installed here.
  test.use({ testClock: false });
  let dataDir = '';
  let server: RunningServer | undefined;

  test.beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'kindred-e2e-introductions-'));
  });

  test.afterAll(async () => {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  test('introduced on the matching day, booked from the e-mail in one click, in both calendars; unsubscribing stops the next week', async ({
    browser,
  }) => {
    // Three server starts and two members' sign-ins: a hang detector sized for a machine with both cores busy.
    test.setTimeout(900_000);
    const port = await freePort();
    const offset = MATCHING_DAY - Date.now();
    server = await startServer(dataDir, offset, port);
    const { origin } = server;
    let colleague = { name: '', email: '', password: COLLEAGUE_PASSWORD };

    await test.step('before 9:00 on the matching day: the demo member connects their calendar (seeded colleagues have theirs)', async () => {
      const context = await contextAt(browser, Date.now() + offset);
      const page = await context.newPage();
      await signIn(page, origin, DEMO);
      await connectGoogle(page);
      // Nothing is introduced before 9:00 their time.
      expect((await mailbox(page, origin, DEMO.email)).filter((mail) => mail.subject.startsWith('Meet '))).toEqual([]);
      await context.close();
    });

    await server.stop();
    server = await startServer(dataDir, AFTERNOON - Date.now(), port);

    let booked = '';
    let unsubscribe = '';
    await test.step("9:00 has come: the demo member's introduction offers times both are free; the first books in one click", async () => {
      const context = await contextAt(browser, AFTERNOON);
      const page = await context.newPage();
      let introduction: Mail | undefined;
      // This week's colleague, named by the e-mail; with an odd week's extra match the demo member has two, and the
      // one with times in common is taken (a pair's calendars may leave none free in a week: that e-mail says so).
      await expect
        .poll(async () => {
          const introductions = (await mailbox(page, origin, DEMO.email)).filter((mail) => /^Meet .+, your Kindred match this week$/.test(mail.subject));
          introduction = introductions.find((mail) => mail.text.includes('/book?token=')) ?? introductions[0];
          return introduction !== undefined;
        })
        .toBe(true);
      const name = /^Meet (.+), your Kindred match this week$/.exec(introduction!.subject)![1]!;
      const planned = planDemo().members.find((member) => `${member.givenName} ${member.familyName}` === name);
      expect(planned, `${name} is a seeded colleague`).toBeDefined();
      colleague = { name, email: planned!.email, password: COLLEAGUE_PASSWORD };
      expect(introduction!.text).toContain('Times you are both free (Toronto time)');
      expect(introduction!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      const links = [...introduction!.text.matchAll(/(\S*\/book\?token=[\w-]+)/g)].map((match) => match[1]!);
      expect(links.length).toBeGreaterThan(0);
      expect(links.length).toBeLessThanOrEqual(3);
      unsubscribe = /(\S*\/unsubscribe\?token=[\w-]+)/.exec(introduction!.text)![1]!;

      // Not signed in: the link's page says who and when; 'Book this time' books it.
      await page.goto(links[0]!);
      await expect(page.getByRole('heading', { level: 1, name: `Quick Connect with ${colleague.name}` })).toBeVisible();
      await expectNoAxeViolations(page, 'a booking link');
      await press(page.getByRole('button', { name: 'Book this time' }));
      const done = page.getByRole('heading', { level: 1, name: new RegExp(`^Booked with ${colleague.name}`) });
      await expect(done).toBeVisible();
      await expect(done).toBeFocused();
      await expectNoAxeViolations(page, 'a booking made');
      booked = `with ${colleague.name}`;
      // The same link again: the booking, nothing new.
      await page.goto(links[0]!);
      await expect(page.getByRole('heading', { level: 1, name: `Already booked with ${colleague.name}` })).toBeVisible();
      await context.close();
    });

    await test.step('the Quick Connect is on /events for both, at the same time', async () => {
      const context = await contextAt(browser, AFTERNOON);
      const page = await context.newPage();
      await signIn(page, origin, DEMO);
      const ours = await quickConnectOnEvents(page, origin, booked);
      await context.close();

      // The colleague has no password the suite knows: they set one from 'Forgot your password?', as anyone would.
      const theirs = await contextAt(browser, AFTERNOON);
      const them = await theirs.newPage();
      await them.goto(`${origin}/auth/forgot-password`);
      const before = await mailIds(them, origin, colleague.email);
      await them.getByLabel('Email').fill(colleague.email);
      await press(them.getByRole('button', { name: 'Send code' }));
      const code = await nextMailed(them, origin, colleague.email, /Your verification code is (\d{6})/, before);
      await them.getByRole('textbox', { name: 'Verification code' }).fill(code);
      await press(them.getByRole('button', { name: 'Continue' }));
      await them.getByRole('textbox', { name: 'New password', exact: true }).fill(COLLEAGUE_PASSWORD);
      await them.getByLabel('Confirm new password').fill(COLLEAGUE_PASSWORD);
      await press(them.getByRole('button', { name: 'Reset password' }));
      await expect(them).toHaveURL(/\/auth\/sign-in$/);
      await signIn(them, origin, colleague);
      // The organiser's event, copied into the colleague's calendar: the same title, at the same time.
      const theirTime = await quickConnectOnEvents(them, origin, booked);
      expect(ours).toMatch(/\d:\d{2}\s*[AP]M/);
      expect(theirTime).toBe(ours);
      await theirs.close();
    });

    await test.step("unsubscribing from the e-mail's link stops the next week's introduction", async () => {
      const context = await contextAt(browser, AFTERNOON);
      const page = await context.newPage();
      await page.goto(unsubscribe);
      await press(page.getByRole('button', { name: 'Unsubscribe' }));
      await expect(page.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible();
      await expectNoAxeViolations(page, 'unsubscribed');
      const introductionsTo = async (to: string) => (await mailbox(page, origin, to)).filter((mail) => mail.subject.startsWith('Meet ')).length;
      const ours = await introductionsTo(DEMO.email);
      const theirs = await introductionsTo(colleague.email);
      await context.close();

      await server!.stop();
      server = await startServer(dataDir, AFTERNOON + WEEK_MS - Date.now(), port);
      const later = await contextAt(browser, AFTERNOON + WEEK_MS);
      const next = await later.newPage();
      // The colleague is introduced to their next match; the demo member, unsubscribed, is not.
      const introductionsNow = async (to: string) => (await mailbox(next, origin, to)).filter((mail) => mail.subject.startsWith('Meet ')).length;
      await expect.poll(() => introductionsNow(colleague.email)).toBeGreaterThan(theirs);
      expect(await introductionsNow(DEMO.email)).toBe(ours);
      await later.close();
    });
  });
});
