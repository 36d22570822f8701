import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { field, inputBox } from '../Field/Field.css.ts';

export const root = style([field]);

/** The caller's `maxHeight`, set inline per instance. */
export const maxHeightVar = createVar();

export const textArea = style([
  inputBox,
  {
    display: 'block',
    // The box grows with its content (see TextArea.tsx), so the manual handle is off.
    resize: 'none',
    overflowY: 'auto',
    maxHeight: fallbackVar(maxHeightVar, 'none'),
  },
]);
