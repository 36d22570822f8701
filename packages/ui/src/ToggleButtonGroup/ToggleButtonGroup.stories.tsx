import type { Meta, StoryObj } from '@storybook/react-vite';
import { Monitor, Moon, Sun } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Stack } from '../Stack/Stack.tsx';
import { ToggleButton, ToggleButtonGroup, toggleButtonGroupSizes } from './ToggleButtonGroup.tsx';

const themes = [
  { id: 'light', label: 'Light', Icon: Sun },
  { id: 'dark', label: 'Dark', Icon: Moon },
  { id: 'system', label: 'System', Icon: Monitor },
] as const;

const themeButtons = themes.map(({ id, label, Icon }) => (
  <ToggleButton key={id} id={id}>
    <Icon aria-hidden="true" />
    {label}
  </ToggleButton>
));

const meta = {
  title: 'Inputs/ToggleButtonGroup',
  component: ToggleButtonGroup,
  args: {
    'aria-label': 'Theme',
    defaultSelectedKeys: ['system'],
    disallowEmptySelection: true,
    onSelectionChange: fn(),
    children: themeButtons,
  },
  argTypes: {
    size: { control: 'inline-radio', options: toggleButtonGroupSizes },
    selectionMode: { control: 'inline-radio', options: ['single', 'multiple'] },
    children: { control: false },
  },
} satisfies Meta<typeof ToggleButtonGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The settings page's theme buttons: one of light, dark, system. In single mode the group is a radio group. */
export const Theme: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Theme' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'System' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Dark' }));
    await expect(canvas.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'System' })).not.toBeChecked();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set(['dark']));
    // disallowEmptySelection: pressing the selected one keeps it.
    await userEvent.click(canvas.getByRole('radio', { name: 'Dark' }));
    await expect(canvas.getByRole('radio', { name: 'Dark' })).toBeChecked();
  },
};

/** Tab reaches the buttons; arrow keys move between them; Space or Enter selects. */
export const KeyboardSelection: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const light = canvas.getByRole('radio', { name: 'Light' });
    await expect(light).toHaveFocus();
    await expect(light).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{ArrowRight}');
    const dark = canvas.getByRole('radio', { name: 'Dark' });
    await expect(dark).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(dark).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'System' })).not.toBeChecked();
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    await expect(light).toBeChecked();
    await expect(dark).not.toBeChecked();
  },
};

/** Several can be on at once; the group is a toolbar of toggle buttons. */
export const MultipleSelection: Story = {
  args: {
    'aria-label': 'Available days',
    selectionMode: 'multiple',
    disallowEmptySelection: false,
    defaultSelectedKeys: ['mon'],
    children: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'].map((day) => (
      <ToggleButton key={day} id={day.toLowerCase()}>
        {day}
      </ToggleButton>
    )),
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('toolbar', { name: 'Available days' })).toBeVisible();
    const wednesday = canvas.getByRole('button', { name: 'Wed' });
    await userEvent.click(wednesday);
    await expect(wednesday).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Mon' })).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set(['mon', 'wed']));
    await userEvent.keyboard('{ArrowRight} ');
    await expect(canvas.getByRole('button', { name: 'Thu' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('button', { name: 'Thu' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Icon-only buttons carry their own `aria-label`. */
export const IconOnly: Story = {
  args: {
    children: themes.map(({ id, label, Icon }) => (
      <ToggleButton key={id} id={id} aria-label={label}>
        <Icon aria-hidden="true" />
      </ToggleButton>
    )),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Light' }));
    await expect(canvas.getByRole('radio', { name: 'Light' })).toBeChecked();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Stack space="lg">
      {toggleButtonGroupSizes.map((size) => (
        <ToggleButtonGroup key={size} {...args} size={size} aria-label={`Theme (${size})`} />
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    const [small, medium] = canvas.getAllByRole('radiogroup');
    await expect(small!.getBoundingClientRect().height).toBeLessThan(medium!.getBoundingClientRect().height);
  },
};

export const FullWidthOnMobile: Story = {
  args: { fullWidth: true },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Theme' });
    const container = group.parentElement!;
    const style = getComputedStyle(container);
    const available = container.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    await expect(group.getBoundingClientRect().width).toBeCloseTo(available, 0);
    // The buttons share the width equally.
    const widths = canvas.getAllByRole('radio').map((radio) => radio.getBoundingClientRect().width);
    await expect(Math.max(...widths) - Math.min(...widths)).toBeLessThan(1);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    const dark = canvas.getByRole('radio', { name: 'Dark' });
    await expect(dark).toBeDisabled();
    await userEvent.click(dark, { pointerEventsCheck: 0 });
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
  },
};

export const DisabledButton: Story = {
  args: {
    children: themes.map(({ id, label, Icon }) => (
      <ToggleButton key={id} id={id} isDisabled={id === 'dark'}>
        <Icon aria-hidden="true" />
        {label}
      </ToggleButton>
    )),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Dark' })).toBeDisabled();
    await userEvent.tab();
    // Arrow keys skip the disabled button.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'Light' })).toHaveFocus();
  },
};
