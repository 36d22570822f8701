import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { Spinner, spinnerLabelPlacements, spinnerSizes } from './Spinner.tsx';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
  args: { label: 'Loading your profile...' },
  argTypes: {
    size: { control: 'inline-radio', options: spinnerSizes },
    labelPlacement: { control: 'inline-radio', options: spinnerLabelPlacements },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Label for assistive technology only. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const spinner = canvas.getByRole('progressbar', { name: 'Loading your profile...' });
    // Indeterminate: no value is announced.
    await expect(spinner).not.toHaveAttribute('aria-valuenow');
    await expect(canvas.queryByText('Loading your profile...')).toBeNull();
  },
};

export const WithVisibleLabel: Story = {
  args: { showLabel: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading your profile...')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Loading your profile...' })).toBeInTheDocument();
  },
};

/** The authenticated shell while the profile loads. */
export const FullPageLoading: Story = {
  args: { showLabel: true, size: 'lg', labelPlacement: 'bottom' },
  render: (args) => (
    <Box display="flex" justifyContent="center" alignItems="center" paddingY="xxxl">
      <Spinner {...args} />
    </Box>
  ),
  play: async ({ canvas }) => {
    const spinner = canvas.getByRole('progressbar', { name: 'Loading your profile...' });
    await expect(spinner).not.toHaveAttribute('aria-valuenow');
    // The large circle (2.5rem) turns, with the label under it, both centred on the page.
    const circle = spinner.querySelector<HTMLElement>('[aria-hidden="true"]')!;
    const ring = circle.getBoundingClientRect();
    await expect([ring.width, ring.height]).toEqual([40, 40]);
    await expect(getComputedStyle(circle).animationName).not.toBe('none');
    // It starts turning after 600 ms: a shorter wait needs no motion.
    await expect(getComputedStyle(circle).animationDelay).toBe('0.6s');
    const label = canvas.getByText('Loading your profile...').getBoundingClientRect();
    await expect(label.top).toBeGreaterThanOrEqual(ring.bottom);
    const page = spinner.parentElement!.getBoundingClientRect();
    const pageCentre = page.left + page.width / 2;
    await expect(Math.abs(ring.left + ring.width / 2 - pageCentre)).toBeLessThan(1);
    await expect(Math.abs(label.left + label.width / 2 - pageCentre)).toBeLessThan(1);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Inline space="xl">
      {spinnerSizes.map((size) => (
        <Spinner key={size} {...args} size={size} showLabel label={`Size ${size}`} />
      ))}
    </Inline>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(spinnerSizes.length);
  },
};

export const DefaultLabel: Story = {
  args: { label: undefined, showLabel: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading...' })).toBeInTheDocument();
  },
};
