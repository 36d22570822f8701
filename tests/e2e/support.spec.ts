import { expect, expectNoAxeViolations, DEMO, newestMailId, signInHome, test } from './helpers.ts';

/**
 * Support and What's New against `npm start`: a ticket with an attachment sent by keyboard, refused files named,
 * its confirmation (naming the file) found in the development mailbox; the update banner's details opened and the
 * banner dismissed, still dismissed after a reload. Axe clean.
 */

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const EXE = Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, 0, 0]);

test('a member sends a support ticket with an attachment by keyboard and finds its confirmation in the mailbox', async ({ page }) => {
  await signInHome(page);
  const before = await newestMailId(page, DEMO.email);
  await page.goto('/support');
  await expect(page.getByRole('heading', { level: 1, name: 'Get Help' })).toBeVisible();
  await expectNoAxeViolations(page, '/support');

  // Submitting the empty form shows every rule's message, and focus goes to the first field in error.
  await page.getByRole('button', { name: 'Submit Ticket' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Please select an issue type')).toBeVisible();
  await expect(page.getByText('Please select a priority level')).toBeVisible();
  await expect(page.getByText('Subject must be at least 5 characters')).toBeVisible();
  await expect(page.getByText('Description must be at least 20 characters')).toBeVisible();
  await expectNoAxeViolations(page, '/support with errors');

  // Issue type: the select opens with the keyboard.
  const issueType = page.getByRole('button', { name: /Issue Type/ });
  await expect(issueType).toBeFocused();
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: 'Technical Issue' }).focus();
  await page.keyboard.press('Enter');
  await expect(issueType).toContainText('Technical Issue');
  // The list closes and gives focus back to its button (after its exit): only then does Tab leave from there.
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(issueType).toBeFocused();
  // Priority: Tab into the group (onto Low, nothing chosen yet), arrows move and choose: Medium, High.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: 'Low' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'High' })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: /Subject/ })).toBeFocused();
  await page.keyboard.type('Calendar will not connect');
  await page.keyboard.press('Tab');
  await page.keyboard.type('When I press Connect Google Calendar nothing happens after the consent page.');

  // Attachments: the button opens the file chooser; a real PNG is taken, an executable named .png is not.
  await page.getByRole('button', { name: 'Add files' }).focus();
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles([
    { name: 'screenshot.png', mimeType: 'image/png', buffer: PNG },
    { name: 'setup.png', mimeType: 'image/png', buffer: EXE },
  ]);
  await expect(page.getByRole('list', { name: 'Attached files' }).getByText('screenshot.png')).toBeVisible();
  await expect(page.getByText('setup.png is not an image (PNG, JPEG, GIF, WebP), a PDF or a text file')).toBeVisible();
  await expectNoAxeViolations(page, '/support with attachments');

  await page.getByRole('button', { name: 'Submit Ticket' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Support ticket submitted successfully!')).toBeVisible();
  await expect(page.getByText("Check your email for a confirmation. We'll respond within 24 hours.")).toBeVisible();
  await expect(page).toHaveURL('/');

  // The confirmation, naming the attachment, in the development mailbox.
  let confirmation: { subject: string; text: string } | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get(`/v1/dev/mailbox?to=${encodeURIComponent(DEMO.email)}`);
      const { messages } = (await response.json()) as { messages: { id: string; subject: string; text: string }[] };
      confirmation = messages[0] && messages[0].id !== before ? messages[0] : undefined;
      return confirmation?.subject ?? '';
    })
    .toMatch(/^We received your support request \(KIN-\d+\)$/);
  expect(confirmation!.text).toContain('Subject: Calendar will not connect');
  expect(confirmation!.text).toContain('screenshot.png');
});

test("a member opens the update banner's details on What's New, dismisses it, and it stays dismissed after a reload", async ({ page }) => {
  await signInHome(page);
  await page.goto('/whats-new');
  await expect(page.getByRole('heading', { level: 1, name: "What's New" })).toBeVisible();
  const banner = page.getByRole('region', { name: /Major Update: AI Assistant & Intelligent Features/ });
  await expect(banner).toBeVisible();
  await expectNoAxeViolations(page, '/whats-new');

  const toggle = banner.getByRole('button', { name: 'View Details' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(banner.getByRole('button', { name: 'Hide Details' })).toHaveAttribute('aria-expanded', 'true');
  await expect(banner.getByRole('listitem')).toHaveCount(8);
  await expectNoAxeViolations(page, '/whats-new with the details open');
  await page.keyboard.press('Enter');
  await expect(banner.getByRole('button', { name: 'View Details' })).toHaveAttribute('aria-expanded', 'false');

  // The tabs, by keyboard.
  await page.getByRole('tab', { name: /Current Year/ }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: /Previous Years/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByRole('heading', { level: 3 }).first()).toBeVisible();

  await banner.getByRole('button', { name: 'Dismiss update banner' }).focus();
  await page.keyboard.press('Enter');
  await expect(banner).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('lastSeenUpdateVersion'))).toBe('2.5.0');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: "What's New" })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Major Update: AI Assistant & Intelligent Features', level: 2 })).toBeVisible();
  await expect(banner).toBeHidden();
  await expectNoAxeViolations(page, '/whats-new after dismissing');
});
