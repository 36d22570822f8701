import { Menu, MenuItem, MenuSeparator } from '@kindred/ui/Menu';
import { CalendarDays, CircleHelp, LogOut, Settings, Sparkles, UserCog } from 'lucide-react';
import type { RefObject } from 'react';

/** Where the focus goes as the menu opens: its first or last item, or the menu itself (`true`). */
export type OpenFocus = 'first' | 'last' | true;

export interface AccountMenuProps {
  /** The footer's button: the menu is anchored to it and gives it the focus back on close. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** The button's id: the menu is named by it, as a menu opened from a button is. */
  triggerId: string;
  /** The menu's id (the button's aria-controls). */
  id: string;
  focus: OpenFocus;
  /** Adds Administration (the console) after Settings. */
  isAdministrator?: boolean;
  onClose: () => void;
  onLogOut: () => void;
}

/**
 * The user menu of the sidebar's footer (docs/product.md#screens-and-routes): Settings, Administration (for an organisation's administrators), Calendar,
 * What's New, Get Help, Log out. It is rendered while open, anchored to the
 * footer's button; AppShell fetches this module when the page is idle, so a
 * closed menu is not part of the first screen.
 */
export function AccountMenu({ triggerRef, triggerId, id, focus, isAdministrator = false, onClose, onLogOut }: AccountMenuProps) {
  return (
    <Menu
      id={id}
      triggerRef={triggerRef}
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      onClose={onClose}
      autoFocus={focus}
      aria-labelledby={triggerId}
      placement="top start"
      onAction={(key) => {
        if (key === 'logout') onLogOut();
      }}
    >
      <MenuItem id="settings" href="/settings" icon={<Settings aria-hidden="true" size="1rem" />}>
        Settings
      </MenuItem>
      {isAdministrator && (
        <MenuItem id="admin" href="/admin" icon={<UserCog aria-hidden="true" size="1rem" />}>
          Administration
        </MenuItem>
      )}
      <MenuItem id="calendar" href="/events" icon={<CalendarDays aria-hidden="true" size="1rem" />}>
        Calendar
      </MenuItem>
      <MenuItem id="whats-new" href="/whats-new" icon={<Sparkles aria-hidden="true" size="1rem" />}>
        What&apos;s New
      </MenuItem>
      <MenuItem id="support" href="/support" icon={<CircleHelp aria-hidden="true" size="1rem" />}>
        Get Help
      </MenuItem>
      <MenuSeparator />
      <MenuItem id="logout" icon={<LogOut aria-hidden="true" size="1rem" />}>
        Log out
      </MenuItem>
    </Menu>
  );
}
