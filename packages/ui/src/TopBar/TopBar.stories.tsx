import type { Meta, StoryObj } from '@storybook/react-vite';
import { PanelLeft } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { IconButton } from '../IconButton/IconButton.tsx';
import { TopBar } from './TopBar.tsx';

const meta = {
  title: 'Layout/TopBar',
  component: TopBar,
  args: {
    start: (
      <IconButton label="Toggle sidebar">
        <PanelLeft aria-hidden="true" size="1.25rem" />
      </IconButton>
    ),
    title: 'Quick Connect',
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a wide screen the sidebar and the page heading say where you are: the bar keeps the toggle, and the title is not drawn. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('banner');
    await expect(within(bar).getByRole('button', { name: 'Toggle sidebar' })).toBeVisible();
    await expect(within(bar).getByText('Quick Connect')).not.toBeVisible();
  },
};

/** On a phone the sidebar is a drawer: the bar says where you are, as text (the page's own h1 is the heading). */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('banner');
    await expect(within(bar).getByText('Quick Connect')).toBeVisible();
    await expect(within(bar).queryByRole('heading')).toBeNull();
  },
};

/** A long title at 320 px ends in an ellipsis on one line; the bar never grows sideways. */
export const LongTitleSmallPhone: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  args: { title: 'Connecting your calendar and everything that comes with it' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('banner');
    await expect(bar.scrollWidth).toBeLessThanOrEqual(bar.clientWidth);
    const title = within(bar).getByText(/^Connecting your calendar/);
    await expect(title.scrollWidth).toBeGreaterThan(title.clientWidth);
    await expect(getComputedStyle(title).textOverflow).toBe('ellipsis');
  },
};
