import { PRODUCT_NAME } from '@kindred/contracts/domain/product';
import { Avatar } from '@kindred/ui/Avatar';
import { Link } from '@kindred/ui/Link';
import { pageFramePadding } from '@kindred/ui/Page';
import { SkipLink } from '@kindred/ui/SkipLink';
import { deferred, usePreloadWhenIdle } from '@kindred/ui/lazy';
import {
  Sidebar,
  SidebarButton,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarHeader,
  SidebarInset,
  SidebarItem,
  SidebarProvider,
  SidebarTrigger,
  useSidebar,
} from '@kindred/ui/Sidebar';
import type { ThemeName } from '@kindred/ui/themes';
import { TopBar } from '@kindred/ui/TopBar';
import {
  BookOpen,
  Building2,
  CalendarDays,
  FileText,
  MessageSquare,
  Monitor,
  Moon,
  Plug,
  Puzzle,
  ShieldCheck,
  Sparkles,
  Sun,
  Trophy,
  UserCog,
  UserRound,
  Users,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { nextTheme, useTheme } from '../state/theme.ts';
import { ADMIN_NAV_ITEM, isNavItemActive, NAV_ITEMS, type NavItem } from '../utils/navigation.ts';
import { readSidebarCookie, writeSidebarCookie } from '../utils/sidebar-cookie.ts';
import type { OpenFocus } from './AccountMenu.tsx';
import * as styles from './AppShell.css.ts';

const ICONS: Record<NavItem['icon'], LucideIcon> = {
  UserRound,
  Users,
  Sparkles,
  MessageSquare,
  Building2,
  Puzzle,
  Zap,
  BookOpen,
  Trophy,
  CalendarDays,
  Plug,
  UserCog,
};

const THEME_LABEL: Record<ThemeName, string> = { light: 'Light', dark: 'Dark', system: 'System' };
const THEME_ICON: Record<ThemeName, LucideIcon> = { light: Sun, dark: Moon, system: Monitor };

export interface AppShellProps {
  /** The signed-in user's name, shown on the user menu. */
  userName: string;
  /** The avatar they chose (settings, Account), shown on the user menu; their initials without one. */
  userPicture?: string | null;
  /** The current page's name, shown in the top bar where the sidebar is a drawer. */
  pageTitle?: string;
  /** The member administers an organisation: the sidebar and the account menu lead to the console. */
  isAdministrator?: boolean;
  onLogOut: () => void;
  children: ReactNode;
}

/**
 * The account menu's code (react-aria's menu, popover and their collections) is fetched when the page
 * is idle, not with the first screen. The footer's button is always the same element: it opens the
 * menu as react-aria's menu trigger does (a key on the first item, ArrowUp on the last, a pointer on
 * the menu itself), and the menu returns the focus to it.
 */
const DeferredAccountMenu = deferred(() => import('./AccountMenu.tsx').then((module) => module.AccountMenu));

function AccountMenuSlot({ userName, userPicture, isAdministrator, onLogOut }: Pick<AppShellProps, 'userName' | 'userPicture' | 'isAdministrator' | 'onLogOut'>) {
  usePreloadWhenIdle(DeferredAccountMenu);
  const trigger = useRef<HTMLButtonElement>(null);
  const triggerId = useId();
  const menuId = useId();
  const [openWith, setOpenWith] = useState<OpenFocus | null>(null);
  const isOpen = openWith !== null;
  return (
    <>
      <SidebarButton
        ref={trigger}
        id={triggerId}
        // The name is the button's text, so the picture is decoration here.
        icon={<Avatar name={userName} src={userPicture} size="xs" isDecorative />}
        description="Account menu"
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onPress={(event) => setOpenWith(isOpen ? null : event.pointerType === 'keyboard' || event.pointerType === 'virtual' ? 'first' : true)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') setOpenWith('first');
          else if (event.key === 'ArrowUp') setOpenWith('last');
          else event.continuePropagation();
        }}
      >
        {userName}
      </SidebarButton>
      {isOpen && (
        <DeferredAccountMenu
          triggerRef={trigger}
          triggerId={triggerId}
          id={menuId}
          focus={openWith}
          onClose={() => setOpenWith(null)}
          isAdministrator={isAdministrator ?? false}
          onLogOut={onLogOut}
        />
      )}
    </>
  );
}

