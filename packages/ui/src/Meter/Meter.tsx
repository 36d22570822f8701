import type { ReactNode } from 'react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { Label as RACLabel, Meter as RACMeter, type MeterProps as RACMeterProps } from 'react-aria-components';
import * as styles from './Meter.css.ts';

export { meterTones, meterSizes, type MeterTone, type MeterSize } from './Meter.css.ts';

/** From `from` percent (inclusive) upwards, the meter takes `tone`. */
export interface MeterThreshold {
  from: number;
  tone: styles.MeterTone;
}

/**
 * The default bands, from the spec's match analysis: high is green, middle
 * yellow, low orange-red (80 and 60 are the spec's strength label limits).
 */
export const defaultMeterThresholds: readonly MeterThreshold[] = [
  { from: 80, tone: 'positive' },
  { from: 60, tone: 'caution' },
  { from: 0, tone: 'critical' },
];

/** The tone of the highest threshold whose `from` the percentage reaches. */
export function meterToneFor(percentage: number, thresholds: readonly MeterThreshold[] = defaultMeterThresholds): styles.MeterTone {
  const sorted = [...thresholds].sort((a, b) => b.from - a.from);
  return sorted.find((t) => percentage >= t.from)?.tone ?? sorted.at(-1)?.tone ?? 'accent';
}

export interface MeterProps extends Omit<RACMeterProps, 'children'> {
  /** Visible label; without it give an `aria-label`. */
  label?: ReactNode;
  showValueText?: boolean;
  /** A fixed tone. Without it the tone follows `thresholds`. */
  tone?: styles.MeterTone;
  /** Tone bands by percentage; defaults to `defaultMeterThresholds`. */
  thresholds?: readonly MeterThreshold[];
  size?: styles.MeterSize;
}

/**
 * A known quantity within a range, e.g. match strength. react-aria's Meter
 * (role `meter`, value text, label). The colour is never the only signal: the
 * value text says the same.
 */
export function Meter({ label, showValueText = true, tone, thresholds, size = 'md', className, ...props }: MeterProps) {
  return (
    <RACMeter {...props} className={[styles.root, className].filter(Boolean).join(' ')}>
      {({ percentage, valueText }) => {
        const resolved = tone ?? meterToneFor(percentage, thresholds);
        return (
          <>
            {label !== undefined && <RACLabel className={styles.label}>{label}</RACLabel>}
            {showValueText && <span className={styles.value}>{valueText}</span>}
            <div className={[styles.track, styles.trackSize[size], styles.tone[resolved]].join(' ')} aria-hidden="true" data-tone={resolved}>
              <div className={styles.fill} style={assignInlineVars({ [styles.percentVar]: `${percentage}%` })} />
            </div>
          </>
        );
      }}
    </RACMeter>
  );
}
