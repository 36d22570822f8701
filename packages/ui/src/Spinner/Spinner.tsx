import { Label as RACLabel, ProgressBar as RACProgressBar, type ProgressBarProps as RACProgressBarProps } from 'react-aria-components';
import * as styles from './Spinner.css.ts';

export { spinnerSizes, spinnerLabelPlacements, type SpinnerSize, type SpinnerLabelPlacement } from './Spinner.css.ts';

export interface SpinnerProps extends Omit<RACProgressBarProps, 'isIndeterminate' | 'value' | 'minValue' | 'maxValue' | 'children'> {
  /** What is loading, e.g. 'Loading your profile...'. Always the accessible name; shown when `showLabel`. */
  label?: string;
  /** Draw the label next to (or under) the spinner as well. */
  showLabel?: boolean;
  labelPlacement?: styles.SpinnerLabelPlacement;
  size?: styles.SpinnerSize;
}

/**
 * An indeterminate loading indicator: react-aria's ProgressBar with
 * `isIndeterminate`, so it is a `progressbar` with a name and no value.
 */
export function Spinner({
  label = 'Loading...',
  showLabel = false,
  labelPlacement = 'end',
  size = 'md',
  className,
  ...props
}: SpinnerProps) {
  return (
    <RACProgressBar
      {...props}
      isIndeterminate
      aria-label={showLabel ? undefined : label}
      data-size={size}
      className={[styles.root, styles.placement[labelPlacement], className].filter(Boolean).join(' ')}
    >
      <span className={[styles.circle, styles.circleSize[size]].join(' ')} aria-hidden="true" />
      {showLabel && <RACLabel className={[styles.label, styles.labelSize[size]].join(' ')}>{label}</RACLabel>}
    </RACProgressBar>
  );
}
