import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CardGrid, SkeletonCardGrid } from './CardGrid.tsx';

const meta = {
  title: 'Layout/CardGrid',
  component: CardGrid,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CardGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cards as a list in a grid; as many 16rem columns as fit, or four at most. */
export const Cards: Story = {
  args: {
    'aria-label': 'Colleagues',
    maxColumns: 4,
    children: ['Amara Okafor', 'Mateo García', 'Priya Raman', 'Liam O’Brien', 'Jordan Ellis'].map((name) => (
      <li key={name} style={{ padding: '1rem', border: '1px solid currentColor', borderRadius: '0.75rem' }}>
        {name}
      </li>
    )),
  },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('list', { name: 'Colleagues' })).getAllByRole('listitem')).toHaveLength(5);
  },
};

/** While the cards load: eight placeholders, announced once as loading. */
export const Loading: Story = {
  render: () => <SkeletonCardGrid label="Loading your connections..." />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your connections...');
    await expect(canvasElement.querySelectorAll('[data-skeleton-card]')).toHaveLength(8);
  },
};
