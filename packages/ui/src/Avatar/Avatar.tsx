import { useState, type HTMLAttributes } from 'react';
import * as styles from './Avatar.css.ts';

export { avatarSizes, avatarPalette, type AvatarSize, type AvatarColor } from './Avatar.css.ts';

/** Up to two initials: first letters of the first and last words ('Dana Lee' → 'DL'). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '?';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letter = (word: string) => Array.from(word)[0] ?? '';
  return (letter(first) + (last ? letter(last) : '')).toLocaleUpperCase();
}

/** The same name always gets the same colour (a small string hash into the palette). */
export function avatarColorFor(name: string): styles.AvatarColor {
  let hash = 0;
  for (const char of name.trim().toLocaleLowerCase()) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return styles.avatarPalette[hash % styles.avatarPalette.length] ?? 'accent';
}

export interface AvatarProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The person's name: the image's alt text, the initials and the fallback colour come from it. */
  name: string;
  /** Photo URL. Without one, or when it fails to load, the initials show. */
  src?: string | null;
  size?: styles.AvatarSize;
  /**
   * When the name is printed right next to the avatar, mark it decorative so
   * screen readers do not read the name twice.
   */
  isDecorative?: boolean;
}

/** A person's photo, or their initials on a colour derived from their name. */
export function Avatar({ name, src, size = 'md', isDecorative = false, className, ...props }: AvatarProps) {
  // The URL that failed, so a new `src` gets a fresh try.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && src !== failedSrc;
  const label = name.trim() || 'Unknown user';
  const classes = [styles.root, styles.size[size], !showImage && styles.color[avatarColorFor(name)], className].filter(Boolean).join(' ');

  if (showImage && src) {
    return (
      <span {...props} className={classes} data-size={size} aria-hidden={isDecorative || undefined}>
        <img className={styles.image} src={src} alt={isDecorative ? '' : label} onError={() => setFailedSrc(src)} />
      </span>
    );
  }
  return (
    <span
      {...props}
      className={classes}
      data-size={size}
      data-fallback=""
      role={isDecorative ? undefined : 'img'}
      aria-label={isDecorative ? undefined : label}
      aria-hidden={isDecorative || undefined}
    >
      <span className={styles.initials} aria-hidden="true">
        {initialsOf(name)}
      </span>
    </span>
  );
}
