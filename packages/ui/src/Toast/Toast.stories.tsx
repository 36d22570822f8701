import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Inline } from '../Inline/Inline.tsx';
import {
  ToastRegion,
  createToastApi,
  createToastQueue,
  toast,
  toastPositions,
  toastSeverities,
  type ShowToastOptions,
} from './Toast.tsx';

/**
 * Toasts are shown with the `toast` API from anywhere (also outside React) and
 * rendered by one `<ToastRegion />` at the root of the app. Each story renders
 * its own region (the preview's global one is switched off with the
 * `toastRegion: false` parameter); were two mounted for the same queue, only
 * the first would show the toasts.
 */
const meta = {
  title: 'Feedback/Toast',
  component: ToastRegion,
  args: { position: 'bottom-right' },
  argTypes: { position: { control: 'select', options: toastPositions } },
  // Each story renders its own region (so `position` applies); skip the preview's global one.
  // (The preview empties the global queue before and after every story, and has the region's code loaded.)
  parameters: { toastRegion: false },
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A button that shows one toast, next to the region. Stories keep toasts on screen (duration 0) so the a11y check sees them. */
function showStory(options: ShowToastOptions, label = 'Show toast'): Story {
  return {
    render: (args) => (
      <>
        <ToastRegion {...args} />
        <Button variant="secondary" onPress={() => toast.show({ duration: 0, ...options })}>
          {label}
        </Button>
      </>
    ),
  };
}

const region = () => screen.findByRole('region', { name: 'Notifications' });

export const Info: Story = {
  ...showStory({ severity: 'info', title: 'Opening resources library' }),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    const item = await within(await region()).findByRole('alertdialog', { name: 'Opening resources library' });
    await expect(item).toHaveAttribute('data-severity', 'info');
    await expect(within(item).getByRole('alert')).toHaveTextContent('Opening resources library');
  },
};

export const Success: Story = {
  ...showStory({ severity: 'success', title: 'Avatar updated!' }),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    const item = await screen.findByRole('alertdialog', { name: 'Avatar updated!' });
    await expect(item).toHaveAttribute('data-severity', 'success');
  },
};

export const Warning: Story = {
  ...showStory({ severity: 'warning', title: 'Please wait a moment before sending another message' }),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    const item = await screen.findByRole('alertdialog', { name: 'Please wait a moment before sending another message' });
    await expect(item).toHaveAttribute('data-severity', 'warning');
  },
};

export const ErrorToast: Story = {
  name: 'Error',
  ...showStory({ severity: 'error', title: 'Failed to update avatar. Please try again.' }),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    const item = await screen.findByRole('alertdialog', { name: 'Failed to update avatar. Please try again.' });
    await expect(item).toHaveAttribute('data-severity', 'error');
  },
};

export const Critical: Story = {
  ...showStory({
    severity: 'critical',
    title: 'Server error occurred. Please try again later.',
    description: 'If this persists, please contact support.',
    action: { label: 'Reload', onAction: () => {} },
  }),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    const item = await screen.findByRole('alertdialog', { name: 'Server error occurred. Please try again later.' });
    await expect(item).toHaveAttribute('data-severity', 'critical');
    await expect(item).toHaveAccessibleDescription('If this persists, please contact support.');
    await expect(within(item).getByRole('button', { name: 'Reload' })).toBeVisible();
  },
};

/** Every severity at once, through the shorthands. */
export const AllSeverities: Story = {
  render: (args) => (
    <>
      <ToastRegion {...args} />
      <Inline space="sm">
        {toastSeverities.map((severity) => (
          <Button key={severity} variant="secondary" onPress={() => toast[severity](`A ${severity} toast`, { duration: 0 })}>
            Show {severity}
          </Button>
        ))}
      </Inline>
    </>
  ),
  play: async ({ canvas }) => {
    for (const severity of toastSeverities) {
      await userEvent.click(canvas.getByRole('button', { name: `Show ${severity}` }));
      await expect(await screen.findByRole('alertdialog', { name: `A ${severity} toast` })).toHaveAttribute('data-severity', severity);
    }
    await expect(within(await region()).getAllByRole('alertdialog')).toHaveLength(toastSeverities.length);
  },
};

export const WithDescription: Story = {
  ...showStory({
    severity: 'success',
    title: 'Event rescheduled successfully',
    description: 'Your Quick Connect session moved to Thursday, 12:00.',
  }),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    const item = await screen.findByRole('alertdialog', { name: 'Event rescheduled successfully' });
    await expect(item).toHaveAccessibleDescription('Your Quick Connect session moved to Thursday, 12:00.');
  },
};

const onRetry = fn();

