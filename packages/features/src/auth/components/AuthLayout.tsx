import { PRODUCT_NAME, PRODUCT_TAGLINE } from '@kindred/contracts/domain/product';
import { Heading } from '@kindred/ui/Heading';
import { Link } from '@kindred/ui/Link';
import { SkipLink } from '@kindred/ui/SkipLink';
import { Text } from '@kindred/ui/Text';
import type { ReactNode } from 'react';
import * as styles from './AuthLayout.css.ts';

/** The two-column card every account screen shares: the product on the left, the task on the right. */
export function AuthLayout({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <main className={styles.page} id="main-content" tabIndex={-1}>
      <div className={styles.card}>
        <section className={styles.brand} aria-label={PRODUCT_NAME}>
          <div>
            <span className={styles.brandMark} aria-hidden="true">
              {PRODUCT_NAME.charAt(0)}
            </span>
          </div>
          <div>
            <span className={styles.brandName}>{PRODUCT_NAME}</span>
            <Text tone="secondary">{PRODUCT_TAGLINE}</Text>
          </div>
          <Text size="sm" tone="secondary">
            Your personality profile, your matches and your team-building sessions in one place.
          </Text>
        </section>
        <div className={styles.form}>
          <div>
            <Heading level={1} size="xl">
              {title}
            </Heading>
            {description && <Text tone="secondary">{description}</Text>}
          </div>
          {children}
          <nav className={styles.footerLinks} aria-label="Policies">
            <Link href="/terms">Terms of Service</Link>
            <Link href="/privacy">Privacy Policy</Link>
          </nav>
        </div>
      </div>
      </main>
    </>
  );
}
