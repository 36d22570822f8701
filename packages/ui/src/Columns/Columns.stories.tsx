import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { Text } from '../Text/Text.tsx';
import { Columns } from './Columns.tsx';

const cards = ['Connections', 'Sessions', 'Points', 'Badges'];

/** An equal-width grid whose column count can change per breakpoint: `[1, 2, 4]` is one column on mobile, two on tablet, four on desktop. */
const meta = {
  title: 'Layout/Columns',
  component: Columns,
  args: {
    columns: [1, 2, 4],
    space: 'lg',
    children: cards.map((card) => (
      <Box key={card} background="raised" padding="lg" borderRadius="md" boxShadow="sm">
        <Text>{card}</Text>
      </Box>
    )),
  },
} satisfies Meta<typeof Columns>;

export default meta;
type Story = StoryObj<typeof meta>;

function columnCount(canvasElement: HTMLElement, label: string): number {
  const grid = [...canvasElement.querySelectorAll('p, span')].find((node) => node.textContent === label)!.parentElement!.parentElement!;
  return getComputedStyle(grid).gridTemplateColumns.split(' ').length;
}

export const Responsive: Story = {
  play: async ({ canvasElement }) => {
    const expected = window.innerWidth >= 1024 ? 4 : window.innerWidth >= 769 ? 2 : 1;
    await expect(columnCount(canvasElement, 'Connections')).toBe(expected);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    const expected = window.innerWidth >= 1024 ? 4 : window.innerWidth >= 769 ? 2 : 1;
    await expect(columnCount(canvasElement, 'Connections')).toBe(expected);
    // One column: each card sits below the one before.
    if (expected === 1) {
      const first = canvas.getByText('Connections').parentElement!;
      await expect(canvas.getByText('Sessions').parentElement!.getBoundingClientRect().top).toBeGreaterThan(first.getBoundingClientRect().bottom);
    }
  },
};

export const Two: Story = {
  args: { columns: 2 },
  play: async ({ canvasElement }) => {
    await expect(columnCount(canvasElement, 'Connections')).toBe(2);
  },
};

export const Three: Story = {
  args: { columns: 3, space: 'sm', children: cards.slice(0, 3).map((card) => <Box key={card} background="sunken" padding="md" borderRadius="sm"><Text>{card}</Text></Box>) },
  play: async ({ canvasElement }) => {
    await expect(columnCount(canvasElement, 'Connections')).toBe(3);
  },
};
