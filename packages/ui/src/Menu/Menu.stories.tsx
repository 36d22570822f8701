import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarDays, LifeBuoy, LogOut, MessageCircle, Plus, Settings, Sparkles, UserPlus, Users, Zap } from 'lucide-react';
import { useRef, useState } from 'react';
import type { Selection as SelectedKeys } from 'react-aria-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger, SubmenuTrigger, type MenuProps } from './Menu.tsx';

const onAction = fn();
/** The key passed to the last `onAction` call. */
const lastActionKey = () => onAction.mock.lastCall?.[0];

/** The spec's user menu (sidebar footer). */
function UserMenuItems() {
  return (
    <>
      <MenuItem id="settings" icon={<Settings />}>
        Settings
      </MenuItem>
      <MenuItem id="calendar" icon={<CalendarDays />}>
        Calendar
      </MenuItem>
      <MenuItem id="whats-new" icon={<Sparkles />}>
        What&apos;s New
      </MenuItem>
      <MenuItem id="help" icon={<LifeBuoy />}>
        Get Help
      </MenuItem>
      <MenuSeparator />
      <MenuItem id="logout" icon={<LogOut />} variant="critical">
        Log out
      </MenuItem>
    </>
  );
}

const meta = {
  title: 'Overlays/Menu',
  component: Menu,
  args: { onAction, 'aria-label': 'Account', children: <UserMenuItems /> },
  render: (args) => (
    <MenuTrigger>
      <Button variant="secondary">Account</Button>
      <Menu {...args} />
    </MenuTrigger>
  ),
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvas: ReturnType<typeof within>, name = 'Account') => {
  await userEvent.click(canvas.getByRole('button', { name }));
  return screen.findByRole('menu');
};

/** Opens from the keyboard, which focuses the first item (a click focuses the menu itself). */
const openWithKeyboard = async (canvas: ReturnType<typeof within>, name = 'Account') => {
  canvas.getByRole('button', { name }).focus();
  await userEvent.keyboard('{Enter}');
  return screen.findByRole('menu');
};

const closedFocusReturns = async (trigger: HTMLElement) => {
  await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  await waitFor(() => expect(trigger).toHaveFocus());
};

