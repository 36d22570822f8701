import { VisuallyHidden as RACVisuallyHidden, type VisuallyHiddenProps as RACVisuallyHiddenProps } from 'react-aria-components';

export interface VisuallyHiddenProps extends RACVisuallyHiddenProps {
  /** The element rendered; `span` by default (use `div` for block content such as a table). */
  elementType?: RACVisuallyHiddenProps['elementType'];
  /** Becomes visible while it (or something inside it) has focus: a skip link, for instance. */
  isFocusable?: boolean;
}

/**
 * Content for assistive technology only: read by screen readers, not drawn.
 * Use it for text equivalents of pictures (the HEXACO chart's values) and for
 * context a sighted user gets from layout ("5 new").
 */
export function VisuallyHidden({ elementType = 'span', ...props }: VisuallyHiddenProps) {
  return <RACVisuallyHidden elementType={elementType} {...props} />;
}
