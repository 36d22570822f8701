import type { ReactNode } from 'react';
import {
  Button as RACButton,
  composeRenderProps,
  ProgressBar as RACProgressBar,
  type ButtonProps as RACButtonProps,
} from 'react-aria-components';
import * as buttonStyles from '../Button/Button.css.ts';
import * as styles from './IconButton.css.ts';

export { iconButtonSizes, type IconButtonSize } from './IconButton.css.ts';
export { buttonVariants as iconButtonVariants, type ButtonVariant as IconButtonVariant } from '../Button/Button.css.ts';

export interface IconButtonProps extends Omit<RACButtonProps, 'children' | 'aria-label' | 'aria-labelledby'> {
  /** The accessible name. Required: an icon alone says nothing to a screen reader. */
  label: string;
  /** The icon, e.g. a lucide-react component. It is hidden from assistive technology. */
  children: ReactNode;
  variant?: buttonStyles.ButtonVariant;
  size?: styles.IconButtonSize;
  /** What the button is doing while `isPending`, e.g. 'Deleting...'; read after `label` ('Delete Deleting...'). */
  pendingLabel?: string;
}

/**
 * An icon-only button. Same variants and states as `Button`; `label` becomes
 * the `aria-label`. While `isPending` the icon turns into a spinner: react-aria's
 * indeterminate ProgressBar named `pendingLabel`, which the RAC Button adds to
 * its name (`aria-labelledby`).
 */
export function IconButton({
  label,
  variant = 'ghost',
  size = 'md',
  pendingLabel = 'Loading...',
  className,
  children,
  ...props
}: IconButtonProps) {
  return (
    <RACButton
      {...props}
      aria-label={label}
      data-variant={variant}
      className={composeRenderProps(className, (userClass) =>
        [buttonStyles.root, buttonStyles.variant[variant], styles.shape, styles.size[size], userClass].filter(Boolean).join(' '),
      )}
    >
      {({ isPending }) =>
        isPending ? (
          <RACProgressBar isIndeterminate aria-label={pendingLabel} className={buttonStyles.spinner} />
        ) : (
          <span className={styles.icon} aria-hidden="true">
            {children}
          </span>
        )
      }
    </RACButton>
  );
}
