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
  /** The entry's name, a heading: level 2 by default (the page's title is level 1). */
  title: string;
  /** 3 when the cards sit under a level-2 heading of their own, such as a section's. */
  headingLevel?: 2 | 3;
  /** Beside the title: what kind of entry, how long it takes, or where the member stands with it. */
  badge?: ReactNode;
  /** The small line under the title: its category or its source. */
  meta?: ReactNode;
  /** Under the title, a row of badges that sort it (a category, a difficulty). */
  tags?: ReactNode;
  /** What it is, in a sentence or two. */
  children?: ReactNode;
  /** After the text: facts and progress. */
  details?: ReactNode;
  /** At the foot, spread apart: the main action first. */
  actions?: ReactNode;
}

/** One entry of a catalogue (activities, resources, challenges) in a `CardGrid`: an `<li>`. */
export function CatalogueCard({ title, headingLevel = 2, badge, meta, tags, children, details, actions }: CatalogueCardProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <li className={styles.card}>
      <div className={styles.cardHead}>
        <Heading className={styles.cardTitle}>{title}</Heading>
        {badge}
      </div>
      {meta && (
        <Text size="xs" tone="muted">
          {meta}
        </Text>
      )}
      {tags && <div className={styles.cardTags}>{tags}</div>}
      {children && (
        <Text size="sm" tone="secondary">
          {children}
        </Text>
      )}
      {details}
      {actions && <div className={styles.cardActions}>{actions}</div>}
    </li>
  );
}
