import type { Browser, Route } from '@playwright/test';
import { DEMO, expect, test } from './helpers.ts';
import { installTestClock } from './clock.ts';

/**
 * A failing profile call ends: whatever the failure, the home
 * page makes the first call and at most one retry, then shows the
 * error screen and asks no more, though 15 s more pass on its clock; a missing profile says so; the shell stays
 * usable; a failure shows one toast, never a stack of the same one. The 15 s are the browser's (Playwright's clock,
 * moved on by the test), not the machine's: a busy machine makes the page slower, not the rule different.
 */
const PROFILE_CALL = /\/v1\/user-profile\?type=userSpecific/;
const WINDOW_MS = 15_000;

type Cause = { name: string; answer: (route: Route) => Promise<void>; screen: RegExp; toast?: string };

const CAUSES: Cause[] = [
  {
    name: 'a 500',
    answer: (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Internal server error"}' }),
    screen: /Unable to load profile data/,
    toast: 'Server error occurred. Please try again later.',
  },
  {
    name: 'a 404',
    answer: (route) => route.fulfill({ status: 404, contentType: 'application/json', body: '{"error":"User profile not found"}' }),
    screen: /User profile not found/,
  },
  {
    name: 'a network failure',
    answer: (route) => route.abort('internetdisconnected'),
    screen: /Unable to load profile data/,
    toast: 'Connection issue. Please check your internet and try again.',
  },
  {
    name: 'a 429',
    answer: (route) =>
      route.fulfill({ status: 429, contentType: 'application/json', headers: { 'Retry-After': '5' }, body: '{"error":"Too many requests"}' }),
    screen: /Unable to load profile data/,
  },
  { name: 'an empty 200', answer: (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{}' }), screen: /Unable to load profile data/ },
];

async function homeWithFailingProfile(browser: Browser, cause: Cause) {
  const context = await browser.newContext();
  await installTestClock(context);
  const page = await context.newPage();
  let calls = 0;
  // Sign in for real, then make the profile call fail from the first time home asks for it.
  await page.goto('/auth/sign-in');
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO.password);
  await page.route(PROFILE_CALL, (route) => {
    calls += 1;
    return cause.answer(route);
  });
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The toast comes with the first failure and stays its few seconds on the page's clock: looked for from the
  // click, beside the error screen, rather than after it (on a busy machine the retry can outlast the toast).
  await Promise.all([
    expect(page.getByRole('heading', { level: 2, name: 'Unable to Load Profile' })).toBeVisible(),
    cause.toast ? expect(page.getByText(cause.toast).first()).toBeVisible() : undefined,
  ]);
  // The failures so far (the call and its retry) leave one toast, never one each.
  if (cause.toast) expect(await page.getByText(cause.toast).count()).toBeLessThanOrEqual(1);
  return { context, page, calls: () => calls };
}

test('a failing profile call ends in the error screen after at most one retry, whatever the failure', async ({ browser }) => {
  // The five causes side by side, each in a browser context of its own.
  const runs = await Promise.all(
    CAUSES.map(async (cause) => {
      const run = await homeWithFailingProfile(browser, cause);
      // 15 s more on the page's clock, every timer due in them fired: nothing more may be asked.
      await run.context.clock.runFor(WINDOW_MS);
      return { cause, ...run };
    }),
  );
  for (const { cause, page, calls, context } of runs) {
    expect(calls(), `${cause.name}: calls`).toBeGreaterThanOrEqual(1);
    expect(calls(), `${cause.name}: calls`).toBeLessThanOrEqual(2);
    await expect(page.getByRole('main')).toContainText(cause.screen);
    await expect(page.getByRole('button', { name: 'Refresh Page' })).toBeVisible();
    await expect(page.getByText('If this persists, try logging out and back in.')).toBeVisible();
    // The shell stays usable: its navigation leads to another page.
    await page.getByRole('link', { name: 'Integrations' }).click();
    await expect(page).toHaveURL(/\/settings/);
    await context.close();
  }
});
