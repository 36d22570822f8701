import { expect, expectNoAxeViolations, signIn, test } from './helpers.ts';

/**
 * The calendar connection against the real server's sandbox (no outside account): Settings → Integrations,
 * the sandbox's consent page, back through /calendar/callback, Connected, the default calendar, disconnect.
 * All by keyboard; axe finds nothing on the way.
 */
test('connect the sandbox calendars through their consent page, choose the default, disconnect: by keyboard', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page);
  await expect(page).toHaveURL('/');
  await page.goto('/settings?tab=integrations');

  for (const [provider, card] of [
    ['Google Calendar', 'Google Calendar'],
    ['Microsoft Outlook', 'Outlook Calendar'],
  ] as const) {
    const connect = page.getByRole('button', { name: `Connect ${card}` });
    await expect(connect).toBeEnabled();
    await connect.focus();
    await page.keyboard.press('Enter');
    // The sandbox's consent page, served by our server.
    await expect(page.getByRole('heading', { level: 1, name: 'Allow Kindred to see and edit your calendar' })).toBeVisible();
    await expect(page.getByText('demo@kindred.test')).toBeVisible();
    await expectNoAxeViolations(page, 'the sandbox consent page');
    await page.getByRole('button', { name: 'Allow' }).focus();
    await page.keyboard.press('Enter');
    // Back where the member started, connected.
    await expect(page).toHaveURL('/settings?tab=integrations');
    await expect(page.getByText(`${provider} connected successfully!`)).toBeVisible();
    await expect(page.getByRole('button', { name: `Disconnect ${card}` })).toBeVisible();
  }
  await expect(page.getByText('Connected', { exact: true })).toHaveCount(2);

  // The member's week on /events, from the sandbox: their repeating stand-up is there, and axe finds nothing.
  await page.goto('/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  await expect(page.getByText('Loading calendar...')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByText('Team stand-up').first()).toBeVisible({ timeout: 20_000 });
  await expectNoAxeViolations(page, '/events with both calendars connected');
  await page.goto('/settings?tab=integrations');

  // Google was the only calendar first, so it became the default by itself; Outlook is chosen by keyboard.
  const group = page.getByRole('radiogroup', { name: 'Default Calendar for Quick Connect' });
  await expect(group.getByRole('radio', { name: 'Google Calendar' })).toBeChecked();
  await group.getByRole('radio', { name: 'Google Calendar' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(group.getByRole('radio', { name: 'Outlook Calendar' })).toBeChecked();
  await expect(page.getByText('Default calendar set to Outlook')).toBeVisible();
  await expectNoAxeViolations(page, 'Integrations with both calendars connected');

  // Disconnect each, confirming in the dialog (focus starts on Cancel).
  for (const card of ['Google Calendar', 'Outlook Calendar']) {
    await page.getByRole('button', { name: `Disconnect ${card}` }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: `Disconnect ${card}?` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Disconnect' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: `Connect ${card}` })).toBeVisible();
  }
  await expect(page.getByText('Google Calendar disconnected successfully')).toBeVisible();
  await expect(page.getByText('No calendars connected yet')).toBeVisible();

  // A consent cancelled on the consent page says so and connects nothing.
  const connect = page.getByRole('button', { name: 'Connect Google Calendar' });
  await connect.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL('/settings?tab=integrations');
  await expect(page.getByText('Google Calendar connection cancelled')).toBeVisible();
  await expect(page.getByText('No calendars connected yet')).toBeVisible();
});
