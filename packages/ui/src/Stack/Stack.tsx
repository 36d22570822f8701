import { forwardRef } from 'react';
import { Box, type BoxProps } from '../Box/Box.tsx';
import type { Sprinkles } from '../styles/sprinkles.css.ts';

export type StackProps = Omit<BoxProps, 'display' | 'flexDirection'> & {
  /** Vertical space between children. */
  space?: Sprinkles['gap'];
  align?: Sprinkles['alignItems'];
};

/** Children stacked vertically with even space. */
export const Stack = forwardRef<HTMLElement, StackProps>(function Stack({ space = 'md', align, ...rest }, ref) {
  return <Box ref={ref} display="flex" flexDirection="column" gap={space} alignItems={align} {...rest} />;
});
