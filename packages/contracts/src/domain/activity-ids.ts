/**
 * The ids of the activities catalogue (docs/product.md#what-it-keeps): each activity's id is the slug of its
 * title. The catalogue itself is the client's (packages/contracts/src/content/activities.ts); the
 * server needs only the ids, to accept 'Mark as done' for activities that exist. A unit test there checks that
 * `ACTIVITIES.map((a) => slugify(a.title))` is exactly this list, in order, so the two cannot drift.
 */

/** 'Rose, Thorn, Bud' -> 'rose-thorn-bud'; '&' reads as 'and'. The one slug rule of activities and Quick Connect options. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The catalogue's 46 activities, by id, in the catalogue's order. */
export const ACTIVITY_IDS = [
  'magic-questions',
  'uncommon-commonalities',
  'boosters-and-blockers',
  'vision-casting',
  'ted-swap',
  'personal-spotlight',
  'break-bread',
  'skill-share',
  'trust-mining',
  'charity-challenge',
  'gratitude-share',
  'start-stop-continue',
  'quick-2',
  'psych-safety-questions',
  'a-f-check-in',
  'top-4',
  'pick-a',
  'persona-breakdown',
  'strengths-finder',
  'closing-the-gap',
  'show-and-tell-desk-edition',
  'show-and-tell-hobby-edition',
  'show-and-tell-work-wins',
  'walk-and-talk-get-to-know-you',
  'walk-and-talk-problem-solving',
  'walk-and-talk-career-conversation',
  'picture-swap-camera-roll',
  'picture-swap-happy-place',
  'picture-swap-guess-who',
  'two-truths-and-a-lie',
  'rose-thorn-bud',
  'working-agreements',
  'pre-mortem',
  'shout-out-round',
  'my-user-manual',
  'sbi-feedback-practice',
  'mini-retro',
  'weather-report',
  'journey-lines',
  'desert-island',
  'values-sort',
  'who-decides',
  'meeting-reset',
  'thank-you-notes',
  'listening-triads',
  'best-mistake',
] as const;
export type ActivityId = (typeof ACTIVITY_IDS)[number];

const KNOWN: ReadonlySet<string> = new Set(ACTIVITY_IDS);

/** True for an id of the catalogue (exact spelling). */
export function isActivityId(value: string): value is ActivityId {
  return KNOWN.has(value);
}
