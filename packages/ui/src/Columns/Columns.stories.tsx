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

/** Each card's box, in source order. */
const cardRects = (canvasElement: HTMLElement) =>
  cards.map((card) => [...canvasElement.querySelectorAll('p')].find((node) => node.textContent === card)!.parentElement!.getBoundingClientRect());

/** Desktop (≥1024 px): four columns, every card on one row, equal widths. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    await expect(columnCount(canvasElement, 'Connections')).toBe(4);
    const [first, ...rest] = cardRects(canvasElement);
    for (const rect of rest) {
      await expect(Math.abs(rect.top - first!.top)).toBeLessThan(1);
      await expect(Math.abs(rect.width - first!.width)).toBeLessThan(1);
      await expect(rect.left).toBeGreaterThan(first!.right);
    }
  },
};

/** Tablet (769-1023 px): two columns, so the third card starts a second row under the first. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    await expect(columnCount(canvasElement, 'Connections')).toBe(2);
    const [connections, sessions, points] = cardRects(canvasElement);
    await expect(Math.abs(sessions!.top - connections!.top)).toBeLessThan(1);
    await expect(sessions!.left).toBeGreaterThan(connections!.right);
    await expect(points!.top).toBeGreaterThan(connections!.bottom);
    await expect(Math.abs(points!.left - connections!.left)).toBeLessThan(1);
  },
};

/** Mobile (≤768 px): one column, each card below the one before and as wide as the grid. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(columnCount(canvasElement, 'Connections')).toBe(1);
    const rects = cardRects(canvasElement);
    for (let i = 1; i < rects.length; i++) {
      await expect(rects[i]!.top).toBeGreaterThan(rects[i - 1]!.bottom);
      await expect(Math.abs(rects[i]!.left - rects[0]!.left)).toBeLessThan(1);
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
