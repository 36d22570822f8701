import { Button as RACButton, composeRenderProps, type ButtonProps as RACButtonProps } from 'react-aria-components';
import * as styles from './Button.css.ts';

export { buttonVariants, buttonSizes, type ButtonVariant, type ButtonSize } from './Button.css.ts';

export interface ButtonProps extends RACButtonProps {
  variant?: styles.ButtonVariant;
  size?: styles.ButtonSize;
  fullWidth?: boolean;
}

/**
 * The action button. While `isPending` it keeps its size, shows a spinner,
 * ignores presses and announces the pending state (react-aria handles it).
 */
export function Button({ variant = 'primary', size = 'md', fullWidth = false, className, children, ...props }: ButtonProps) {
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
          {isPending && <span className={styles.spinner} aria-hidden="true" />}
          {content}
        </>
      ))}
    </RACButton>
  );
}
