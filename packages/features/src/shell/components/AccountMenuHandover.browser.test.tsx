/**
 * The account menu's code arrives after the first screen (AppShell defers it).
 * A member who presses the button before then must not lose that: the menu
 * opens as the code arrives, on the same button, and gives it the focus back.
 */
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { MockAppProviders } from '../../shared/mocks/decorators.tsx';
import { AppShell } from './AppShell.tsx';

// A real browser, real timers and real events: the test waits for what a member would see, as the
// page does, rather than wrapping updates in act().
// Holds the menu's module back until a test lets it through.
const gate = vi.hoisted(() => {
  let open!: () => void;
  const passed = new Promise<void>((resolve) => (open = resolve));
  return { passed, open };
});
vi.mock('./AccountMenu.tsx', async (importOriginal) => {
  await gate.passed;
  return importOriginal();
});

let container: HTMLDivElement;
let root: Root;

beforeEach(async () => {
  // A wide screen: the sidebar is docked, its footer on screen.
  await page.viewport(1280, 800);
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  root.unmount();
  container.remove();
});

const accountButtons = () =>
  [...document.querySelectorAll('button')].filter((button) => button.textContent?.includes('Maya Chen'));

const menu = () => document.querySelector('[role="menu"]');

it('opens the menu as its code arrives for a press made before, on the same button', async () => {
  root.render(
    <MockAppProviders signedInAs={null} route="/">
      <AppShell userName="Maya Chen" onLogOut={() => {}}>
        <h1>Home</h1>
      </AppShell>
    </MockAppProviders>,
  );
  await vi.waitFor(() => expect(accountButtons()).toHaveLength(1));
  const [button] = accountButtons();
  expect(button?.getAttribute('aria-haspopup')).toBe('menu');

  // Pressed by keyboard while the menu's code is still on its way: the button says so, no menu yet.
  button?.focus();
  await userEvent.keyboard('{Enter}');
  await vi.waitFor(() => expect(button?.getAttribute('aria-expanded')).toBe('true'));
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(menu()).toBeNull();

  gate.open();
  await vi.waitFor(() => expect(menu()).not.toBeNull());
  const items = [...document.querySelectorAll('[role="menuitem"]')].map((item) => item.textContent?.trim());
  expect(items).toEqual(['Settings', 'Calendar', "What's New", 'Get Help', 'Log out']);
  // As after Enter on any menu button: the first item has the focus.
  await vi.waitFor(() => expect(document.activeElement?.textContent?.trim()).toBe('Settings'));

  await userEvent.keyboard('{Escape}');
  await vi.waitFor(() => expect(menu()).toBeNull());
  expect(accountButtons()[0]).toBe(button);
  expect(button?.getAttribute('aria-expanded')).toBe('false');
  // react-aria gives focus back one animation frame after the menu is gone.
  await vi.waitFor(() => expect(document.activeElement).toBe(button));
});
