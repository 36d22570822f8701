import { keyframes, style } from '@vanilla-extract/css';
import { focusRing, vars } from '@kindred/ui/themes';
import { media } from '@kindred/ui/tokens';

/** The chat inside the window: status row, conversation, input. */
export const chat = style({
  flex: 1,
  minHeight: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const statusRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});

export const status = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.text.secondary,
});

/** The conversation: it scrolls, and takes keyboard focus so it can be scrolled without a mouse. */
export const log = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  outline: 'none',
  selectors: {
    '&:focus-visible': focusRing('-2px'),
  },
});

export const message = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  maxWidth: '85%',
  selectors: {
    '&[data-role="user"]': { alignSelf: 'flex-end', alignItems: 'flex-end' },
    '&[data-role="assistant"]': { alignSelf: 'flex-start' },
  },
});

export const bubble = style({
  margin: 0,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.lg,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  selectors: {
    [`${message}[data-role="user"] &`]: {
      backgroundColor: vars.color.accent.solid,
      color: vars.color.text.onAccent,
      borderEndEndRadius: vars.radius.sm,
    },
    [`${message}[data-role="assistant"] &`]: {
      backgroundColor: vars.color.surface.raised,
      color: vars.color.text.primary,
      border: `1px solid ${vars.color.border.subtle}`,
      borderEndStartRadius: vars.radius.sm,
    },
  },
});

const blink = keyframes({ '0%, 49%': { opacity: 1 }, '50%, 100%': { opacity: 0 } });

/** The caret after a reply still arriving; still under reduced motion. */
export const caret = style({
  display: 'inline-block',
  width: '0.5em',
  height: '1em',
  marginInlineStart: vars.space.xxs,
  verticalAlign: 'text-bottom',
  backgroundColor: 'currentColor',
  animation: `${blink} 1s step-end infinite`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

const bounce = keyframes({
  '0%, 80%, 100%': { transform: 'translateY(0)', opacity: 0.4 },
  '40%': { transform: 'translateY(-0.25rem)', opacity: 1 },
});

export const typing = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '1.25rem',
});

export const dot = style({
  width: '0.4rem',
  height: '0.4rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.text.secondary,
  animation: `${bounce} 1.2s ease-in-out infinite`,
  selectors: {
    '&:nth-child(2)': { animationDelay: '0.15s' },
    '&:nth-child(3)': { animationDelay: '0.3s' },
  },
  '@media': { [media.reducedMotion]: { animation: 'none', opacity: 0.7 } },
});

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const suggestions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const suggestionHeading = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.secondary,
});

export const prompts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A suggested prompt reads as a sentence: start-aligned and wrapping. */
export const promptButton = style({
  width: '100%',
  justifyContent: 'flex-start',
  textAlign: 'start',
  whiteSpace: 'normal',
  height: 'auto',
  minHeight: '2rem',
  paddingBlock: vars.space.xs,
});

export const composer = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderTop: `1px solid ${vars.color.border.subtle}`,
});

export const input = style({ flex: 1, minWidth: 0 });