function ShellFooter({ userName, userPicture, isAdministrator, onLogOut }: Pick<AppShellProps, 'userName' | 'userPicture' | 'isAdministrator' | 'onLogOut'>) {
  const [theme, setTheme] = useTheme();
  const { state, isMobile } = useSidebar();
  const ThemeIcon = THEME_ICON[theme];
  return (
    <SidebarFooter>
      <SidebarButton
        icon={<ThemeIcon aria-hidden="true" size="1.25rem" />}
        onPress={() => setTheme(nextTheme(theme))}
        description={`Switches to ${THEME_LABEL[nextTheme(theme)]}`}
      >
        Theme: {THEME_LABEL[theme]}
      </SidebarButton>
      {state === 'expanded' || isMobile ? (
        <nav className={styles.policyLinks} aria-label="Policies">
          <Link href="/privacy" className={styles.policyLink}>
            Privacy
          </Link>
          <Link href="/terms" className={styles.policyLink}>
            Terms
          </Link>
        </nav>
      ) : (
        // Collapsed to icons, the policies stay one press away: icon entries, their names as tooltips.
        <nav aria-label="Policies">
          <SidebarGroup>
            <SidebarItem href="/privacy" icon={<ShieldCheck aria-hidden="true" size="1.25rem" />}>
              Privacy
            </SidebarItem>
            <SidebarItem href="/terms" icon={<FileText aria-hidden="true" size="1.25rem" />}>
              Terms
            </SidebarItem>
          </SidebarGroup>
        </nav>
      )}
      <AccountMenuSlot userName={userName} userPicture={userPicture} isAdministrator={isAdministrator} onLogOut={onLogOut} />
    </SidebarFooter>
  );
}

/**
 * The signed-in frame (docs/product.md#screens-and-routes): the sidebar in the spec's order with the
 * active rule, collapse to icons, drawer under 768 px, Ctrl/Cmd+B, its open
 * state kept in a cookie for 7 days; the footer's theme cycle, policy links and
 * user menu; the top bar; the page in the main landmark, padded once for every page.
 */
export function AppShell({ userName, userPicture, pageTitle, isAdministrator = false, onLogOut, children }: AppShellProps) {
  const { pathname, search } = useLocation();
  const [defaultOpen] = useState(() => readSidebarCookie() ?? true);
  return (
    <SidebarProvider defaultOpen={defaultOpen} onOpenChange={writeSidebarCookie}>
      {/* The first Tab stop: past the sidebar's entries, straight to the page. */}
      <SkipLink />
      <Sidebar aria-label="Sidebar">
        <SidebarHeader>
          <Link href="/" className={styles.brand}>
            <span className={styles.brandMark} aria-hidden="true">
              {PRODUCT_NAME.charAt(0)}
            </span>
            <span>{PRODUCT_NAME}</span>
          </Link>
        </SidebarHeader>
        <SidebarContent aria-label="Main">
          <SidebarGroup>
            {[...NAV_ITEMS, ...(isAdministrator ? [ADMIN_NAV_ITEM] : [])].map((item: NavItem) => {
              const Icon = ICONS[item.icon];
              return (
                <SidebarItem
                  key={item.href}
                  href={item.href}
                  isActive={isNavItemActive(item.href, pathname, search)}
                  icon={<Icon aria-hidden="true" size="1.25rem" />}
                >
                  {item.label}
                </SidebarItem>
              );
            })}
          </SidebarGroup>
        </SidebarContent>
        <ShellFooter userName={userName} userPicture={userPicture} isAdministrator={isAdministrator} onLogOut={onLogOut} />
      </Sidebar>
      <SidebarInset>
        <TopBar start={<SidebarTrigger />} title={pageTitle} />
        <main className={[styles.main, pageFramePadding].join(' ')} id="main-content" tabIndex={-1}>
          {children}
        </main>
      </SidebarInset>
    </SidebarProvider>
  );
}
