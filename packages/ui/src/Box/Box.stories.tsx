import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Text } from '../Text/Text.tsx';
import { Box } from './Box.tsx';

/** The base layout primitive: any element, styled only through sprinkles (spacing, surfaces, radius, shadow), so screens need no raw pixels or colours. */
const meta = {
  title: 'Layout/Box',
  component: Box,
  args: { padding: 'lg', background: 'raised', borderRadius: 'lg', boxShadow: 'sm' },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { children: <Text>A raised surface with large padding.</Text> },
  play: async ({ canvas }) => {
    const box = canvas.getByText('A raised surface with large padding.').parentElement!;
    // lg space is 1rem: 16 px at the default font size.
    await expect(getComputedStyle(box).paddingTop).toBe('16px');
    await expect(getComputedStyle(box).paddingLeft).toBe('16px');
  },
};

export const Surfaces: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap="md">
      {(['base', 'raised', 'sunken', 'overlay', 'accentSubtle', 'positiveSubtle', 'cautionSubtle', 'criticalSubtle', 'infoSubtle'] as const).map((background) => (
        <Box key={background} background={background} padding="md" borderRadius="md">
          <Text>{background}</Text>
        </Box>
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    const raised = getComputedStyle(canvas.getByText('raised').parentElement!).backgroundColor;
    const sunken = getComputedStyle(canvas.getByText('sunken').parentElement!).backgroundColor;
    await expect(raised).not.toBe(sunken);
  },
};

export const AsAnotherElement: Story = {
  args: { as: 'section', 'aria-label': 'Summary', children: <Text>Rendered as a labelled section.</Text> },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Summary' });
    await expect(region.tagName).toBe('SECTION');
  },
};

export const Responsive: Story = {
  args: {
    padding: ['sm', 'lg', 'xxl'],
    children: <Text>Padding grows with the viewport: small on mobile, large on tablet, extra large on desktop.</Text>,
  },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const box = canvas.getByText(/Padding grows/).parentElement!;
    const expected = window.innerWidth >= 1024 ? '32px' : window.innerWidth >= 769 ? '16px' : '8px';
    await expect(getComputedStyle(box).paddingTop).toBe(expected);
  },
};
