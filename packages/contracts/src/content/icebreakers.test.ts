import { describe, expect, it } from 'vitest';
import {
  ICEBREAKER_LIMIT,
  ICEBREAKER_TEMPLATES,
  icebreakerContextSchema,
  icebreakerTemplateSchema,
  icebreakersFor,
  type IcebreakerContext,
} from './icebreakers.ts';

/** People as the cards and the dialog meet them: with and without a name or an archetype. */
const PEOPLE: IcebreakerContext[] = [
  { firstName: 'Amara' },
  { firstName: 'Kenji', archetype: 'the explorer' },
  { firstName: 'Sofia', archetype: 'The Dreamer' },
  { firstName: 'Lena', archetype: 'Achiever' },
  { firstName: 'Tomás', archetype: null },
  { firstName: '', archetype: '' },
];

describe('icebreaker templates', () => {
  it('validate against the schema, and render a valid message for every person', () => {
    for (const person of PEOPLE) expect(icebreakerContextSchema.parse(person)).toEqual(person);
    for (const template of ICEBREAKER_TEMPLATES) {
      // Parsing wraps render, so each call below also checks its input and output against the schema.
      const parsed = icebreakerTemplateSchema.parse(template);
      expect({ id: parsed.id, label: parsed.label }, template.id).toEqual({ id: template.id, label: template.label });
      for (const person of PEOPLE) expect(parsed.render(person), template.id).toBe(template.render(person));
    }
  });

  it('schema rejects a bad id, a render that is not a function, and an empty message', () => {
    const sample = { id: 'sample', label: 'Sample', render: () => 'Hi!' };
    expect(icebreakerTemplateSchema.safeParse(sample).success).toBe(true);
    expect(icebreakerTemplateSchema.safeParse({ ...sample, id: 'Not A Slug' }).success).toBe(false);
    expect(icebreakerTemplateSchema.safeParse({ ...sample, render: 'Hi!' }).success).toBe(false);
    const empty = icebreakerTemplateSchema.parse({ ...sample, render: () => '' });
    expect(() => empty.render({ firstName: 'Amara' })).toThrow();
  });

  it('are five, with unique ids and labels', () => {
    expect(ICEBREAKER_TEMPLATES).toHaveLength(5);
    expect(new Set(ICEBREAKER_TEMPLATES.map((t) => t.id)).size).toBe(5);
    expect(new Set(ICEBREAKER_TEMPLATES.map((t) => t.label)).size).toBe(5);
  });

  it('greet the person by first name, with or without an archetype', () => {
    for (const template of ICEBREAKER_TEMPLATES) {
      for (const archetype of [undefined, null, '', 'the explorer']) {
        const message = template.render({ firstName: 'Amara', archetype });
        expect(message).toMatch(/^Hi Amara[!,]/);
        expect(message).not.toMatch(/undefined|null|\{|\}/);
      }
    }
  });

  it('shows a stored archetype id by its display name', () => {
    const [archetypeTemplate] = ICEBREAKER_TEMPLATES;
    expect(archetypeTemplate?.render({ firstName: 'Kenji', archetype: 'the explorer' })).toContain('The Explorer');
    expect(archetypeTemplate?.render({ firstName: 'Kenji', archetype: 'The Rock' })).toContain('The Rock');
    expect(archetypeTemplate?.render({ firstName: 'Kenji', archetype: 'Achiever' })).toContain('Achiever');
    expect(archetypeTemplate?.render({ firstName: 'Kenji' })).not.toContain('archetype is');
  });

  it('falls back to "there" when the first name is empty', () => {
    for (const template of ICEBREAKER_TEMPLATES) {
      expect(template.render({ firstName: '  ' })).toMatch(/^Hi there[!,]/);
    }
  });

  it('produce five different messages for the same person', () => {
    const messages = ICEBREAKER_TEMPLATES.map((t) => t.render({ firstName: 'Sofia', archetype: 'the dreamer' }));
    expect(new Set(messages).size).toBe(5);
  });
});

describe('icebreakersFor', () => {
  it('gives three by default, rotating with the offset and wrapping round', () => {
    const person = { firstName: 'Priya', archetype: 'the thinker' };
    const all = ICEBREAKER_TEMPLATES.map((t) => t.render(person));
    expect(ICEBREAKER_LIMIT).toBe(3);
    expect(icebreakersFor(person)).toEqual(all.slice(0, 3));
    expect(icebreakersFor(person, { offset: 4 })).toEqual([all[4], all[0], all[1]]);
    expect(icebreakersFor(person, { offset: -1 })).toEqual([all[4], all[0], all[1]]);
    expect(icebreakersFor(person, { limit: 10 })).toEqual(all);
    expect(icebreakersFor(person, { limit: 0 })).toEqual([]);
  });
});
