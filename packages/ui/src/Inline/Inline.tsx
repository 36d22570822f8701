import { forwardRef } from 'react';
import { Box, type BoxProps } from '../Box/Box.tsx';
import type { Sprinkles } from '../styles/sprinkles.css.ts';

export type InlineProps = Omit<BoxProps, 'display' | 'flexDirection' | 'wrap'> & {
  /** Space between children, horizontally and between wrapped rows. */
  space?: Sprinkles['gap'];
  align?: Sprinkles['alignItems'];
  justify?: Sprinkles['justifyContent'];
  wrap?: boolean;
};

/** Children in a row that wraps, with even space. */
export const Inline = forwardRef<HTMLElement, InlineProps>(function Inline(
  { space = 'sm', align = 'center', justify, wrap = true, ...rest },
  ref,
) {
  return (
    <Box
      ref={ref}
      display="flex"
      flexDirection="row"
      flexWrap={wrap ? 'wrap' : 'nowrap'}
      gap={space}
      alignItems={align}
      justifyContent={justify}
      {...rest}
    />
  );
});
