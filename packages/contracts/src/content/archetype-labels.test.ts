import { describe, expect, it } from 'vitest';
import {
  ARCHETYPE_LABELS,
  ARCHETYPE_LABEL_KEYS,
  archetypeLabelSchema,
  formatArchetypeLabel,
  getArchetypeLabel,
} from './archetype-labels.ts';

describe('archetype label map', () => {
  it('has the eleven labels of the spec, in order', () => {
    expect(ARCHETYPE_LABEL_KEYS).toEqual([
      'individualist',
      'achiever',
      'explorer',
      'helper',
      'leader',
      'creative',
      'analyst',
      'peacemaker',
      'reformer',
      'organizer',
      'catalyst',
    ]);
    expect(Object.keys(ARCHETYPE_LABELS)).toEqual([...ARCHETYPE_LABEL_KEYS]);
  });

  it('validates against the schema, each label the capitalised key', () => {
    for (const key of ARCHETYPE_LABEL_KEYS) {
      const entry = ARCHETYPE_LABELS[key];
      expect(archetypeLabelSchema.parse(entry)).toEqual(entry);
      expect(entry.label).toBe(key.charAt(0).toUpperCase() + key.slice(1));
    }
  });

  it('details the first nine with traits, work style, strength and a collaboration tip', () => {
    for (const key of ARCHETYPE_LABEL_KEYS.slice(0, 9)) {
      const entry = ARCHETYPE_LABELS[key];
      expect(entry.traits?.length, key).toBeGreaterThanOrEqual(3);
      expect(entry.workStyle, key).toBeTruthy();
      expect(entry.strength, key).toBeTruthy();
      expect(entry.collaborationTip, key).toBeTruthy();
    }
    for (const key of ['organizer', 'catalyst'] as const) {
      expect(ARCHETYPE_LABELS[key]).toEqual({ label: key.charAt(0).toUpperCase() + key.slice(1) });
    }
  });

  it('keeps the details distinct', () => {
    const texts = ARCHETYPE_LABEL_KEYS.flatMap((key) => {
      const { workStyle, strength, collaborationTip } = ARCHETYPE_LABELS[key];
      return [workStyle, strength, collaborationTip].filter((text) => text !== undefined);
    });
    expect(new Set(texts).size).toBe(texts.length);
  });
});

describe('formatArchetypeLabel', () => {
  it('removes a leading "the" and capitalises', () => {
    expect(formatArchetypeLabel('the explorer')).toBe('Explorer');
    expect(formatArchetypeLabel('The Individualist')).toBe('Individualist');
    expect(formatArchetypeLabel('organizer')).toBe('Organizer');
    expect(formatArchetypeLabel('  THE   catalyst ')).toBe('Catalyst');
  });

  it('shows unknown names as they are', () => {
    expect(formatArchetypeLabel('The Spark')).toBe('The Spark');
    expect(formatArchetypeLabel('the storyteller')).toBe('the storyteller');
    expect(formatArchetypeLabel('Theorist')).toBe('Theorist');
    expect(formatArchetypeLabel('')).toBe('');
  });

  it('finds the label entry for a name', () => {
    expect(getArchetypeLabel('The Analyst')?.workStyle).toBe(ARCHETYPE_LABELS.analyst.workStyle);
    expect(getArchetypeLabel('the dreamer')).toBeUndefined();
  });
});
