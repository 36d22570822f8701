import { style } from '@vanilla-extract/css';
import { field, inputBox } from '../Field/Field.css.ts';

export const textFieldTypes = ['text', 'email', 'number', 'tel', 'url', 'date', 'time'] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

export const root = style([field]);
export const input = style([inputBox]);
