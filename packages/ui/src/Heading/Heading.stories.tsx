import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Heading, headingLevels, headingSizes, headingTones } from './Heading.tsx';

const meta = {
  title: 'Display/Heading',
  component: Heading,
  args: { children: 'Your Connections' },
  argTypes: {
    level: { control: 'inline-radio', options: headingLevels },
    size: { control: 'select', options: headingSizes },
    tone: { control: 'inline-radio', options: headingTones },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Your Connections' })).toBeVisible();
  },
};

export const Levels: Story = {
  render: (args) => (
    <Stack space="md">
      {headingLevels.map((level) => (
        <Heading key={level} {...args} level={level}>
          Level {level}: Workplace Insights
        </Heading>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    for (const level of headingLevels) {
      const heading = canvas.getByRole('heading', { level });
      await expect(heading.tagName).toBe(`H${level}`);
    }
  },
};

/** The visual size is independent of the outline level: here every heading is an h3. */
export const Sizes: Story = {
  args: { level: 3 },
  render: (args) => (
    <Stack space="md">
      {headingSizes.map((size) => (
        <Heading key={size} {...args} size={size}>
          Size {size}: Next Up
        </Heading>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(headingSizes.length);
  },
};

export const Tones: Story = {
  render: (args) => (
    <Stack space="md">
      {headingTones.map((tone) => (
        <Heading key={tone} {...args} tone={tone}>
          Tone {tone}: Recently Earned
        </Heading>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    const colours = headingTones.map((tone) => getComputedStyle(canvas.getByRole('heading', { name: `Tone ${tone}: Recently Earned` })).color);
    await expect(new Set(colours).size).toBe(headingTones.length);
  },
};

/** The text is centred in the heading's box (the box keeps the full width). */
export const Centered: Story = {
  args: { align: 'center', children: 'No Connections Yet' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { name: 'No Connections Yet' });
    const range = document.createRange();
    range.selectNodeContents(heading);
    const text = range.getBoundingClientRect();
    const box = heading.getBoundingClientRect();
    await expect(text.width).toBeLessThan(box.width / 2);
    await expect(Math.abs(text.left - box.left - (box.right - text.right))).toBeLessThan(2);
  },
};

export const Truncated: Story = {
  args: { truncate: true, children: 'Major Update: AI Assistant & Intelligent Features' },
  render: (args) => (
    <Box maxWidth="dialogSm">
      <Heading {...args} />
    </Box>
  ),
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { name: 'Major Update: AI Assistant & Intelligent Features' });
    await expect(heading.scrollWidth).toBeGreaterThan(heading.clientWidth);
  },
};
