import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { HomeError } from './HomeError.tsx';

const meta = {
  title: 'Features/Home/Home error',
  component: HomeError,
  args: { onRefresh: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HomeError>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Refresh Page' reloads (here: calls `onRefresh`), by mouse or keyboard. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Unable to Load Profile' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Persona' })).toBeVisible();
    await expect(canvas.getByText('Unable to load profile data. If this persists, try logging out and back in.')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Refresh Page' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};
