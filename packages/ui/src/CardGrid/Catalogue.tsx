import type { ReactNode } from 'react';
import { Text } from '../Text/Text.tsx';
import * as styles from './CardGrid.css.ts';

export interface CatalogueToolbarProps {
  /** The search field: it takes the room the filters leave, up to 28rem. */
  search: ReactNode;
  /** The filters after it. */
  children?: ReactNode;
}

/** A catalogue's search and filters, above its `CardGrid`; they wrap onto more rows on narrow screens. */
export function CatalogueToolbar({ search, children }: CatalogueToolbarProps) {
  return (
    <div className={styles.toolbar}>
      <div className={styles.toolbarSearch}>{search}</div>
      {children}
    </div>
  );
}

export interface CatalogueCardProps {
  /** The entry's name, a level-2 heading (the page's title is level 1). */
  title: string;
  /** Beside the title: what kind of entry, or how long it takes. */
  badge?: ReactNode;
  /** The small line under the title: its category or its source. */
  meta?: ReactNode;
  /** What it is, in a sentence or two. */
  children?: ReactNode;
  /** At the foot, spread apart: the main action first. */
  actions?: ReactNode;
}

/** One entry of a catalogue (activities, resources) in a `CardGrid`: an `<li>`. */
export function CatalogueCard({ title, badge, meta, children, actions }: CatalogueCardProps) {
  return (
    <li className={styles.card}>
      <div className={styles.cardHead}>
        <h2 className={styles.cardTitle}>{title}</h2>
        {badge}
      </div>
      {meta && (
        <Text size="xs" tone="muted">
          {meta}
        </Text>
      )}
      {children && (
        <Text size="sm" tone="secondary">
          {children}
        </Text>
      )}
      {actions && <div className={styles.cardActions}>{actions}</div>}
    </li>
  );
}
