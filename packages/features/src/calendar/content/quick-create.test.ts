import { describe, expect, it } from 'vitest';
import {
  ARCHETYPE_TEMPLATES,
  POPULAR_TIMES,
  QUICK_CREATE_TEMPLATES,
  nextOccurrence,
  popularTimeSchema,
  quickCreateTemplateSchema,
  quickCreateTemplatesFor,
} from './quick-create.ts';

describe('quick-create templates', () => {
  it('are Coffee Chat 30 min, Virtual Meetup 45 min and Brainstorm Session 1 hour', () => {
    expect(QUICK_CREATE_TEMPLATES.map((t) => [t.title, t.durationLabel, t.durationMinutes])).toEqual([
      ['Coffee Chat', '30 min', 30],
      ['Virtual Meetup', '45 min', 45],
      ['Brainstorm Session', '1 hour', 60],
    ]);
  });

  it('add Deep Dive Discussion, Goal Setting Session and Innovation Lab for three archetypes', () => {
    expect(ARCHETYPE_TEMPLATES.individualist).toMatchObject({ title: 'Deep Dive Discussion', durationLabel: '1 hour', durationMinutes: 60 });
    expect(ARCHETYPE_TEMPLATES.achiever).toMatchObject({ title: 'Goal Setting Session', durationLabel: '90 min', durationMinutes: 90 });
    expect(ARCHETYPE_TEMPLATES.explorer).toMatchObject({ title: 'Innovation Lab', durationLabel: '2 hours', durationMinutes: 120 });
  });

  it('validate, with unique ids', () => {
    const all = [...QUICK_CREATE_TEMPLATES, ...Object.values(ARCHETYPE_TEMPLATES)];
    for (const template of all) expect(quickCreateTemplateSchema.parse(template)).toEqual(template);
    expect(new Set(all.map((t) => t.id)).size).toBe(all.length);
  });

  it('offer the archetype template after the general ones, for any spelling of the archetype', () => {
    expect(quickCreateTemplatesFor('the explorer').map((t) => t.title)).toEqual([
      'Coffee Chat',
      'Virtual Meetup',
      'Brainstorm Session',
      'Innovation Lab',
    ]);
    expect(quickCreateTemplatesFor('The Individualist').at(-1)?.title).toBe('Deep Dive Discussion');
    expect(quickCreateTemplatesFor('achiever').at(-1)?.title).toBe('Goal Setting Session');
    expect(quickCreateTemplatesFor('the rock')).toHaveLength(3);
    expect(quickCreateTemplatesFor(undefined)).toHaveLength(3);
    expect(quickCreateTemplatesFor(null)).toHaveLength(3);
  });
});

describe('popular times', () => {
  it('are Tue 2-3pm, Thu 10-11am and Fri 4-5pm', () => {
    expect(POPULAR_TIMES.map((t) => t.label)).toEqual(['Tue 2-3pm', 'Thu 10-11am', 'Fri 4-5pm']);
    for (const time of POPULAR_TIMES) {
      expect(popularTimeSchema.parse(time)).toEqual(time);
      expect(time.end > time.start).toBe(true);
    }
  });

  it('find the next occurrence after a given moment', () => {
    const [tuesday, thursday] = POPULAR_TIMES;
    // Monday 15 September 2025, 09:00 local time.
    const monday = new Date(2025, 8, 15, 9, 0);
    const nextTuesday = nextOccurrence(tuesday!, monday);
    expect([nextTuesday.getDay(), nextTuesday.getDate(), nextTuesday.getHours()]).toEqual([2, 16, 14]);
    // On Thursday at 10:30 the slot has started, so the next one is a week later.
    const thursdayLate = new Date(2025, 8, 18, 10, 30);
    expect(nextOccurrence(thursday!, thursdayLate).getDate()).toBe(25);
    // Earlier the same Thursday it is today.
    expect(nextOccurrence(thursday!, new Date(2025, 8, 18, 8, 0)).getDate()).toBe(18);
  });
});
