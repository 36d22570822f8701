import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { installTestClock } from './clock.ts';

export { expect };

/**
 * Every test fails on a content security policy violation: the server's page
 * policy must let the app do all it does, and nothing more is allowed.
 */
export const test = base.extend<{ contentSecurityPolicy: void; testClock: boolean }>({
  /** Each test's browser runs on the tests' clock (clock.ts), as the server does; a test that starts its own server may opt out. */
  testClock: [true, { option: true }],
  context: async ({ context, testClock }, provide) => {
    if (testClock) await installTestClock(context);
    await provide(context);
  },
  contentSecurityPolicy: [
    async ({ page }, use) => {
      const violations: string[] = [];
      // The browser's own report of each violation, on every page the test opens.
      await page.exposeFunction('__reportCspViolation', (violation: string) => violations.push(violation));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportCspViolation(violation: string): void }).__reportCspViolation;
          report(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`);
        });
      });
      await use();
      expect(violations, 'content security policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export const DEMO = { email: 'demo@kindred.test', password: 'Demo-password-1' };
export const MFA = { email: 'mfa@kindred.test', password: 'Demo-password-1' };

/** The newest 6-digit code mailed to `to`, read from the development mailbox API. */
export async function latestCode(page: Page, to: string, after?: string): Promise<{ code: string; id: string }> {
  let found: { code: string; id: string } | null = null;
  await expect
    .poll(async () => {
      const response = await page.request.get(`/v1/dev/mailbox?to=${encodeURIComponent(to)}`);
      const { messages } = (await response.json()) as { messages: { id: string; text: string }[] };
      const newest = messages[0];
      const code = newest?.text.match(/\b(\d{6})\b/)?.[1];
      found = newest && code && newest.id !== after ? { code, id: newest.id } : null;
      return found !== null;
    })
    .toBe(true);
  return found!;
}

export async function newestMailId(page: Page, to: string): Promise<string | undefined> {
  const response = await page.request.get(`/v1/dev/mailbox?to=${encodeURIComponent(to)}`);
  const { messages } = (await response.json()) as { messages: { id: string }[] };
  return messages[0]?.id;
}

export async function signIn(page: Page, account = DEMO) {
  await page.goto('/auth/sign-in');
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * The first-login calendar prompt, answered 'Skip for now' (the demo accounts have no calendar, and each test's
 * browser is new, so it opens on the first visit to home). Waits for home to decide: the prompt, or a calendar
 * already connected (the widget's Connected marker), in which case there is no prompt.
 */
export async function answerCalendarPrompt(page: Page, { byKeyboard = false } = {}) {
  const prompt = page.getByRole('dialog', { name: 'Welcome to Kindred' });
  const connected = page.locator('[data-widget="calendar"]').getByText('Connected', { exact: true });
  await expect(prompt.or(connected)).toBeVisible();
  if (await prompt.isVisible()) {
    const skip = prompt.getByRole('button', { name: 'Skip for now' });
    if (byKeyboard) {
      await skip.focus();
      await page.keyboard.press('Enter');
    } else {
      await skip.click();
    }
    await expect(prompt).toBeHidden();
  }
}

/** Signs in, lands on home, and answers the calendar prompt: where most journeys start. */
export async function signInHome(page: Page, account = DEMO) {
  await signIn(page, account);
  await expect(page).toHaveURL('/');
  await answerCalendarPrompt(page);
}

/**
 * Axe with every rule it enables by default: WCAG 2.0, 2.1 and 2.2 A and AA, and its best practices (landmarks,
 * heading order, region, unique names); the page must have no violation. `where` names the page in a failure;
 * `only` runs just the rules named (the colour rules again, after a page already checked switches theme).
 */
export async function expectNoAxeViolations(page: Page, where = page.url(), { only }: { only?: readonly string[] } = {}) {
  // react-aria's live announcer is a transient, visually hidden log whose messages point at elements by id (a
  // dialog's title, as it opens); it is not page content. The stories' axe check leaves it out the same way.
  // Legacy mode runs axe in the page itself. The default runs it frame by frame, then opens a blank page to merge
  // the frames' results, which cost more than the check (about half of each run here); the app has no frames.
  // Only violations are kept: axe then skips building a selector for every node that passed.
  const builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] }).exclude('[data-live-announcer]');
  if (only) builder.withRules([...only]);
  const results = await builder.analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map(describeNode).join(', ')}`),
    `axe violations on ${where}`,
  ).toEqual([]);
}

/** A node axe found: its selector, and for a colour rule the colours and the ratio it measured (what a fix needs). */
function describeNode(node: { target: unknown[]; any: { data?: unknown }[] }): string {
  const data = node.any[0]?.data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | null | undefined;
  const colours = data?.fgColor ? ` (${data.fgColor} on ${data.bgColor}, ${data.contrastRatio}:1)` : '';
  return `${node.target.join(' ')}${colours}`;
}
