import { answerCalendarPrompt, DEMO, expect, latestCode, MFA, newestMailId, signIn, signInHome, test } from './helpers.ts';

test.describe('sign-in', () => {
  test('signs in without a code and lands on My Persona', async ({ page }) => {
    await signInHome(page);
    await expect(page.getByRole('link', { name: 'My Persona' })).toHaveAttribute('aria-current', 'page');
  });

  test('signs in with the e-mail code read from the development mailbox', async ({ page }) => {
    const before = await newestMailId(page, MFA.email);
    await signIn(page, MFA);
    await expect(page.getByRole('button', { name: 'Verify Code' })).toBeVisible();
    const { code } = await latestCode(page, MFA.email, before);
    const codeField = page.getByRole('textbox', { name: 'Verification code' });
    await expect(codeField).toHaveAttribute('maxlength', '6');
    await codeField.fill(code);
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await expect(page).toHaveURL('/');
  });

  test('a wrong code is refused with the spec message', async ({ page }) => {
    const before = await newestMailId(page, MFA.email);
    await signIn(page, MFA);
    const { code } = await latestCode(page, MFA.email, before);
    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByRole('textbox', { name: 'Verification code' }).fill(wrong);
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid code. Please try again.' })).toBeVisible();
  });

  test('a wrong password is refused and nothing is stored', async ({ page }) => {
    await signIn(page, { email: DEMO.email, password: 'Not-the-password-9' });
    await expect(page.getByRole('alert').filter({ hasText: /Incorrect email or password/ })).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/sign-in$/);
    expect(await page.evaluate(() => localStorage.getItem('kindred.session'))).toBeNull();
  });

  test('client validation uses the spec messages', async ({ page }) => {
    await page.goto('/auth/sign-in');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Enter a valid email address.')).toBeVisible();
    await expect(page.getByText('Enter your password.')).toBeVisible();
  });
});

test('forgot password: email, code, new password, then sign in with it', async ({ page }) => {
  const email = 'amara.okafor@kindred.test';
  const newPassword = 'Fresh-start-2026';
  await page.goto('/auth/sign-in');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  // The URL changes at once; the sign-in page stays on screen until the new page's code has arrived.
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();

  const before = await newestMailId(page, email);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Verification code sent! Check your email.')).toBeVisible();

  // A wrong code passes the length check, is refused with the new password, and brings the code step back.
  const { code } = await latestCode(page, email, before);
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByRole('textbox', { name: 'Verification code' }).fill(wrong);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Invalid verification code. Please try again.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Verification code' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill('Something-else-1');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();

  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Password reset successfully! Please sign in with your new password.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/sign-in$/);

  // Colleagues confirm every sign-in with an e-mail code.
  const beforeSignIn = await newestMailId(page, email);
  await signIn(page, { email, password: newPassword });
  const signInCode = await latestCode(page, email, beforeSignIn);
  await page.getByRole('textbox', { name: 'Verification code' }).fill(signInCode.code);
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await expect(page).toHaveURL('/');
});

test('a protected page sends the visitor to sign-in and back after', async ({ page }) => {
  await page.goto('/settings?tab=appearance');
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/settings?tab=appearance');
});

