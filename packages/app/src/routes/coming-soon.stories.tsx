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
 * A destination whose feature comes in a later issue: its page heading and what it will be, in the page
 * frame, then a plain word that it is coming. Nothing covers the heading and nothing on it can be pressed.
 */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'Quick Connect' });
    await expect(heading).toBeVisible();
    await expect(canvas.getByText('Schedule a one-to-one session with a team-building activity.')).toBeVisible();
    // The coming-soon notice comes next under the page's heading, with no level skipped (axe's heading-order).
    const notice = canvas.getByRole('heading', { level: 2, name: 'Quick Connect is coming soon' });
    await expect(notice).toBeVisible();
    // The notice sits under the heading, never over it.
    await expect(notice.getBoundingClientRect().top).toBeGreaterThan(heading.getBoundingClientRect().bottom);
    await expect(canvasElement.querySelectorAll('a[href], button:not([disabled]), input')).toHaveLength(0);
  },
};
