import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Inline } from '../Inline/Inline.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Button, buttonSizes, buttonVariants } from './Button.tsx';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Save changes', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Save changes' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    // Keyboard: Tab focuses, Enter and Space press.
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(3);
  },
};

export const Variants: Story = {
  render: (args) => (
    <Inline space="md">
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </Inline>
  ),
  play: async ({ canvas }) => {
    const background = (variant: string) => getComputedStyle(canvas.getByRole('button', { name: variant })).backgroundColor;
    // Ghost has no fill; secondary is outlined; every variant looks different.
    await expect(background('ghost')).toBe('rgba(0, 0, 0, 0)');
    await expect(getComputedStyle(canvas.getByRole('button', { name: 'secondary' })).borderTopColor).not.toBe('rgba(0, 0, 0, 0)');
    await expect(new Set(buttonVariants.map(background)).size).toBe(buttonVariants.length);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Inline space="md">
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>
          Size {size}
        </Button>
      ))}
    </Inline>
  ),
  play: async ({ canvas }) => {
    // sm, md, lg: 2rem, 2.5rem and 3rem tall (32, 40, 48 px), each wider than the one before.
    const rects = buttonSizes.map((size) => canvas.getByRole('button', { name: `Size ${size}` }).getBoundingClientRect());
    await expect(rects.map((rect) => Math.round(rect.height))).toEqual([32, 40, 48]);
    await expect(rects[1]!.width).toBeGreaterThan(rects[0]!.width);
    await expect(rects[2]!.width).toBeGreaterThan(rects[1]!.width);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Save changes' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/**
 * Pending: a spinner shows, the button is announced as unavailable (`aria-disabled`) but stays
 * focusable, and neither a click nor Enter or Space presses it. The spinner is react-aria's
 * indeterminate ProgressBar named by `pendingLabel`, so the button's name gains what it is doing.
 */
export const Pending: Story = {
  args: { isPending: true, pendingLabel: 'Saving...' },
  play: async ({ args, canvas }) => {
    // Chromium names the button 'Save changes Saving...': the progressbar's label joins the name from
    // content. testing-library (like Playwright) leaves an indeterminate progressbar out, so it still
    // finds the button by its label alone.
    const button = canvas.getByRole('button', { name: 'Save changes' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAttribute('data-pending', 'true');
    // The spinner is a progressbar inside the button, named and without a value (indeterminate).
    const progress = within(button).getByRole('progressbar', { name: 'Saving...' });
    await expect(progress).not.toHaveAttribute('aria-valuenow');
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(1);
    // It follows the label in the DOM, so the name reads label first.
    await expect(button.lastElementChild).toBe(progress);
    // It is drawn before the label and turning; the label stays visible.
    await expect(progress).toBeVisible();
    await expect(progress.getBoundingClientRect().width).toBeGreaterThan(0);
    const label = document.createRange();
    label.selectNodeContents([...button.childNodes].find((node) => node.nodeType === Node.TEXT_NODE)!);
    await expect(progress.getBoundingClientRect().right).toBeLessThanOrEqual(label.getBoundingClientRect().left);
    await expect(getComputedStyle(progress).animationName).not.toBe('none');
    await expect(getComputedStyle(button).cursor).toBe('progress');

    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
    // Keyboard: still a Tab stop, but Enter and Space do nothing.
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** A promise the test settles, so the pending state does not depend on timing. */
function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

let saving = deferred();

function SaveWithPending(props: { onPress?: () => void }) {
  const [isPending, setPending] = useState(false);
  return (
    <Button
      isPending={isPending}
      onPress={() => {
        props.onPress?.();
        setPending(true);
        void saving.promise.then(() => setPending(false));
      }}
    >
      Save changes
    </Button>
  );
}

/**
 * Pressed from the keyboard it turns pending: react-aria announces the change to screen readers,
 * further presses are ignored, and when the save ends the progressbar goes and the button works again.
 * Without a `pendingLabel` the progressbar is named 'Loading...'.
 */
export const BecomesPending: Story = {
  render: (args) => <SaveWithPending onPress={args.onPress} />,
  beforeEach: () => {
    saving = deferred();
  },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Save changes' });
    await expect(within(button).queryByRole('progressbar')).toBeNull();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).not.toHaveAttribute('aria-disabled');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    const progress = within(button).getByRole('progressbar', { name: 'Loading...' });
    await expect(progress).toBeVisible();
    // The assertive live region reads the button again, now that it is busy. (The region is the page's,
    // shared with earlier stories: look for this button's announcement among any still there.)
    await waitFor(() => {
      const announced = document.querySelectorAll('[data-live-announcer] [aria-live="assertive"] [aria-labelledby]');
      expect([...announced].map((node) => node.getAttribute('aria-labelledby'))).toContain(button.id);
    });
    // Focus stays on the button, and repeated presses do nothing.
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);

    // The save ends: the progressbar goes, and the button presses again.
    saving.resolve();
    await waitFor(() => expect(button).not.toHaveAttribute('data-pending'));
    await expect(within(button).queryByRole('progressbar')).toBeNull();
    await expect(button).not.toHaveAttribute('aria-disabled');
    await expect(button).toHaveFocus();
    saving = deferred();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const FullWidth: Story = {
  args: { fullWidth: true },
  render: (args) => (
    <Stack>
      <Button {...args} />
      <Button {...args} variant="secondary">
        Cancel
      </Button>
    </Stack>
  ),
  play: async ({ canvas }) => {
    // Both fill the container's width, however short their label.
    for (const name of ['Save changes', 'Cancel']) {
      const button = canvas.getByRole('button', { name });
      await expect(Math.abs(button.getBoundingClientRect().width - button.parentElement!.clientWidth)).toBeLessThan(1);
    }
  },
};
