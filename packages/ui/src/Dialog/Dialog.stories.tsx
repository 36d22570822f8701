import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Dialog, DialogTrigger, dialogSizes, type DialogProps } from './Dialog.tsx';

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  args: {
    title: 'Event details',
    children: 'Quick Connect with Sam Rivera, Thursday 12:00 to 12:30. You will both get a calendar invitation.',
    size: 'md',
    isDismissable: true,
  },
  argTypes: {
    size: { control: 'inline-radio', options: dialogSizes },
    title: { control: 'text' },
    description: { control: 'text' },
  },
  render: (args) => (
    <DialogTrigger>
      <Button>Open dialog</Button>
      <Dialog {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const openDialog = async (canvas: ReturnType<typeof within>, name = 'Open dialog') => {
  await userEvent.click(canvas.getByRole('button', { name }));
  return screen.findByRole('dialog');
};

const closedFocusReturns = async (trigger: HTMLElement) => {
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(trigger).toHaveFocus());
};

export const Default: Story = {
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    await expect(dialog).toHaveAccessibleName('Event details');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await closedFocusReturns(canvas.getByRole('button', { name: 'Open dialog' }));
  },
};

/** Enter opens, focus moves into the dialog and stays trapped there, Escape closes and focus returns to the trigger. */
export const Keyboard: Story = {
  args: {
    footer: ({ close }) => (
      <>
        <Button variant="secondary" onPress={close}>
          Cancel
        </Button>
        <Button onPress={close}>Save</Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Open dialog' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    const close = within(dialog).getByRole('button', { name: 'Close' });
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab();
    await expect(cancel).toHaveFocus();
    await userEvent.tab();
    await expect(save).toHaveFocus();
    // Focus is trapped: Tab wraps to the first control.
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(save).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await closedFocusReturns(trigger);
  },
};

export const WithDescription: Story = {
  args: {
    title: 'Reschedule event',
    description: 'Pick a new time. Your colleague gets an updated invitation.',
  },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    await expect(dialog).toHaveAccessibleDescription('Pick a new time. Your colleague gets an updated invitation.');
  },
};

/** The spec's first-login calendar prompt: footer actions, each closing the dialog. */
export const WithFooterActions: Story = {
  args: {
    title: 'Welcome to Kindred',
    description: 'Without a connected calendar, no automated Quick Connect sessions arrive.',
    children: (
      <ul>
        <li>Sessions land in your calendar automatically.</li>
        <li>We find times when you are both free.</li>
        <li>Reschedule in one click.</li>
      </ul>
    ),
    footer: ({ close }) => (
      <>
        <Button variant="ghost" onPress={close}>
          Skip for now
        </Button>
        <Button variant="secondary" onPress={close}>
          Remind me in 7 days
        </Button>
        <Button variant="secondary" onPress={close}>
          Connect Outlook Calendar
        </Button>
        <Button onPress={close}>Connect Google Calendar</Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    await expect(dialog).toHaveAccessibleName('Welcome to Kindred');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remind me in 7 days' }));
    await closedFocusReturns(canvas.getByRole('button', { name: 'Open dialog' }));
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Inline space="sm">
      {dialogSizes.map((size) => (
        <DialogTrigger key={size}>
          <Button variant="secondary">Open {size}</Button>
          <Dialog {...args} size={size} title={`Size ${size}`} />
        </DialogTrigger>
      ))}
    </Inline>
  ),
  play: async ({ canvas }) => {
    const widths: number[] = [];
    for (const size of dialogSizes) {
      const dialog = await openDialog(canvas, `Open ${size}`);
      await expect(dialog).toHaveAccessibleName(`Size ${size}`);
      widths.push(dialog.getBoundingClientRect().width);
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }
    await expect(widths[0]).toBeLessThan(widths[1] ?? 0);
    await expect(widths[1]).toBeLessThan(widths[2] ?? 0);
  },
};

export const Small: Story = {
  args: { size: 'sm', title: 'Small dialog' },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    await expect(dialog.parentElement).toHaveAttribute('data-size', 'sm');
  },
};

