import type { MouseEvent as ReactMouseEvent } from 'react';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './SkipLink.css.ts';

export interface SkipLinkProps {
  /** The id of the page's main landmark, which must be focusable (`tabIndex={-1}`). Default 'main-content'. */
  targetId?: string;
  /** Default 'Skip to main content'. */
  children?: string;
}

/**
 * A frame's first Tab stop (WCAG 2.4.1): hidden until it has focus, then it takes the keyboard past the
 * frame's navigation straight to the page. It moves focus without touching the URL, so the router sees no
 * navigation and the back button is not filled with '#main-content'.
 */
export function SkipLink({ targetId = 'main-content', children = 'Skip to main content' }: SkipLinkProps) {
  return (
    <VisuallyHidden
      elementType="a"
      isFocusable
      className={styles.skipLink}
      {...{
        href: `#${targetId}`,
        onClick: (event: ReactMouseEvent) => {
          event.preventDefault();
          document.getElementById(targetId)?.focus();
        },
      }}
    >
      {children}
    </VisuallyHidden>
  );
}
