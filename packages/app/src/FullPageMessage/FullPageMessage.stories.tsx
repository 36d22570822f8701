import type { Meta, StoryObj } from '@storybook/react-vite';
import { Suspense, use } from 'react';
import { expect, userEvent } from 'storybook/test';
import { RouteErrorBoundary } from '../RouteErrorBoundary.tsx';

const meta = {
  title: 'App/Full-page messages',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page's code, as the router's lazy route reads it: here, a fetch that failed (offline). */
function offline(): Promise<void> {
  const attempt = Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
  attempt.catch(() => {});
  return attempt;
}

let termsCode = offline();

function TermsPage() {
  use(termsCode);
  return <h1>Terms of Service</h1>;
}

/**
 * A page whose code cannot be fetched, under the app's error boundary as AppRoutes renders it: the
 * spec's network message and 'Reload page' instead of a blank screen. (Leaving the page and coming
 * back fetches it again; the end-to-end tests show that on the built app.)
 */
export const PageCouldNotLoad: Story = {
  beforeEach: () => {
    termsCode = offline();
  },
  render: () => (
    <RouteErrorBoundary resetKey="/terms">
      <Suspense fallback={null}>
        <TermsPage />
      </Suspense>
    </RouteErrorBoundary>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeVisible();
    await expect(canvas.getByText('Connection issue. Please check your internet and try again.')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Reload page' })).toHaveFocus();
  },
};
