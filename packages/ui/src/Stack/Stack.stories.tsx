import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { Text } from '../Text/Text.tsx';
import { Stack } from './Stack.tsx';

const Item = ({ children }: { children: string }) => (
  <Box background="sunken" padding="sm" borderRadius="sm">
    <Text>{children}</Text>
  </Box>
);

/** Children stacked vertically with even space from the space scale. */
const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: {
    space: 'md',
    children: [<Item key="1">First</Item>, <Item key="2">Second</Item>, <Item key="3">Third</Item>],
  },
  argTypes: { space: { control: 'select', options: ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'xxxl'] } },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const first = canvas.getByText('First').parentElement!;
    const second = canvas.getByText('Second').parentElement!;
    const stack = first.parentElement!;
    await expect(getComputedStyle(stack).flexDirection).toBe('column');
    // md space is 0.75rem: 12 px between the items.
    await expect(Math.round(second.getBoundingClientRect().top - first.getBoundingClientRect().bottom)).toBe(12);
  },
};

export const Spacious: Story = {
  args: { space: 'xxl' },
  play: async ({ canvas }) => {
    const first = canvas.getByText('First').parentElement!;
    const second = canvas.getByText('Second').parentElement!;
    await expect(Math.round(second.getBoundingClientRect().top - first.getBoundingClientRect().bottom)).toBe(32);
  },
};

export const Centred: Story = {
  args: { align: 'center' },
  play: async ({ canvas }) => {
    const stack = canvas.getByText('First').parentElement!.parentElement!;
    await expect(getComputedStyle(stack).alignItems).toBe('center');
  },
};
