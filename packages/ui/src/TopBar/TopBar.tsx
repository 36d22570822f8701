import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './TopBar.css.ts';

export interface TopBarProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Before the title: the sidebar's toggle. */
  start?: ReactNode;
  /**
   * The current page's name. Shown where the sidebar is a drawer (768 px and below), so a phone always says
   * where you are; on wider screens the sidebar's current entry and the page heading say it.
   */
  title?: ReactNode;
  /** At the far end: page-wide tools. */
  end?: ReactNode;
}

/**
 * The bar above every signed-in page: stays at the top while the page scrolls. The title is text, not a
 * heading: the page's own `h1` is the heading, and a second one would repeat it in the outline.
 */
export function TopBar({ start, title, end, className, ...props }: TopBarProps) {
  return (
    <header {...props} className={[styles.topBar, className].filter(Boolean).join(' ')}>
      {start}
      {title != null && title !== '' ? (
        <p className={styles.title} data-top-bar-title="">
          {title}
        </p>
      ) : (
        <span className={styles.spacer} />
      )}
      {end && <div className={styles.end}>{end}</div>}
    </header>
  );
}
