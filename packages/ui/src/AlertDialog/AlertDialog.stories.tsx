import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { DialogTrigger } from '../Dialog/Dialog.tsx';
import { AlertDialog, alertDialogVariants, type AlertDialogProps } from './AlertDialog.tsx';

const meta = {
  title: 'Overlays/AlertDialog',
  component: AlertDialog,
  args: {
    title: 'Disconnect Google Calendar?',
    children: 'Quick Connect sessions will no longer be added to your calendar.',
    confirmLabel: 'Disconnect',
    variant: 'critical',
    onConfirm: fn(),
    onCancel: fn(),
  },
  argTypes: { variant: { control: 'inline-radio', options: alertDialogVariants } },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Disconnect</Button>
      <AlertDialog {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvas: ReturnType<typeof within>) => {
  await userEvent.click(canvas.getByRole('button', { name: 'Disconnect' }));
  return screen.findByRole('alertdialog');
};

const closed = () => waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

export const Critical: Story = {
  play: async ({ args, canvas }) => {
    const dialog = await open(canvas);
    await expect(dialog).toHaveAccessibleName('Disconnect Google Calendar?');
    await expect(dialog).toHaveAccessibleDescription('Quick Connect sessions will no longer be added to your calendar.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await closed();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const Primary: Story = {
  args: {
    variant: 'primary',
    title: 'Enable quick actions?',
    children: 'The quick-actions button appears at the bottom right of every page.',
    confirmLabel: 'Enable',
  },
  play: async ({ args, canvas }) => {
    const dialog = await open(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enable' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await closed();
  },
};

/** Focus starts on Cancel; Tab stays inside; Escape cancels and focus returns to the trigger. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Disconnect' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog');
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    const confirm = within(dialog).getByRole('button', { name: 'Disconnect' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.tab();
    await expect(confirm).toHaveFocus();
    await userEvent.tab();
    await expect(cancel).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await closed();
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Cancel: Story = {
  play: async ({ args, canvas }) => {
    const dialog = await open(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await closed();
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** A click outside does not dismiss an alert dialog. */
export const IgnoresOutsideClick: Story = {
  play: async ({ canvas }) => {
    const dialog = await open(canvas);
    await userEvent.click(dialog.parentElement?.parentElement as HTMLElement);
    await expect(dialog).toBeInTheDocument();
    // Still open, not closing: a dialog on its way out stays in the document for its exit animation.
    await expect(dialog.closest('[data-exiting]')).toBeNull();
  },
};

/** A promise the test settles, so the pending state does not depend on timing. */
function deferred() {
  let settle = { resolve: () => {}, reject: (_error: Error) => {} };
  const promise = new Promise<void>((resolve, reject) => {
    settle = { resolve, reject };
  });
  return { promise, ...settle };
}

let pendingConfirm = deferred();
const slowConfirm = fn(() => pendingConfirm.promise);

/** onConfirm returns a promise: the confirm button shows a spinner, Cancel and Escape wait, then the dialog closes. */
export const PendingConfirm: Story = {
  args: { onConfirm: slowConfirm, pendingLabel: 'Disconnecting...' },
  play: async ({ canvas }) => {
    pendingConfirm = deferred();
    slowConfirm.mockClear();
    const dialog = await open(canvas);
    const confirm = within(dialog).getByRole('button', { name: 'Disconnect' });
    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).toHaveAttribute('data-pending', 'true'));
    // The confirm button says what it is doing.
    await expect(within(confirm).getByRole('progressbar', { name: 'Disconnecting...' })).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    // Still open, not closing: a dialog on its way out stays in the document for its exit animation.
    await expect(dialog.closest('[data-exiting]')).toBeNull();
    pendingConfirm.resolve();
    await closed();
    await expect(slowConfirm).toHaveBeenCalledTimes(1);
  },
};

let failedConfirm = deferred();
const failingConfirm = fn(() => failedConfirm.promise);

/** A rejected promise keeps the dialog open (the caller shows the error, e.g. a toast) so the user can retry. */
export const FailedConfirm: Story = {
  args: { onConfirm: failingConfirm },
  play: async ({ canvas }) => {
    failedConfirm = deferred();
    failingConfirm.mockClear();
    const dialog = await open(canvas);
    const confirm = within(dialog).getByRole('button', { name: 'Disconnect' });
    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).toHaveAttribute('data-pending', 'true'));
    failedConfirm.reject(new Error('Failed to disconnect calendar'));
    await waitFor(() => expect(confirm).not.toHaveAttribute('data-pending'));
    await expect(dialog).toBeInTheDocument();
    await expect(failingConfirm).toHaveBeenCalledTimes(1);
  },
};

function ControlledAlert(args: AlertDialogProps) {
  const [isOpen, setOpen] = useState(true);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Disconnect
      </Button>
      <AlertDialog {...args} isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
}

/** Controlled, with the caller's own pending state (`isPending`). */
export const ControlledPending: Story = {
  args: { isPending: true },
  render: (args) => <ControlledAlert {...args} />,
  play: async () => {
    const dialog = await screen.findByRole('alertdialog');
    await expect(within(dialog).getByRole('button', { name: 'Disconnect' })).toHaveAttribute('data-pending', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const dialog = await open(canvas);
    // Wait for the entering animation (it starts from opacity 0).
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible());
  },
};
