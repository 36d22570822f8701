/**
 * What Link's built-in advisor answers about the product itself: the first entry whose pattern the question matches
 * answers, and the last (what Link is) when none does. An answer is one or two parts, each a sentence or two with
 * the pages it names; `core` parts make the popup's short reply. A part names a page (`links`), and the advisor
 * makes the link to it.
 */
import { LATEST_RELEASE } from './changelog';

/** What an answer may say about the member who asks. */
export interface FaqAsker {
  calendarConnected: boolean;
  /** The member's (first) organisation, by name. */
  organizationName: string | null;
  /** 'The Explorer', or null before the member's profile is complete. */
  archetypeName: string | null;
  /** The archetype as a noun with its article ('an Explorer'), or null. */
  archetypeWithArticle: string | null;
}

/** A page an answer names: the events page, the activities page, Quick Connect, the resources library, or one resource. */
export type FaqPage = 'events' | 'activities' | 'quick-connect' | 'library' | { resourceId: string };

interface FaqPart {
  text: string;
  links?: readonly FaqPage[];
  /** Part of the short (popup) reply as well as the long one. */
  core?: boolean;
}

export interface FaqEntry {
  id: string;
  /** Matched against the question, lower-cased with plain apostrophes. */
  pattern: RegExp;
  answer(asker: FaqAsker): FaqPart[];
}

/** Lower-cases the first letter, for a sentence quoted inside another one. */
const uncapitalise = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

export const PRODUCT_FAQ: readonly FaqEntry[] = [
  {
    id: 'calendar',
    pattern: /\b(calendar|google|outlook|microsoft|sync)\b/,
    answer: (asker) => [
      {
        core: true,
        text: asker.calendarConnected
          ? 'Your calendar is already connected, so I can read your events and free times; you can change or disconnect it in Settings.'
          : 'Open Settings and connect Google Calendar or Outlook; once you consent, I can read your events and free times, and Quick Connect finds times that suit you both.',
        links: ['events'],
      },
    ],
  },
  {
    id: 'whats-new',
    pattern: /\b(new|release|releases|version|update|updates|changelog)\b/,
    answer: () => [
      {
        core: true,
        text: `The latest release is ${LATEST_RELEASE.version} (${LATEST_RELEASE.date}), "${LATEST_RELEASE.title}". It brought ${LATEST_RELEASE.features[0]}; ${uncapitalise(LATEST_RELEASE.features[4] ?? LATEST_RELEASE.features[1]!)}.`,
      },
      {
        core: true,
        text: `It also brought ${LATEST_RELEASE.features.find((f) => /activities/.test(f)) ?? '46 activities'}; browse them on the activities page.`,
        links: ['activities'],
      },
      { text: `And: ${LATEST_RELEASE.features.slice(1, 4).join('; ')}.` },
    ],
  },
  {
    id: 'matching',
    pattern: /\b(match|matches|matching|matched|connections?|strength)\b/,
    answer: (asker) => [
      {
        core: true,
        text: `New connections are made weekly from your personality profile: you're paired with colleagues${asker.organizationName ? ` in ${asker.organizationName}` : ''} whose profiles are most similar to yours.`,
      },
      {
        core: true,
        text: "A connection's strength is 100 minus the average gap between your six trait scores, so 80% or more is an excellent match.",
        links: ['quick-connect'],
      },
    ],
  },
  {
    id: 'archetype',
    pattern: /\b(archetype|archetypes|persona)\b/,
    answer: (asker) => [
      {
        core: true,
        text: `Your archetype is the closest of twelve archetype profiles to your six HEXACO scores${asker.archetypeName ? `; yours is ${asker.archetypeName}` : ''}.`,
        links: [{ resourceId: 'hexaco-model' }],
      },
    ],
  },
  {
    id: 'quick-connect',
    pattern: /\bquick connect\b/,
    answer: () => [
      {
        core: true,
        text: 'Quick Connect sets up a one-to-one in four steps: choose an activity, invite a colleague, pick a time (from both calendars when they are connected) and confirm.',
        links: ['quick-connect'],
      },
    ],
  },
  {
    id: 'activities',
    pattern: /\bactivit(y|ies)\b/,
    answer: () => [
      {
        core: true,
        text: 'The activities page lists all 46 activities, from 5 to 60 minutes, with directions for each; search or filter by category.',
        links: ['activities'],
      },
    ],
  },
  {
    id: 'resources',
    pattern: /\b(resource|resources|library|articles?|videos?)\b/,
    answer: () => [
      {
        core: true,
        text: 'The resources page holds articles, talks and guides on personality, feedback and teamwork; search by title or filter by type.',
        links: ['library'],
      },
    ],
  },
  {
    id: 'settings',
    pattern: /\b(settings|dark mode|theme|password|notifications?|account|sign in|log in|log out)\b/,
    answer: () => [{ core: true, text: 'Account options such as your password, the theme and your calendar are in Settings, from the sidebar.' }],
  },
  {
    id: 'privacy',
    pattern: /\b(privacy|private|data|who can see)\b/,
    answer: () => [
      {
        core: true,
        text: "I answer from your own profile, your connections, your calendar and the catalogues, and I never share another member's scores or private details with you.",
      },
    ],
  },
  {
    id: 'link',
    pattern: /\b(what can you do|what do you do|who are you|what are you|how do i use|link|help)\b/,
    answer: (asker) => [
      {
        core: true,
        text: "I'm Link, your workplace advisor: I can suggest who to get to know, prepare you for a meeting, pick an activity or a resource, and check your calendar for free time.",
        links: ['activities', 'quick-connect'],
      },
      {
        core: true,
        text: `I answer from your own profile${asker.archetypeWithArticle ? ` (you're ${asker.archetypeWithArticle})` : ''}, connections and calendar.`,
      },
    ],
  },
];
