import { e2eNow } from './clock.ts';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signIn, test } from './helpers.ts';

// The demo account starts with no calendar: this test runs first, before the next one connects and disconnects.
test("the first-login calendar prompt: 'Remind me in 7 days' brings it back a week later, 'Skip for now' ends it; by keyboard", async ({ page }) => {
  await signIn(page);
  await expect(page).toHaveURL('/');
  const prompt = page.getByRole('dialog', { name: 'Welcome to Kindred' });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByText('Without a connected calendar, no automated Quick Connect sessions can be scheduled for you.')).toBeVisible();
  await expectNoAxeViolations(page, 'home with the calendar prompt');
  const memberId = await page.evaluate(() => JSON.parse(localStorage.getItem('kindred.user') ?? 'null')?.id as string | undefined);
  expect(memberId).toBeTruthy();
  const statusKey = `kindred.calendar-prompt.${memberId}`;

  await prompt.getByRole('button', { name: 'Remind me in 7 days' }).focus();
  await page.keyboard.press('Enter');
  await expect(prompt).toBeHidden();
  const reminder = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as { status: string; until: string } | null, statusKey);
  expect(reminder?.status).toBe('remind_later');
  const days = (Date.parse(reminder!.until) - e2eNow()) / 86_400_000;
  expect(days).toBeGreaterThan(6.9);
  expect(days).toBeLessThanOrEqual(7);

  // A week on (the reminder's date moved into the past): home asks again.
  await page.evaluate((key) => localStorage.setItem(key, JSON.stringify({ status: 'remind_later', until: new Date(Date.now() - 60_000).toISOString() })), statusKey);
  await page.reload();
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Skip for now' }).focus();
  await page.keyboard.press('Enter');
  await expect(prompt).toBeHidden();
  expect(await page.evaluate((key) => localStorage.getItem(key), statusKey)).toBe(JSON.stringify({ status: 'dismissed' }));
  await expect(page.locator('[data-widget="calendar"]').getByText('Connect Your Calendar')).toBeVisible();
});

/**
 * The calendar connection against the real server's sandbox (no outside account): Settings → Integrations,
 * the sandbox's consent page, back through /calendar/callback, Connected, the default calendar, disconnect.
 * All by keyboard; axe finds nothing on the way.
 */