test('log out signs out, clears local storage and returns to sign-in; the next sign-in starts on home', async ({ page }) => {
  await signInHome(page);
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('kindred.session') ?? 'null')?.tokens?.idToken as string);
  expect(token).toBeTruthy();
  // Logged out from another page than home.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Connections', exact: true }).click();
  await expect(page).toHaveURL('/connections');
  await page.getByRole('button', { name: 'Jordan Ellis' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  // Nothing of the last person's visit is left for the next: no page to go back to.
  expect(await page.evaluate(() => JSON.stringify((history.state as { usr?: unknown } | null)?.usr ?? null))).toBe('null');
  // The session died on the server too: the old token is refused.
  const response = await page.request.get('/v1/auth/user-attributes', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(401);
  // Whoever signs in next lands on home, as a completed sign-in does.
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/');
});

test('the theme is kept under profile-app-theme across reloads', async ({ page }) => {
  await signInHome(page);
  const themeButton = page.getByRole('button', { name: /^Theme: / });
  const start = await page.evaluate(() => localStorage.getItem('profile-app-theme'));
  await themeButton.click();
  const stored = await page.evaluate(() => localStorage.getItem('profile-app-theme'));
  expect(stored).not.toBe(start);
  await page.reload();
  expect(await page.evaluate(() => localStorage.getItem('profile-app-theme'))).toBe(stored);
  await expect(page.getByRole('button', { name: new RegExp(`^Theme: ${JSON.parse(stored!) === 'light' ? 'Light' : JSON.parse(stored!) === 'dark' ? 'Dark' : 'System'}`) })).toBeVisible();
});

test('Ctrl+B toggles the sidebar and the cookie remembers it', async ({ page, context }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInHome(page);
  const toggle = page.getByRole('button', { name: 'Toggle sidebar' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Control+b');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const cookie = (await context.cookies()).find((c) => c.name === 'sidebar_state');
  expect(cookie?.value).toBe('false');
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(6.9 * 24 * 3600);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Toggle sidebar' })).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Control+b');
  await expect(page.getByRole('button', { name: 'Toggle sidebar' })).toHaveAttribute('aria-expanded', 'true');
});

test('a 401 from an expired session shows the toast and reloads to sign-in', async ({ page }) => {
  // Let the home page finish its own calls first (the organizations call comes after the profile), so the
  // refusal comes from the reload below. (A load state would not do: the move from sign-in to / is not a load.)
  const organizationsLoaded = page.waitForResponse((response) => response.url().includes('type=orgs'));
  await signInHome(page);
  await expect(page.getByRole('heading', { level: 1, name: 'My Persona' })).toBeVisible();
  await organizationsLoaded;
  // End the session on the server behind the page's back.
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('kindred.session') ?? 'null')?.tokens?.idToken as string);
  const signOut = await page.request.post('/v1/auth/sign-out', { headers: { Authorization: `Bearer ${token}` }, data: {} });
  expect(signOut.ok()).toBe(true);
  // The next profile call is refused: the toast shows, then the page reloads onto sign-in.
  await page.reload();
  await expect(page.getByText('Your session has expired. Refreshing page...')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
});

test('every account journey works by keyboard alone', async ({ page }) => {
  await page.goto('/auth/sign-in');
  // Sign in: Tab into the form, type, submit with Enter.
  await page.getByLabel('Email').focus();
  await page.keyboard.type(DEMO.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/');
  await answerCalendarPrompt(page, { byKeyboard: true });
  // Navigate with the sidebar by keyboard.
  await page.getByRole('link', { name: 'Integrations' }).focus();
  await page.keyboard.press('Enter');
  // Integrations is settings' Integrations tab.
  await expect(page).toHaveURL('/settings?tab=integrations');
  await expect(page.getByRole('tab', { name: 'Integrations' })).toHaveAttribute('aria-selected', 'true');
  // Open the account menu and log out by keyboard.
  await page.getByRole('button', { name: 'Jordan Ellis' }).focus();
  await page.keyboard.press('Enter');
  // The menu can show a step before focus moves into it: wait for the focus, not the menu.
  await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
  // Forgot password by keyboard up to the code step.
  await page.getByRole('link', { name: 'Forgot your password?' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/forgot-password/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email').focus();
  await page.keyboard.type(DEMO.email);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Verification code' })).toBeVisible();
});

test("the app's files arrive compressed, and the route's own chunks are fetched with the entry", async ({ page }) => {
  const encodings = new Map<string, string | undefined>();
  page.on('response', (response) => {
    if (response.url().includes('/assets/') && response.url().endsWith('.js')) encodings.set(response.url(), response.headers()['content-encoding']);
  });
  await page.goto('/auth/sign-in');
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  // Signed out: the preload table chose sign-in's chunks, before the router asked for them.
  expect(await page.locator('link[rel="modulepreload"][href*="/assets/sign-in-"]').count()).toBe(1);
  // The entry, like every file over 1 KB, is sent as its Brotli copy.
  const entry = [...encodings].find(([url]) => /\/assets\/index-[^/]+\.js$/.test(url));
  expect(entry?.[1]).toBe('br');
});

test('a page whose code cannot be fetched shows an error page, and reloading brings it back', async ({ page }) => {
  await page.goto('/auth/sign-in');
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  // The connection drops before the terms page's own code has been fetched.
  await page.route(/\/assets\/terms-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));
  await page.getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page.getByRole('heading', { name: 'This page could not be loaded', level: 1 })).toBeVisible();
  await expect(page.getByText('Connection issue. Please check your internet and try again.')).toBeVisible();

  // Back online: the button reloads, and the page comes.
  await page.unroute(/\/assets\/terms-[\w-]+\.js$/);
  await page.getByRole('button', { name: 'Reload page' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('This page could not be loaded');
  await expect(page.getByRole('heading', { name: 'Terms of Service', level: 1 })).toBeVisible();
});

test('leaving the error page and coming back fetches the page again, without a reload', async ({ page }) => {
  await page.goto('/auth/sign-in');
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  await page.route(/\/assets\/privacy-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));
  await page.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { name: 'This page could not be loaded', level: 1 })).toBeVisible();

  await page.unroute(/\/assets\/privacy-[\w-]+\.js$/);
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible();
});

test('the sign-in page works before the data layer has arrived; the first submit fetches it, and a failed fetch is reported', async ({ page }) => {
  // The HTTP client, the schemas and the identity calls cannot be fetched: the page paints and checks its fields all the same.
  const dataLayer = /\/assets\/(data|identity-calls)-[\w-]+\.js$/;
  let refused = 0;
  await page.route(dataLayer, (route) => {
    refused += 1;
    return route.abort('internetdisconnected');
  });
  await page.goto('/auth/sign-in');
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Enter a valid email address.')).toBeVisible();

  // Submitting needs the data layer: offline, the visitor is told so, and nothing is stored.
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Connection issue. Please check your internet and try again.' })).toBeVisible();
  expect(refused).toBeGreaterThan(0);
  expect(await page.evaluate(() => localStorage.getItem('kindred.session'))).toBeNull();

  // Back online, the same submit fetches it again and signs in.
  await page.unroute(dataLayer);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/');
  await answerCalendarPrompt(page);
  await expect(page.getByRole('link', { name: 'My Persona' })).toHaveAttribute('aria-current', 'page');
});
