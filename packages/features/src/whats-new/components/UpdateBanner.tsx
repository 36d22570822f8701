/**
 * The update banner (docs/product.md#screens-and-routes "What's new", docs/product.md#states "Banner"): the latest
 * release's title, View Details / Hide Details listing what it brings, and a dismiss button that stores the version
 * as seen, so the banner stays away after a reload too.
 */
import { Button } from '@kindred/ui/Button';
import { IconButton } from '@kindred/ui/IconButton';
import { Sparkles, X } from 'lucide-react';
import { useId, useState } from 'react';
import { LATEST_RELEASE, type ChangelogEntry } from '../content/changelog.ts';
import { useUpdateBanner } from '../state/seen-version.ts';
import { formatReleaseDate } from './format.ts';
import * as styles from './WhatsNew.css.ts';

export const BANNER_TEXT = {
  viewDetails: 'View Details',
  hideDetails: 'Hide Details',
  dismiss: 'Dismiss update banner',
  label: (version: string) => `New in version ${version}`,
} as const;

export function UpdateBanner({ release = LATEST_RELEASE }: { release?: ChangelogEntry }) {
  const { visible, dismiss } = useUpdateBanner(release.version);
  const [expanded, setExpanded] = useState(false);
  const detailsId = useId();
  const titleId = useId();
  if (!visible) return null;
  return (
    <section className={styles.banner} aria-labelledby={titleId}>
      <div className={styles.bannerHead}>
        <div>
          <h2 id={titleId} className={styles.bannerTitle}>
            <Sparkles aria-hidden="true" size={18} /> {release.title}
          </h2>
          <p className={styles.meta}>
            {BANNER_TEXT.label(release.version)} · {formatReleaseDate(release.date)}
          </p>
        </div>
        <IconButton variant="ghost" size="sm" label={BANNER_TEXT.dismiss} onPress={dismiss}>
          <X size={16} />
        </IconButton>
      </div>
      {expanded && (
        <ul id={detailsId} className={styles.features}>
          {release.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      )}
      <div className={styles.bannerActions}>
        <Button variant="secondary" size="sm" aria-expanded={expanded} aria-controls={expanded ? detailsId : undefined} onPress={() => setExpanded((open) => !open)}>
          {expanded ? BANNER_TEXT.hideDetails : BANNER_TEXT.viewDetails}
        </Button>
      </div>
    </section>
  );
}
