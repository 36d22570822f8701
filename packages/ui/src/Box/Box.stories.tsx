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

const paddingAt = (canvasElement: HTMLElement) => {
  const box = [...canvasElement.querySelectorAll('p')].find((node) => /Padding grows/.test(node.textContent ?? ''))!.parentElement!;
  const style = getComputedStyle(box);
  return [style.paddingTop, style.paddingRight, style.paddingBottom, style.paddingLeft];
};

/** `padding={['sm', 'lg', 'xxl']}` on mobile: sm is 0.5rem, 8 px. */
export const ResponsiveMobile: Story = {
  args: {
    padding: ['sm', 'lg', 'xxl'],
    children: <Text>Padding grows with the viewport: small on mobile, large on tablet, extra large on desktop.</Text>,
  },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(paddingAt(canvasElement)).toEqual(['8px', '8px', '8px', '8px']);
  },
};

/** The same box on a tablet: lg, 16 px. */
export const ResponsiveTablet: Story = {
  ...ResponsiveMobile,
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    await expect(paddingAt(canvasElement)).toEqual(['16px', '16px', '16px', '16px']);
  },
};

/** The same box on a desktop: xxl, 32 px. */
export const ResponsiveDesktop: Story = {
  ...ResponsiveMobile,
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    await expect(paddingAt(canvasElement)).toEqual(['32px', '32px', '32px', '32px']);
  },
};