export const Default: Story = {
  play: async ({ canvas }) => {
    onAction.mockClear();
    const menu = await open(canvas);
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(5);
    await expect(within(menu).getByRole('separator')).toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Calendar' }));
    await expect(lastActionKey()).toBe('calendar');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/**
 * Enter opens with the first item focused; arrows, Home/End and typing move;
 * Enter runs the item; ArrowUp on the trigger opens at the last item; Escape closes. Focus
 * returns to the trigger every time.
 */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    onAction.mockClear();
    const trigger = canvas.getByRole('button', { name: 'Account' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const item = (name: string) => within(menu).getByRole('menuitem', { name });
    await waitFor(() => expect(item('Settings')).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(item('Calendar')).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(item('Log out')).toHaveFocus();
    // Focus wraps at the ends.
    await userEvent.keyboard('{ArrowDown}');
    await expect(item('Settings')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(item('Log out')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(item('Settings')).toHaveFocus();
    await userEvent.keyboard('g');
    await expect(item('Get Help')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(lastActionKey()).toBe('help');
    await closedFocusReturns(trigger);

    await userEvent.keyboard('{ArrowUp}');
    const again = await screen.findByRole('menu');
    await waitFor(() => expect(within(again).getByRole('menuitem', { name: 'Log out' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await closedFocusReturns(trigger);
    await expect(onAction).toHaveBeenCalledTimes(1);
  },
};

export const WithSections: Story = {
  args: {
    children: (
      <>
        <MenuSection title="Account">
          <MenuItem id="settings" icon={<Settings />}>
            Settings
          </MenuItem>
          <MenuItem id="calendar" icon={<CalendarDays />}>
            Calendar
          </MenuItem>
        </MenuSection>
        <MenuSeparator />
        <MenuSection title="Help">
          <MenuItem id="whats-new" icon={<Sparkles />}>
            What&apos;s New
          </MenuItem>
          <MenuItem id="help" icon={<LifeBuoy />}>
            Get Help
          </MenuItem>
        </MenuSection>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const menu = await openWithKeyboard(canvas);
    await expect(within(menu).getByRole('group', { name: 'Account' })).toBeInTheDocument();
    const help = within(menu).getByRole('group', { name: 'Help' });
    await expect(within(help).getAllByRole('menuitem')).toHaveLength(2);
    // Arrow keys cross sections.
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(help).getByRole('menuitem', { name: "What's New" })).toHaveFocus();
  },
};

/** Items with `href` are links (the app's RouterProvider turns them into client navigation). */
export const Links: Story = {
  args: {
    onAction: undefined,
    children: (
      <>
        <MenuItem href="#/settings" icon={<Settings />}>
          Settings
        </MenuItem>
        <MenuItem href="#/whats-new" icon={<Sparkles />}>
          What&apos;s New
        </MenuItem>
        <MenuItem href="#/support" icon={<LifeBuoy />}>
          Get Help
        </MenuItem>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const menu = await open(canvas);
    const settings = within(menu).getByRole('menuitem', { name: 'Settings' });
    await expect(settings.tagName).toBe('A');
    await expect(settings).toHaveAttribute('href', '#/settings');
  },
};

export const DescriptionsAndShortcuts: Story = {
  args: {
    children: (
      <>
        <MenuItem id="chat" icon={<MessageCircle />} description="Ask the workplace advisor" shortcut="Ctrl K">
          Chat with Link
        </MenuItem>
        <MenuItem id="quick-connect" icon={<Zap />} description="Schedule a one-to-one session">
          Quick Connect
        </MenuItem>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const menu = await open(canvas);
    const chat = within(menu).getByRole('menuitem', { name: /Chat with Link/ });
    await expect(chat).toHaveAccessibleName('Chat with Link Ask the workplace advisor Ctrl K');
    // Visible once the entering animation (from opacity 0) has run.
    await waitFor(() => expect(within(chat).getByText('Ctrl K')).toBeVisible());
  },
};

export const DisabledItems: Story = {
  args: { disabledKeys: ['calendar'] },
  play: async ({ canvas }) => {
    const menu = await openWithKeyboard(canvas);
    const calendar = within(menu).getByRole('menuitem', { name: 'Calendar' });
    await expect(calendar).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveFocus());
    // ArrowDown skips the disabled item.
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: "What's New" })).toHaveFocus();
  },
};

const onSelectionChange = fn();

function ThemeMenu(args: MenuProps<object>) {
  const [selected, setSelected] = useState<SelectedKeys>(new Set(['system']));
  return (
    <MenuTrigger>
      <Button variant="secondary">Theme</Button>
      <Menu
        {...args}
        aria-label="Theme"
        selectionMode="single"
        selectedKeys={selected}
        onSelectionChange={(keys) => {
          setSelected(keys);
          onSelectionChange(keys);
        }}
      >
        <MenuItem id="light">Light</MenuItem>
        <MenuItem id="dark">Dark</MenuItem>
        <MenuItem id="system">System</MenuItem>
      </Menu>
    </MenuTrigger>
  );
}

/** `selectionMode` turns items into radio (single) or checkbox (multiple) items with a check. */
export const Selection: Story = {
  render: (args) => <ThemeMenu {...args} />,
  play: async ({ canvas }) => {
    onSelectionChange.mockClear();
    let menu = await open(canvas, 'Theme');
    await expect(within(menu).getByRole('menuitemradio', { name: 'System' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Dark' }));
    await expect(onSelectionChange).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    menu = await open(canvas, 'Theme');
    await expect(within(menu).getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');
  },
};

/** The floating quick-actions menu (at most 5 actions), opened from an icon button, above it. */
export const QuickActions: Story = {
  parameters: { layout: 'centered' },
  args: {
    'aria-label': 'Quick actions',
    placement: 'top end',
    children: (
      <>
        <MenuItem id="chat" icon={<MessageCircle />} shortcut="Ctrl K">
          Chat with Link
        </MenuItem>
        <MenuItem id="quick-connect" icon={<Zap />}>
          Quick Connect
        </MenuItem>
        <MenuItem id="invite" icon={<UserPlus />}>
          Invite a colleague
        </MenuItem>
        <MenuItem id="community" icon={<Users />}>
          Browse community
        </MenuItem>
        <MenuItem id="calendar" icon={<CalendarDays />}>
          View calendar
        </MenuItem>
      </>
    ),
  },
  render: (args) => (
    <MenuTrigger>
      <IconButton label="Quick actions" variant="primary">
        <Plus />
      </IconButton>
      <Menu {...args} />
    </MenuTrigger>
  ),
  play: async ({ canvas }) => {
    onAction.mockClear();
    const trigger = canvas.getByRole('button', { name: 'Quick actions' });
    const menu = await open(canvas, 'Quick actions');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(5);
    await userEvent.keyboard('{Escape}');
    await closedFocusReturns(trigger);
  },
};

export const Submenu: Story = {
  args: {
    children: (
      <>
        <MenuItem id="settings" icon={<Settings />}>
          Settings
        </MenuItem>
        <SubmenuTrigger>
          <MenuItem id="help" icon={<LifeBuoy />}>
            Get Help
          </MenuItem>
          <Menu aria-label="Get Help" onAction={onAction} placement="end top">
            <MenuItem id="faq">FAQ</MenuItem>
            <MenuItem id="contact">Contact support</MenuItem>
          </Menu>
        </SubmenuTrigger>
      </>
    ),
  },
  play: async ({ canvas }) => {
    onAction.mockClear();
    const menu = await openWithKeyboard(canvas);
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    const submenu = await screen.findByRole('menu', { name: 'Get Help' });
    await waitFor(() => expect(within(submenu).getByRole('menuitem', { name: 'FAQ' })).toHaveFocus());
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(screen.queryByRole('menu', { name: 'Get Help' })).not.toBeInTheDocument());
    await expect(within(menu).getByRole('menuitem', { name: 'Get Help' })).toHaveFocus();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const menu = await open(canvas);
    const box = menu.getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};


/** A menu outside a MenuTrigger, anchored to any button through `triggerRef` and opened by the caller (`isOpen`, `onOpenChange`). */
function AnchoredMenu(args: MenuProps<object>) {
  const trigger = useRef<HTMLButtonElement>(null);
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button ref={trigger} id="anchored-trigger" variant="secondary" aria-haspopup="menu" aria-expanded={isOpen} onPress={() => setOpen(!isOpen)}>
        Account
      </Button>
      {isOpen && (
        <Menu
          {...args}
          aria-label={undefined}
          aria-labelledby="anchored-trigger"
          triggerRef={trigger}
          isOpen
          onOpenChange={setOpen}
          onClose={() => setOpen(false)}
          autoFocus="first"
        />
      )}
    </>
  );
}

/**
 * Anchored outside a MenuTrigger (a caller that loads the menu's code later keeps its own button):
 * it opens on the first item, is named by its button, closes on Escape, on an item or on a press
 * of its button, and returns the focus to the button.
 */
export const Anchored: Story = {
  render: (args) => <AnchoredMenu {...args} />,
  play: async ({ canvas }) => {
    onAction.mockClear();
    const trigger = canvas.getByRole('button', { name: 'Account' });
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu', { name: 'Account' });
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await closedFocusReturns(trigger);

    // Pressing its button again closes it (the press is not an outside press that reopens it).
    await userEvent.click(trigger);
    await screen.findByRole('menu');
    await userEvent.click(trigger);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    // An item runs and closes it.
    await userEvent.click(trigger);
    await userEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Calendar' }));
    await expect(lastActionKey()).toBe('calendar');
    await closedFocusReturns(trigger);
  },
};
