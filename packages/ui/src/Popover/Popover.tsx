import type { ReactNode } from 'react';
import {
  Dialog as RACDialog,
  Heading as RACHeading,
  OverlayArrow as RACOverlayArrow,
  Popover as RACPopover,
  composeRenderProps,
  type PopoverProps as RACPopoverProps,
} from 'react-aria-components';
import type { DialogSlot } from '../Dialog/Dialog.tsx';
import * as styles from './Popover.css.ts';

export { popoverPlacements } from './Popover.css.ts';
/** A Popover opens from the trigger's first child, like a dialog. */
export { DialogTrigger as PopoverTrigger } from '../Dialog/Dialog.tsx';

/** Gap between trigger and popover, in px as RAC positions it; larger with an arrow to leave it room. */
const POPOVER_OFFSET = 8;
const POPOVER_ARROW_OFFSET = 12;

export interface PopoverProps extends Omit<RACPopoverProps, 'children'> {
  /** A heading that names the popover's dialog. Without it, pass `aria-label`. */
  title?: ReactNode;
  /** Points an arrow at the trigger. */
  showArrow?: boolean;
  children?: DialogSlot;
}

/**
 * Non-modal content anchored to a trigger (a Button inside `PopoverTrigger`):
 * a dialog with an optional title and arrow. It flips to stay on screen,
 * Escape or a click outside closes it, and focus returns to the trigger.
 */
export function Popover({ title, showArrow = false, children, className, offset, 'aria-label': ariaLabel, ...props }: PopoverProps) {
  return (
    <RACPopover
      {...props}
      offset={offset ?? (showArrow ? POPOVER_ARROW_OFFSET : POPOVER_OFFSET)}
      className={composeRenderProps(className, (userClass) => [styles.popover, userClass].filter(Boolean).join(' '))}
    >
      {showArrow && <PopoverArrow />}
      <RACDialog aria-label={ariaLabel} className={styles.dialog}>
        {(renderProps) => (
          <>
            {title && (
              <RACHeading slot="title" level={3} className={styles.title}>
                {title}
              </RACHeading>
            )}
            {typeof children === 'function' ? children(renderProps) : children}
          </>
        )}
      </RACDialog>
    </RACPopover>
  );
}

/** The arrow of a Popover; Tooltip has its own. */
export function PopoverArrow() {
  return (
    <RACOverlayArrow className={styles.arrow}>
      <svg viewBox="0 0 12 12" aria-hidden="true">
        <path d="M0 0 L6 6 L12 0" />
      </svg>
    </RACOverlayArrow>
  );
}
