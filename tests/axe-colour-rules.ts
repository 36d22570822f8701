/**
 * axe's rules that read colours (its 'cat.color' category, less the AAA rule that is off by default): what runs again
 * once a page already checked is switched to the dark theme, in the stories (.storybook/vitest.setup.ts, which also
 * fails if axe brings a colour rule not named here) and in the end-to-end suite (tests/e2e/helpers.ts).
 */
export const AXE_COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const;

/** Every colour rule axe has: those above, and the AAA one left off. */
export const KNOWN_AXE_COLOUR_RULES: ReadonlySet<string> = new Set([...AXE_COLOUR_RULES, 'color-contrast-enhanced']);
