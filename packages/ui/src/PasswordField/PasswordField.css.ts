import { style } from '@vanilla-extract/css';
import { field, groupInput, inputGroup } from '../Field/Field.css.ts';

export const root = style([field]);
export const group = style([inputGroup]);
export const input = style([groupInput]);