/** The spec's high-severity errors offer Retry; pressing it runs the callback and closes the toast. */
export const WithAction: Story = {
  ...showStory({
    severity: 'error',
    title: 'Failed to load organization members',
    action: { label: 'Retry', onAction: onRetry },
  }),
  play: async ({ canvas }) => {
    onRetry.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    const item = await screen.findByRole('alertdialog', { name: 'Failed to load organization members' });
    await userEvent.click(within(item).getByRole('button', { name: 'Retry' }));
    await expect(onRetry).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const CloseButton: Story = {
  ...showStory({ severity: 'info', title: 'Chat cleared!' }),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    const item = await screen.findByRole('alertdialog', { name: 'Chat cleared!' });
    await userEvent.click(within(item).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** Toasts close on their own after `duration` ms (the spec uses 3 to 8 s; the test uses a short one). */
export const Duration: Story = {
  render: (args) => (
    <>
      <ToastRegion {...args} />
      <Button variant="secondary" onPress={() => toast.success('Walkthrough completed!', { duration: 400 })}>
        Show toast
      </Button>
    </>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    await expect(await screen.findByRole('alertdialog', { name: 'Walkthrough completed!' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

const onClose = fn();

/** `duration: 0` keeps the toast until the user closes it; `toast.dismiss(key)` closes it from code. */
export const PersistentAndDismissedFromCode: Story = {
  render: (args) => {
    let key = '';
    return (
      <>
        <ToastRegion {...args} />
        <Inline space="sm">
          <Button variant="secondary" onPress={() => (key = toast.info('Syncing your calendar', { duration: 0, onClose }))}>
            Show toast
          </Button>
          <Button variant="secondary" onPress={() => toast.dismiss(key)}>
            Dismiss from code
          </Button>
        </Inline>
      </>
    );
  },
  play: async ({ canvas }) => {
    onClose.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    await screen.findByRole('alertdialog', { name: 'Syncing your calendar' });
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss from code' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(onClose).toHaveBeenCalledTimes(1);
  },
};

/**
 * Keyboard: F6 moves focus into the 'Notifications' landmark, Tab reaches the
 * toast and its buttons, Escape closes the focused toast and focus returns to
 * where it was.
 */
export const Keyboard: Story = {
  ...showStory({ severity: 'error', title: 'Failed to disconnect calendar', action: { label: 'Retry', onAction: () => {} } }),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Show toast' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const item = await screen.findByRole('alertdialog', { name: 'Failed to disconnect calendar' });
    const notifications = await region();

    await userEvent.keyboard('{F6}');
    await waitFor(() => expect(notifications).toContainElement(document.activeElement as HTMLElement));
    if (document.activeElement !== item) await userEvent.tab();
    await expect(item).toHaveFocus();
    await userEvent.tab();
    await expect(within(item).getByRole('button', { name: 'Retry' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(item).getByRole('button', { name: 'Close' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Several toasts stack, newest nearest the edge; at most five show, the rest wait. */
export const Stacking: Story = {
  render: (args) => (
    <>
      <ToastRegion {...args} />
      <Button
        variant="secondary"
        onPress={() => {
          for (let index = 1; index <= 6; index++) toast.info(`Notification ${index}`, { duration: 0 });
        }}
      >
        Show six toasts
      </Button>
    </>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show six toasts' }));
    const notifications = await region();
    await waitFor(() => expect(within(notifications).getAllByRole('alertdialog')).toHaveLength(5));
    // The oldest waits until one closes.
    await expect(within(notifications).queryByRole('alertdialog', { name: 'Notification 1' })).not.toBeInTheDocument();
    const newest = within(notifications).getByRole('alertdialog', { name: 'Notification 6' });
    await userEvent.click(within(newest).getByRole('button', { name: 'Close' }));
    await expect(await within(notifications).findByRole('alertdialog', { name: 'Notification 1' })).toBeInTheDocument();
  },
};

/** A toast can choose its position; the spec shows rate-limit toasts at top centre. */
export const Positions: Story = {
  render: (args) => (
    <>
      <ToastRegion {...args} />
      <Button
        variant="secondary"
        onPress={() => {
          for (const position of toastPositions) toast.info(position, { position, duration: 0 });
        }}
      >
        Show everywhere
      </Button>
    </>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show everywhere' }));
    const notifications = await region();
    // Five show at once: the first one shown (top-left) waits until another closes.
    await waitFor(() => expect(within(notifications).getAllByRole('alertdialog')).toHaveLength(5));
    const last = within(notifications).getByRole('alertdialog', { name: 'bottom-right' });
    await expect(last.closest('ol')).toHaveAttribute('data-position', 'bottom-right');
    await userEvent.click(within(last).getByRole('button', { name: 'Close' }));
    for (const position of toastPositions.slice(0, -1)) {
      const item = await within(notifications).findByRole('alertdialog', { name: position });
      await expect(item.closest('ol')).toHaveAttribute('data-position', position);
    }
  },
};

export const TopCenter: Story = {
  ...showStory({
    severity: 'warning',
    position: 'top-center',
    title: 'Daily limit reached (20 per day). Resets in 5 hours.',
  }),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    const item = await screen.findByRole('alertdialog', { name: /Daily limit reached/ });
    await expect(item.closest('ol')).toHaveAttribute('data-position', 'top-center');
  },
};

export const TopCenterMobile: Story = {
  ...TopCenter,
  globals: { viewport: { value: 'mobile' } },
};

export const BottomRightMobile: Story = {
  ...showStory({ severity: 'success', title: 'Google Calendar disconnected successfully' }),
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    await expect(await screen.findByRole('alertdialog', { name: 'Google Calendar disconnected successfully' })).toBeVisible();
  },
};

const demoQueue = createToastQueue();
const demoToast = createToastApi(demoQueue);

/** A region's `position` sets the default for its toasts; this one has its own queue and name. */
export const RegionPosition: Story = {
  args: { position: 'top-center' },
  render: (args) => (
    <>
      <ToastRegion {...args} queue={demoQueue} aria-label="Demo notifications" />
      <Button variant="secondary" onPress={() => demoToast.success('Default calendar set to Google', { duration: 0 })}>
        Show toast
      </Button>
    </>
  ),
  beforeEach: () => () => demoToast.clear(),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    const demoRegion = await screen.findByRole('region', { name: 'Demo notifications' });
    const item = await within(demoRegion).findByRole('alertdialog', { name: 'Default calendar set to Google' });
    await expect(item.closest('ol')).toHaveAttribute('data-position', 'top-center');
  },
};
