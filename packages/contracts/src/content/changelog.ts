/**
 * The changelog behind the What's New page and banner (docs/product.md#screens-and-routes, #constants-and-limits).
 * Newest first; the banner shows LATEST_VERSION until it is dismissed.
 */
import * as z from 'zod/mini';

const CHANGE_TYPES = ['major', 'minor', 'patch'] as const;
export type ChangeType = (typeof CHANGE_TYPES)[number];

const CHANGE_CATEGORIES = ['features', 'improvements', 'fixes', 'security'] as const;
export type ChangeCategory = (typeof CHANGE_CATEGORIES)[number];

export const changelogEntrySchema = z.object({
  version: z.string().check(z.regex(/^\d+\.\d+\.\d+$/)),
  /** ISO date, yyyy-mm-dd. */
  date: z.iso.date(),
  title: z.string().check(z.minLength(1)),
  type: z.enum(CHANGE_TYPES),
  categories: z.array(z.enum(CHANGE_CATEGORIES)).check(z.minLength(1)),
  /** What changed, one line each; the banner lists these under View Details. */
  features: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
});
export type ChangelogEntry = z.infer<typeof changelogEntrySchema>;

export const CHANGELOG: readonly ChangelogEntry[] = [
  {
    version: '2.5.0',
    date: '2025-09-12',
    title: 'Major Update: AI Assistant & Intelligent Features',
    type: 'major',
    categories: ['features', 'improvements'],
    features: [
      'Link, your AI workplace advisor, in a chat window on every page',
      'Workplace Insights: a full-page conversation with Link, with suggested prompts to get started',
      'Quick actions menu, with Ctrl or Cmd + K to open Link from anywhere',
      'Ask Link about any trait, activity or resource with one click',
      'Advice that takes your personality profile, calendar and connections into account',
      '46 activities (up from 21)',
      'Achievements: earn points, levels and badges as you connect',
      'A guided tour of your profile for new members',
    ],
  },
  {
    version: '2.1.0',
    date: '2025-06-18',
    title: 'Outlook Calendar and Rescheduling',
    type: 'minor',
    categories: ['features', 'improvements', 'fixes'],
    features: [
      'Connect Microsoft Outlook as well as Google Calendar',
      'Choose a default calendar for Quick Connect',
      'Reschedule a Quick Connect from the home calendar widget',
      'Clearer times on upcoming events, such as "in 2 days" and "starting soon"',
      'Fixed events occasionally showing in the wrong time zone after travel',
    ],
  },
  {
    version: '2.0.0',
    date: '2025-03-04',
    title: 'Quick Connect and Community',
    type: 'major',
    categories: ['features', 'improvements', 'security'],
    features: [
      'Quick Connect: pick an activity and schedule a one-to-one with a colleague in four steps',
      'Google Calendar integration, so Quick Connect finds times that suit you both',
      'Meet Your Team: a directory of your organization, for organizations that open it',
      'A redesigned home dashboard',
      'Sign-in codes sent by e-mail for accounts that turn on a second step',
    ],
  },
  {
    version: '1.8.0',
    date: '2024-11-20',
    title: 'Better Connections',
    type: 'minor',
    categories: ['features', 'improvements', 'fixes'],
    features: [
      'Search, filter and sort your connections',
      'Icebreaker suggestions on every connection card',
      'Match analysis comparing your traits with a connection, trait by trait',
      'Dark mode, following your system setting or your choice',
      'Fixed new connections sometimes staying marked as unviewed',
    ],
  },
];

export const LATEST_VERSION = '2.5.0';

/** The newest entry (the one the banner announces). */
export const LATEST_RELEASE: ChangelogEntry = (() => {
  const latest = CHANGELOG.find((entry) => entry.version === LATEST_VERSION);
  if (!latest) throw new Error(`The changelog has no entry for ${LATEST_VERSION}`);
  return latest;
})();

/** Entries released in the given year and in earlier years, for the page's two tabs. */
export function splitByYear(
  year: number,
  entries: readonly ChangelogEntry[] = CHANGELOG,
): { currentYear: ChangelogEntry[]; previousYears: ChangelogEntry[] } {
  const entryYear = (entry: ChangelogEntry) => Number(entry.date.slice(0, 4));
  return {
    currentYear: entries.filter((entry) => entryYear(entry) === year),
    previousYears: entries.filter((entry) => entryYear(entry) < year),
  };
}
