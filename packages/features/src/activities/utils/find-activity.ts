/**
 * Finding an activity from a title that may be partial or loosely written,
 * as the advisor's activity links and navigation state do (docs/product.md#screens-and-routes:
 * "finds an activity by case-insensitive partial title match").
 */
import { ACTIVITIES } from '../content/activities.ts';
import type { Activity } from '../content/activities.ts';

/** Lower case, '&' read as 'and', punctuation as spaces, spaces collapsed: 'Show & Tell' and 'show and tell' compare equal. */
export function normalizeTitle(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The activity whose title best matches `title`, case-insensitively:
 * an exact match first, then a title starting with the text, then a title
 * containing it (the first in catalogue order wins within each of these),
 * then the longest title contained in the text (a longer phrase such as
 * 'the Magic Questions activity').
 * Empty or unmatched text gives undefined.
 */
export function findActivityByTitle(
  title: string,
  activities: readonly Activity[] = ACTIVITIES,
): Activity | undefined {
  const query = normalizeTitle(title);
  if (query === '') return undefined;
  const titles = activities.map((activity) => normalizeTitle(activity.title));
  const ranks: ((candidate: string) => boolean)[] = [
    (candidate) => candidate === query,
    (candidate) => candidate.startsWith(query),
    (candidate) => candidate.includes(query),
  ];
  for (const matches of ranks) {
    const index = titles.findIndex(matches);
    if (index !== -1) return activities[index];
  }
  // Last, the longest title found inside the text: the most specific one it names.
  let best: number | undefined;
  titles.forEach((candidate, index) => {
    if (candidate === '' || !query.includes(candidate)) return;
    if (best === undefined || candidate.length > (titles[best]?.length ?? 0)) best = index;
  });
  return best === undefined ? undefined : activities[best];
}
