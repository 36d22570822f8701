import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Sparkles, Volume2, VolumeX } from 'lucide-react';
import { Button } from '../Button/Button.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import {
  FloatingPanel,
  FloatingPanelHeaderButton,
  FLOATING_PANEL_KEYBOARD_STEP,
  FLOATING_PANEL_MARGIN,
  floatingPanelSizeNames,
  floatingPanelSizes,
  type PanelPosition,
  type PanelSize,
} from './FloatingPanel.tsx';

function MuteButton() {
  const [muted, setMuted] = useState(false);
  return (
    <FloatingPanelHeaderButton aria-label={muted ? 'Unmute sound' : 'Mute sound'} onPress={() => setMuted((m) => !m)}>
      {muted ? <VolumeX aria-hidden="true" size="1rem" /> : <Volume2 aria-hidden="true" size="1rem" />}
    </FloatingPanelHeaderButton>
  );
}

function ChatBody() {
  return (
    <Stack space="md" padding="lg">
      <Text size="sm">Hi Ada! I'm Link, your AI workplace advisor. How can I help today?</Text>
      <Inline space="sm">
        <Button size="sm" variant="secondary">
          Find a colleague
        </Button>
        <Button size="sm" variant="secondary">
          Suggest an activity
        </Button>
      </Inline>
    </Stack>
  );
}

const meta = {
  title: 'Product/FloatingPanel',
  component: FloatingPanel,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Link',
    icon: <Sparkles size="1.125rem" />,
    children: <ChatBody />,
    headerActions: <MuteButton />,
    onClose: fn(),
    onMinimizedChange: fn(),
    onSizeChange: fn(),
    onPositionChange: fn(),
  },
  render: (args) => (
    <>
      <Stack padding="lg">
        <Text>The page behind the advisor window stays usable.</Text>
      </Stack>
      <FloatingPanel {...args} />
    </>
  ),
} satisfies Meta<typeof FloatingPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
/** Finds the window once its entry animation (a short rise) has finished, so measurements are final. */
const panel = async () => {
  const dialog = await body.findByRole('dialog', { name: 'Link' });
  await Promise.all(dialog.getAnimations().map((animation) => animation.finished));
  return dialog;
};
const viewportWidth = () => document.documentElement.clientWidth;

/** The md size (420x520), anchored bottom-right 16 px from the edges, with mute, minimise and close. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await panel();
    const rect = dialog.getBoundingClientRect();
    await expect(Math.round(rect.width)).toBe(floatingPanelSizes.md.width);
    await expect(Math.round(rect.height)).toBe(floatingPanelSizes.md.height);
    await expect(Math.round(rect.right)).toBe(viewportWidth() - FLOATING_PANEL_MARGIN);
    await expect(Math.round(rect.bottom)).toBe(window.innerHeight - FLOATING_PANEL_MARGIN);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mute sound' }));
    await expect(within(dialog).getByRole('button', { name: 'Unmute sound' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Minimised: a 280x60 bar; pressing it restores the window. */
export const Minimized: Story = {
  args: { defaultMinimized: true },
  play: async ({ args }) => {
    await expect(body.queryByRole('dialog')).not.toBeInTheDocument();
    const restore = body.getByRole('button', { name: 'Restore Link' });
    const bar = restore.parentElement;
    if (!bar) throw new Error('missing bar');
    await Promise.all(bar.getAnimations().map((animation) => animation.finished));
    await expect(Math.round(bar.getBoundingClientRect().width)).toBe(280);
    await expect(Math.round(bar.getBoundingClientRect().height)).toBe(60);
    await userEvent.click(restore);
    await expect(args.onMinimizedChange).toHaveBeenCalledWith(false);
    await panel();
  },
};

