import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signInHome, test } from './helpers.ts';

/**
 * The resources library and the community challenges against `npm start`: search and filter by keyboard, kept in
 * the address over a reload, and a resource opened in a new tab; /challenges with its sample challenges. Axe clean.
 */

const resourceTitles = (page: Page) =>
  page.getByRole('list', { name: 'Resources' }).getByRole('heading', { level: 2 });

test('a member searches and filters the resources by keyboard, keeps them over a reload, clears them and opens a resource in a new tab', async ({
  page,
  context,
}) => {
  // The resource's own site is not part of this test: answer it here, so the new tab loads without the network.
  await context.route('https://larahogan.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>The Feedback Equation</title>' }));
  await signInHome(page);
  await page.goto('/resources');
  await expect(page.getByRole('heading', { level: 1, name: 'Resources' })).toBeVisible();
  const all = await resourceTitles(page).count();
  expect(all).toBeGreaterThanOrEqual(12);
  await expectNoAxeViolations(page, '/resources');

  // Search, by keyboard.
  await page.getByRole('searchbox', { name: 'Search resources' }).focus();
  await page.keyboard.type('feedback');
  await expect(page).toHaveURL(/[?&]q=feedback/);
  const found = await resourceTitles(page).count();
  expect(found).toBeGreaterThan(1);
  expect(found).toBeLessThan(all);

  // Then the type: Tab into the group (onto All, the selected one), arrow to Articles, Space.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: 'All' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Articles' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: 'Articles' })).toBeChecked();
  await expect(page).toHaveURL(/[?&]type=articles/);
  await expect(resourceTitles(page)).toHaveText(['Questions for our first 1:1', 'The Feedback Equation']);

  // The address keeps both over a reload.
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search resources' })).toHaveValue('feedback');
  await expect(page.getByRole('radio', { name: 'Articles' })).toBeChecked();
  await expect(resourceTitles(page)).toHaveText(['Questions for our first 1:1', 'The Feedback Equation']);

  // Nothing found, then the link that clears both.
  await page.getByRole('radio', { name: 'Videos' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('No resources found matching your criteria.')).toBeVisible();
  await expectNoAxeViolations(page, '/resources with nothing found');
  await page.getByRole('link', { name: 'Clear search and filter' }).focus();
  await page.keyboard.press('Enter');
  await expect(resourceTitles(page)).toHaveCount(all);
  await expect(page.getByRole('searchbox', { name: 'Search resources' })).toHaveValue('');
  await expect(page).toHaveURL(/\/resources$/);

  // Open one: a new tab, with no handle back to this one.
  await page.getByRole('searchbox', { name: 'Search resources' }).focus();
  await page.keyboard.type('feedback equation');
  const view = page.getByRole('link', { name: 'View Resource: The Feedback Equation (opens in a new tab)' });
  await expect(view).toHaveAttribute('target', '_blank');
  await expect(view).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(view).toHaveAttribute('href', 'https://larahogan.me/blog/feedback-equation/');
  await view.focus();
  const [opened] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);
  await opened.waitForLoadState();
  expect(opened.url()).toBe('https://larahogan.me/blog/feedback-equation/');
  expect(await opened.evaluate(() => window.opener)).toBeNull();
  await opened.close();
  await expect(page).toHaveURL(/\/resources/);
});

test('/challenges shows the sample community challenges behind the premium wrapper; joining works by keyboard; axe clean', async ({ page }) => {
  await signInHome(page);
  await page.goto('/challenges');
  await expect(page.getByRole('heading', { level: 1, name: 'Community Challenges' })).toBeVisible();
  const wrapper = page.getByRole('region', { name: 'Sample challenges' });
  await expect(wrapper.getByText('Premium', { exact: true })).toBeVisible();
  await expect(wrapper.getByText(/These are sample challenges/)).toBeVisible();
  await expect(page.getByRole('tab', { name: /Active Challenges/ })).toHaveAttribute('aria-selected', 'true');
  await expectNoAxeViolations(page, '/challenges');

  const join = page.getByRole('button', { name: /^Join Challenge: / }).first();
  const name = (await join.getAttribute('aria-label'))!.replace('Join Challenge: ', '');
  await join.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: `Leave Challenge: ${name}` })).toBeFocused();

  await page.getByRole('tab', { name: /Active Challenges/ }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: /Completed/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('list', { name: 'Completed' }).getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expectNoAxeViolations(page, '/challenges, Completed');
});
