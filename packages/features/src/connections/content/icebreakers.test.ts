import { describe, expect, it } from 'vitest';
import { ICEBREAKER_LIMIT, ICEBREAKER_TEMPLATES, icebreakersFor } from './icebreakers.ts';

describe('icebreaker templates', () => {
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