/** Minimise and restore with the keyboard; focus follows. */
export const MinimizeWithKeyboard: Story = {
  play: async ({ args }) => {
    const dialog = await panel();
    within(dialog).getByRole('button', { name: 'Minimize' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onMinimizedChange).toHaveBeenCalledWith(true);
    const restore = await body.findByRole('button', { name: 'Restore Link' });
    await waitFor(() => expect(restore).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const restored = await panel();
    await waitFor(() => expect(restored).toContainElement(document.activeElement as HTMLElement));
  },
};

/** The lg preset (480x620). */
export const Large: Story = {
  args: { defaultSize: floatingPanelSizes.lg },
  play: async () => {
    const rect = (await panel()).getBoundingClientRect();
    await expect(Math.round(rect.width)).toBe(480);
    await expect(Math.round(rect.height)).toBe(620);
  },
};

/** Under 768 px: fixed to the bottom with 16 px margins; no move or resize handles. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async () => {
    const dialog = await panel();
    await expect(within(dialog).queryByRole('button', { name: 'Move window' })).not.toBeInTheDocument();
    await expect(within(dialog).queryByRole('button', { name: 'Resize window' })).not.toBeInTheDocument();
    const rect = dialog.getBoundingClientRect();
    await expect(Math.round(rect.left)).toBe(FLOATING_PANEL_MARGIN);
    await expect(Math.round(rect.right)).toBe(viewportWidth() - FLOATING_PANEL_MARGIN);
    await expect(Math.round(rect.bottom)).toBe(window.innerHeight - FLOATING_PANEL_MARGIN);
  },
};

/** Minimised on a phone. */
export const MobileMinimized: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { defaultMinimized: true },
  play: async () => {
    const restore = body.getByRole('button', { name: 'Restore Link' });
    await expect(restore.getBoundingClientRect().right).toBeLessThanOrEqual(viewportWidth() - FLOATING_PANEL_MARGIN);
  },
};

/**
 * Keyboard: on the resize handle ArrowLeft/ArrowUp grow the window by 16 px
 * (64 with Shift) and ArrowRight/ArrowDown shrink it; on the move handle the arrows move it.
 */
export const KeyboardMoveAndResize: Story = {
  play: async ({ args }) => {
    const dialog = await panel();
    const before = dialog.getBoundingClientRect();
    const resize = within(dialog).getByRole('button', { name: 'Resize window' });
    await expect(resize).toHaveAccessibleDescription(/arrow keys/);
    resize.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onSizeChange).toHaveBeenLastCalledWith({ width: 420 + FLOATING_PANEL_KEYBOARD_STEP, height: 520 });
    await expect(Math.round(dialog.getBoundingClientRect().width)).toBe(Math.round(before.width) + FLOATING_PANEL_KEYBOARD_STEP);
    // The bottom-right corner stays put.
    await expect(Math.round(dialog.getBoundingClientRect().right)).toBe(Math.round(before.right));
    await userEvent.keyboard('{Shift>}{ArrowUp}{/Shift}');
    await expect(args.onSizeChange).toHaveBeenLastCalledWith({ width: 436, height: 520 + 4 * FLOATING_PANEL_KEYBOARD_STEP });
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    await expect(args.onSizeChange).toHaveBeenLastCalledWith({ width: 420, height: 568 });

    const move = within(dialog).getByRole('button', { name: 'Move window' });
    await userEvent.tab();
    await expect(move).toHaveFocus();
    const start = dialog.getBoundingClientRect();
    await userEvent.keyboard('{ArrowLeft}{ArrowUp}');
    await expect(args.onPositionChange).toHaveBeenCalledTimes(2);
    const moved = dialog.getBoundingClientRect();
    await expect(Math.round(moved.left)).toBe(Math.round(start.left) - FLOATING_PANEL_KEYBOARD_STEP);
    await expect(Math.round(moved.top)).toBe(Math.round(start.top) - FLOATING_PANEL_KEYBOARD_STEP);
    // Already 16 px from the right and bottom edges: it cannot go further.
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}{ArrowDown}');
    const edge = dialog.getBoundingClientRect();
    await expect(Math.round(edge.right)).toBe(viewportWidth() - FLOATING_PANEL_MARGIN);
    await expect(Math.round(edge.bottom)).toBe(window.innerHeight - FLOATING_PANEL_MARGIN);
  },
};

