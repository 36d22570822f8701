import { describe, expect, it } from 'vitest';
import { ACTIVITIES } from '../content/activities.ts';
import { OVERVIEW_PREVIEW_LENGTH, activityId, filterActivities, overviewPreview } from './browse.ts';

describe('browsing activities', () => {
  it('searches title and overview in any case, within a category', () => {
    const titles = (search: string, category: Parameters<typeof filterActivities>[1]['category'] = null) =>
      filterActivities(ACTIVITIES, { search, category }).map((activity) => activity.title);
    expect(titles('MAGIC')).toContain('Magic Questions');
    expect(titles('three rounds of questions')).toEqual(['Magic Questions']);
    expect(titles('', 'Connection').every((title) => ACTIVITIES.find((a) => a.title === title)?.category === 'Connection')).toBe(true);
    expect(titles('magic', 'Leadership')).toEqual([]);
    expect(titles('   ')).toHaveLength(ACTIVITIES.length);
    expect(titles('zzzz')).toEqual([]);
  });

  it('cuts an overview past 100 characters at a word', () => {
    const long = 'word '.repeat(40).trim();
    const preview = overviewPreview(long);
    expect(preview.length).toBeLessThanOrEqual(OVERVIEW_PREVIEW_LENGTH);
    expect(preview.endsWith('word…')).toBe(true);
    expect(overviewPreview('Short and whole.')).toBe('Short and whole.');
  });

  it('names each activity by the slug of its title, all different', () => {
    expect(activityId({ title: 'Show & Tell' })).toBe('show-and-tell');
    expect(new Set(ACTIVITIES.map(activityId)).size).toBe(ACTIVITIES.length);
  });
});
