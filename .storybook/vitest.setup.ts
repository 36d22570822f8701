import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations, type ReactRenderer } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import type { AfterEach } from 'storybook/internal/types';
import { setSessionReload } from '@kindred/features/shared';
import { applyTheme } from '@kindred/ui/themes';
import { AXE_COLOUR_RULES, KNOWN_AXE_COLOUR_RULES } from '../tests/axe-colour-rules.ts';
import * as projectAnnotations from './preview.tsx';

/*
 * Every story is rendered and played once, in the light theme; then axe checks what it left on the
 * page in both themes: every rule as rendered, and again with the page switched to dark. The themes
 * are CSS only (one class on <html> swaps every colour variable; no component renders differently),
 * so the dark pass sees the very same document, and only the rules that read colours can answer
 * differently there: it runs those. This checks the dark theme on the same final state that a second
 * full run in dark would reach, for about a third of the cost.
 */
const { afterEach: checkA11y, ...a11yRest } = a11yAnnotations;

// A story whose calls are refused 401 schedules the app's reload of the page; here the page is the test runner's,
// shared by the stories of a worker, and reloading it would hang the run. The reload is the app's, tested in
// shared/http.test.ts and by the end-to-end suite.
setSessionReload(() => {});

/** While the theme is switched, no colour may be caught halfway through a CSS transition. */
const noTransitions = '*, *::before, *::after { transition: none !important; }';


/** Checked once per page: axe's rules do not change between stories. */
let colourRulesChecked: Promise<void> | undefined;
function assertColourRulesKnown() {
  colourRulesChecked ??= import('axe-core').then(({ default: axe }) => {
    const unknown = axe.getRules(['cat.color']).filter((rule) => !KNOWN_AXE_COLOUR_RULES.has(rule.ruleId));
    if (unknown.length > 0) {
      throw new Error(`axe has colour rules this setup does not run in the dark theme: ${unknown.map((rule) => rule.ruleId).join(', ')}`);
    }
  });
  return colourRulesChecked;
}

const checkBothThemes: AfterEach<ReactRenderer> = async (context) => {
  await checkA11y(context);
  await assertColourRulesKnown();
  const root = document.documentElement;
  const style = document.createElement('style');
  style.textContent = noTransitions;
  document.head.append(style);
  applyTheme(root, 'dark');
  try {
    const a11y = (context.parameters.a11y ?? {}) as { options?: object };
    await checkA11y({
      ...context,
      globals: { ...context.globals, theme: 'dark' },
      parameters: { ...context.parameters, a11y: { ...a11y, options: { ...a11y.options, runOnly: { type: 'rule', values: [...AXE_COLOUR_RULES] } } } },
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`In the dark theme: ${message}`, { cause: error });
  } finally {
    applyTheme(root, (context.globals.theme as 'light' | 'dark' | 'system' | undefined) ?? 'light');
    style.remove();
  }
};

/*
 * How long a play function's findBy and waitFor wait for the screen to reach what they look for: a hang detector,
 * not a speed check. Testing Library's 1 s is a deadline for an idle machine: in `npm test` the stories share two
 * cores with the end-to-end lane (and in CI perhaps with more), and a story whose answer (MSW's, a lazy module) came
 * 1.2-1.8 s after its click failed although the screen was right. A wait returns as soon as the screen is there, so
 * a long one costs nothing when the story is right; a screen that never gets there still fails, 30 s on.
 */
configure({ asyncUtilTimeout: 30_000 });

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