test('connect the sandbox calendars through their consent page, see them on home and /events, choose the default, disconnect: by keyboard', async ({
  page,
}) => {
  await signIn(page);
  await expect(page).toHaveURL('/');

  // Google from the first-login prompt on home: the sandbox's consent page, then back home, connected.
  const prompt = page.getByRole('dialog', { name: 'Welcome to Kindred' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Connect Google Calendar' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Allow Kindred to see and edit your calendar' })).toBeVisible();
  await expect(page.getByText('demo@kindred.test')).toBeVisible();
  await expectNoAxeViolations(page, 'the sandbox consent page');
  await page.getByRole('button', { name: 'Allow' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/');
  await expect(page.getByText('Google Calendar connected successfully!')).toBeVisible();

  // Home's calendar widget: Connected, how many events are coming, and the next one with how soon it is.
  const widget = page.locator('[data-widget="calendar"]');
  await expect(widget.getByText('Connected', { exact: true })).toBeVisible();
  await expect(widget.getByText(/^\d+ upcoming$/)).toBeVisible();
  const next = widget.getByRole('region', { name: 'Next Event' });
  await expect(next).toBeVisible();
  await expect(next.getByText(/^(in \d+ days?|in \d+h( \d+m)?|in \d+m|starting soon|happening now|tomorrow)$/)).toBeVisible();
  await expect(prompt).toHaveCount(0);
  await expectNoAxeViolations(page, 'home with a calendar connected');
  // 'View Full Calendar' by keyboard: the member's week on /events.
  await widget.getByRole('link', { name: 'View Full Calendar' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();

  // Outlook from Settings → Integrations.
  await page.goto('/settings?tab=integrations');
  const connect = page.getByRole('button', { name: 'Connect Outlook Calendar' });
  await expect(connect).toBeEnabled();
  await connect.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Allow Kindred to see and edit your calendar' })).toBeVisible();
  await page.getByRole('button', { name: 'Allow' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/settings?tab=integrations');
  await expect(page.getByText('Microsoft Outlook connected successfully!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Disconnect Outlook Calendar' })).toBeVisible();
  await expect(page.getByText('Connected', { exact: true })).toHaveCount(2);

  // The member's week on /events, from the sandbox: their repeating stand-up is there, and axe finds nothing.
  await page.goto('/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  await expect(page.getByText('Loading calendar...')).toHaveCount(0);
  await expect(page.getByText('Team stand-up').first()).toBeVisible();
  await expectNoAxeViolations(page, '/events with both calendars connected');
  // The week, then the day: each event drawn at its time, and seen.
  await expect(page.getByRole('radio', { name: 'Week' })).toBeChecked();
  await expectEventsAtTheirTimes(page, 'week');
  await page.getByRole('radio', { name: 'Day' }).click();
  await expect(page.getByRole('radio', { name: 'Day' })).toBeChecked();
  await expectEventsAtTheirTimes(page, 'day');
  await page.goto('/settings?tab=integrations');

  // Google was the only calendar first, so it became the default by itself; Outlook is chosen by keyboard.
  const group = page.getByRole('radiogroup', { name: 'Default Calendar for Quick Connect' });
  await expect(group.getByRole('radio', { name: 'Google Calendar' })).toBeChecked();
  await group.getByRole('radio', { name: 'Google Calendar' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(group.getByRole('radio', { name: 'Outlook Calendar' })).toBeChecked();
  await expect(page.getByText('Default calendar set to Outlook')).toBeVisible();
  await expectNoAxeViolations(page, 'Integrations with both calendars connected');

  // Disconnect each, confirming in the dialog (focus starts on Cancel); each says so in a toast, seen while it stays.
  for (const [card, said] of [
    ['Google Calendar', 'Google Calendar disconnected successfully'],
    ['Outlook Calendar', 'Microsoft Outlook disconnected successfully'],
  ] as const) {
    await page.getByRole('button', { name: `Disconnect ${card}` }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: `Disconnect ${card}?` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Disconnect' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    // The button that opened the confirmation is gone; the keyboard goes on from the card's Connect button.
    await expect(page.getByRole('button', { name: `Connect ${card}` })).toBeFocused();
    await expect(page.getByText(said)).toBeVisible();
  }
  await expect(page.getByText('No calendars connected yet')).toBeVisible();
  // Home says so too.
  await page.goto('/');
  await expect(page.locator('[data-widget="calendar"]').getByText('Connect Your Calendar')).toBeVisible();
  await page.goto('/settings?tab=integrations');

  // A consent cancelled on the consent page says so and connects nothing. (The button is enabled once the card
  // knows the calendar's state.)
  const connectGoogle = page.getByRole('button', { name: 'Connect Google Calendar' });
  await expect(connectGoogle).toBeEnabled();
  await connectGoogle.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL('/settings?tab=integrations');
  await expect(page.getByText('Google Calendar connection cancelled')).toBeVisible();
  await expect(page.getByText('No calendars connected yet')).toBeVisible();
});

/**
 * In the week or day view on /events, every timed event's block starts where its start time is on the hour grid
 * (its box's top against its day column's, which runs from midnight to midnight, within 2 px), is as tall as it
 * lasts (where the block shows its end), and can be seen: an opaque background and opaque text. The time is the one
 * the block itself shows ('3:00 PM – 3:15 PM', or '3:00 PM' in a block too short for both). A bundle that drops the calendar's inline styles draws every event at midnight, transparent.
 */
async function expectEventsAtTheirTimes(page: Page, view: 'week' | 'day') {
  const blocks = page.locator('.sx__time-grid-day .sx__time-grid-event');
  await expect(blocks.first()).toBeVisible();
  const drawn = await blocks.evaluateAll((elements) =>
    elements.map((block) => {
      const column = block.closest('.sx__time-grid-day')!.getBoundingClientRect();
      const box = block.getBoundingClientRect();
      const style = getComputedStyle(block);
      const title = block.querySelector('.sx__time-grid-event-title');
      return {
        title: title?.textContent ?? '',
        time: block.querySelector('.sx__time-grid-event-time')?.textContent ?? '',
        offset: box.top - column.top,
        height: box.height,
        columnHeight: column.height,
        background: style.backgroundColor,
        text: title ? getComputedStyle(title).color : '',
        opacity: style.opacity,
      };
    }),
  );
  const minutes = (clock: string) => {
    const [, hour, minute, half] = /(\d{1,2}):(\d{2})\s*([AP]M)/.exec(clock)!;
    return ((Number(hour) % 12) + (half === 'PM' ? 12 : 0)) * 60 + Number(minute);
  };
  const opaque = (colour: string) => !/^rgba\(.*,\s*0\)$/.test(colour) && colour !== 'transparent';
  expect(drawn.length, `${view}: events drawn`).toBeGreaterThan(0);
  for (const event of drawn) {
    // '3:00 PM – 3:15 PM', or for a block too short for both, '3:00 PM'.
    const [from, to] = event.time.split('–');
    const where = `${view}: ${event.title} at ${event.time}`;
    expect(from, `${where}: the block shows its time`).toMatch(/\d:\d{2}\s*[AP]M/);
    const pixelsPerMinute = event.columnHeight / (24 * 60);
    expect(Math.abs(event.offset - minutes(from!) * pixelsPerMinute), `${where}: its top on the grid`).toBeLessThanOrEqual(2);
    expect(event.height, `${where}: its height`).toBeGreaterThan(0);
    if (to) {
      const length = (minutes(to) - minutes(from!) + 24 * 60) % (24 * 60);
      expect(Math.abs(event.height - length * pixelsPerMinute), `${where}: its height`).toBeLessThanOrEqual(2);
    }
    expect(opaque(event.background), `${where}: its background (${event.background})`).toBe(true);
    expect(opaque(event.text), `${where}: its text (${event.text})`).toBe(true);
    expect(event.opacity, `${where}: its opacity`).toBe('1');
  }
}
