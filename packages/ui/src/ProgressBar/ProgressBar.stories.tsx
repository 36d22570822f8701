import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { ProgressBar, progressBarSizes, progressBarTones } from './ProgressBar.tsx';

const meta = {
  title: 'Feedback/ProgressBar',
  component: ProgressBar,
  args: { label: 'Progress to Level 4', value: 48 },
  argTypes: {
    tone: { control: 'inline-radio', options: progressBarTones },
    size: { control: 'inline-radio', options: progressBarSizes },
    value: { control: { type: 'range', min: 0, max: 100 } },
  },
  decorators: [
    (Story) => (
      <Box maxWidth="dialogSm">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bar's fill: the only child of its decorative track. */
const fillOf = (bar: HTMLElement) => bar.querySelector<HTMLElement>('[aria-hidden="true"] > div')!;

export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Progress to Level 4' });
    await expect(bar).toHaveAttribute('aria-valuenow', '48');
    await expect(bar).toHaveAttribute('aria-valuetext', '48%');
    await expect(canvas.getByText('48%')).toBeVisible();
  },
};

/** Points towards the next level: a custom range and value text (250 points per level). */
export const CustomRangeAndValueLabel: Story = {
  args: { label: 'Level 3', minValue: 500, maxValue: 750, value: 620, valueLabel: '120 of 250 points' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Level 3' });
    await expect(bar).toHaveAttribute('aria-valuetext', '120 of 250 points');
    await expect(bar).toHaveAttribute('aria-valuemin', '500');
    await expect(bar).toHaveAttribute('aria-valuemax', '750');
  },
};

export const Tones: Story = {
  render: (args) => (
    <Stack space="lg">
      {progressBarTones.map((tone) => (
        <ProgressBar key={tone} {...args} tone={tone} label={`Tone ${tone}`} />
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    const fills = progressBarTones.map((tone) => getComputedStyle(fillOf(canvas.getByRole('progressbar', { name: `Tone ${tone}` }))).backgroundColor);
    await expect(new Set(fills).size).toBe(progressBarTones.length);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Stack space="lg">
      {progressBarSizes.map((size) => (
        <ProgressBar key={size} {...args} size={size} label={`Size ${size}`} />
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    // sm, md, lg tracks: 0.375, 0.5 and 0.75rem tall.
    const heights = progressBarSizes.map((size) => fillOf(canvas.getByRole('progressbar', { name: `Size ${size}` })).parentElement!.getBoundingClientRect().height);
    await expect(heights).toEqual([6, 8, 12]);
  },
};

export const WithoutValueText: Story = {
  args: { showValueText: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('48%')).toBeNull();
    // Still announced.
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '48%');
  },
};

/** No visible label: the name comes from `aria-label`. */
export const WithoutVisibleLabel: Story = {
  args: { label: undefined, 'aria-label': 'Profile completeness', value: 70 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Profile completeness' })).toBeInTheDocument();
  },
};

export const Indeterminate: Story = {
  args: { isIndeterminate: true, label: 'Checking for updates...' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Checking for updates...' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
  },
};

/** Nothing done yet: value 0 and no fill. */
export const Empty: Story = {
  args: { value: 0 },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Progress to Level 4' });
    await expect(bar).toHaveAttribute('aria-valuenow', '0');
    await expect(bar).toHaveAttribute('aria-valuetext', '0%');
    await expect(fillOf(bar).getBoundingClientRect().width).toBe(0);
  },
};

/** Done: value 100 and the fill covers the whole track. */
export const Complete: Story = {
  args: { value: 100, tone: 'positive', label: 'Profile complete' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Profile complete' });
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(bar).toHaveAttribute('aria-valuetext', '100%');
    const fill = fillOf(bar);
    await expect(fill.getBoundingClientRect().width).toBeGreaterThan(0);
    await expect(fill.getBoundingClientRect().width).toBe(fill.parentElement!.getBoundingClientRect().width);
  },
};

function Uploading() {
  const [value, setValue] = useState(10);
  useEffect(() => {
    const id = setInterval(() => setValue((v) => Math.min(100, v + 30)), 100);
    return () => clearInterval(id);
  }, []);
  return <ProgressBar label="Uploading avatar" value={value} />;
}

/** The value updates as work progresses. */
export const Updating: Story = {
  render: () => <Uploading />,
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Uploading avatar' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'));
  },
};
