export { AppShell } from './components/AppShell.tsx';
export { useTheme, readStoredTheme } from './state/theme.ts';
