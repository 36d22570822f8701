import type { Page, Response } from '@playwright/test';
import { expect, expectNoAxeViolations, signInHome, test } from './helpers.ts';

/**
 * Link, the advisor, against `npm start` with no AI key (the built-in advisor): opened with Ctrl+K, a streamed
 * reply naming a real colleague with a link to Quick Connect with them, a 10-minute team activity followed into
 * its open dialog, and an activity handed over to the insights page with Ask Link. By keyboard, axe clean.
 */

/** The minimum gap between two questions (docs/product.md#constants-and-limits); the client refuses a faster one. */
const MIN_GAP_MS = 2000;

async function ask(page: Page, question: string): Promise<Response> {
  const dialog = page.getByRole('dialog', { name: 'Link' });
  const input = dialog.getByRole('textbox', { name: 'Message Link' });
  await expect(input).toBeFocused();
  await page.keyboard.type(question);
  const answered = page.waitForResponse((response) => response.url().endsWith('/v1/advisor/chat') && response.request().method() === 'POST');
  await page.keyboard.press('Enter');
  const response = await answered;
  expect(response.status()).toBe(200);
  // Streamed: server-sent events, not one JSON answer.
  expect(response.headers()['content-type']).toContain('text/event-stream');
  return response;
}

test('Link: Ctrl+K, a streamed reply naming a real colleague, a 10-minute activity followed into its dialog, an activity handed over; by keyboard', async ({
  page,
}) => {
  await signInHome(page);

  // The member's real connections, as the connections page lists them.
  await page.goto('/connections');
  const list = page.getByRole('list', { name: 'Connections' });
  await expect(list).toBeVisible();
  const colleagues = await list.getByRole('heading', { level: 2 }).allTextContents();
  expect(colleagues.length).toBeGreaterThan(0);

  // Ctrl+K opens Link, focus in its input; the popup is axe clean.
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Link' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Message Link' })).toBeFocused();
  await expectNoAxeViolations(page, 'the Link popup');

  const first = await ask(page, 'Who should I get to know this week?');
  // Link takes a question at most every MIN_GAP_MS per member, counted from when the server took the last: from
  // its answer's arrival here, the next one is sent no sooner.
  let lastAnswered = Date.now();
  const afterTheGap = async () => {
    const wait = MIN_GAP_MS + 100 - (Date.now() - lastAnswered);
    if (wait > 0) await page.waitForTimeout(wait);
  };
  const log = dialog.getByRole('log', { name: 'Conversation with Link' });
  // The reply names one of the member's real connections, with the link to meet them.
  const meet = log.getByRole('button', { name: /^Quick Connect with / });
  await expect(meet).toBeVisible();
  const firstName = (await meet.textContent())!.replace(/^Quick Connect with /, '').trim();
  const named = colleagues.filter((name) => name.split(' ')[0] === firstName);
  expect(named, `${firstName} is one of ${colleagues.join(', ')}`).not.toEqual([]);
  await expect(log).toContainText(firstName);
  expect(await first.text()).toContain('event: delta');
  await expectNoAxeViolations(page, 'a reply from Link');

  // Following it by keyboard: the chat closes, Quick Connect opens with that colleague chosen.
  await meet.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Opening Quick Connect page')).toBeVisible();
  await expect(page).toHaveURL('/quick-connect');
  await expect(dialog).toBeHidden();
  const firstActivity = page.getByRole('radiogroup', { name: 'Activity' }).getByRole('radio').first();
  await firstActivity.focus();
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: 'Next' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('radio', { checked: true, name: new RegExp(named.join('|')) })).toBeVisible();

  // A 10-minute team activity: the link opens the activity's dialog on the activities page.
  await afterTheGap();
  await page.keyboard.press('Control+k');
  await expect(dialog).toBeVisible();
  await ask(page, 'Suggest a 10-minute team activity');
  lastAnswered = Date.now();
  const activity = log.getByRole('button', { name: /^Open "/ }).last();
  await expect(activity).toBeVisible();
  const title = (await activity.textContent())!.trim().replace(/^Open "(.*)"$/, '$1');
  await activity.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/activities/);
  const opened = page.getByRole('dialog', { name: title });
  await expect(opened).toBeVisible();
  await expect(opened).toContainText(/10 min/);
  await expectNoAxeViolations(page, 'the activity Link opened');
  await page.keyboard.press('Escape');
  await expect(opened).toBeHidden();

  // Ask Link from an activity card: the insights page has the question filled and focused, and answers it.
  const askAbout = page.getByRole('button', { name: /^Ask Link about / }).first();
  const about = (await askAbout.getAttribute('aria-label'))!.replace(/^Ask Link about /, '');
  await askAbout.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/insights');
  await expect(page.getByRole('heading', { level: 1, name: 'Workplace Insights' })).toBeVisible();
  const input = page.getByRole('textbox', { name: /message|ask/i }).first();
  await expect(input).toBeFocused();
  await expect(input).toHaveValue(new RegExp(about.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  await expectNoAxeViolations(page, '/insights with a hand-over');
  const answered = page.waitForResponse((response) => response.url().endsWith('/v1/advisor/chat'));
  // The third question within two seconds of the second (a fast machine gets here sooner) would be refused, as it
  // should be: 429, 'AI_RATE_LIMITED'.
  await afterTheGap();
  await page.keyboard.press('Enter');
  expect((await answered).status()).toBe(200);
  await expect(page.getByRole('button', { name: 'Copy' }).last()).toBeVisible();
});
