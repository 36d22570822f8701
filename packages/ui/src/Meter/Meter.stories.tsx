import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Meter, meterSizes, meterTones } from './Meter.tsx';

const meta = {
  title: 'Feedback/Meter',
  component: Meter,
  args: { label: 'Match strength', value: 86 },
  argTypes: {
    tone: { control: 'inline-radio', options: meterTones },
    size: { control: 'inline-radio', options: meterSizes },
    value: { control: { type: 'range', min: 0, max: 100 } },
  },
  decorators: [
    (Story) => (
      <Box maxWidth="dialogSm">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof Meter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const meter = canvas.getByRole('meter', { name: 'Match strength' });
    await expect(meter).toHaveAttribute('aria-valuenow', '86');
    await expect(canvas.getByText('86%')).toBeVisible();
    await expect(canvasElement.querySelector('[data-tone]')).toHaveAttribute('data-tone', 'positive');
  },
};

/** The tone follows the value: 80 and above positive, 60 and above caution, below critical. */
export const TonesByThreshold: Story = {
  render: (args) => (
    <Stack space="lg">
      {[92, 80, 72, 60, 45].map((value) => (
        <Meter key={value} {...args} value={value} label={`Strength ${value}`} />
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    const toneOf = (name: string) => canvas.getByRole('meter', { name }).querySelector('[data-tone]')?.getAttribute('data-tone');
    await expect(toneOf('Strength 92')).toBe('positive');
    await expect(toneOf('Strength 80')).toBe('positive');
    await expect(toneOf('Strength 72')).toBe('caution');
    await expect(toneOf('Strength 60')).toBe('caution');
    await expect(toneOf('Strength 45')).toBe('critical');
  },
};

/** The match analysis bands: above 80 green, 61 to 80 yellow, 60 or less orange. */
export const CustomThresholds: Story = {
  args: {
    label: 'Conscientiousness match',
    value: 80,
    thresholds: [
      { from: 81, tone: 'positive' },
      { from: 61, tone: 'caution' },
      { from: 0, tone: 'critical' },
    ],
  },
  play: async ({ canvas }) => {
    const meter = canvas.getByRole('meter', { name: 'Conscientiousness match' });
    await expect(meter.querySelector('[data-tone]')).toHaveAttribute('data-tone', 'caution');
  },
};

export const FixedTones: Story = {
  render: (args) => (
    <Stack space="lg">
      {meterTones.map((tone) => (
        <Meter key={tone} {...args} tone={tone} label={`Tone ${tone}`} />
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    const track = (tone: string) => canvas.getByRole('meter', { name: `Tone ${tone}` }).querySelector<HTMLElement>('[data-tone]')!;
    // A fixed tone wins over the thresholds (86 alone would be positive), and each draws its own fill colour.
    for (const tone of meterTones) await expect(track(tone)).toHaveAttribute('data-tone', tone);
    const fills = meterTones.map((tone) => getComputedStyle(track(tone).firstElementChild!).backgroundColor);
    await expect(new Set(fills).size).toBe(meterTones.length);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Stack space="lg">
      {meterSizes.map((size) => (
        <Meter key={size} {...args} size={size} label={`Size ${size}`} />
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    // sm, md, lg tracks: 0.375, 0.5 and 0.75rem tall.
    const heights = meterSizes.map((size) => canvas.getByRole('meter', { name: `Size ${size}` }).querySelector('[data-tone]')!.getBoundingClientRect().height);
    await expect(heights).toEqual([6, 8, 12]);
  },
};

export const CustomValueText: Story = {
  args: { label: 'Storage', value: 6, maxValue: 10, valueLabel: '6 of 10 MB', tone: 'info' },
  play: async ({ canvas }) => {
    const meter = canvas.getByRole('meter', { name: 'Storage' });
    await expect(meter).toHaveAttribute('aria-valuetext', '6 of 10 MB');
    await expect(canvas.getByText('6 of 10 MB')).toBeVisible();
  },
};

export const WithoutValueText: Story = {
  args: { showValueText: false, label: undefined, 'aria-label': 'Match strength' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('86%')).toBeNull();
    await expect(canvas.getByRole('meter', { name: 'Match strength' })).toHaveAttribute('aria-valuetext', '86%');
  },
};
