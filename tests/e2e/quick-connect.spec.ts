import { expect, expectNoAxeViolations, signIn, test } from './helpers.ts';

/**
 * Activities and Quick Connect against `npm start` with the sandbox calendars: browse and search the catalogue,
 * open an activity from a link that names it, mark it done; book a Quick Connect from the wizard and from a
 * connection's card, see it on home and on /events, and move it. By keyboard, axe clean.
 */
test('activities and Quick Connect: browse, open by link, mark done; book from the wizard and from a connection, see it, reschedule it; by keyboard', async ({
  page,
}) => {
  await signIn(page);
  await expect(page).toHaveURL('/');
  // Google from the first-login prompt: the sandbox's consent page, and back.
  const prompt = page.getByRole('dialog', { name: 'Welcome to Kindred' });
  await prompt.getByRole('button', { name: 'Connect Google Calendar' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Allow' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Google Calendar connected successfully!')).toBeVisible();

  // The catalogue: searched by keyboard.
  await page.goto('/activities');
  const cards = page.getByRole('list', { name: 'Activities' });
  await expect(cards.getByRole('heading', { level: 2 })).toHaveCount(46);
  await expectNoAxeViolations(page, '/activities');
  await page.getByRole('searchbox', { name: 'Search activities' }).focus();
  await page.keyboard.type('gratitude');
  await expect(cards.getByRole('heading', { level: 2 }).first()).toContainText(/Gratitude/);

  // A link naming an activity, partially and in another case, opens it; 'Mark as done' is recorded once today.
  await page.goto('/activities?activity=MAGIC%20quest');
  const magic = page.getByRole('dialog', { name: 'Magic Questions' });
  await expect(magic).toBeVisible();
  await expect(magic.getByRole('heading', { name: 'Directions' })).toBeVisible();
  await expectNoAxeViolations(page, 'an activity in full');
  await magic.getByRole('button', { name: 'Mark as done' }).focus();
  await page.keyboard.press('Enter');
  await expect(magic.getByRole('button', { name: 'Done today' })).toBeDisabled();
  await page.keyboard.press('Escape');
  // Still done after a reload: it is the server's record.
  await page.goto('/activities?activity=magic');
  await expect(page.getByRole('dialog', { name: 'Magic Questions' }).getByRole('button', { name: 'Done today' })).toBeDisabled();
  await page.keyboard.press('Escape');

  // The wizard: an activity, a colleague, a time both are free, confirmed.
  await page.goto('/quick-connect');
  await expect(page.getByRole('heading', { level: 2, name: 'Choose an activity' })).toBeVisible();
  await expectNoAxeViolations(page, '/quick-connect');
  const firstActivity = page.getByRole('radiogroup', { name: 'Activity' }).getByRole('radio').first();
  await firstActivity.focus();
  await page.keyboard.press('Space');
  const activityName = (await page.getByRole('radiogroup', { name: 'Activity' }).locator('label').first().textContent())!;
  await page.getByRole('button', { name: 'Next' }).focus();
  await page.keyboard.press('Enter');
  // The demo organisation works from Lisbon, Toronto and Nairobi: a colleague whose working day never meets the
  // demo member's (Toronto and Nairobi) has no mutual time, which the step says; then the next colleague.
  const times = page.getByRole('radiogroup', { name: 'Time' });
  const noMutualTime = page.getByText('No mutual availability found. Try adjusting your calendar or selecting a different activity.');
  for (let index = 0; ; index++) {
    expect(index, 'a colleague with some time in common').toBeLessThan(8);
    await page.getByRole('radiogroup', { name: 'Colleague' }).getByRole('radio').nth(index).focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Next' }).focus();
    await page.keyboard.press('Enter');
    await expect(times.or(noMutualTime)).toBeVisible();
    if (await times.isVisible()) break;
    await page.getByRole('button', { name: 'Back' }).focus();
    await page.keyboard.press('Enter');
  }
  await expect(times.getByText(/% match/).first()).toBeVisible();
  await times.getByRole('radio').first().focus();
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: 'Schedule Quick Connect' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Confirmed' })).toBeVisible();
  const scheduled = page.getByRole('status').getByText(/^Quick Connect Scheduled! /);
  await expect(scheduled).toBeVisible();
  const withWhom = (await scheduled.textContent())!.replace('Quick Connect Scheduled! ', '');
  expect(activityName).toContain(withWhom.split(' with ')[0]!);
  await expectNoAxeViolations(page, 'a Quick Connect confirmed');

  // Home's widget and /events have it.
  await page.goto('/');
  const widget = page.locator('[data-widget="calendar"]');
  await expect(widget.getByText(`Quick Connect: ${withWhom}`).first()).toBeVisible();
  await page.goto('/events');
  await expect(page.getByText('Loading calendar...')).toHaveCount(0);
  await expect(page.getByText(`Quick Connect: ${withWhom}`).first()).toBeVisible();

  // From a connection's card: the Quick Connect dialog, Choose, Time, Done (the first connection with time in common).
  await page.goto('/connections');
  const dialog = page.getByRole('dialog', { name: 'Quick Connect' });
  const dialogTimes = dialog.getByRole('radiogroup', { name: 'Time' });
  let partner: string;
  for (let index = 0; ; index++) {
    const card = page.getByRole('list', { name: 'Connections' }).getByRole('button', { name: /^Quick Connect with / }).nth(index);
    await expect(card, 'a connection with some time in common').toBeVisible();
    partner = (await card.getAttribute('aria-label'))!.replace('Quick Connect with ', '');
    await card.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Surprise Me' }).focus();
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Next' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialogTimes.or(dialog.getByText(/^No mutual availability found/))).toBeVisible();
    if (await dialogTimes.isVisible()) break;
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
  await dialogTimes.getByRole('radio').first().focus();
  await page.keyboard.press('Space');
  await dialog.getByRole('button', { name: 'Schedule Quick Connect' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByText(new RegExp(`^Quick Connect Scheduled! .+ with ${partner}$`))).toBeVisible();
  await expect(page.getByText('Quick Connect scheduled successfully!')).toBeVisible();
  await expectNoAxeViolations(page, 'the Quick Connect dialog, done');
  await dialog.getByRole('button', { name: 'Done' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();

  // Moved from home: the next Quick Connect, to another time both are free.
  await page.goto('/');
  const reschedule = widget.getByRole('button', { name: /^Reschedule Quick Connect: / }).first();
  await expect(reschedule).toBeVisible();
  await reschedule.focus();
  await page.keyboard.press('Enter');
  const move = page.getByRole('dialog', { name: 'Reschedule Quick Connect' });
  const newTimes = move.getByRole('radiogroup', { name: 'New time' });
  await expect(newTimes.getByRole('radio').first()).toBeVisible();
  await newTimes.getByRole('radio').nth(1).focus();
  await page.keyboard.press('Space');
  await move.getByRole('button', { name: 'Reschedule' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Event rescheduled successfully!')).toBeVisible();

  // Leave the demo member as the next journey expects: no calendar.
  await page.goto('/settings?tab=integrations');
  await page.getByRole('button', { name: 'Disconnect Google Calendar' }).focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: 'Disconnect Google Calendar?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Connect Google Calendar' })).toBeFocused();
});
