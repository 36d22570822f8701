import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from '../Badge/Badge.tsx';
import { Box } from '../Box/Box.tsx';
import { Inline } from './Inline.tsx';

const tags = ['Hiking', 'Board games', 'Cooking', 'Photography', 'Running', 'Jazz', 'Gardening', 'Chess', 'Podcasts', 'Climbing'];

/** Children in a row that wraps, with even space: tags, actions, metadata. */
const meta = {
  title: 'Layout/Inline',
  component: Inline,
  args: { space: 'sm', children: tags.map((tag) => <Badge key={tag}>{tag}</Badge>) },
  argTypes: { space: { control: 'select', options: ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl'] } },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const hiking = canvas.getByText('Hiking');
    const games = canvas.getByText('Board games');
    await expect(Math.round(hiking.getBoundingClientRect().top)).toBe(Math.round(games.getBoundingClientRect().top));
    await expect(games.getBoundingClientRect().left).toBeGreaterThan(hiking.getBoundingClientRect().right);
  },
};

export const WrapsInANarrowSpace: Story = {
  render: (args) => (
    <Box maxWidth="dialogSm">
      <Inline {...args} />
    </Box>
  ),
  play: async ({ canvas }) => {
    const first = canvas.getByText('Hiking');
    const last = canvas.getByText('Climbing');
    await expect(last.getBoundingClientRect().top).toBeGreaterThan(first.getBoundingClientRect().bottom);
  },
};

export const NoWrap: Story = {
  args: { wrap: false, children: tags.slice(0, 3).map((tag) => <Badge key={tag}>{tag}</Badge>) },
  play: async ({ canvas }) => {
    const row = canvas.getByText('Hiking').closest('div')!.parentElement!;
    await expect(getComputedStyle(row).flexWrap).toBe('nowrap');
  },
};

export const SpaceBetween: Story = {
  args: { justify: 'space-between', children: tags.slice(0, 2).map((tag) => <Badge key={tag}>{tag}</Badge>) },
  play: async ({ canvas, canvasElement }) => {
    const second = canvas.getByText('Board games');
    const root = canvasElement.getBoundingClientRect();
    await expect(Math.abs(second.getBoundingClientRect().right - root.right)).toBeLessThan(40);
  },
};
