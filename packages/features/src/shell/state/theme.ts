/**
 * The colour theme: light, dark or system, stored under `profile-app-theme`
 * (docs/product.md#screens-and-routes). The footer button cycles light → dark → system.
 */
import { applyTheme, themeNames, type ThemeName } from '@kindred/ui/themes';
import { atom, useAtom } from 'jotai';
import { useEffect } from 'react';
import { oneOf } from '../../shared/guards.ts';
import { readStored, writeStored } from '../../shared/storage.ts';

const THEME_STORAGE_KEY = 'profile-app-theme';
const isThemeName = oneOf(themeNames);

/** Read before every first paint, so checked with a guard rather than zod (see shared/guards.ts). */
export function readStoredTheme(): ThemeName {
  return readStored(THEME_STORAGE_KEY, isThemeName) ?? 'system';
}

export function nextTheme(theme: ThemeName): ThemeName {
  return theme === 'light' ? 'dark' : theme === 'dark' ? 'system' : 'light';
}

const baseThemeAtom = atom<ThemeName | null>(null);
const themeAtom = atom(
  (get) => get(baseThemeAtom) ?? readStoredTheme(),
  (_get, set, theme: ThemeName) => {
    set(baseThemeAtom, theme);
    writeStored(THEME_STORAGE_KEY, theme);
  },
);

/** The current theme and its setter; applies the theme to <html> whenever it changes. */
export function useTheme(): [ThemeName, (theme: ThemeName) => void] {
  const [theme, setTheme] = useAtom(themeAtom);
  useEffect(() => {
    applyTheme(document.documentElement, theme);
  }, [theme]);
  return [theme, setTheme];
}
