import {
  Button as RACButton,
  composeRenderProps,
  ProgressBar as RACProgressBar,
  type ButtonProps as RACButtonProps,
} from 'react-aria-components';
import type { Ref } from 'react';
import * as styles from './Button.css.ts';

export { buttonVariants, buttonSizes, type ButtonVariant, type ButtonSize } from './Button.css.ts';

export interface ButtonProps extends RACButtonProps {
  /** The button element (to anchor a popover to it, or focus it). */
  ref?: Ref<HTMLButtonElement>;
  variant?: styles.ButtonVariant;
  size?: styles.ButtonSize;
  fullWidth?: boolean;
  /**
   * What the button is doing while `isPending`, e.g. 'Saving...'. It names the
   * progress bar shown in the button, which screen readers read with the
   * button's label ('Save changes Saving...').
   */
  pendingLabel?: string;
}

/**
 * The action button. While `isPending` it keeps its size, shows a spinner,
 * ignores presses and announces the pending state: the spinner is react-aria's
 * indeterminate ProgressBar named `pendingLabel`, which the RAC Button wires to
 * itself and announces when the button turns pending or stops.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  pendingLabel = 'Loading...',
  className,
  children,
  ...props
}: ButtonProps) {
  return (
    <RACButton
      {...props}
      data-variant={variant}
      className={composeRenderProps(className, (userClass) =>
        [styles.root, styles.variant[variant], styles.size[size], fullWidth && styles.fullWidth, userClass]
          .filter(Boolean)
          .join(' '),
      )}
    >
      {composeRenderProps(children, (content, { isPending }) => (
        <>
          {content}
          {/* After the label in the DOM, so the name reads 'Save changes Loading...'; drawn first (CSS order). */}
          {isPending && <RACProgressBar isIndeterminate aria-label={pendingLabel} className={styles.spinner} />}
        </>
      ))}
    </RACButton>
  );
}
