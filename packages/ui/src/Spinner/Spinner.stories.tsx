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
