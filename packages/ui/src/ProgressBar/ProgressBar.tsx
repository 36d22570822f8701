import type { ReactNode } from 'react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { Label as RACLabel, ProgressBar as RACProgressBar, type ProgressBarProps as RACProgressBarProps } from 'react-aria-components';
import * as styles from './ProgressBar.css.ts';

export { progressBarTones, progressBarSizes, type ProgressBarTone, type ProgressBarSize } from './ProgressBar.css.ts';

export interface ProgressBarProps extends Omit<RACProgressBarProps, 'children'> {
  /** Visible label; without it give an `aria-label`. */
  label?: ReactNode;
  /** Show the value text ('45%', or `valueLabel`) at the end of the label row. */
  showValueText?: boolean;
  tone?: styles.ProgressBarTone;
  size?: styles.ProgressBarSize;
}

/**
 * Progress of a task or towards a goal (e.g. percent to the next level).
 * react-aria's ProgressBar: a `progressbar` with value, range, value text and
 * label wired up; `isIndeterminate` for unknown progress.
 */
export function ProgressBar({ label, showValueText = true, tone = 'accent', size = 'md', className, ...props }: ProgressBarProps) {
  return (
    <RACProgressBar
      {...props}
      data-tone={tone}
      className={[styles.root, styles.tone[tone], className].filter(Boolean).join(' ')}
    >
      {({ percentage, valueText, isIndeterminate }) => (
        <>
          {label !== undefined && <RACLabel className={styles.label}>{label}</RACLabel>}
          {showValueText && !isIndeterminate && <span className={styles.value}>{valueText}</span>}
          <div className={[styles.track, styles.trackSize[size]].join(' ')} aria-hidden="true">
            <div
              className={[styles.fill, isIndeterminate && styles.indeterminate].filter(Boolean).join(' ')}
              style={isIndeterminate ? undefined : assignInlineVars({ [styles.percentVar]: `${percentage ?? 0}%` })}
            />
          </div>
        </>
      )}
    </RACProgressBar>
  );
}
