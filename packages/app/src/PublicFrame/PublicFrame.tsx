import { PRODUCT_NAME } from '@kindred/contracts/domain/product';
import { Link } from '@kindred/ui/Link';
import { pageFramePadding } from '@kindred/ui/Page';
import { SkipLink } from '@kindred/ui/SkipLink';
import type { ReactNode } from 'react';
import * as styles from './PublicFrame.css.ts';

/** A signed-out visitor's frame around a `Page`: the product's name leading home, and the page in the main landmark. */
export function PublicFrame({ children }: { children: ReactNode }) {
  return (
    <div className={styles.frame}>
      <SkipLink />
      <header className={styles.bar}>
        <Link href="/" className={styles.brand}>
          <span className={styles.brandMark} aria-hidden="true">
            {PRODUCT_NAME.charAt(0)}
          </span>
          {PRODUCT_NAME}
        </Link>
      </header>
      <main id="main-content" tabIndex={-1} className={[styles.main, pageFramePadding].join(' ')}>
        {children}
      </main>
    </div>
  );
}
