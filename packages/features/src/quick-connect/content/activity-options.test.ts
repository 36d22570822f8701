import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_OPTIONS,
  POPULAR_THRESHOLD,
  QUICK_CONNECT_CATEGORIES,
  activityOptionSchema,
  slugify,
} from './activity-options.ts';

describe('Quick Connect activity options', () => {
  it('has between 20 and 30 options, each valid', () => {
    expect(ACTIVITY_OPTIONS.length).toBeGreaterThanOrEqual(20);
    expect(ACTIVITY_OPTIONS.length).toBeLessThanOrEqual(30);
    for (const option of ACTIVITY_OPTIONS) expect(activityOptionSchema.parse(option), option.name).toEqual(option);
  });

  it('uses the slug of the name as a unique id', () => {
    for (const option of ACTIVITY_OPTIONS) expect(option.id).toBe(slugify(option.name));
    const ids = ACTIVITY_OPTIONS.map((option) => option.id);
    expect(new Set(ids).size).toBe(ids.length);
    const names = ACTIVITY_OPTIONS.map((option) => option.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
  });

  it('keeps popularity fixed between 70 and 99, with some options marked popular', () => {
    for (const option of ACTIVITY_OPTIONS) {
      expect(Number.isInteger(option.popularity)).toBe(true);
      expect(option.popularity).toBeGreaterThanOrEqual(70);
      expect(option.popularity).toBeLessThanOrEqual(99);
    }
    const popular = ACTIVITY_OPTIONS.filter((option) => option.popularity > POPULAR_THRESHOLD);
    expect(popular.length).toBeGreaterThan(0);
    expect(popular.length).toBeLessThan(ACTIVITY_OPTIONS.length);
  });

  it('covers all ten categories, and only those', () => {
    expect(QUICK_CONNECT_CATEGORIES).toHaveLength(10);
    const used = new Set(ACTIVITY_OPTIONS.map((option) => option.category));
    expect([...used].sort()).toEqual([...QUICK_CONNECT_CATEGORIES].sort());
  });

  it('uses colour token names rather than colour values', () => {
    for (const option of ACTIVITY_OPTIONS) expect(option.color).not.toMatch(/^#|rgb|hsl/);
  });

  it('gives durations in whole minutes that fit a short session', () => {
    for (const option of ACTIVITY_OPTIONS) {
      expect(option.duration).toBeGreaterThanOrEqual(5);
      expect(option.duration).toBeLessThanOrEqual(60);
    }
  });
});

describe('slugify', () => {
  it('makes lower-case, dash-separated ids', () => {
    expect(slugify('Rose, Thorn, Bud')).toBe('rose-thorn-bud');
    expect(slugify('Walk & Talk')).toBe('walk-and-talk');
    expect(slugify('What If?')).toBe('what-if');
    expect(slugify('A-F Check In')).toBe('a-f-check-in');
    expect(slugify('  Café  Crème ')).toBe('cafe-creme');
  });
});
