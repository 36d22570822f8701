import { expect, signIn, test } from './helpers.ts';

/** Every route of the route table that names a page, signed in (the public ones are below). */
const SIGNED_IN_ROUTES = [
  '/',
  '/settings',
  '/connections',
  '/insights',
  '/chat',
  '/community',
  '/activities',
  '/quick-connect',
  '/resources',
  '/achievements',
  '/events',
  '/challenges',
  '/whats-new',
  '/support',
  '/calendar/callback',
  '/ai-dev-demo',
  '/calendar-debug',
  '/dev/ai-analytics',
  '/no-such-page',
];
const PUBLIC_ROUTES = ['/auth/sign-in', '/auth/forgot-password', '/terms', '/privacy'];

test('every route has a title of its own, "{Page} · Kindred"', async ({ page }) => {
  const titles = new Map<string, string>();
  for (const path of PUBLIC_ROUTES) {
    await page.goto(path);
    await expect(page).toHaveTitle(/^.+ · Kindred$/);
    titles.set(path, await page.title());
  }
  await signIn(page);
  await expect(page).toHaveTitle('My Persona · Kindred');
  for (const path of SIGNED_IN_ROUTES) {
    await page.goto(path);
    await expect(page).toHaveTitle(/^.+ · Kindred$/);
    titles.set(path, await page.title());
  }
  expect(new Set(titles.values()).size, JSON.stringify(Object.fromEntries(titles), null, 1)).toBe(titles.size);
});

test('the skip link comes first and takes the keyboard to the page; a navigation moves focus to the new page', async ({ page }) => {
  await signIn(page);
  await expect(page).toHaveURL('/');
  await expect(page).toHaveTitle('My Persona · Kindred');
  // Sign-in does not leave focus on the body.
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');

  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main-content')).toBeFocused();

  // Through the sidebar to another page: focus lands on that page's heading, and the change is announced.
  await page.getByRole('link', { name: 'Resources' }).click();
  await expect(page).toHaveTitle('Resources · Kindred');
  await expect(page.getByRole('heading', { level: 1, name: 'Resources' })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Resources' })).toHaveCount(1);
});
