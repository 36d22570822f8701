import { expect, expectNoAxeViolations, signInHome, test } from './helpers.ts';

/**
 * The demo member's connections against the real server: search, filter and sort; a profile with why we matched
 * and the match analysis; 'New' gone after opening, and still gone after a reload; an icebreaker copied. By keyboard,
 * axe clean.
 */
test('connections: search, filter and sort, open a new match, read why we matched and the analysis, copy an icebreaker; by keyboard', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInHome(page);
  await page.goto('/connections');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Connections' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Connections' });
  await expect(list).toBeVisible();
  const names = () => list.getByRole('heading', { level: 2 }).allTextContents();
  const all = await names();
  expect(all.length).toBeGreaterThan(1);
  await expectNoAxeViolations(page, '/connections');

  // Search by name, typed.
  const search = page.getByRole('searchbox', { name: 'Search connections' });
  await search.focus();
  const first = all[0]!;
  await page.keyboard.type(first.split(' ')[0]!.toLowerCase());
  await expect.poll(names).toEqual(all.filter((name) => name.toLowerCase().includes(first.split(' ')[0]!.toLowerCase())));
  await page.keyboard.press('Escape');
  await expect.poll(names).toEqual(all);

  // Sort by name, by keyboard: the list is in name order.
  // The browser's own select: typing an option's first letters chooses it.
  await page.getByRole('combobox', { name: 'Sort by' }).focus();
  await page.keyboard.type('Name');
  await expect.poll(names).toEqual([...all].sort((a, b) => a.localeCompare(b)));
  await expect(page).toHaveURL(/sort=name/);

  // Only the new ones: the filter, by keyboard.
  await page.getByRole('button', { name: 'Filter', exact: true }).focus();
  await page.keyboard.press('Enter');
  const filters = page.getByRole('dialog', { name: 'Filter connections' });
  await filters.getByRole('radio', { name: 'New' }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/view=new/);
  // The demo member has opened none yet (the seed marks none viewed): every one is new.
  await expect(page.getByRole('list', { name: 'Active filters' })).toBeVisible();
  await expect.poll(async () => (await names()).length).toBe(all.length);
  const fresh = await names();
  expect(fresh.length).toBeGreaterThan(0);

  // Open the first new one by keyboard: why we matched, then the analysis.
  const name = fresh[0]!;
  await page.getByRole('button', { name: `View Profile: ${name}` }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Why we matched you' })).toBeVisible();
  const firstName = name.split(' ')[0]!;
  await expect(dialog.getByText(new RegExp(firstName)).first()).toBeVisible();
  await expectNoAxeViolations(page, 'a connection profile');
  await dialog.getByRole('tab', { name: 'Overview' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('tab', { name: 'Match Analysis' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByText(/^Overall: \d+% match/)).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Trait by trait' }).getByRole('listitem')).toHaveCount(6);

  // An icebreaker, copied in one action.
  await dialog.getByRole('button', { name: 'Suggest Icebreaker' }).focus();
  await page.keyboard.press('Enter');
  const icebreakers = dialog.getByRole('region', { name: 'Icebreakers' });
  await expect(icebreakers.getByRole('listitem')).toHaveCount(3);
  const copy = icebreakers.getByRole('button', { name: /^Copy: / }).first();
  const text = (await copy.getAttribute('aria-label'))!.replace(/^Copy: /, '');
  await copy.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Icebreaker copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // 'New' is gone from it, and stays gone after a reload (the server recorded it).
  await expect.poll(names).not.toContain(name);
  await page.reload();
  // Loaded (the count says how many of all are shown; none may be, if that was the only new one) and not there.
  await expect(page.getByText(/^Showing \d+ of \d+ connections$/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name })).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect.poll(names).toContain(name);
});
