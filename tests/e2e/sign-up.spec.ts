import { randomBytes } from 'node:crypto';
import { installTestClock } from './clock.ts';
import { DEMO, answerCalendarPrompt, expect, expectNoAxeViolations, latestCode, signIn, test } from './helpers.ts';

/**
 * 'Create an account' for an address whose domain the organisation allows (issue 35, "Done when"): the demo
 * administrator allows a domain in the console; a person with an address there creates an account from the sign-in
 * page, proves the address with the 6-digit code mailed to it, and lands on home as a member, invited to the
 * questionnaire. By keyboard, axe clean.
 */
test('a person whose e-mail domain the organisation allows creates an account with the e-mail code', async ({ page, browser }) => {
  // Unique per run, so that the journey can run again on the same database (test:repeat).
  const domain = `newcomers-${randomBytes(3).toString('hex')}.test`;
  const person = { email: `sam.rivera@${domain}`, firstName: 'Sam', lastName: 'Rivera', password: 'Sign-up-password-3' };

  await signIn(page, DEMO);
  await expect(page).toHaveURL('/');
  await answerCalendarPrompt(page, { byKeyboard: true });
  await page.goto('/admin?tab=invite');
  const domains = page.getByRole('textbox', { name: 'Domains' });
  await expect(domains).toBeVisible();
  const before = await domains.inputValue();
  await domains.fill([before, domain].filter(Boolean).join(', '));
  await page.getByRole('button', { name: 'Save domains' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Save domains' })).toBeEnabled();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Domains' })).toHaveValue(new RegExp(domain.replace(/\./g, '\\.')));

  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, timezoneId: 'UTC', locale: 'en-US' });
  await installTestClock(context);
  const visitor = await context.newPage();
  await visitor.goto('/auth/sign-in');
  const create = visitor.getByRole('link', { name: 'Create an account' });
  await create.focus();
  await visitor.keyboard.press('Enter');
  await expect(visitor).toHaveURL('/auth/sign-up');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  await expectNoAxeViolations(visitor, 'sign-up');
  await visitor.getByRole('textbox', { name: 'Work email' }).fill(person.email);
  await visitor.getByRole('textbox', { name: 'First name' }).fill(person.firstName);
  await visitor.getByRole('textbox', { name: 'Last name' }).fill(person.lastName);
  await visitor.getByRole('textbox', { name: 'Password', exact: true }).fill(person.password);
  await visitor.getByRole('textbox', { name: 'Confirm password' }).fill(person.password);
  await visitor.keyboard.press('Enter');

  await expect(visitor.getByRole('heading', { level: 1, name: 'Check Your Email' })).toBeVisible();
  await expectNoAxeViolations(visitor, 'sign-up, the code');
  const { code } = await latestCode(visitor, person.email);
  const field = visitor.getByRole('textbox', { name: 'Verification code' });
  await expect(field).toBeFocused();
  await visitor.keyboard.type(code);
  await visitor.keyboard.press('Enter');

  await expect(visitor).toHaveURL('/');
  await expect(visitor.getByRole('heading', { level: 1, name: `Welcome to Kindred, ${person.firstName}` })).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Take the personality questionnaire' })).toBeVisible();
  await context.close();

  // The administrator sees the new member, profile not yet complete.
  await page.goto(`/admin?tab=members`);
  await page.getByRole('searchbox', { name: 'Search members' }).fill(person.lastName);
  const row = page.getByRole('row', { name: new RegExp(`${person.firstName} ${person.lastName}`) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Questionnaire not taken');
});
