import { style } from '@vanilla-extract/css';
import { vars } from '../themes/vars.css.ts';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

/** The form-level error (e.g. 'Incorrect email or password...'), above the fields. */
export const formError = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.critical.text,
  backgroundColor: vars.color.critical.subtle,
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: vars.color.critical.solid,
  borderRadius: vars.radius.md,
  '@media': {
    '(forced-colors: active)': { borderColor: 'Mark' },
  },
});

export const formErrorIcon = style({
  flexShrink: 0,
  width: '1.125rem',
  height: '1.125rem',
  marginBlockStart: `calc((${vars.lineHeight.snug} * 1em - 1.125rem) / 2)`,
});
