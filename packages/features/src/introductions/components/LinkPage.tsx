import { Page } from '@kindred/ui/Page';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import * as styles from './Introductions.css.ts';

export interface LinkPageProps {
  /** The page's one h1: what the link is for, or what just happened. */
  title: string;
  description?: ReactNode;
  /**
   * Set (and changed) when an action the reader took has put a new state on the page: focus moves to the heading,
   * which names the result, so a keyboard or screen-reader user starts there instead of on a button that has gone.
   * Null while nothing was done: opening the link moves no focus.
   */
  focusKey?: string | null;
  children?: ReactNode;
}

/** The frame of an e-mailed link's page: its heading, then a short column. */
export function LinkPage({ title, description, focusKey = null, children }: LinkPageProps) {
  const ref = useRef<HTMLDivElement>(null);
  // In the commit that shows the new heading: nothing reads the page between the heading appearing and its focus.
  useLayoutEffect(() => {
    if (!focusKey) return;
    const heading = ref.current?.querySelector<HTMLElement>('h1');
    if (!heading) return;
    heading.setAttribute('tabindex', '-1');
    heading.focus();
  }, [focusKey]);
  return (
    <div ref={ref}>
      <Page title={title} description={description} width="narrow">
        <div className={styles.content}>{children}</div>
      </Page>
    </div>
  );
}
