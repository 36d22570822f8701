import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ACTIVITY_IDS, slugify } from '@kindred/contracts/domain/activity-ids';
import { ACTIVITIES, ACTIVITY_CATEGORIES, activitySchema, activitySectionSchema } from './activities.ts';
import { parseDuration } from '../utils/duration.ts';
import { findActivityByTitle } from '../utils/find-activity.ts';

/** Every title the specification names (docs/product.md#what-it-keeps, "The activities catalogue"). */
const NAMED_TITLES = [
  'Magic Questions',
  'Uncommon Commonalities',
  'Boosters and Blockers',
  'Vision Casting',
  'TED Swap',
  'Personal Spotlight',
  'Break Bread',
  'Skill Share',
  'Trust Mining',
  'Charity Challenge',
  'Gratitude Share',
  'Start Stop Continue',
  'Quick 2',
  'Psych Safety Questions',
  'A-F Check In',
  'Top 4',
  'Pick A #',
  'Persona Breakdown',
  'Strengths Finder',
  'Closing The Gap',
];

/** The catalogue asks more of its entries than the entity does: every activity has additional sections. */
const catalogueActivitySchema = z.extend(activitySchema, { sections: z.array(activitySectionSchema).check(z.minLength(1)) });

describe('activities catalogue', () => {
  it('has 46 activities', () => {
    expect(ACTIVITIES).toHaveLength(46);
  });

  it('validates every activity against the schema, with at least one additional section', () => {
    for (const activity of ACTIVITIES) {
      expect(catalogueActivitySchema.parse(activity), activity.title).toEqual(activity);
    }
  });

  it("titles each activity's sections uniquely", () => {
    for (const activity of ACTIVITIES) {
      const titles = activity.sections.map((section) => section.title);
      expect(new Set(titles).size, activity.title).toBe(titles.length);
    }
  });

  it('has unique titles, even ignoring case', () => {
    const titles = ACTIVITIES.map((activity) => activity.title.toLowerCase());
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('includes every title the specification names', () => {
    const titles = ACTIVITIES.map((activity) => activity.title);
    for (const title of NAMED_TITLES) expect(titles, title).toContain(title);
  });

  it('has several versions of Show & Tell, Walk & Talk and Picture Swap', () => {
    for (const prefix of ['Show & Tell', 'Walk & Talk', 'Picture Swap']) {
      const versions = ACTIVITIES.filter((activity) => activity.title.startsWith(`${prefix}: `));
      expect(versions.length, prefix).toBeGreaterThanOrEqual(3);
    }
  });

  it('gives every activity a duration the parser reads as 5 to 60 minutes', () => {
    for (const activity of ACTIVITIES) {
      const minutes = parseDuration(activity.time);
      expect(minutes, activity.title).toBeGreaterThanOrEqual(5);
      expect(minutes, activity.title).toBeLessThanOrEqual(60);
      // Parsed from the text itself, not the 20-minute fallback.
      expect(activity.time.startsWith(String(minutes)) || activity.time === '1 hour', activity.title).toBe(true);
    }
    expect(ACTIVITIES.some((activity) => parseDuration(activity.time) === 5)).toBe(true);
    expect(ACTIVITIES.some((activity) => parseDuration(activity.time) === 60)).toBe(true);
  });

  it('keeps the durations the specification gives', () => {
    expect(findActivityByTitle('Magic Questions')?.time).toBe('45 min');
  });

  it('gives Magic Questions three question sets', () => {
    const sets = findActivityByTitle('Magic Questions')?.sections.filter((section) => section.title.startsWith('Set '));
    expect(sets).toHaveLength(3);
    for (const set of sets ?? []) expect(set.items.length).toBeGreaterThanOrEqual(3);
  });

  it('asks $5 to $10 each in the Charity Challenge', () => {
    const challenge = findActivityByTitle('Charity Challenge');
    expect(challenge?.overview).toContain('$5 to $10');
    expect(challenge?.directions.some((direction) => direction.text.includes('$5 to $10'))).toBe(true);
  });

  it('uses only the allowed categories, and uses each of them', () => {
    const used = new Set(ACTIVITIES.map((activity) => activity.category));
    for (const category of used) expect(ACTIVITY_CATEGORIES).toContain(category);
    expect([...used].sort()).toEqual([...ACTIVITY_CATEGORIES].sort());
  });

  it('finds every activity by a partial, lower-case piece of its title', () => {
    for (const activity of ACTIVITIES) {
      const lower = activity.title.toLowerCase();
      expect(findActivityByTitle(lower), lower).toBe(activity);
      const partial = lower.slice(0, -1);
      expect(findActivityByTitle(partial), partial).toBe(activity);
      const middle = lower.length > 6 ? lower.slice(1, -1) : lower;
      expect(findActivityByTitle(middle), middle).toBe(activity);
    }
  });

  it('has no video unless its address is given, and no placeholder text', () => {
    for (const activity of ACTIVITIES) {
      for (const direction of activity.directions) {
        if (direction.includesVideo) expect(direction.videoUrl, activity.title).toBeDefined();
      }
      const text = JSON.stringify(activity);
      expect(text, activity.title).not.toMatch(/TODO|TBD|lorem|placeholder/i);
    }
  });

  it('writes a useful overview and at least three directions', () => {
    for (const activity of ACTIVITIES) {
      expect(activity.overview.length, activity.title).toBeGreaterThan(40);
      expect(activity.directions.length, activity.title).toBeGreaterThanOrEqual(3);
    }
  });

  it("slugs to exactly the ids the server accepts, in order (contracts' ACTIVITY_IDS)", () => {
    expect(ACTIVITIES.map((activity) => slugify(activity.title))).toEqual([...ACTIVITY_IDS]);
  });
});
