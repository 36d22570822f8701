import { Menu, MenuItem, MenuSeparator } from '@kindred/ui/Menu';
import { CalendarDays, CircleHelp, LogOut, Settings, Sparkles } from 'lucide-react';

export interface AccountMenuProps {
  onLogOut: () => void;
}

/**
 * The user menu of the sidebar's footer (spec 000 §2): Settings, Calendar,
 * What's New, Get Help, Log out. It sits inside the footer's MenuTrigger and
 * loads on demand: a closed menu is not part of the first screen.
 */
export function AccountMenu({ onLogOut }: AccountMenuProps) {
  return (
    <Menu
      aria-label="Account"
      placement="top start"
      onAction={(key) => {
        if (key === 'logout') onLogOut();
      }}
    >
      <MenuItem id="settings" href="/settings" icon={<Settings aria-hidden="true" size="1rem" />}>
        Settings
      </MenuItem>
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
