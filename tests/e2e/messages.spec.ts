import type { Page } from '@playwright/test';
import { DEMO, MFA, answerCalendarPrompt, expect, expectNoAxeViolations, latestCode, newestMailId, signIn, signInHome, test } from './helpers.ts';
import { installTestClock } from './clock.ts';

/** The member id claim of the signed-in member's ID token (the demo accounts are not connected: one opens the other by id). */
async function memberIdOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('kindred.session') ?? '{}') as { tokens?: { idToken?: string } };
    const payload = (stored.tokens?.idToken ?? '').split('.')[1] ?? '';
    return (JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, string>)['custom:memberId']!;
  });
}

async function signInWithCode(page: Page) {
  const before = await newestMailId(page, MFA.email);
  await signIn(page, MFA);
  await expect(page.getByRole('button', { name: 'Verify Code' })).toBeVisible();
  const { code } = await latestCode(page, MFA.email, before);
  await page.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/');
  await answerCalendarPrompt(page, { byKeyboard: true });
}

/** Types into the message box and sends with Enter, by keyboard only. */
async function sendByKeyboard(page: Page, text: string) {
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.focus();
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
  await expect(box).toHaveValue('');
}

test('two members exchange messages: each sees the other’s arrive and their own reach Read, by keyboard', async ({ browser }) => {
  const jordanContext = await browser.newContext();
  const morganContext = await browser.newContext();
  await Promise.all([installTestClock(jordanContext), installTestClock(morganContext)]);
  const jordan = await jordanContext.newPage();
  const morgan = await morganContext.newPage();
  try {
    await signInHome(jordan, DEMO);
    await signInWithCode(morgan);
    const morganId = await memberIdOf(morgan);

    // Jordan opens a conversation with Morgan by link (as 'Send Message' does) and writes first.
    await jordan.goto(`/chat?member=${encodeURIComponent(morganId)}`);
    await expect(jordan.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    const jordanLog = jordan.getByRole('log', { name: 'Messages with Morgan Blake' });
    await expect(jordanLog).toBeVisible();
    await expectNoAxeViolations(jordan, '/chat (a conversation)');
    const hello = `Hello Morgan, coffee at 3? ${Date.now()}`;
    await sendByKeyboard(jordan, hello);
    const sent = jordanLog.getByRole('listitem').filter({ hasText: hello });
    await expect(sent).toContainText(/Sent|Delivered/);

    // Morgan finds Jordan in the list with one unread message, opens it by keyboard, and reads it.
    await morgan.goto('/chat');
    const entry = morgan.getByRole('button', { name: /Jordan Ellis/ });
    await expect(entry).toContainText('1 unread');
    await entry.focus();
    await morgan.keyboard.press('Enter');
    const morganLog = morgan.getByRole('log', { name: 'Messages with Jordan Ellis' });
    await expect(morganLog.getByRole('listitem').filter({ hasText: hello })).toBeVisible();
    await expect(entry).not.toContainText('unread');

    // Jordan sees it read without a reload.
    await expect(sent).toContainText('Read');

    // Morgan answers; it arrives at Jordan's, and reaches Read since Jordan has the conversation open.
    const reply = `Sounds good, Jordan! ${Date.now()}`;
    await sendByKeyboard(morgan, reply);
    await expect(jordanLog.getByRole('listitem').filter({ hasText: reply })).toBeVisible();
    await expect(morganLog.getByRole('listitem').filter({ hasText: reply })).toContainText('Read');
    await expectNoAxeViolations(morgan, '/chat (a conversation)');
  } finally {
    await jordanContext.close();
    await morganContext.close();
  }
});
