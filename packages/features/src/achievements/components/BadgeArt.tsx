import type { AchievementCategory } from '@kindred/contracts/domain/achievements';
import * as styles from './Achievements.css.ts';

/** Each category's mark inside the medal, drawn in a 64 × 64 box around the medal's centre (32, 28). */
function Glyph({ category, locked }: { category: AchievementCategory; locked: boolean }) {
  const className = styles.artGlyph;
  if (locked) {
    return (
      <g className={className}>
        <path d="M27 26v-3a5 5 0 0 1 10 0v3h-2.5v-3a2.5 2.5 0 0 0-5 0v3z" />
        <rect x="25" y="26" width="14" height="10" rx="2" />
      </g>
    );
  }
  switch (category) {
    case 'activities':
      return <polygon className={className} points="32,18 34.6,24.4 41.5,24.9 36.2,29.3 37.9,36 32,32.4 26.1,36 27.8,29.3 22.5,24.9 29.4,24.4" />;
    case 'quick':
      return <path className={className} d="M34.5 17 25 30.5h6L29 39.5l10-14h-6.2z" />;
    case 'ai':
      return <path className={className} d="M32 17c1 6.5 3.5 9 10 11-6.5 2-9 4.5-10 11-1-6.5-3.5-9-10-11 6.5-2 9-4.5 10-11z" />;
    case 'calendar':
      return (
        <g className={className}>
          <path d="M24 22a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v3H24z" />
          <path d="M24 26.5h16V35a2 2 0 0 1-2 2H26a2 2 0 0 1-2-2zm3 2.5v2.5h2.5V29zm4.75 0v2.5h2.5V29zm4.75 0v2.5H39V29z" fillRule="evenodd" />
          <rect x="27" y="17.5" width="2" height="4" rx="1" />
          <rect x="35" y="17.5" width="2" height="4" rx="1" />
        </g>
      );
    case 'profile':
      return (
        <g className={className}>
          <circle cx="32" cy="23.5" r="4.5" />
          <path d="M23.5 37c0-5 3.8-8 8.5-8s8.5 3 8.5 8z" />
        </g>
      );
  }
}

export interface BadgeArtProps {
  category: AchievementCategory;
  /** Not earned yet: the medal in grey with a padlock. */
  locked?: boolean;
  size?: 'sm' | 'lg';
}

/** An achievement's badge: a medal on two ribbons in its category's colour. Decorative: the card names it. */
export function BadgeArt({ category, locked = false, size = 'sm' }: BadgeArtProps) {
  return (
    <svg
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
      data-category={category}
      data-locked={locked || undefined}
      className={[styles.art, styles.artSize[size], locked ? styles.artLocked : styles.artTone[category]].join(' ')}
    >
      <path className={styles.artRibbon} d="M22 40 16 60l7-3.5 4.5 5.5 5-18z" />
      <path className={styles.artRibbon} d="M42 40l6 20-7-3.5-4.5 5.5-5-18z" />
      <circle className={styles.artMedal} cx="32" cy="28" r="21" />
      <circle className={styles.artFace} cx="32" cy="28" r="16" />
      <Glyph category={category} locked={locked} />
    </svg>
  );
}
