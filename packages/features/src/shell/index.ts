export { AppShell, type AppShellProps } from './components/AppShell.tsx';
export { useTheme, themeAtom, readStoredTheme, nextTheme, THEME_STORAGE_KEY } from './state/theme.ts';
export { NAV_ITEMS, isNavItemActive } from './utils/navigation.ts';
export { SIDEBAR_COOKIE, readSidebarCookie } from './utils/sidebar-cookie.ts';
