import type { HTMLAttributes, ReactNode } from 'react';
import { Heading } from '../Heading/Heading.tsx';
import { Text } from '../Text/Text.tsx';
import * as styles from './Page.css.ts';

export { pageWidths, type PageWidth } from './Page.css.ts';

/** The padding a frame puts around a `Page` (the shell's main landmark, the public frame), so every page starts at one edge. */
export const pageFramePadding = styles.framePadding;

export interface PageProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The page's one `h1`. */
  title: ReactNode;
  /** A sentence under the title. */
  description?: ReactNode;
  /** Buttons or links for the whole page, beside the title (under it on a narrow screen). */
  actions?: ReactNode;
  /** `wide` for dashboards and grids (default), `narrow` for forms and reading. */
  width?: styles.PageWidth;
  children?: ReactNode;
}

/**
 * Every screen's frame: the page heading with its description and actions, and the content under it, on one
 * grid. It pads nothing itself (its frame does), so heading and content line up on every page.
 */
export function Page({ title, description, actions, width = 'wide', className, children, ...props }: PageProps) {
  return (
    <div {...props} data-page="" className={[styles.width[width], className].filter(Boolean).join(' ')}>
      <div className={styles.header}>
        <div className={styles.titleBlock}>
          <Heading level={1} className={styles.title}>
            {title}
          </Heading>
          {description && (
            <Text as="div" tone="secondary">
              {description}
            </Text>
          )}
        </div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
      {children != null && children !== false && <div className={styles.body}>{children}</div>}
    </div>
  );
}
