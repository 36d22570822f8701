import type { HTMLAttributes } from 'react';
import { Skeleton, SkeletonGroup } from '../Skeleton/Skeleton.tsx';
import * as styles from './CardGrid.css.ts';

export interface CardGridProps extends HTMLAttributes<HTMLUListElement> {
  /** Four columns at most on wide screens; without it, as many as fit. */
  maxColumns?: 4;
}

/** A list of cards in a responsive grid: one column on phones, then as many 16rem columns as fit. Its items are `<li>`s. */
export function CardGrid({ maxColumns, className, ...props }: CardGridProps) {
  return <ul {...props} className={[styles.grid, styles.maxColumns[maxColumns ? 'four' : 'none'], className].filter(Boolean).join(' ')} />;
}

export interface SkeletonCardGridProps {
  /** What is loading, announced once (the region is marked busy meanwhile). */
  label: string;
  /** How many placeholder cards; 8 by default. */
  count?: number;
  maxColumns?: 4;
  /** The class of the cards the grid will hold, so the placeholders take their place exactly. */
  cardClassName?: string;
}

/** A card grid while its cards load: placeholder cards (a picture, two lines, a bar) under one loading announcement. */
export function SkeletonCardGrid({ label, count = 8, maxColumns, cardClassName }: SkeletonCardGridProps) {
  return (
    <SkeletonGroup label={label}>
      <CardGrid maxColumns={maxColumns}>
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className={cardClassName} data-skeleton-card="">
            <Skeleton shape="circle" width="3rem" height="3rem" />
            <Skeleton lines={2} />
            <Skeleton height="0.5rem" />
          </li>
        ))}
      </CardGrid>
    </SkeletonGroup>
  );
}
