import { currentUserAtom } from '@kindred/features/auth';
import { SIDEBAR_COOKIE_NAME } from '@kindred/ui/Sidebar';
import { themeClass, type ThemeName } from '@kindred/ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withMockApp, type MockAppOptions } from '../../shared/mocks/decorators.tsx';
import { mockDb } from '../../shared/mocks/db.ts';
import { FIXTURE_IDS } from '../../shared/mocks/fixtures.ts';
import { mockSignedInUser } from '../../shared/mocks/session.ts';
import { AppShell } from './AppShell.tsx';

/** Signed in as Maya Chen, at `route`. */
function asMaya(route = '/'): MockAppOptions {
  return {
    signedInAs: FIXTURE_IDS.maya,
    route,
    initStore: (store) => store.set(currentUserAtom, mockSignedInUser(mockDb.member(FIXTURE_IDS.maya))),
  };
}

/** The sidebar's entries in the spec's order (docs/product.md#screens-and-routes). */
const SPEC_ENTRIES = [
  'My Persona',
  'Connections',
  'Insights',
  'Messages',
  'Community',
  'Activities',
  'Quick Connect',
  'Resources',
  'Achievements',
  'Events',
  'Integrations',
] as const;

const ACCOUNT_MENU_ITEMS = ['Settings', 'Calendar', "What's New", 'Get Help', 'Log out'] as const;

/** Where the spec keeps the theme (docs/product.md#screens-and-routes). */
const THEME_KEY = 'profile-app-theme';
const THEME_LABEL: Record<ThemeName, string> = { light: 'Light', dark: 'Dark', system: 'System' };
const USER_NAME = 'Maya Chen';

