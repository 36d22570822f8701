import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations, type ReactRenderer } from '@storybook/react-vite';
import type { AfterEach } from 'storybook/internal/types';
import { applyTheme } from '@kindred/ui/themes';
import * as projectAnnotations from './preview.tsx';

/*
 * Every story is rendered and played once, in the light theme; then axe checks what it left on the
 * page in both themes: as rendered, and again with the page switched to dark. The themes are CSS
 * only (one class on <html> swaps every colour variable; no component renders differently), so this
 * checks the dark theme's colours on the same final state that a second full run in dark would
 * reach, for a third of the cost of rendering and playing every story twice.
 */
const { afterEach: checkA11y, ...a11yRest } = a11yAnnotations;

/** While the theme is switched, no colour may be caught halfway through a CSS transition. */
const noTransitions = '*, *::before, *::after { transition: none !important; }';

const checkBothThemes: AfterEach<ReactRenderer> = async (context) => {
  await checkA11y(context);
  const root = document.documentElement;
  const style = document.createElement('style');
  style.textContent = noTransitions;
  document.head.append(style);
  applyTheme(root, 'dark');
  try {
    await checkA11y({ ...context, globals: { ...context.globals, theme: 'dark' } });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`In the dark theme: ${message}`, { cause: error });
  } finally {
    applyTheme(root, (context.globals.theme as 'light' | 'dark' | 'system' | undefined) ?? 'light');
    style.remove();
  }
};

setProjectAnnotations([
  a11yRest,
  projectAnnotations,
  {
    initialGlobals: { theme: 'light' },
    afterEach: checkBothThemes,
    // A test needs the violations only: axe then skips building a selector for every node that passed
    // (Storybook's own panel, outside tests, still lists every result).
    parameters: { a11y: { options: { resultTypes: ['violations'] } } },
  },
]);
