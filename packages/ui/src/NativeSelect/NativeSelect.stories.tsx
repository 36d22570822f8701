import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { NativeSelect } from './NativeSelect.tsx';

const meta = {
  title: 'Inputs/NativeSelect',
  component: NativeSelect,
  args: {
    label: 'Sort by',
    onChange: fn(),
    children: [
      <option key="strength" value="strength">
        Match strength
      </option>,
      <option key="date" value="date">
        Match date
      </option>,
      <option key="name" value="name">
        Name
      </option>,
    ],
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof NativeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Labelled, reached with Tab, changed with the keyboard. */
export const ChooseByKeyboard: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('strength');
    return (
      <NativeSelect
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange?.(next);
        }}
      />
    );
  },
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Sort by' });
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await userEvent.selectOptions(select, 'name');
    await expect(select).toHaveValue('name');
    await expect(args.onChange).toHaveBeenLastCalledWith('name');
  },
};

export const WithDescription: Story = {
  args: { description: 'The closest matches come first.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveAccessibleDescription('The closest matches come first.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toBeDisabled();
  },
};
