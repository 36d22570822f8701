/**
 * Quick-create templates for new calendar events and the popular meeting
 * times suggested next to them (docs/product.md#constants-and-limits): three general templates, one
 * extra for some archetypes, and three popular weekly slots.
 */
import * as z from 'zod/mini';

export const quickCreateTemplateSchema = z.object({
  id: z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)),
  title: z.string().check(z.minLength(1)),
  /** As shown: '30 min', '1 hour'. */
  durationLabel: z.string().check(z.minLength(1)),
  durationMinutes: z.number().check(z.int(), z.gt(0)),
  description: z.string().check(z.minLength(1)),
});
export type QuickCreateTemplate = z.infer<typeof quickCreateTemplateSchema>;

export const QUICK_CREATE_TEMPLATES: readonly QuickCreateTemplate[] = [
  {
    id: 'coffee-chat',
    title: 'Coffee Chat',
    durationLabel: '30 min',
    durationMinutes: 30,
    description: 'An informal catch-up over a drink, in person or on video.',
  },
  {
    id: 'virtual-meetup',
    title: 'Virtual Meetup',
    durationLabel: '45 min',
    durationMinutes: 45,
    description: 'A video call for a small group to share updates and get to know each other.',
  },
  {
    id: 'brainstorm-session',
    title: 'Brainstorm Session',
    durationLabel: '1 hour',
    durationMinutes: 60,
    description: 'Time to generate ideas together on one question, then pick the best to pursue.',
  },
];

const TEMPLATE_ARCHETYPES = ['individualist', 'achiever', 'explorer'] as const;
export type TemplateArchetype = (typeof TEMPLATE_ARCHETYPES)[number];

/** An extra template suggested to members of some archetypes, keyed by archetype label. */
export const ARCHETYPE_TEMPLATES: Record<TemplateArchetype, QuickCreateTemplate> = {
  individualist: {
    id: 'deep-dive-discussion',
    title: 'Deep Dive Discussion',
    durationLabel: '1 hour',
    durationMinutes: 60,
    description: 'An unhurried conversation to explore one topic in depth.',
  },
  achiever: {
    id: 'goal-setting-session',
    title: 'Goal Setting Session',
    durationLabel: '90 min',
    durationMinutes: 90,
    description: 'Agree clear goals, milestones and the first steps towards them.',
  },
  explorer: {
    id: 'innovation-lab',
    title: 'Innovation Lab',
    durationLabel: '2 hours',
    durationMinutes: 120,
    description: 'Hands-on time to prototype and test new ideas together.',
  },
};

/**
 * The templates to offer a member: the three general ones, then their
 * archetype's own when there is one. Accepts 'the explorer', 'The Explorer'
 * or 'explorer'.
 */
export function quickCreateTemplatesFor(archetype?: string | null): QuickCreateTemplate[] {
  const key = (archetype ?? '').trim().replace(/^the\s+/i, '').toLowerCase();
  const extra = (TEMPLATE_ARCHETYPES as readonly string[]).includes(key)
    ? ARCHETYPE_TEMPLATES[key as TemplateArchetype]
    : undefined;
  return extra ? [...QUICK_CREATE_TEMPLATES, extra] : [...QUICK_CREATE_TEMPLATES];
}

export const popularTimeSchema = z.object({
  id: z.string().check(z.minLength(1)),
  label: z.string().check(z.minLength(1)),
  /** 0 Sunday to 6 Saturday, as Date.getDay(). */
  weekday: z.number().check(z.int(), z.gte(0), z.lte(6)),
  /** Local time, HH:mm. */
  start: z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/)),
  end: z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/)),
});
export type PopularTime = z.infer<typeof popularTimeSchema>;

export const POPULAR_TIMES: readonly PopularTime[] = [
  { id: 'tue-afternoon', label: 'Tue 2-3pm', weekday: 2, start: '14:00', end: '15:00' },
  { id: 'thu-morning', label: 'Thu 10-11am', weekday: 4, start: '10:00', end: '11:00' },
  { id: 'fri-afternoon', label: 'Fri 4-5pm', weekday: 5, start: '16:00', end: '17:00' },
];

/** The next start of a popular time after `from`, in local time. */
export function nextOccurrence(time: PopularTime, from: Date = new Date()): Date {
  const [hours = 0, minutes = 0] = time.start.split(':').map(Number);
  const candidate = new Date(from);
  candidate.setHours(hours, minutes, 0, 0);
  let days = (time.weekday - candidate.getDay() + 7) % 7;
  if (days === 0 && candidate.getTime() <= from.getTime()) days = 7;
  candidate.setDate(candidate.getDate() + days);
  return candidate;
}
