import { EmptyState } from '@kindred/ui/EmptyState';
import type { ReactNode } from 'react';
import * as styles from './FullPageMessage.css.ts';

/** A page that is only a message and its actions, centred: the not-found page, and a page that could not load. */
export function FullPageMessage({ title, description, actions }: { title: string; description: string; actions: ReactNode }) {
  return (
    <main className={styles.page}>
      <EmptyState headingLevel={1} title={title} description={description} actions={actions} />
    </main>
  );
}
