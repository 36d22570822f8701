import { SidebarButton, type SidebarButtonProps } from '@kindred/ui/Sidebar';
import { UserRound } from 'lucide-react';

export type AccountMenuButtonProps = { userName: string } & Omit<SidebarButtonProps, 'icon' | 'children'>;

/** The footer's button with the user's name that opens the account menu. */
export function AccountMenuButton({ userName, ...props }: AccountMenuButtonProps) {
  return (
    <SidebarButton icon={<UserRound aria-hidden="true" size="1.25rem" />} description="Account menu" {...props}>
      {userName}
    </SidebarButton>
  );
}
