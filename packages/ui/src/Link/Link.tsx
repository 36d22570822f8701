import { Link as RACLink, VisuallyHidden, composeRenderProps, type LinkProps as RACLinkProps } from 'react-aria-components';
import { ExternalLink } from 'lucide-react';
import * as styles from './Link.css.ts';

export { linkVariants, type LinkVariant } from './Link.css.ts';

/** The hint screen readers hear after a link that opens a new tab. */
export const NEW_TAB_HINT = '(opens in a new tab)';

export interface LinkProps extends RACLinkProps {
  /** `inline` sits in running text (underlined); `standalone` stands alone (bolder, underlined on hover). */
  variant?: styles.LinkVariant;
}

/**
 * A text link. Client-side routing comes from react-aria's `RouterProvider`
 * at the app level; the kit only takes an `href`. With `target="_blank"` the
 * link gets `rel="noopener noreferrer"`, an external-link icon and the
 * screen-reader hint "(opens in a new tab)".
 */
export function Link({ variant = 'inline', className, children, target, rel, ...props }: LinkProps) {
  const opensNewTab = target === '_blank';
  return (
    <RACLink
      {...props}
      target={target}
      rel={opensNewTab ? (rel ?? 'noopener noreferrer') : rel}
      data-variant={variant}
      className={composeRenderProps(className, (userClass) =>
        [styles.root, styles.variant[variant], userClass].filter(Boolean).join(' '),
      )}
    >
      {composeRenderProps(children, (content) => (
        <>
          {content}
          {opensNewTab && (
            <>
              <ExternalLink className={styles.externalIcon} aria-hidden="true" />
              <VisuallyHidden elementType="span"> {NEW_TAB_HINT}</VisuallyHidden>
            </>
          )}
        </>
      ))}
    </RACLink>
  );
}
