import { Menu, MenuItem, MenuSeparator, MenuTrigger } from '@kindred/ui/Menu';
import { CalendarDays, CircleHelp, LogOut, Settings, Sparkles } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { AccountMenuButton } from './AccountMenuButton.tsx';

export interface AccountMenuProps {
  userName: string;
  onLogOut: () => void;
  /** Opens the menu once mounted: the stand-in button was pressed before this code arrived. */
  openOnArrival?: boolean;
  /** Focuses the button as it mounts: the stand-in button had the focus. */
  autoFocus?: boolean;
}

/**
 * The user menu of the sidebar's footer (spec 000 §2): Settings, Calendar,
 * What's New, Get Help, Log out. A closed menu is not part of the first screen,
 * so AppShell loads this module when the page is idle and shows a look-alike
 * button until then.
 */
export function AccountMenu({ userName, onLogOut, openOnArrival = false, autoFocus = false }: AccountMenuProps) {
  const [isOpen, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  // On arrival, before the first paint: the button takes the focus the stand-in had, then the menu
  // opens, so that closing the menu returns the focus to the button.
  useLayoutEffect(() => {
    if (autoFocus || openOnArrival) trigger.current?.focus();
    if (openOnArrival) setOpen(true);
    // Only on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <MenuTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <AccountMenuButton ref={trigger} userName={userName} />
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
    </MenuTrigger>
  );
}
