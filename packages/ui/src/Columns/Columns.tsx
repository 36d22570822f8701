import { forwardRef } from 'react';
import { Box, type BoxProps } from '../Box/Box.tsx';
import type { Sprinkles } from '../styles/sprinkles.css.ts';

export type ColumnsProps = Omit<BoxProps, 'display' | 'gridTemplateColumns'> & {
  /** Column count, responsive: `[1, 2, 4]` is one on mobile, two on tablet, four on desktop. */
  columns?: Sprinkles['gridTemplateColumns'];
  space?: Sprinkles['gap'];
};

/** An equal-width grid whose column count can change per breakpoint. */
export const Columns = forwardRef<HTMLElement, ColumnsProps>(function Columns({ columns = 1, space = 'lg', ...rest }, ref) {
  return <Box ref={ref} display="grid" gridTemplateColumns={columns} gap={space} {...rest} />;
});
