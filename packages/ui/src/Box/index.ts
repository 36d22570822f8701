export { Box, splitSprinkles, type BoxProps } from './Box.tsx';
export { sprinkles, type Sprinkles } from '../styles/sprinkles.css.ts';
