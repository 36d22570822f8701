import { AppShell } from '@kindred/features/shell';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter, Route, Routes } from 'react-router';
import { expect, fn, userEvent, within } from 'storybook/test';
import NotFoundRoute, { NotFoundPage } from './not-found.tsx';

const meta = {
  title: 'App/Not-found page',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page heading and the column of content under it start at one left edge: the page frame's. */
async function expectOneLeftEdge(main: HTMLElement) {
  const heading = within(main).getByRole('heading', { level: 1 }).getBoundingClientRect();
  const column = within(main).getByRole('heading', { level: 2 }).closest('section')!.parentElement!.getBoundingClientRect();
  await expect(Math.abs(heading.left - column.left)).toBeLessThan(1);
  await expect(column.width).toBeGreaterThan(0);
}

/** Signed out, an unknown address: the public frame, a real page heading, and 'Back to Home' by keyboard as by pointer. */
export const SignedOut: Story = {
  render: () => (
    <MemoryRouter initialEntries={['/no-such-page']}>
      <Routes>
        <Route path="/" element={<p>Home</p>} />
        <Route path="*" element={<NotFoundRoute />} />
      </Routes>
    </MemoryRouter>
  ),
  play: async ({ canvas }) => {
    const main = canvas.getByRole('main');
    await expect(within(main).getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByText('The page you were looking for does not exist or has moved.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Kindred' })).toHaveAttribute('href', '/');
    await expectOneLeftEdge(main);
    // The skip link, the product's name, then the way back.
    await userEvent.click(document.body);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Back to Home' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Home')).toBeVisible();
  },
};

function InShell() {
  return (
    <MemoryRouter initialEntries={['/no-such-page']}>
      <Routes>
        <Route path="/" element={<p>Home</p>} />
        <Route
          path="*"
          element={
            <AppShell userName="Maya Chen" pageTitle="Page not found" onLogOut={fn()}>
              <NotFoundPage />
            </AppShell>
          }
        />
      </Routes>
    </MemoryRouter>
  );
}

/** Signed in, an unknown address: the page sits in the shell, with the sidebar, the top bar and the account menu to go on from. */
export const SignedInInShell: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  render: () => <InShell />,
  play: async ({ canvas }) => {
    const main = canvas.getByRole('main');
    await expect(within(main).getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Maya Chen' })).toBeVisible();
    // No entry of the sidebar is current: the address is none of them.
    const entries = within(canvas.getByRole('navigation', { name: 'Main' })).getAllByRole('link');
    await expect(entries.filter((link) => link.hasAttribute('aria-current'))).toHaveLength(0);
    await expectOneLeftEdge(main);
    await userEvent.click(within(main).getByRole('button', { name: 'Back to Home' }));
    await expect(await canvas.findByText('Home')).toBeVisible();
  },
};

/** The same on a phone: the top bar says where you are. */
export const SignedInInShellMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: () => <InShell />,
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('banner')).getByText('Page not found')).toBeVisible();
    await expect(within(canvas.getByRole('main')).getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
