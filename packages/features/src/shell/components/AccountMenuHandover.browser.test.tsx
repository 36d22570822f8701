/**
 * The account menu's code arrives after the first screen (AppShell defers it).
 * A member who presses or focuses the stand-in button before then must not
 * lose that: the real menu opens, or the real button has the focus, as it
 * arrives.
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

it('hands a press and the focus made before the menu arrived over to the real menu', async () => {
  root.render(
    <MockAppProviders signedInAs={null} route="/">
      <AppShell userName="Maya Chen" onLogOut={() => {}}>
        <h1>Home</h1>
      </AppShell>
    </MockAppProviders>,
  );
  await vi.waitFor(() => expect(accountButtons()).toHaveLength(1));
  const [standIn] = accountButtons();
  expect(standIn?.getAttribute('aria-haspopup')).toBe('menu');

  // Focused and pressed while the menu's code is still on its way: nothing opens yet.
  standIn?.focus();
  await userEvent.click(standIn!);
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(document.querySelector('[role="menu"]')).toBeNull();

  gate.open();
  await vi.waitFor(() => expect(document.querySelector('[role="menu"]')).not.toBeNull());
  const items = [...document.querySelectorAll('[role="menuitem"]')].map((item) => item.textContent?.trim());
  expect(items).toEqual(['Settings', 'Calendar', "What's New", 'Get Help', 'Log out']);

  // The real trigger replaced the stand-in; closing the menu gives it the focus back.
  // The menu has the focus, as after any press on its button.
  await vi.waitFor(() => expect(document.querySelector('[role="menu"]')?.contains(document.activeElement)).toBe(true));
  await userEvent.keyboard('{Escape}');
  await vi.waitFor(() => expect(document.querySelector('[role="menu"]')).toBeNull());
  const [trigger] = accountButtons();
  expect(trigger).not.toBe(standIn);
  expect(trigger?.getAttribute('aria-expanded')).toBe('false');
  expect(document.activeElement).toBe(trigger);
});