/** Pointer: drag by the header, resize from the top-left handle, and stay 16 px inside the viewport. */
export const PointerDragAndResize: Story = {
  play: async ({ args }) => {
    const dialog = await panel();
    const header = dialog.querySelector<HTMLElement>('[data-draggable]');
    if (!header) throw new Error('missing header');
    const start = dialog.getBoundingClientRect();
    const h = header.getBoundingClientRect();
    const from = { clientX: h.left + h.width / 2, clientY: h.top + h.height / 2 };
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: header, coords: from },
      { target: header, coords: { clientX: from.clientX - 100, clientY: from.clientY - 50 } },
      { target: header, coords: { clientX: from.clientX - 200, clientY: from.clientY - 100 } },
      { keys: '[/MouseLeft]', target: header, coords: { clientX: from.clientX - 200, clientY: from.clientY - 100 } },
    ]);
    const moved = dialog.getBoundingClientRect();
    await expect(Math.round(moved.left)).toBe(Math.round(start.left) - 200);
    await expect(Math.round(moved.top)).toBe(Math.round(start.top) - 100);
    await expect(args.onPositionChange).toHaveBeenLastCalledWith({ x: Math.round(start.left) - 200, y: Math.round(start.top) - 100 });

    // Dragging far past the top-left corner stops 16 px inside.
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: header, coords: from },
      { target: header, coords: { clientX: -5000, clientY: -5000 } },
      { keys: '[/MouseLeft]', target: header, coords: { clientX: -5000, clientY: -5000 } },
    ]);
    const corner = dialog.getBoundingClientRect();
    await expect(Math.round(corner.left)).toBe(FLOATING_PANEL_MARGIN);
    await expect(Math.round(corner.top)).toBe(FLOATING_PANEL_MARGIN);

    // Drag back, then resize from the top-left handle.
    const header2 = header.getBoundingClientRect();
    const from2 = { clientX: header2.left + header2.width / 2, clientY: header2.top + header2.height / 2 };
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: header, coords: from2 },
      { target: header, coords: { clientX: from2.clientX + 300, clientY: from2.clientY + 200 } },
      { keys: '[/MouseLeft]', target: header, coords: { clientX: from2.clientX + 300, clientY: from2.clientY + 200 } },
    ]);
    const handle = within(dialog).getByRole('button', { name: 'Resize window' });
    const hr = handle.getBoundingClientRect();
    const grip = { clientX: hr.left + hr.width / 2, clientY: hr.top + hr.height / 2 };
    const beforeResize = dialog.getBoundingClientRect();
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: handle, coords: grip },
      { target: handle, coords: { clientX: grip.clientX - 60, clientY: grip.clientY - 40 } },
      { keys: '[/MouseLeft]', target: handle, coords: { clientX: grip.clientX - 60, clientY: grip.clientY - 40 } },
    ]);
    const resized = dialog.getBoundingClientRect();
    await expect(Math.round(resized.width)).toBe(Math.round(beforeResize.width) + 60);
    await expect(Math.round(resized.height)).toBe(Math.round(beforeResize.height) + 40);
    await expect(Math.round(resized.right)).toBe(Math.round(beforeResize.right));
    await expect(Math.round(resized.bottom)).toBe(Math.round(beforeResize.bottom));

    // Shrinking stops at the minimum size given by the caller.
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: handle, coords: grip },
      { target: handle, coords: { clientX: grip.clientX + 2000, clientY: grip.clientY + 2000 } },
      { keys: '[/MouseLeft]', target: handle, coords: { clientX: grip.clientX + 2000, clientY: grip.clientY + 2000 } },
    ]);
    await expect(args.onSizeChange).toHaveBeenLastCalledWith({ width: 320, height: 400 });
  },
};

/** Size and position controlled by the caller (the app stores them); presets sm, md, lg and tighter bounds. */
export const Controlled: Story = {
  args: { minSize: { width: 340, height: 400 }, maxSize: { width: 600, height: 700 } },
  render: function Render(args) {
    const [size, setSize] = useState<PanelSize>(floatingPanelSizes.sm);
    const [position, setPosition] = useState<PanelPosition | null>(null);
    return (
      <>
        <Stack padding="lg" space="sm">
          <Inline space="sm">
            {floatingPanelSizeNames.map((name) => (
              <Button key={name} size="sm" variant="secondary" onPress={() => setSize(floatingPanelSizes[name])}>
                Size {name}
              </Button>
            ))}
            <Button size="sm" variant="secondary" onPress={() => setPosition({ x: 40, y: 40 })}>
              Top left
            </Button>
          </Inline>
          <Text size="sm">
            {size.width}x{size.height} at {position ? `${position.x},${position.y}` : 'bottom-right'}
          </Text>
        </Stack>
        <FloatingPanel
          {...args}
          size={size}
          onSizeChange={(next) => {
            args.onSizeChange?.(next);
            setSize(next);
          }}
          position={position}
          onPositionChange={(next) => {
            args.onPositionChange?.(next);
            setPosition(next);
          }}
        />
      </>
    );
  },
  play: async ({ canvas }) => {
    const dialog = await panel();
    await expect(Math.round(dialog.getBoundingClientRect().width)).toBe(340);
    await userEvent.click(canvas.getByRole('button', { name: 'Size lg' }));
    await expect(Math.round(dialog.getBoundingClientRect().width)).toBe(480);
    // The caller's maximum applies to keyboard resizing too.
    within(dialog).getByRole('button', { name: 'Resize window' }).focus();
    for (let i = 0; i < 10; i++) await userEvent.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    await expect(canvas.getByText('600x620 at bottom-right')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Top left' }));
    await expect(Math.round(dialog.getBoundingClientRect().left)).toBe(40);
    await expect(Math.round(dialog.getBoundingClientRect().top)).toBe(40);
  },
};
