import { style } from '@vanilla-extract/css';
import { vars } from '../themes/vars.css.ts';
import { FIELD_BORDER_WIDTH } from '../themes/controls.ts';
import { focusRing } from '../themes/focus.ts';

/**
 * Shared field styles. Every input of the kit (TextField, PasswordField,
 * SearchField, TextArea, Select...) composes these, so the box, its states and
 * the label/description/error typography look the same everywhere.
 */

/** The column a field lays out in: label, control, description, error. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text.primary,
  cursor: 'default',
});

export const requiredMark = style({
  color: vars.color.critical.text,
  marginInlineStart: vars.space.xxs,
});

export const description = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text.secondary,
});

export const fieldError = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.critical.text,
});

export const fieldErrorIcon = style({
  flexShrink: 0,
  width: '1em',
  height: '1em',
  // Centre the icon on the first line of text.
  marginBlockStart: `calc((${vars.lineHeight.snug} * 1em - 1em) / 2)`,
});

const focused = {
  ...focusRing('1px'),
  borderColor: vars.color.focus,
} as const;

/** The look of an input box, shared by `inputBox` (the element itself) and `inputGroup` (a box holding an input and buttons). */
const boxBase = {
  boxSizing: 'border-box',
  width: '100%',
  minHeight: '2.5rem',
  margin: 0,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text.primary,
  backgroundColor: vars.color.surface.base,
  borderWidth: FIELD_BORDER_WIDTH,
  borderStyle: 'solid',
  borderColor: vars.color.border.strong,
  borderRadius: vars.radius.md,
  outline: 'none',
  transitionProperty: 'border-color, box-shadow, background-color',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
} as const;

const forcedColors = {
  '(forced-colors: active)': {
    borderColor: 'ButtonText',
    selectors: {
      '&[data-invalid]': { borderColor: 'Mark', borderWidth: '2px' },
      '&[data-disabled]': { borderColor: 'GrayText', opacity: 1 },
    },
  },
} as const;

/**
 * The input box on an `<input>`, `<textarea>` or a select trigger. Text inputs
 * show the focus ring on any focus (pointer too): where the caret is matters
 * to every user.
 */
export const inputBox = style({
  ...boxBase,
  paddingInline: vars.space.md,
  paddingBlock: vars.space.sm,
  selectors: {
    '&::placeholder': { color: vars.color.text.muted, opacity: 1 },
    '&[data-hovered]:not([data-disabled]):not([data-focused])': { borderColor: vars.color.text.secondary },
    '&[data-focused], &[data-focus-visible]': focused,
    '&[data-invalid]': { borderColor: vars.color.critical.solid },
    '&[data-invalid][data-focused], &[data-invalid][data-focus-visible]': {
      outlineColor: vars.color.critical.solid,
      borderColor: vars.color.critical.solid,
    },
    '&[readonly]': { backgroundColor: vars.color.surface.raised, borderStyle: 'dashed' },
    '&[data-disabled]': {
      cursor: 'not-allowed',
      opacity: 0.55,
      backgroundColor: vars.color.surface.sunken,
    },
  },
  '@media': forcedColors,
});

/**
 * A box holding an input plus icons or buttons (PasswordField, SearchField).
 * Styled on the react-aria `Group`: focus ring while focus is inside.
 */
export const inputGroup = style({
  ...boxBase,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  paddingInline: vars.space.xxs,
  overflow: 'hidden',
  selectors: {
    '&[data-hovered]:not([data-disabled]):not([data-focus-within])': { borderColor: vars.color.text.secondary },
    '&[data-focus-within]': focused,
    '&[data-invalid]': { borderColor: vars.color.critical.solid },
    '&[data-invalid][data-focus-within]': { outlineColor: vars.color.critical.solid, borderColor: vars.color.critical.solid },
    '&[data-readonly]': { backgroundColor: vars.color.surface.raised, borderStyle: 'dashed' },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55, backgroundColor: vars.color.surface.sunken },
  },
  '@media': forcedColors,
});

/** The bare input inside an `inputGroup`: the group draws the box. */
export const groupInput = style({
  flex: 1,
  minWidth: 0,
  alignSelf: 'stretch',
  margin: 0,
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.sm,
  border: 'none',
  outline: 'none',
  background: 'transparent',
  font: 'inherit',
  color: 'inherit',
  selectors: {
    '&::placeholder': { color: vars.color.text.muted, opacity: 1 },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

/** A decorative icon at the start of an `inputGroup` (the magnifier of a search field). */
export const groupIcon = style({
  flexShrink: 0,
  width: '1.125rem',
  height: '1.125rem',
  marginInlineStart: vars.space.sm,
  color: vars.color.text.muted,
});
