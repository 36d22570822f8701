import type { Meta, StoryObj } from '@storybook/react-vite';
import { BellOff } from 'lucide-react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Tooltip, TooltipTrigger, tooltipPlacements } from './Tooltip.tsx';

const meta = {
  title: 'Overlays/Tooltip',
  component: Tooltip,
  args: { children: 'Clears this conversation', showArrow: true, placement: 'top' },
  argTypes: { placement: { control: 'select', options: tooltipPlacements } },
  parameters: { layout: 'centered' },
  render: (args) => (
    <TooltipTrigger>
      <Button variant="secondary">Clear</Button>
      <Tooltip {...args} />
    </TooltipTrigger>
  ),
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

// react-aria closes a tooltip 500 ms after the pointer or focus leaves, then animates it out for 120 ms: the
// stories' wait (5 s, .storybook/vitest.setup.ts) leaves room for that on a busy machine.
const hidden = () => waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());

/** Hover shows it after the delay and describes the trigger; leaving hides it. */
export const Hover: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Clear' });
    // A pointer move first, as a real mouse makes: RAC shows hover tooltips only in pointer modality.
    await userEvent.hover(document.body);
    await userEvent.hover(trigger);
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Clears this conversation');
    await expect(trigger).toHaveAccessibleDescription('Clears this conversation');
    await userEvent.unhover(trigger);
    await hidden();
  },
};

/** Keyboard focus shows it at once; Escape hides it and focus stays on the trigger. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Clear' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Clears this conversation');
    await userEvent.keyboard('{Escape}');
    await hidden();
    await expect(trigger).toHaveFocus();
    // Moving focus away also hides it.
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await hidden();
  },
};

/** An icon button already has a name (`label`); the tooltip shows it to sighted users too. */
export const OnIconButton: Story = {
  args: { children: 'Mute sound' },
  render: (args) => (
    <TooltipTrigger>
      <IconButton label="Mute sound">
        <BellOff />
      </IconButton>
      <Tooltip {...args} />
    </TooltipTrigger>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Mute sound' })).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Mute sound');
  },
};

/** `delay` (ms) on the trigger: here 1200, so nothing shows at first. */
export const CustomDelay: Story = {
  render: (args) => (
    <TooltipTrigger delay={1200}>
      <Button variant="secondary">Clear</Button>
      <Tooltip {...args} />
    </TooltipTrigger>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Clear' });
    // Tooltips show at once while another was just open (RAC's warm-up). Show and hide
    // one by keyboard, then wait out the cool-down so the hover below starts cold.
    await userEvent.tab();
    await screen.findByRole('tooltip');
    await userEvent.tab();
    await hidden();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await userEvent.hover(document.body);
    await userEvent.hover(trigger);
    // Not yet: checked at once rather than after a sleep, so a slow machine cannot outlast the delay first.
    await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await expect(await screen.findByRole('tooltip')).toBeInTheDocument();
  },
};

export const WithoutArrow: Story = {
  args: { showArrow: false },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Clear' })).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip.querySelector('svg')).toBeNull();
  },
};

/** Each placement, held open (`isOpen`) for review. */
export const Placements: Story = {
  render: (args) => (
    // Room around each trigger so the held-open tooltips do not overlap.
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, auto)', gap: '4rem 12rem', padding: '3rem' }}>
      {tooltipPlacements.map((placement) => (
        <TooltipTrigger key={placement} isOpen>
          <Button variant="secondary">{placement}</Button>
          <Tooltip {...args} placement={placement} shouldFlip={false}>
            Placed {placement}
          </Tooltip>
        </TooltipTrigger>
      ))}
    </div>
  ),
  play: async () => {
    const expected = { top: 'top', bottom: 'bottom', start: 'left', end: 'right' } as const;
    const tooltips = await screen.findAllByRole('tooltip');
    await expect(tooltips).toHaveLength(tooltipPlacements.length);
    for (const placement of tooltipPlacements) {
      const tooltip = tooltips.find((element) => element.textContent === `Placed ${placement}`);
      await expect(tooltip).toHaveAttribute('data-placement', expected[placement]);
    }
  },
};

/** `isDisabled` on the trigger: no tooltip. */
export const Disabled: Story = {
  render: (args) => (
    <TooltipTrigger isDisabled>
      <Button variant="secondary">Clear</Button>
      <Tooltip {...args} />
    </TooltipTrigger>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Clear' })).toHaveFocus();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  },
};
