import type { Meta, StoryObj } from '@storybook/react-vite';
import { Settings, Trash2, X } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Inline } from '../Inline/Inline.tsx';
import { IconButton, iconButtonSizes, iconButtonVariants } from './IconButton.tsx';

const meta = {
  title: 'Actions/IconButton',
  component: IconButton,
  args: { label: 'Close', children: <X />, onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: iconButtonVariants },
    size: { control: 'inline-radio', options: iconButtonSizes },
    children: { control: false },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Compile-time check: an IconButton without `label` does not type-check. */
function _labelIsRequired() {
  // @ts-expect-error `label` is required.
  return <IconButton><X /></IconButton>;
}

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Close' });
    await expect(button).toHaveAttribute('aria-label', 'Close');
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const FocusedWithKeyboard: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Close' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Variants: Story = {
  render: (args) => (
    <Inline space="md">
      {iconButtonVariants.map((variant) => (
        <IconButton key={variant} {...args} variant={variant} label={`Settings (${variant})`}>
          <Settings />
        </IconButton>
      ))}
    </Inline>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(iconButtonVariants.length);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Inline space="md">
      {iconButtonSizes.map((size) => (
        <IconButton key={size} {...args} size={size} label={`Delete (${size})`} variant="secondary">
          <Trash2 />
        </IconButton>
      ))}
    </Inline>
  ),
  play: async ({ canvas }) => {
    const [small, , large] = canvas.getAllByRole('button');
    await expect(small!.getBoundingClientRect().width).toBeLessThan(large!.getBoundingClientRect().width);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Close' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/**
 * Pending: the icon turns into a spinner, a progressbar named by `pendingLabel` that react-aria adds
 * to the button's name, and presses are ignored.
 */
export const Pending: Story = {
  args: { isPending: true, variant: 'primary', label: 'Delete', pendingLabel: 'Deleting...', children: <Trash2 /> },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Delete Deleting...' });
    const progress = within(button).getByRole('progressbar', { name: 'Deleting...' });
    await expect(progress).not.toHaveAttribute('aria-valuenow');
    await expect(button.getAttribute('aria-labelledby')).toBe(`${button.id} ${progress.id}`);
    await expect(progress).toBeVisible();
    await expect(getComputedStyle(progress).animationName).not.toBe('none');
    await expect(button.querySelector('svg')).toBeNull();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};
