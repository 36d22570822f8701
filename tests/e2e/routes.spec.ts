import type { Page } from '@playwright/test';
import { AXE_COLOUR_RULES } from '../axe-colour-rules.ts';
import { expect, expectNoAxeViolations, MFA, signIn, signInHome, test } from './helpers.ts';

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
  '/questionnaire',
  '/events',
  '/challenges',
  '/whats-new',
  '/support',
  '/admin',
  '/calendar/callback',
  '/no-such-page',
];
// The developer pages (/ai-dev-demo, /calendar-debug, /dev/ai-analytics) are not in the production build the suite
// runs: production.spec.ts checks that they show not-found there, and their stories check the pages themselves.
const PUBLIC_ROUTES = ['/auth/sign-in', '/auth/forgot-password', '/auth/sign-up', '/join', '/book', '/not-this-week', '/unsubscribe', '/terms', '/privacy'];

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
  await signInHome(page);
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

const HEIGHT = 800;

/** Loaded, not loading: the page's heading is there and nothing in main is still busy (a skeleton, say). */
async function settled(page: Page) {
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
}

/** A client-side navigation, as a link inside the app makes one (no reload): the router hears it and renders the page. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(path);
}

/**
 * On the page at the current URL, what only the assembled page has: the skip link is the first Tab stop and takes the
 * keyboard to the main landmark, and axe with all its default rules (WCAG A and AA and best practices: landmarks,
 * heading order, regions, unique names) finds nothing on the whole page, shell and screen together, in the light
 * theme at 1280 px. The screens themselves are checked by their stories, with axe in both themes (the themes are CSS
 * only: a page is the same document in dark, with other colours); the shell's phone layout is checked below.
 */
async function checkPage(page: Page, path: string) {
  await settled(page);
  await page.locator('body').focus();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip, `${path}: the first Tab stop`).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main-content'), `${path}: the skip link's target`).toBeFocused();
  await expect(page).toHaveURL(path);
  await settled(page);
  await expectNoAxeViolations(page, `${path} at 1280 px`);
}

test('every public route: the skip link works, and axe finds nothing on the assembled page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: HEIGHT });
  for (const path of PUBLIC_ROUTES) {
    await page.goto(path);
    await checkPage(page, path);
  }
  // The two-factor page, with a sign-in waiting for its code in this tab (as after signing in to an account that asks for one).
  await signIn(page, MFA);
  await expect(page.getByLabel(/^Verification code/)).toBeVisible();
  await page.goto('/auth/two-factor');
  await expect(page.getByRole('button', { name: 'Complete verification' })).toBeVisible();
  await checkPage(page, '/auth/two-factor');
});

test('every signed-in route: the skip link works, and axe finds nothing on the assembled page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: HEIGHT });
  await signInHome(page);
  for (const path of SIGNED_IN_ROUTES) {
    await page.goto(path);
    await checkPage(page, path);
  }
});

/**
 * Where the shell differs: on a phone it has a header with the menu button instead of the sidebar, and the drawer.
 * The public frame and the signed-in shell at 375 px, in both themes (the shell's own colours are the page's), with
 * the drawer open.
 */
test('the shell on a phone: axe finds nothing on a public page, on home, and with the navigation drawer open, in both themes', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: HEIGHT });
  const bothThemes = async (where: string) => {
    await expectNoAxeViolations(page, `${where} at 375 px`);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoAxeViolations(page, `${where} at 375 px in the dark theme`, { only: AXE_COLOUR_RULES });
    await page.emulateMedia({ colorScheme: 'light' });
  };
  await page.goto('/auth/sign-in');
  await settled(page);
  await bothThemes('/auth/sign-in');
  await signInHome(page);
  await settled(page);
  await bothThemes('/');
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  const drawer = page.getByRole('dialog', { name: 'Sidebar' });
  await expect(drawer.getByRole('link', { name: 'Resources' })).toBeVisible();
  await bothThemes('/ with the navigation drawer open');
});

test('after a navigation inside the app, focus is on the new page\'s heading, on every route', async ({ page }) => {
  // The public pages, through the links a visitor follows.
  await page.goto('/auth/sign-in');
  await settled(page);
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  for (const path of ['/terms', '/privacy', '/auth/sign-in']) {
    const before = await page.title();
    await navigateInApp(page, path);
    await expect(page).not.toHaveTitle(before);
    await expect(page.locator('main h1'), path).toBeFocused();
  }

  await signInHome(page);
  await settled(page);
  // Every signed-in route, from whatever page came before it.
  for (const path of [...SIGNED_IN_ROUTES.slice(1), '/']) {
    const before = await page.title();
    await navigateInApp(page, path);
    // The new page has rendered once its title is there (every route's title is its own): until then the old
    // page, its heading and its focus are still on screen.
    await expect(page).not.toHaveTitle(before);
    await expect(page.locator('main h1'), path).toBeFocused();
    const title = (await page.title()).replace(' · Kindred', '');
    await expect(page.getByRole('status').filter({ hasText: title }), path).toHaveCount(1);
  }
});

/** The four pages the frame is judged on (a dashboard, a form, a card grid, not-found), and the widths they are shown at. */
const FRAME_PAGES = { home: '/', settings: '/settings', resources: '/resources', 'not-found': '/no-such-page' } as const;
const FRAME_WIDTHS = [1280, 900, 375, 320] as const;

// The frame is geometry, which the themes (colours only) do not change: it is judged, and pictured, in the light theme.
test('one page frame: home, settings, resources and not-found start heading and content at one left edge; screenshots kept', async ({
  page,
}, testInfo) => {
  await signInHome(page);
  for (const width of FRAME_WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    const edges: Record<string, number> = {};
    for (const [name, path] of Object.entries(FRAME_PAGES)) {
      await page.goto(path);
      await settled(page);
      const { heading, content, overflow } = await page.evaluate(() => {
        const h1 = document.querySelector('main h1')!;
        const column = h1.closest('[data-page]')!.lastElementChild!;
        return {
          heading: h1.getBoundingClientRect().left,
          content: column.getBoundingClientRect().left,
          overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        };
      });
      expect(Math.abs(heading - content), `${name} at ${width} px: heading and content`).toBeLessThan(1);
      expect(overflow, `${name} at ${width} px: sideways scrolling`).toBeLessThanOrEqual(0);
      edges[name] = heading;
      const file = testInfo.outputPath(`${name}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      await testInfo.attach(`${name} at ${width} px`, { path: file, contentType: 'image/png' });
    }
    // Moving between the pages never moves the heading sideways.
    expect(new Set(Object.values(edges).map((left) => Math.round(left))).size, `${width} px: ${JSON.stringify(edges)}`).toBe(1);
  }
});
