import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Drawer, DrawerTrigger, drawerPlacements, drawerSizes, type DrawerProps } from './Drawer.tsx';

const navigation = (
  <nav aria-label="Main">
    <Stack space="xs">
      {['Home', 'Connections', 'Activities', 'Community', 'Events'].map((entry) => (
        <a key={entry} href={`#${entry.toLowerCase()}`}>
          {entry}
        </a>
      ))}
    </Stack>
  </nav>
);

const meta = {
  title: 'Overlays/Drawer',
  component: Drawer,
  args: { title: 'Navigation', children: navigation, placement: 'left', size: 'sm' },
  argTypes: {
    placement: { control: 'inline-radio', options: drawerPlacements },
    size: { control: 'inline-radio', options: drawerSizes },
  },
  render: (args) => (
    <DrawerTrigger>
      <Button variant="secondary">Open drawer</Button>
      <Drawer {...args} />
    </DrawerTrigger>
  ),
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvas: ReturnType<typeof within>) => {
  await userEvent.click(canvas.getByRole('button', { name: 'Open drawer' }));
  return screen.findByRole('dialog');
};

const closedFocusReturns = async (trigger: HTMLElement) => {
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(trigger).toHaveFocus());
};

export const Left: Story = {
  play: async ({ canvas }) => {
    const drawer = await open(canvas);
    await expect(drawer).toHaveAccessibleName('Navigation');
    await expect(drawer.closest('[data-placement]')).toHaveAttribute('data-placement', 'left');
    await waitFor(() => expect(drawer.getBoundingClientRect().left).toBe(0));
  },
};

export const Right: Story = {
  args: {
    placement: 'right',
    size: 'md',
    title: 'Filters',
    description: 'Narrow the community directory.',
    children: <p>Department, location and interests filters go here.</p>,
    footer: ({ close }) => (
      <>
        <Button variant="secondary" onPress={close}>
          Reset
        </Button>
        <Button onPress={close}>Apply</Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const drawer = await open(canvas);
    await expect(drawer).toHaveAccessibleDescription('Narrow the community directory.');
    await waitFor(() => expect(Math.round(drawer.getBoundingClientRect().right)).toBe(document.documentElement.clientWidth));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Apply' }));
    await closedFocusReturns(canvas.getByRole('button', { name: 'Open drawer' }));
  },
};

/** The advisor's Quick prompts drawer (opened by typing '/'). */
export const Bottom: Story = {
  args: {
    placement: 'bottom',
    title: 'Quick prompts',
    children: (
      <Stack space="sm">
        {['How do I give feedback to a more introverted colleague?', 'Suggest an icebreaker for my next Quick Connect', 'What does my archetype mean?'].map(
          (prompt) => (
            <Button key={prompt} variant="secondary" fullWidth>
              {prompt}
            </Button>
          ),
        )}
      </Stack>
    ),
  },
  play: async ({ canvas }) => {
    const drawer = await open(canvas);
    await expect(drawer).toHaveAccessibleName('Quick prompts');
    await waitFor(() => expect(Math.round(drawer.getBoundingClientRect().bottom)).toBe(Math.round(window.innerHeight)));
  },
};

/** The title still names the drawer for screen readers but is not drawn. */
export const HiddenTitle: Story = {
  args: { hideTitle: true, padding: 'none' },
  play: async ({ canvas }) => {
    const drawer = await open(canvas);
    await expect(drawer).toHaveAccessibleName('Navigation');
    const heading = within(drawer).getByRole('heading', { name: 'Navigation' });
    await expect(heading.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(within(drawer).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  },
};

export const HiddenTitleWithoutCloseButton: Story = {
  args: { hideTitle: true, hideCloseButton: true },
  play: async ({ canvas }) => {
    const drawer = await open(canvas);
    await expect(drawer).toHaveAccessibleName('Navigation');
    await expect(within(drawer).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  },
};

/** Enter opens, focus moves in and is trapped, Escape closes and focus returns to the trigger. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Open drawer' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog');
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));

    const close = within(drawer).getByRole('button', { name: 'Close' });
    const links = within(drawer).getAllByRole('link');
    await userEvent.tab();
    await expect(close).toHaveFocus();
    for (const link of links) {
      await userEvent.tab();
      await expect(link).toHaveFocus();
    }
    // Trapped: Tab wraps back to the first control.
    await userEvent.tab();
    await expect(close).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await closedFocusReturns(trigger);
  },
};

export const CloseOnBackdropClick: Story = {
  play: async ({ canvas }) => {
    const drawer = await open(canvas);
    const overlay = drawer.closest('[data-placement]')?.parentElement as HTMLElement;
    await userEvent.click(overlay);
    await closedFocusReturns(canvas.getByRole('button', { name: 'Open drawer' }));
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Inline space="sm">
      {drawerSizes.map((size) => (
        <DrawerTrigger key={size}>
          <Button variant="secondary">Open {size}</Button>
          <Drawer {...args} placement="right" size={size} title={`Drawer ${size}`} />
        </DrawerTrigger>
      ))}
    </Inline>
  ),
  play: async ({ canvas }) => {
    const widths: number[] = [];
    for (const size of drawerSizes) {
      await userEvent.click(canvas.getByRole('button', { name: `Open ${size}` }));
      const drawer = await screen.findByRole('dialog', { name: `Drawer ${size}` });
      widths.push(drawer.getBoundingClientRect().width);
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }
    await expect(widths[0]).toBeLessThan(widths[1] ?? 0);
    await expect(widths[1]).toBeLessThan(widths[2] ?? 0);
  },
};

const onOpenChange = fn();

function ControlledDrawer(args: DrawerProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Open drawer
      </Button>
      <Drawer
        {...args}
        isOpen={isOpen}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange(next);
        }}
      />
    </>
  );
}

/** Controlled (`isOpen`, `onOpenChange`), as the sidebar drives it. */
export const Controlled: Story = {
  render: (args) => <ControlledDrawer {...args} />,
  play: async ({ canvas }) => {
    onOpenChange.mockClear();
    const drawer = await open(canvas);
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await closedFocusReturns(canvas.getByRole('button', { name: 'Open drawer' }));
    await expect(onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** On a phone the sidebar becomes this drawer. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { hideTitle: true },
  play: async ({ canvas }) => {
    const drawer = await open(canvas);
    await expect(drawer).toHaveAccessibleName('Navigation');
    await userEvent.keyboard('{Escape}');
    await closedFocusReturns(canvas.getByRole('button', { name: 'Open drawer' }));
  },
};
