import { CalendarDate, Time } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Stack } from '../Stack/Stack.tsx';
import { DateField, TimeField, type DateValue, type TimeValue } from './DateField.tsx';

const meta = {
  title: 'Inputs/DateField',
  component: DateField,
  args: { label: 'Date' },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each part is a spin button: the arrow keys step it, and the value is a calendar date (no time zone). */
export const StepWithArrowKeys: Story = {
  render: function Render() {
    const [date, setDate] = useState<DateValue | null>(new CalendarDate(2026, 11, 26));
    return (
      <Stack space="sm">
        <DateField label="Date" value={date} onChange={setDate} isRequired />
        <output aria-label="Chosen date">{date?.toString() ?? 'none'}</output>
      </Stack>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.tab();
    const first = canvas.getAllByRole('spinbutton')[0]!;
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    // The first part is the month in en-US: November becomes December.
    await waitFor(() => expect(canvas.getByLabelText('Chosen date')).toHaveTextContent('2026-12-26'));
  },
};

export const TimeOfDay: Story = {
  render: function Render() {
    const [time, setTime] = useState<TimeValue | null>(new Time(12, 0));
    return (
      <Stack space="sm">
        <TimeField label="Time" value={time} onChange={setTime} isRequired description="In your own time zone." />
        <output aria-label="Chosen time">{time?.toString() ?? 'none'}</output>
      </Stack>
    );
  },
  play: async ({ canvas }) => {
    const hour = canvas.getAllByRole('spinbutton')[0]!;
    await userEvent.click(hour);
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(canvas.getByLabelText('Chosen time')).toHaveTextContent('13:00:00'));
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Choose a date.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Choose a date.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: new CalendarDate(2026, 1, 5) },
};
