import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signInHome, test } from './helpers.ts';

/**
 * Achievements, the guided tour and home's live widgets against `npm start`, as the demo member Jordan, who has
 * marked no activity before this journey: the suite runs its files in order, and only the account journeys (which
 * only sign in) come before. (The e-mail-code account is kept for the journeys that need a second member: its
 * codes are limited to five per ten minutes, as any account's are.) By keyboard, axe clean.
 */

/** Presses ArrowRight until the tour shows `title` (the dialog named by its step's title). */
async function nextStep(page: Page, title: string) {
  await page.keyboard.press('ArrowRight');
  const step = page.getByRole('dialog', { name: title, exact: true });
  await expect(step).toBeVisible();
  // Focus is in the step (on the dialog or one of its buttons), so the keyboard goes on from here.
  await expect.poll(() => step.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  return step;
}

test('a member takes the tour by keyboard, earns First Activity by marking an activity done, sees it on /achievements and in Recent Activity, pins a goal, and finds it all after signing out and in', async ({
  page,
}) => {
  await signInHome(page);

  // Home: every widget is live (no coming-soon slot left).
  await expect(page.getByRole('heading', { level: 2, name: 'Recent Activity' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Smart Recommendations' })).toBeVisible();
  await expect(page.getByText('Coming Soon')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Recommended for you' })).toBeVisible();

  // The guided tour, by keyboard: the button appears after a second; eleven steps; the trait step shows its tip, then
  // opens a trait, and closing it carries on.
  const launcher = page.getByRole('button', { name: 'Take the guided tour' });
  await expect(launcher).toBeVisible();
  await launcher.focus();
  await page.keyboard.press('Enter');
  const welcome = page.getByRole('dialog', { name: 'Welcome to Kindred', exact: true });
  await expect(welcome).toContainText('Step 1 of 11');
  await expectNoAxeViolations(page, 'the tour');
  await nextStep(page, 'Your personality profile');
  await expect(await nextStep(page, 'Explore a trait')).toContainText('Close the trait to carry on.');
  await page.keyboard.press('ArrowRight');
  const trait = page.getByRole('dialog').filter({ hasText: /Band:/ });
  await expect(trait).toBeVisible();
  await page.keyboard.press('Escape');
  const connections = page.getByRole('dialog', { name: 'Your connections', exact: true });
  await expect(connections).toBeVisible();
  await expect.poll(() => connections.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  for (const title of ['Activities', 'Community', 'Messages', 'Your progress', 'Recent activity', 'Smart recommendations']) {
    await nextStep(page, title);
  }
  const last = await nextStep(page, 'You are all set');
  await expect(last).toContainText('Step 11 of 11');
  await last.getByRole('button', { name: 'Finish' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Walkthrough completed!')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('walkthroughCompleted'))).toBe('true');

  // Mark an activity done: 'First Activity' is awarded, with its toast.
  await page.goto('/activities?activity=gratitude%20share');
  const activity = page.getByRole('dialog', { name: 'Gratitude Share' });
  await expect(activity).toBeVisible();
  await activity.getByRole('button', { name: 'Mark as done' }).focus();
  await page.keyboard.press('Enter');
  await expect(activity.getByRole('button', { name: 'Done today' })).toBeDisabled();
  await expect(page.getByText('Achievement unlocked: First Activity')).toBeVisible();
  await page.keyboard.press('Escape');

  // /achievements: earned, with its points.
  await page.goto('/achievements');
  await expect(page.getByRole('heading', { level: 1, name: 'Achievements' })).toBeVisible();
  const recent = page.getByRole('region', { name: 'Recently Earned' });
  await expect(recent.getByText('First Activity')).toBeVisible();
  await expectNoAxeViolations(page, '/achievements');

  // Pin a goal from the details dialog, by keyboard.
  const catalogue = page.getByRole('region', { name: 'All Achievements' });
  const target = catalogue.getByRole('button', { name: /Activity Streaker/ });
  await target.focus();
  await page.keyboard.press('Enter');
  const details = page.getByRole('dialog', { name: 'Activity Streaker' });
  await expect(details).toBeVisible();
  await expectNoAxeViolations(page, 'an achievement in full');
  await details.getByRole('button', { name: 'Pin as goal' }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await expect(page.getByRole('region', { name: 'Pinned' }).getByText('Activity Streaker')).toBeVisible();

  // Recent Activity on home shows the award.
  await page.goto('/');
  await expect(page.getByRole('list', { name: 'Your recent activity, newest first' }).getByText('Achievement unlocked: First Activity')).toBeVisible();

  // Sign out (local storage cleared) and in again: the award, the points and the pin are still there.
  await page.getByRole('button', { name: 'Jordan Ellis' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  await signInHome(page);
  await page.goto('/achievements');
  await expect(page.getByRole('region', { name: 'Recently Earned' }).getByText('First Activity')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pinned' }).getByText('Activity Streaker')).toBeVisible();
  // The award was shown once: no second toast after signing in again.
  await expect(page.getByText('Achievement unlocked: First Activity')).toHaveCount(0);
});
