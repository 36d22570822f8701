import '@fontsource-variable/inter';
import './global.css.ts';
import { darkTheme, lightTheme, systemTheme } from './vars.css.ts';
import type { ThemeName } from '../tokens/index.ts';

export { vars, colorVars, globalVars, lightTheme, darkTheme, systemTheme } from './vars.css.ts';
export { focusRing, FOCUS_RING_WIDTH } from './focus.ts';
export { singleLineFieldHeight, FIELD_BORDER_WIDTH } from './controls.ts';
export { themeNames, type ThemeName } from '../tokens/index.ts';

/** The class that applies a theme to a subtree (or to `document.documentElement`). */
export const themeClass: Record<ThemeName, string> = {
  light: lightTheme,
  dark: darkTheme,
  system: systemTheme,
};

/** Puts `theme` on `element` (usually <html>), removing any other theme first. */
export function applyTheme(element: HTMLElement, theme: ThemeName): void {
  for (const name of Object.values(themeClass)) element.classList.remove(...name.split(' '));
  element.classList.add(...themeClass[theme].split(' '));
}