const clearSidebarCookie = () => {
  document.cookie = `${SIDEBAR_COOKIE_NAME}=; path=/; max-age=0`;
};
const setSidebarCookie = (open: boolean) => {
  document.cookie = `${SIDEBAR_COOKIE_NAME}=${open}; path=/`;
};
/** The sidebar cookie's value as the browser holds it ('true', 'false' or null). */
const sidebarCookie = () =>
  document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${SIDEBAR_COOKIE_NAME}=`))
    ?.slice(SIDEBAR_COOKIE_NAME.length + 1) ?? null;

const storedTheme = () => {
  const raw = localStorage.getItem(THEME_KEY);
  return raw == null ? null : (JSON.parse(raw) as unknown);
};
const htmlHasTheme = (theme: ThemeName) =>
  themeClass[theme].split(' ').every((name) => document.documentElement.classList.contains(name));

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const dockedSidebar = (canvasElement: HTMLElement) => {
  const sidebar = canvasElement.querySelector<HTMLElement>('[data-sidebar]');
  if (!sidebar) throw new Error('No docked sidebar');
  return sidebar;
};

/** The footer's user-name button, which opens the account menu (its items' code is fetched when the page is idle). */
const accountMenuLoaded = async (canvas: ReturnType<typeof within>) =>
  waitFor(() => {
    const button = canvas.getByRole('button', { name: USER_NAME });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    return button;
  });

const meta = {
  title: 'Features/Shell/App shell',
  component: AppShell,
  decorators: [withMockApp],
  args: {
    userName: USER_NAME,
    onLogOut: fn(),
    pageTitle: 'Home',
    children: <h1>Home</h1>,
  },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  parameters: {
    layout: 'fullscreen',
    kindred: asMaya(),
  },
  // Each story starts expanded (no cookie) in the theme of the run (light or dark), and leaves nothing behind.
  beforeEach: ({ globals }) => {
    clearSidebarCookie();
    localStorage.setItem(THEME_KEY, JSON.stringify((globals.theme as ThemeName | undefined) ?? 'light'));
    return () => {
      clearSidebarCookie();
      localStorage.removeItem(THEME_KEY);
    };
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop at '/': the entries in the spec's order, My Persona current; the footer's theme button, policy links and user menu; the page in main. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const theme = (globals.theme as ThemeName | undefined) ?? 'light';
    const sidebar = dockedSidebar(canvasElement);
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');
    await expect(canvas.getByRole('link', { name: 'Kindred' })).toHaveAttribute('href', '/');

    const nav = canvas.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([...SPEC_ENTRIES]);
    for (const link of links) await expect(link).toBeVisible();
    await expect(within(nav).getByRole('link', { name: 'My Persona' })).toHaveAttribute('aria-current', 'page');
    await expect(links.filter((link) => link.getAttribute('aria-current') === 'page')).toHaveLength(1);
    await expect(within(nav).getByRole('link', { name: 'Integrations' })).toHaveAttribute('href', '/settings?tab=integrations');

    const themeButton = canvas.getByRole('button', { name: `Theme: ${THEME_LABEL[theme]}` });
    await expect(themeButton).toBeVisible();
    const policies = canvas.getByRole('navigation', { name: 'Policies' });
    await expect(within(policies).getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
    await expect(within(policies).getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
    const userButton = canvas.getByRole('button', { name: USER_NAME });
    await expect(userButton).toBeVisible();
    await expect(userButton).toHaveAttribute('aria-expanded', 'false');

    const trigger = canvas.getByRole('button', { name: 'Toggle sidebar' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(within(canvas.getByRole('main')).getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    // Wide screens never show the drawer.
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

/** The current entry follows the route: the exact path, or a path below it (/chat/… marks Messages); pressing an entry moves it. */
export const ActiveEntry: Story = {
  parameters: { kindred: asMaya('/chat/conn-maya-jordan') },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Messages' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'My Persona' })).not.toHaveAttribute('aria-current');
    await expect(within(nav).getAllByRole('link').filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);

    await userEvent.click(within(nav).getByRole('link', { name: 'Events' }));
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Events' })).toHaveAttribute('aria-current', 'page'));
    await expect(within(nav).getByRole('link', { name: 'Messages' })).not.toHaveAttribute('aria-current');
  },
};

/** The trigger collapses the sidebar to icons and back; the state goes to the `sidebar_state` cookie. */
export const CollapseWithTrigger: Story = {
  play: async ({ canvas, canvasElement }) => {
    const sidebar = dockedSidebar(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Toggle sidebar' });
    await expect(sidebarCookie()).toBeNull();

    await userEvent.click(trigger);
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebarCookie()).toBe('false');
    // The rail narrows to icons; the entries keep their names, the policy links become icon entries.
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
    await waitFor(() => expect(sidebar.getBoundingClientRect().width).toBeCloseTo(3 * rem, 0));
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual([...SPEC_ENTRIES]);
    await expect(within(nav).getByRole('link', { name: 'Connections' })).toBeVisible();
    await expect(within(nav).getByRole('link', { name: 'My Persona' })).toHaveAttribute('aria-current', 'page');
    const collapsedPolicies = canvas.getByRole('navigation', { name: 'Policies' });
    await expect(within(collapsedPolicies).getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
    await expect(within(collapsedPolicies).getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
    await expect(canvas.getByRole('button', { name: USER_NAME })).toBeVisible();

    await userEvent.click(trigger);
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebarCookie()).toBe('true');
    await expect(canvas.getByRole('navigation', { name: 'Policies' })).toBeVisible();
  },
};

/** Ctrl+B (Cmd+B on macOS) toggles the sidebar from anywhere on the page, and the cookie follows. */
export const CollapseWithShortcut: Story = {
  play: async ({ canvas, canvasElement }) => {
    const sidebar = dockedSidebar(canvasElement);
    await userEvent.keyboard('{Control>}b{/Control}');
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    await expect(sidebarCookie()).toBe('false');
    await expect(canvas.getByRole('button', { name: 'Toggle sidebar' })).toHaveAttribute('aria-expanded', 'false');

    await userEvent.keyboard('{Meta>}b{/Meta}');
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');
    await expect(sidebarCookie()).toBe('true');

    // With the focus on an entry too.
    canvas.getByRole('link', { name: 'Insights' }).focus();
    await userEvent.keyboard('{Control>}b{/Control}');
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    await expect(sidebarCookie()).toBe('false');
  },
};

/** A `sidebar_state=false` cookie from an earlier visit: the shell opens collapsed to icons; the footer's buttons show as icons with tooltips. */
export const CollapsedFromCookie: Story = {
  beforeEach: () => {
    setSidebarCookie(false);
  },
  play: async ({ canvas, canvasElement }) => {
    const sidebar = dockedSidebar(canvasElement);
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    await expect(canvas.getByRole('button', { name: 'Toggle sidebar' })).toHaveAttribute('aria-expanded', 'false');
    // Privacy and Terms stay reachable as icons; focusing one shows its name as a tooltip.
    const privacy = within(canvas.getByRole('navigation', { name: 'Policies' })).getByRole('link', { name: 'Privacy' });
    await expect(privacy).toBeVisible();
    privacy.focus();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await userEvent.tab();
    await expect(privacy).toHaveFocus();
    await expect(await page(canvasElement).findByRole('tooltip')).toHaveTextContent('Privacy');
    const userButton = canvas.getByRole('button', { name: USER_NAME });
    await expect(userButton).toBeVisible();
    // The name is visually hidden; focusing the icon shows it as a tooltip.
    userButton.focus();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: USER_NAME })).toHaveFocus();
    const tooltip = await page(canvasElement).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(USER_NAME);

    await userEvent.click(canvas.getByRole('button', { name: 'Toggle sidebar' }));
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');
    await expect(sidebarCookie()).toBe('true');
  },
};

/** Pressing the user name opens the account menu (its code arrives when the page is idle); Escape closes it and focus returns to the button. */
export const AccountMenu: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.click(await accountMenuLoaded(canvas));
    const menu = await body.findByRole('menu');
    // Named (react-aria names it after its trigger), so screen readers announce whose menu it is.
    await expect(menu).toHaveAccessibleName();
    await expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([...ACCOUNT_MENU_ITEMS]);
    await expect(canvas.getByRole('button', { name: USER_NAME })).toHaveAttribute('aria-expanded', 'true');
    await expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    await expect(within(menu).getByRole('menuitem', { name: 'Calendar' })).toHaveAttribute('href', '/events');
    await expect(within(menu).getByRole('menuitem', { name: "What's New" })).toHaveAttribute('href', '/whats-new');
    await expect(within(menu).getByRole('menuitem', { name: 'Get Help' })).toHaveAttribute('href', '/support');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    const userButton = canvas.getByRole('button', { name: USER_NAME });
    await waitFor(() => expect(userButton).toHaveFocus());
    await expect(userButton).toHaveAttribute('aria-expanded', 'false');

    // Open again and leave it open, so the accessibility check covers the menu too.
    await userEvent.click(userButton);
    const reopened = await body.findByRole('menu');
    await waitFor(() => expect(reopened).toBeVisible());
  },
};

/** Choosing Log out calls `onLogOut` once and closes the menu. */
export const LogOut: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: USER_NAME }));
    const menu = await body.findByRole('menu');
    await expect(args.onLogOut).not.toHaveBeenCalled();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Log out' }));
    await expect(args.onLogOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
  },
};

/** A menu link navigates in the app: Settings goes to /settings, where no entry of the sidebar is current (Integrations is its Integrations tab only). */
export const AccountMenuNavigates: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: USER_NAME }));
    const menu = await body.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Settings' }));
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    // Settings (its Account tab) is no entry of the sidebar: none is current any more.
    await waitFor(() => expect(canvas.getByRole('link', { name: 'My Persona' })).not.toHaveAttribute('aria-current'));
    await expect(canvas.getByRole('link', { name: 'Integrations' })).not.toHaveAttribute('aria-current');
    await expect(args.onLogOut).not.toHaveBeenCalled();
  },
};

/**
 * Keyboard only: Tab walks the brand, the entries in order, the theme button, the policy links and the user
 * name; Enter opens the menu on Settings, arrows move, Escape closes and focus returns; ArrowUp opens on
 * Log out and Enter logs out.
 */
export const AccountMenuByKeyboard: Story = {
  play: async ({ args, canvas, canvasElement, globals }) => {
    const theme = (globals.theme as ThemeName | undefined) ?? 'light';
    const body = page(canvasElement);
    // The skip link comes first, shown while it has focus.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Kindred' })).toHaveFocus();
    for (const entry of SPEC_ENTRIES) {
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name: entry })).toHaveFocus();
    }
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: `Theme: ${THEME_LABEL[theme]}` })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Privacy' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Terms' })).toHaveFocus();
    await userEvent.tab();
    const userButton = await accountMenuLoaded(canvas);
    await expect(userButton).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Calendar' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: "What's New" })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(within(menu).getByRole('menuitem', { name: 'Calendar' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(userButton).toHaveFocus());
    await expect(args.onLogOut).not.toHaveBeenCalled();

    await userEvent.keyboard('{ArrowDown}');
    const again = await body.findByRole('menu');
    await waitFor(() => expect(within(again).getByRole('menuitem', { name: 'Settings' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(userButton).toHaveFocus());

    await userEvent.keyboard('{ArrowUp}');
    const last = await body.findByRole('menu');
    await waitFor(() => expect(within(last).getByRole('menuitem', { name: 'Log out' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
  },
};

/** The footer's theme button cycles light → dark → system → light, stores the choice under `profile-app-theme` and applies it to the page. */
export const ThemeCycle: Story = {
  play: async ({ canvas, globals }) => {
    const cycle: ThemeName[] = ['light', 'dark', 'system'];
    const start = (globals.theme as ThemeName | undefined) ?? 'light';
    let theme = start;
    const button = () => canvas.getByRole('button', { name: /^Theme: / });
    await expect(button()).toHaveAccessibleName(`Theme: ${THEME_LABEL[theme]}`);
    await expect(htmlHasTheme(theme)).toBe(true);
    // Three presses go round the cycle once, ending on the theme of this run.
    for (let press = 0; press < cycle.length; press++) {
      const next = cycle[(cycle.indexOf(theme) + 1) % cycle.length] as ThemeName;
      await userEvent.click(button());
      await expect(button()).toHaveAccessibleName(`Theme: ${THEME_LABEL[next]}`);
      await expect(storedTheme()).toBe(next);
      await waitFor(() => expect(htmlHasTheme(next)).toBe(true));
      for (const other of cycle.filter((name) => name !== next)) await expect(htmlHasTheme(other)).toBe(false);
      theme = next;
    }
    await expect(theme).toBe(start);
  },
};

/** A page taller than the window: the sidebar's background runs the page's whole height, and its entries stay in view as the page scrolls. */
export const TallPage: Story = {
  args: {
    children: (
      <div>
        <h1>Home</h1>
        <div style={{ height: '300vh' }}>A long page</div>
        <p>The end of the page</p>
      </div>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    const sidebar = dockedSidebar(canvasElement);
    const main = canvas.getByRole('main');
    await expect(canvas.getByRole('complementary', { name: 'Sidebar' })).toBe(sidebar);
    // As tall as the page beside it, not just the window.
    await expect(Math.abs(sidebar.getBoundingClientRect().height - main.parentElement!.getBoundingClientRect().height)).toBeLessThan(2);
    canvas.getByText('The end of the page').scrollIntoView();
    await waitFor(() => expect(window.scrollY).toBeGreaterThan(window.innerHeight));
    // Scrolled to the end, the entries and the user menu are still on screen.
    const entry = canvas.getByRole('link', { name: 'Connections' }).getBoundingClientRect();
    await expect(entry.top).toBeGreaterThanOrEqual(0);
    await expect(entry.bottom).toBeLessThanOrEqual(window.innerHeight);
    const account = canvas.getByRole('button', { name: USER_NAME }).getBoundingClientRect();
    await expect(account.bottom).toBeLessThanOrEqual(window.innerHeight);
    window.scrollTo(0, 0);
  },
};

/** The chosen avatar shows on the account button; the name stays the button's name, so the picture is decoration. */
export const WithAvatar: Story = {
  args: { userPicture: '/v1/profile/avatars/preset-2.svg' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: USER_NAME });
    const picture = button.querySelector('img');
    await expect(picture).not.toBeNull();
    await expect(picture).toHaveAttribute('src', '/v1/profile/avatars/preset-2.svg');
    await expect(picture).toHaveAttribute('alt', '');
  },
};

/** Without a chosen avatar, the account button shows the user's initials. */
export const WithoutAvatar: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: USER_NAME });
    await expect(button.querySelector('img')).toBeNull();
    await expect(button).toHaveTextContent(/^MC/);
  },
};

/** The top bar on a wide screen: the sidebar's toggle; the page's name is left to the sidebar's current entry and the heading. */
export const TopBarDesktop: Story = {
  args: { pageTitle: 'Settings', children: <h1>Settings</h1> },
  parameters: { kindred: asMaya('/settings') },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('banner');
    await expect(within(bar).getByRole('button', { name: 'Toggle sidebar' })).toBeVisible();
    await expect(within(bar).getByText('Settings')).not.toBeVisible();
    // The top bar's title is text, not a second heading.
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  },
};

/** The top bar on a phone: the toggle and where you are, the page's name, since the sidebar is hidden in a drawer. */
export const TopBarMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { pageTitle: 'Settings', children: <h1>Settings</h1> },
  parameters: { kindred: asMaya('/settings') },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('banner');
    await expect(within(bar).getByRole('button', { name: 'Toggle sidebar' })).toBeVisible();
    await expect(within(bar).getByText('Settings')).toBeVisible();
    await expect(within(bar).queryByRole('heading')).toBeNull();
    // The bar stays on screen as the page scrolls.
    await expect(getComputedStyle(bar).position).toBe('sticky');
  },
};

/** Integrations is settings' Integrations tab: it is the current entry there, and on no other tab. */
export const IntegrationsTab: Story = {
  parameters: { kindred: asMaya('/settings?tab=integrations') },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Integrations' })).toHaveAttribute('aria-current', 'page');
  },
};

/** On settings' other tabs, no entry of the sidebar is current (Settings is in the account menu). */
export const SettingsAccountTab: Story = {
  parameters: { kindred: asMaya('/settings?tab=account') },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getAllByRole('link').filter((link) => link.hasAttribute('aria-current'))).toHaveLength(0);
  },
};

/** The policy links meet the 24 × 24 px target size (WCAG 2.2, 2.5.8) and start where the entries' icons start. */
export const PolicyLinks: Story = {
  play: async ({ canvas }) => {
    const policies = canvas.getByRole('navigation', { name: 'Policies' });
    for (const link of within(policies).getAllByRole('link')) {
      const box = link.getBoundingClientRect();
      await expect(box.height).toBeGreaterThanOrEqual(24);
      await expect(box.width).toBeGreaterThanOrEqual(24);
    }
    const icon = canvas.getByRole('button', { name: /^Theme: / }).querySelector('svg')!.getBoundingClientRect();
    const privacy = within(policies).getByRole('link', { name: 'Privacy' }).getBoundingClientRect();
    await expect(Math.abs(privacy.left - icon.left)).toBeLessThan(2);
  },
};

/** Mobile (≤768 px): no docked sidebar; the trigger opens the drawer (a modal dialog, loaded on demand) with the entries and footer; Escape closes it and focus returns. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement, globals }) => {
    const theme = (globals.theme as ThemeName | undefined) ?? 'light';
    const body = page(canvasElement);
    await expect(canvasElement.querySelector('[data-sidebar]')).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Connections' })).toBeNull();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    const trigger = canvas.getByRole('button', { name: 'Toggle sidebar' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(trigger);
    const drawer = await body.findByRole('dialog', { name: 'Sidebar' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    // Visible once the slide-in has finished.
    await waitFor(() => expect(within(drawer).getByRole('button', { name: USER_NAME })).toBeVisible());
    const nav = within(drawer).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual([...SPEC_ENTRIES]);
    await expect(within(nav).getByRole('link', { name: 'My Persona' })).toHaveAttribute('aria-current', 'page');
    await expect(within(drawer).getByRole('button', { name: `Theme: ${THEME_LABEL[theme]}` })).toBeVisible();
    await expect(within(drawer).getByRole('link', { name: 'Privacy' })).toBeVisible();
    await expect(within(drawer).getByRole('link', { name: 'Terms' })).toBeVisible();
    await expect(within(drawer).getByRole('button', { name: USER_NAME })).toBeVisible();
    // The drawer's open state is not kept.
    await expect(sidebarCookie()).toBeNull();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Sidebar' })).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    // Pressing an entry navigates and closes the drawer.
    await userEvent.keyboard('{Enter}');
    const reopened = await body.findByRole('dialog', { name: 'Sidebar' });
    await userEvent.click(within(reopened).getByRole('link', { name: 'Resources' }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Sidebar' })).toBeNull());
    await userEvent.click(trigger);
    const third = await body.findByRole('dialog', { name: 'Sidebar' });
    await expect(within(third).getByRole('link', { name: 'Resources' })).toHaveAttribute('aria-current', 'page');
    await expect(within(third).getByRole('link', { name: 'My Persona' })).not.toHaveAttribute('aria-current');
  },
};

/** In the drawer the account menu opens over it; Escape closes the menu first, then the drawer. */
export const MobileAccountMenu: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ args, canvas, canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Toggle sidebar' }));
    const drawer = await body.findByRole('dialog', { name: 'Sidebar' });
    await userEvent.click(await accountMenuLoaded(within(drawer)));
    const menu = await body.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([...ACCOUNT_MENU_ITEMS]);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await expect(body.getByRole('dialog', { name: 'Sidebar' })).toBeVisible();
    await waitFor(() => expect(within(drawer).getByRole('button', { name: USER_NAME })).toHaveFocus());

    await userEvent.click(within(drawer).getByRole('button', { name: USER_NAME }));
    await userEvent.click(within(await body.findByRole('menu')).getByRole('menuitem', { name: 'Log out' }));
    await expect(args.onLogOut).toHaveBeenCalledTimes(1);
  },
};

/** A 320 px phone (WCAG reflow): nothing scrolls sideways, and the open drawer fits the screen. */
export const SmallPhone: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    await expect(doc.documentElement.scrollWidth).toBeLessThanOrEqual(doc.documentElement.clientWidth);
    await userEvent.click(canvas.getByRole('button', { name: 'Toggle sidebar' }));
    const drawer = await page(canvasElement).findByRole('dialog', { name: 'Sidebar' });
    await waitFor(() => {
      const panel = drawer.getBoundingClientRect();
      expect(panel.left).toBeGreaterThanOrEqual(0);
      expect(panel.right).toBeLessThanOrEqual(doc.documentElement.clientWidth);
    });
    await waitFor(() => expect(within(drawer).getByRole('button', { name: USER_NAME })).toBeVisible());
  },
};

/** An organisation's administrator: Administration closes the sidebar's entries and follows Settings in the account menu. */
export const Administrator: Story = {
  args: { isAdministrator: true },
  play: async ({ canvas, canvasElement }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([...SPEC_ENTRIES, 'Administration']);
    await expect(within(nav).getByRole('link', { name: 'Administration' })).toHaveAttribute('href', '/admin');
    await userEvent.click(await accountMenuLoaded(canvas));
    const menu = await page(canvasElement).findByRole('menu');
    const items = within(menu).getAllByRole('menuitem').map((item) => item.textContent);
    await expect(items.slice(0, 2)).toEqual(['Settings', 'Administration']);
    await expect(within(menu).getByRole('menuitem', { name: 'Administration' })).toHaveAttribute('href', '/admin');
  },
};
