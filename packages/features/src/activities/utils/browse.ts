/**
 * Browsing the catalogue (docs/product.md#screens-and-routes "Activities"): search over title and overview,
 * case-insensitive, with a category; and the card's overview, cut at 100 characters.
 */
import { slugify } from '@kindred/contracts/domain/activity-ids';
import type { Activity, ActivityCategory } from '../content/activities.ts';
import { parseDuration } from './duration.ts';

export const OVERVIEW_PREVIEW_LENGTH = 100;
export const NO_ACTIVITIES_FOUND = 'No activities found matching your search.';

export interface ActivityFilter {
  search: string;
  /** null: every category. */
  category: ActivityCategory | null;
}

export function filterActivities(activities: readonly Activity[], { search, category }: ActivityFilter): Activity[] {
  const needle = search.trim().toLowerCase();
  return activities.filter(
    (activity) =>
      (category === null || activity.category === category) &&
      (needle === '' || activity.title.toLowerCase().includes(needle) || activity.overview.toLowerCase().includes(needle)),
  );
}

/** The overview as a card shows it: whole when it fits in 100 characters, else cut at a word with '…'. */
export function overviewPreview(overview: string): string {
  if (overview.length <= OVERVIEW_PREVIEW_LENGTH) return overview;
  const cut = overview.slice(0, OVERVIEW_PREVIEW_LENGTH - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 60 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/** An activity's id: the slug of its title, as the server knows it. */
export function activityId(activity: Pick<Activity, 'title'>): string {
  return slugify(activity.title);
}

/**
 * The activity as a Quick Connect books it ('Start with a colleague'): its directions become the plan in the
 * invitation, and the items of its sections (question sets, prompts) what to bring.
 */
export function quickConnectPlan(activity: Activity) {
  return {
    id: activityId(activity),
    name: activity.title,
    durationMinutes: parseDuration(activity.time),
    category: activity.category,
    description: activity.overview,
    instructions: activity.directions.map((direction) => direction.text),
    prompts: activity.sections.flatMap((section) => section.items.map((item) => item.text)),
  };
}
