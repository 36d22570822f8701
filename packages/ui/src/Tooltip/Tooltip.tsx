import type { ReactNode } from 'react';
import {
  OverlayArrow as RACOverlayArrow,
  Tooltip as RACTooltip,
  TooltipTrigger as RACTooltipTrigger,
  composeRenderProps,
  type TooltipProps as RACTooltipProps,
  type TooltipTriggerComponentProps as RACTooltipTriggerProps,
} from 'react-aria-components';
import * as styles from './Tooltip.css.ts';

export { tooltipPlacements } from './Tooltip.css.ts';

/** Hover delay before a tooltip shows, in ms (RAC's default of 1500 feels sluggish). Keyboard focus shows it at once. */
export const DEFAULT_TOOLTIP_DELAY = 600;
/** Gap between trigger and tooltip, in px as RAC positions it. */
const TOOLTIP_OFFSET = 8;

export interface TooltipTriggerProps extends RACTooltipTriggerProps {
  /** Hover delay in ms; default 600. */
  delay?: number;
}

/**
 * Wraps a focusable trigger (Button, IconButton, Link) and its Tooltip. The
 * tooltip shows on hover after `delay` and at once on keyboard focus; Escape
 * hides it. It describes the trigger (aria-describedby); it never replaces a label.
 */
export function TooltipTrigger({ delay = DEFAULT_TOOLTIP_DELAY, ...props }: TooltipTriggerProps) {
  return <RACTooltipTrigger delay={delay} {...props} />;
}

export interface TooltipProps extends Omit<RACTooltipProps, 'children'> {
  children: ReactNode;
  /** Points an arrow at the trigger. Default true. */
  showArrow?: boolean;
}

export function Tooltip({ children, showArrow = true, className, offset = TOOLTIP_OFFSET, ...props }: TooltipProps) {
  return (
    <RACTooltip
      {...props}
      offset={offset}
      className={composeRenderProps(className, (userClass) => [styles.tooltip, userClass].filter(Boolean).join(' '))}
    >
      {showArrow && (
        <RACOverlayArrow className={styles.arrow}>
          <svg viewBox="0 0 8 8" aria-hidden="true">
            <path d="M0 0 L4 4 L8 0" />
          </svg>
        </RACOverlayArrow>
      )}
      {children}
    </RACTooltip>
  );
}
