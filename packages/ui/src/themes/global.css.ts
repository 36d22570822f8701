import { globalStyle } from '@vanilla-extract/css';
import { vars } from './vars.css.ts';
import { focusRing } from './focus.ts';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html, body', { margin: 0, padding: 0, minHeight: '100%' });
globalStyle('body', {
  WebkitFontSmoothing: 'antialiased',
  textRendering: 'optimizeLegibility',
});
globalStyle('img, svg', { display: 'block', maxWidth: '100%' });
globalStyle('button, input, textarea, select', { font: 'inherit', color: 'inherit' });
globalStyle(':focus-visible', focusRing());
globalStyle('::selection', { backgroundColor: vars.color.accent.subtle, color: vars.color.text.primary });
