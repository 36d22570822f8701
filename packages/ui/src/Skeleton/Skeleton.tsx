import type { HTMLAttributes, ReactNode } from 'react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './Skeleton.css.ts';

export { skeletonShapes, type SkeletonShape } from './Skeleton.css.ts';

export interface SkeletonProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  shape?: styles.SkeletonShape;
  /** For `text`: how many lines; the last is shorter. */
  lines?: number;
  /** Any CSS length (`'12rem'`, `'60%'`). Text defaults to the full width; a circle to 2.5rem. */
  width?: string;
  /** Any CSS length. Text lines follow the font size; a rect defaults to 6rem; a circle to its width. */
  height?: string;
}

/**
 * A placeholder drawn while content loads. It is hidden from assistive
 * technology: wrap a screenful of skeletons in a `SkeletonGroup`, which says
 * "loading" once and marks the region busy.
 */
export function Skeleton({ shape = 'text', lines = 1, width, height, className, style, ...props }: SkeletonProps) {
  const size = {
    [styles.widthVar]: width ?? (shape === 'circle' ? '2.5rem' : '100%'),
    ...(shape === 'rect' ? { [styles.heightVar]: height ?? '6rem' } : {}),
    ...(shape === 'text' && height ? { [styles.heightVar]: height } : {}),
  };
  const classes = [styles.block, styles.shape[shape]];
  if (shape === 'text' && lines > 1) {
    return (
      <span
        {...props}
        aria-hidden="true"
        data-shape={shape}
        className={[styles.lines, className].filter(Boolean).join(' ')}
        style={{ ...assignInlineVars(size), ...style }}
      >
        {Array.from({ length: Math.floor(lines) }, (_, i) => (
          <span key={i} className={[...classes, i === Math.floor(lines) - 1 ? styles.lastLine : styles.line].filter(Boolean).join(' ')} />
        ))}
      </span>
    );
  }
  return (
    <span
      {...props}
      aria-hidden="true"
      data-shape={shape}
      className={[...classes, className].filter(Boolean).join(' ')}
      style={{ ...assignInlineVars(size), ...style }}
    />
  );
}

export interface SkeletonGroupProps extends HTMLAttributes<HTMLDivElement> {
  /**
   * Read to screen readers while the skeletons show. `null` when the page already says it is loading elsewhere
   * (a spinner with its label): the group then adds no status line of its own.
   */
  label?: string | null;
  /** Replaces the group's own layout (placeholders one under the other). */
  className?: string;
  children?: ReactNode;
}

/**
 * The busy region around skeletons: `aria-busy` plus one announced status line. Its placeholders pulse together,
 * as one animation.
 */
export function SkeletonGroup({ label = 'Loading...', className, children, ...props }: SkeletonGroupProps) {
  return (
    <div {...props} aria-busy="true" className={[styles.groupPulse, className ?? styles.group].join(' ')}>
      {label !== null && <VisuallyHidden role="status">{label}</VisuallyHidden>}
      {children}
    </div>
  );
}
