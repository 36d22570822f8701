import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ComingSoonPage } from './coming-soon.tsx';

const meta = {
  title: 'App/Coming-soon page',
  component: ComingSoonPage,
  args: { title: 'Quick Connect', description: 'Schedule a one-to-one session with a team-building activity.' },
} satisfies Meta<typeof ComingSoonPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A destination whose feature comes in a later issue: its title, and the overlay saying so. The
 * preview behind the overlay is hidden from assistive technology and holds nothing to press.
 */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Quick Connect' })).toBeVisible();
    // The overlay's heading comes next under the page's, with no level skipped (axe's heading-order).
    await expect(canvas.getByRole('heading', { level: 2, name: 'Quick Connect is coming soon' })).toBeVisible();
    const hidden = canvasElement.querySelector('[aria-hidden="true"]');
    await expect(hidden?.textContent).toContain('Schedule a one-to-one session with a team-building activity.');
    await expect(canvasElement.querySelectorAll('a[href], button:not([disabled]), input')).toHaveLength(0);
  },
};
