import { expect, expectNoAxeViolations, signInHome, test } from './helpers.ts';

/**
 * The demo member's community against the real server: Lumen & Co.'s directory, searched and a colleague's profile
 * read; then Lumen Labs, whose community is not open: it is coming, and nobody is listed. By keyboard, axe clean.
 */
test('community: search the directory, open a profile, switch to the closed organisation; by keyboard', async ({ page }) => {
  await signInHome(page);
  await page.goto('/community');
  await expect(page.getByRole('heading', { level: 1, name: 'Meet Your Team' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Members' });
  await expect(list).toBeVisible();
  const selector = page.getByRole('combobox', { name: 'Organization' });
  await expect(selector.getByRole('option')).toHaveText(['Lumen & Co.', 'Lumen Labs (Coming Soon)']);
  // 59 colleagues: the demo member is not listed.
  await expect(page.getByText('59 members')).toBeVisible();
  await expect(list.getByRole('listitem').first()).toHaveAttribute('aria-setsize', '59');
  await expectNoAxeViolations(page, '/community');

  // Search by a colleague's surname, typed: 'Found 1 of 59 members'.
  const first = (await list.getByRole('heading', { level: 2 }).first().textContent())!;
  const surname = first.split(' ').at(-1)!;
  await page.getByRole('searchbox', { name: 'Search members' }).focus();
  await page.keyboard.type(surname.toUpperCase());
  await expect(page.getByText(/^Found \d+ of 59 members$/)).toBeVisible();
  await expect(list.getByRole('heading', { level: 2, name: first })).toBeVisible();

  // Their profile, by keyboard.
  await list.getByRole('button', { name: `View Profile: ${first}` }).focus();
  await page.keyboard.press('Enter');
  const profile = page.getByRole('dialog', { name: first });
  await expect(profile).toBeVisible();
  await expect(profile.getByText(/% compatible$/)).toBeVisible();
  await expectNoAxeViolations(page, '/community (profile)');
  await page.keyboard.press('Escape');
  await expect(profile).toBeHidden();

  // No hit, and back.
  await page.getByRole('searchbox', { name: 'Search members' }).fill('zzzz');
  await expect(page.getByRole('heading', { name: 'No matches found' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).filter({ hasText: 'Clear search' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('59 members')).toBeVisible();

  // Lumen Labs, chosen by keyboard: its community is not open yet.
  await selector.focus();
  await page.keyboard.type('Lumen Labs');
  await expect(page.getByRole('heading', { name: 'Community Access Coming Soon' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Members' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await expectNoAxeViolations(page, '/community (coming soon)');
});