export const Large: Story = {
  args: { size: 'lg', title: 'Large dialog' },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    await expect(dialog.parentElement).toHaveAttribute('data-size', 'lg');
  },
};

const longBody = (
  <Stack space="md">
    {Array.from({ length: 24 }, (_, index) => (
      <p key={index}>
        Step {index + 1}. Gather the team, share one thing you learned this week and one thing you would like help with.
      </p>
    ))}
  </Stack>
);

/** A long body scrolls between a fixed header and footer; it joins the tab order so the keyboard can scroll it. */
export const ScrollableBody: Story = {
  args: {
    title: 'Activity directions',
    children: longBody,
    footer: ({ close }) => <Button onPress={close}>Close</Button>,
  },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    // The body is the dialog's part that holds the steps (found by its place: its tabindex comes only once it is
    // known to scroll, after its first layout).
    const body = within(dialog).getByText(/^Step 1\./).closest('[role="dialog"] > *') as HTMLElement;
    await waitFor(() => expect(body).toHaveAttribute('tabindex', '0'));
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    await expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

/** `isDismissable` (the default): a click on the backdrop closes. */
export const DismissOnOutsideClick: Story = {
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    const overlay = dialog.parentElement?.parentElement as HTMLElement;
    await userEvent.click(overlay);
    await closedFocusReturns(canvas.getByRole('button', { name: 'Open dialog' }));
  },
};

/** `isDismissable={false}`: the backdrop ignores clicks; Escape and the buttons still close. */
export const NotDismissable: Story = {
  args: { isDismissable: false },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    await userEvent.click(dialog.parentElement?.parentElement as HTMLElement);
    await expect(dialog).toBeInTheDocument();
    // Still open, not closing: a dialog on its way out stays in the document for its exit animation.
    await expect(dialog.closest('[data-exiting]')).toBeNull();
    // Focus stays contained in the dialog (react-aria brings it back a moment after the click), so Escape reaches it.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await closedFocusReturns(canvas.getByRole('button', { name: 'Open dialog' }));
  },
};

/** `isKeyboardDismissDisabled`: Escape does nothing; the explicit actions close it. */
export const KeyboardDismissDisabled: Story = {
  args: {
    isDismissable: false,
    isKeyboardDismissDisabled: true,
    hideCloseButton: true,
    footer: ({ close }) => <Button onPress={close}>Got it</Button>,
  },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    // Still open, not closing: a dialog on its way out stays in the document for its exit animation.
    await expect(dialog.closest('[data-exiting]')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

const onOpenChange = fn();

function ControlledDialog(props: DialogProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Open dialog</Button>
      <Dialog
        {...props}
        isOpen={isOpen}
        onOpenChange={(open) => {
          setOpen(open);
          onOpenChange(open);
        }}
      />
    </>
  );
}

/** Controlled with `isOpen` and `onOpenChange` (no DialogTrigger), e.g. opened from a window event. */
export const Controlled: Story = {
  render: (args) => <ControlledDialog {...args} />,
  play: async ({ canvas }) => {
    onOpenChange.mockClear();
    const trigger = canvas.getByRole('button', { name: 'Open dialog' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Full screen at 768 px and below. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: {
    title: 'Activity directions',
    children: longBody,
    footer: ({ close }) => (
      <>
        <Button variant="secondary" onPress={close}>
          Cancel
        </Button>
        <Button onPress={close}>Start activity</Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    const panel = dialog.parentElement as HTMLElement;
    await waitFor(() => expect(Math.round(panel.getBoundingClientRect().width)).toBe(document.documentElement.clientWidth));
    await userEvent.keyboard('{Escape}');
    await closedFocusReturns(canvas.getByRole('button', { name: 'Open dialog' }));
  },
};
