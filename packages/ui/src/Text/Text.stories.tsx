import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text, textSizes, textTones, textWeights, textAligns, textElements } from './Text.tsx';

const longText =
  'Kindred matches you with colleagues from your HEXACO profile. New connections are generated weekly, and each one comes with a conversation starter, a suggested activity and a way to schedule a Quick Connect through your own calendar.';

const meta = {
  title: 'Display/Text',
  component: Text,
  args: { children: 'Your calendar is clear' },
  argTypes: {
    as: { control: 'inline-radio', options: textElements },
    size: { control: 'inline-radio', options: textSizes },
    weight: { control: 'inline-radio', options: textWeights },
    tone: { control: 'select', options: [...textTones, 'inherit'] },
    align: { control: 'inline-radio', options: textAligns },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const text = canvas.getByText('Your calendar is clear');
    await expect(text.tagName).toBe('P');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Stack space="sm">
      {textSizes.map((size) => (
        <Text key={size} {...args} size={size}>
          Size {size}: If this persists, try logging out and back in.
        </Text>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    const sizes = textSizes.map((size) => getComputedStyle(canvas.getByText(new RegExp(`^Size ${size}:`))).fontSize);
    // xs to xl: 0.75, 0.875, 1, 1.125 and 1.25rem.
    await expect(sizes).toEqual(['12px', '14px', '16px', '18px', '20px']);
  },
};

export const Weights: Story = {
  render: (args) => (
    <Stack space="sm">
      {textWeights.map((weight) => (
        <Text key={weight} {...args} weight={weight}>
          Weight {weight}: Connect Your Calendar
        </Text>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    const weights = textWeights.map((weight) => getComputedStyle(canvas.getByText(new RegExp(`^Weight ${weight}:`))).fontWeight);
    await expect(weights).toEqual(['400', '500', '600', '700']);
  },
};

export const Tones: Story = {
  render: (args) => (
    <Stack space="sm">
      {textTones.map((tone) => (
        <Text key={tone} {...args} tone={tone}>
          Tone {tone}: Event rescheduled successfully
        </Text>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    const colours = textTones.map((tone) => getComputedStyle(canvas.getByText(new RegExp(`^Tone ${tone}:`))).color);
    await expect(new Set(colours).size).toBe(textTones.length);
  },
};

/** The same tones on the raised surface used by cards. */
export const TonesOnRaisedSurface: Story = {
  render: (args) => (
    <Box background="raised" padding="lg" borderRadius="md">
      <Stack space="sm">
        {textTones.map((tone) => (
          <Text key={tone} {...args} tone={tone}>
            Tone {tone}: Event rescheduled successfully
          </Text>
        ))}
      </Stack>
    </Box>
  ),
};

export const Elements: Story = {
  render: (args) => (
    <Stack space="sm">
      <Text {...args} as="p">
        A paragraph (p)
      </Text>
      <div>
        <Text {...args} as="span">
          An inline span
        </Text>{' '}
        <Text {...args} as="span" tone="muted">
          next to another
        </Text>
      </div>
      <Text {...args} as="div">
        A block (div)
      </Text>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('A paragraph (p)').tagName).toBe('P');
    await expect(canvas.getByText('An inline span').tagName).toBe('SPAN');
    await expect(canvas.getByText('A block (div)').tagName).toBe('DIV');
  },
};

export const Alignment: Story = {
  render: (args) => (
    <Stack space="sm">
      {textAligns.map((align) => (
        <Text key={align} {...args} align={align}>
          Aligned {align}
        </Text>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    // Where the text itself is drawn inside its full-width paragraph.
    const placement = (align: string) => {
      const paragraph = canvas.getByText(`Aligned ${align}`);
      const range = document.createRange();
      range.selectNodeContents(paragraph);
      const text = range.getBoundingClientRect();
      const box = paragraph.getBoundingClientRect();
      return { before: text.left - box.left, after: box.right - text.right };
    };
    const start = placement('start');
    const center = placement('center');
    const end = placement('end');
    await expect(start.before).toBeLessThan(1);
    await expect(start.after).toBeGreaterThan(100);
    await expect(Math.abs(center.before - center.after)).toBeLessThan(2);
    await expect(center.before).toBeGreaterThan(50);
    await expect(end.after).toBeLessThan(1);
    await expect(end.before).toBeGreaterThan(100);
  },
};

export const Truncated: Story = {
  args: { truncate: true, children: longText },
  render: (args) => (
    <Box maxWidth="dialogSm">
      <Text {...args} />
    </Box>
  ),
  play: async ({ canvas }) => {
    const text = canvas.getByText(longText);
    // The whole text is still in the DOM (and read by screen readers); only the drawing is cut.
    await expect(text.scrollWidth).toBeGreaterThan(text.clientWidth);
    await expect(getComputedStyle(text).textOverflow).toBe('ellipsis');
  },
};

export const LineClamp: Story = {
  args: { lineClamp: 2, children: longText },
  render: (args) => (
    <Box maxWidth="dialogSm">
      <Text {...args} />
    </Box>
  ),
  play: async ({ canvas }) => {
    const text = canvas.getByText(longText);
    await expect(text.scrollHeight).toBeGreaterThan(text.clientHeight);
    await expect(getComputedStyle(text).webkitLineClamp).toBe('2');
  },
};
