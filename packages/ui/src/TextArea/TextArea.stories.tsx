import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { CHAT_INPUT_MAX_HEIGHT, TextArea } from './TextArea.tsx';

const meta = {
  title: 'Inputs/TextArea',
  component: TextArea,
  args: { label: 'Description', name: 'description', onChange: fn() },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

const heightOf = (element: HTMLElement) => element.getBoundingClientRect().height;

export const Default: Story = {
  args: { description: 'Describe the issue in at least 20 characters.' },
  play: async ({ args, canvas }) => {
    const textArea = canvas.getByLabelText('Description');
    await expect(textArea).toHaveAccessibleDescription('Describe the issue in at least 20 characters.');
    await userEvent.type(textArea, 'The calendar does not sync.');
    await expect(args.onChange).toHaveBeenLastCalledWith('The calendar does not sync.');
  },
};

export const FocusedWithKeyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const textArea = canvas.getByLabelText('Description');
    await expect(textArea).toHaveFocus();
    await expect(textArea).toHaveAttribute('data-focus-visible', 'true');
  },
};

/**
 * Grows line by line up to `maxHeight` (here the advisor popup's 120 px),
 * then scrolls. Enter adds a line because no `onKeyDown` says otherwise.
 */
export const AutoGrow: Story = {
  args: { label: 'Message', rows: 1, maxHeight: CHAT_INPUT_MAX_HEIGHT.popup },
  play: async ({ canvas }) => {
    const textArea = canvas.getByLabelText('Message');
    const initial = heightOf(textArea);
    await userEvent.type(textArea, 'one{Enter}two{Enter}three');
    const grown = heightOf(textArea);
    await expect(grown).toBeGreaterThan(initial);
    await expect(textArea.scrollHeight).toBeLessThanOrEqual(textArea.clientHeight);

    await userEvent.type(textArea, '{Enter}4{Enter}5{Enter}6{Enter}7{Enter}8{Enter}9');
    await expect(heightOf(textArea)).toBeCloseTo(CHAT_INPUT_MAX_HEIGHT.popup, 0);
    // Past the cap it scrolls instead.
    await expect(textArea.scrollHeight).toBeGreaterThan(textArea.clientHeight);

    await userEvent.clear(textArea);
    await expect(heightOf(textArea)).toBeCloseTo(initial, 0);
  },
};

const onSend = fn();

function ChatBox({ onSend }: { onSend: (message: string) => void }) {
  const [message, setMessage] = useState('');
  const send = () => {
    if (message.trim() === '') return;
    onSend(message);
    setMessage('');
  };
  return (
    <Stack space="sm">
      <TextArea
        label="Ask Link"
        rows={1}
        maxHeight={CHAT_INPUT_MAX_HEIGHT.insights}
        value={message}
        onChange={setMessage}
        onKeyDown={(event) => {
          // Enter sends, Shift+Enter adds a line; never while an IME is composing.
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            send();
          }
        }}
      />
      <Button onPress={send}>Send</Button>
    </Stack>
  );
}

/**
 * The chat pattern, left to the caller: `onKeyDown` sends on Enter and lets
 * Shift+Enter add a line; the box grows to the insights page's 200 px.
 *
 * ```tsx
 * <TextArea
 *   rows={1}
 *   maxHeight={200}
 *   value={message}
 *   onChange={setMessage}
 *   onKeyDown={(e) => {
 *     if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
 *       e.preventDefault();
 *       send();
 *     }
 *   }}
 * />
 * ```
 */
export const EnterSendsShiftEnterAddsALine: Story = {
  args: { onChange: undefined },
  render: () => <ChatBox onSend={onSend} />,
  play: async ({ canvas }) => {
    const textArea = canvas.getByLabelText('Ask Link');
    const initial = heightOf(textArea);
    await userEvent.type(textArea, 'Hello{Shift>}{Enter}{/Shift}world');
    await expect(textArea).toHaveValue('Hello\nworld');
    await expect(heightOf(textArea)).toBeGreaterThan(initial);
    await userEvent.keyboard('{Enter}');
    await expect(onSend).toHaveBeenCalledWith('Hello\nworld');
    await expect(textArea).toHaveValue('');
    await expect(heightOf(textArea)).toBeCloseTo(initial, 0);
  },
};
export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Description' })).toBeRequired();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, defaultValue: 'Too short', errorMessage: 'Description must be at least 20 characters' },
  play: async ({ canvas }) => {
    const textArea = canvas.getByLabelText('Description');
    await expect(textArea).toHaveAttribute('aria-invalid', 'true');
    await expect(textArea).toHaveAccessibleDescription('Description must be at least 20 characters');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Message input disabled with no chat selected.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Description')).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 'Sent messages cannot be edited.' },
  play: async ({ canvas }) => {
    const textArea = canvas.getByLabelText('Description');
    await userEvent.type(textArea, 'x');
    await expect(textArea).toHaveValue('Sent messages cannot be edited.');
  },
};
