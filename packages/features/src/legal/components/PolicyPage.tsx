import { Heading } from '@kindred/ui/Heading';
import { Link } from '@kindred/ui/Link';
import { SkipLink } from '@kindred/ui/SkipLink';
import { Text } from '@kindred/ui/Text';
import type { PolicyBlock, PolicyDocument } from '../content/policy.ts';
import * as styles from './PolicyPage.css.ts';

export interface PolicyPageProps {
  document: PolicyDocument;
  /** Where 'Back to Kindred' goes; home by default (signed-out visitors are sent on to sign-in). */
  backHref?: string;
  /** The other policy, linked at the end. */
  related?: { href: string; label: string };
}

/** '2026-11-22' → 'November 22, 2026', without time-zone surprises. */
function formatPolicyDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  if (!year || !month || !day) return isoDate;
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, day)));
}

function Block({ block }: { block: PolicyBlock }) {
  if (typeof block === 'string') return <Text>{block}</Text>;
  return (
    <ul className={styles.bullets}>
      {block.map((item) => (
        <li key={item}>
          <Text as="span">{item}</Text>
        </li>
      ))}
    </ul>
  );
}

/**
 * A public policy page (terms, privacy): a readable column with the title,
 * the date it was last updated, a list of contents, one section per heading,
 * and links back.
 */
export function PolicyPage({ document, backHref = '/', related }: PolicyPageProps) {
  const contentsId = 'policy-contents';
  return (
    <div className={styles.page}>
      <SkipLink />
      <main className={styles.column} id="main-content" tabIndex={-1}>
        <Link href={backHref} variant="standalone">
          <span aria-hidden="true">← </span>Back to Kindred
        </Link>
        <header className={styles.header}>
          <Heading level={1}>{document.title}</Heading>
          <Text size="sm" tone="secondary">
            Last updated: <time dateTime={document.lastUpdated}>{formatPolicyDate(document.lastUpdated)}</time>
          </Text>
          <Text>{document.summary}</Text>
        </header>
        <nav className={styles.contents} aria-labelledby={contentsId}>
          <Heading level={2} size="sm" id={contentsId}>
            On this page
          </Heading>
          <ol className={styles.contentsList}>
            {document.sections.map((section) => (
              <li key={section.id}>
                <a className={styles.anchor} href={`#${section.id}`}>
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {document.sections.map((section) => (
          <section key={section.id} id={section.id} className={styles.section} aria-labelledby={`${section.id}-title`}>
            <Heading level={2} size="lg" id={`${section.id}-title`}>
              {section.title}
            </Heading>
            {section.blocks.map((block, index) => (
              <Block key={index} block={block} />
            ))}
          </section>
        ))}
        <footer className={styles.footer}>
          {related && (
            <Link href={related.href} variant="standalone">
              {related.label}
            </Link>
          )}
          <Link href={backHref} variant="standalone">
            Back to Kindred
          </Link>
        </footer>
      </main>
    </div>
  );
}
