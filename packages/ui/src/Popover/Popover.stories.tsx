import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { Popover, PopoverTrigger, popoverPlacements } from './Popover.tsx';

const meta = {
  title: 'Overlays/Popover',
  component: Popover,
  args: {
    title: 'Same building',
    children: 'You and Sam both work from the Riverside office, floor 3.',
    showArrow: true,
    placement: 'bottom',
  },
  argTypes: { placement: { control: 'select', options: popoverPlacements } },
  parameters: { layout: 'centered' },
  render: (args) => (
    <PopoverTrigger>
      <Button variant="secondary">Details</Button>
      <Popover {...args} />
    </PopoverTrigger>
  ),
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvas: ReturnType<typeof within>, name = 'Details') => {
  await userEvent.click(canvas.getByRole('button', { name }));
  return screen.findByRole('dialog');
};

const closedFocusReturns = async (trigger: HTMLElement) => {
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(trigger).toHaveFocus());
};

export const WithArrow: Story = {
  play: async ({ canvas }) => {
    const dialog = await open(canvas);
    await expect(dialog).toHaveAccessibleName('Same building');
    const popover = dialog.parentElement as HTMLElement;
    await expect(popover).toHaveAttribute('data-placement', 'bottom');
    await expect(popover.querySelector('svg')).not.toBeNull();
    // Below the trigger.
    const trigger = canvas.getByRole('button', { name: 'Details' });
    await expect(popover.getBoundingClientRect().top).toBeGreaterThan(trigger.getBoundingClientRect().bottom);
  },
};

export const WithoutArrow: Story = {
  args: { showArrow: false },
  play: async ({ canvas }) => {
    const dialog = await open(canvas);
    await expect((dialog.parentElement as HTMLElement).querySelector('svg')).toBeNull();
  },
};

/** Without a title the dialog needs an `aria-label`. */
export const WithoutTitle: Story = {
  args: { title: undefined, 'aria-label': 'Mutual connections', children: '12 mutual connections, including Alex Kim and Priya Shah.' },
  play: async ({ canvas }) => {
    const dialog = await open(canvas);
    await expect(dialog).toHaveAccessibleName('Mutual connections');
  },
};

export const Placements: Story = {
  render: (args) => (
    <Inline space="sm">
      {popoverPlacements.map((placement) => (
        <PopoverTrigger key={placement}>
          <Button variant="secondary">Open {placement}</Button>
          {/* shouldFlip off so the story shows each placement even in a small canvas. */}
          <Popover {...args} placement={placement} shouldFlip={false} title={`Placed ${placement}`} />
        </PopoverTrigger>
      ))}
    </Inline>
  ),
  play: async ({ canvas }) => {
    const expected = { top: 'top', bottom: 'bottom', start: 'left', end: 'right' } as const;
    for (const placement of popoverPlacements) {
      await userEvent.click(canvas.getByRole('button', { name: `Open ${placement}` }));
      const dialog = await screen.findByRole('dialog', { name: `Placed ${placement}` });
      await expect(dialog.parentElement).toHaveAttribute('data-placement', expected[placement]);
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }
  },
};

/** Interactive content: Enter opens, Tab moves through it, Escape closes and focus returns to the trigger. */
export const Keyboard: Story = {
  args: {
    title: 'Suggest an icebreaker',
    children: ({ close }) => (
      <>
        <p>Ask Sam about the last book that changed their mind.</p>
        <Inline space="sm">
          <Button size="sm" variant="secondary" onPress={close}>
            Another one
          </Button>
          <Button size="sm" onPress={close}>
            Use it
          </Button>
        </Inline>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Details' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Another one' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Use it' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await closedFocusReturns(trigger);
  },
};

export const CloseOnOutsideClick: Story = {
  play: async ({ canvas }) => {
    await open(canvas);
    await userEvent.click(document.body);
    await closedFocusReturns(canvas.getByRole('button', { name: 'Details' }));
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { children: 'You and Sam both work from the Riverside office, floor 3, and share 3 interests: climbing, jazz and board games.' },
  play: async ({ canvas }) => {
    const dialog = await open(canvas);
    const box = (dialog.parentElement as HTMLElement).getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
