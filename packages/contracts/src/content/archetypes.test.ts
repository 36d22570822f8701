import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ARCHETYPE_IDS } from '@kindred/contracts/domain/archetypes';
import {
  ARCHETYPES,
  ARCHETYPE_CATALOGUE,
  ARCHETYPE_PROTOTYPES,
  archetypeEntrySchema,
  archetypeIllustrations,
  assignArchetype,
} from './archetypes.ts';

describe('archetype catalogue', () => {
  it('has the twelve archetypes, once each, in the shared order', () => {
    expect(ARCHETYPES).toHaveLength(12);
    expect(ARCHETYPES.map((entry) => entry.id)).toEqual([...ARCHETYPE_IDS]);
  });

  it('validates against the schema', () => {
    for (const entry of ARCHETYPES) expect(archetypeEntrySchema.parse(entry)).toEqual(entry);
  });

  it('looks entries up by id', () => {
    for (const id of ARCHETYPE_IDS) expect(ARCHETYPE_CATALOGUE[id].id).toBe(id);
  });

  it('gives every archetype a plural name, a summary, described sides and meeting notes', () => {
    const plurals = new Set<string>();
    for (const entry of ARCHETYPES) {
      const singular = entry.id.replace(/^the /, '');
      expect(entry.plural_name.toLowerCase()).toBe(`${singular}s`);
      plurals.add(entry.plural_name);
      expect(entry.summary.length).toBeGreaterThan(60);
      expect(entry.descriptions.map((d) => d.title)).toEqual(['At work', 'Strengths', 'Watch out for']);
      expect(entry.meeting_notes.length).toBeGreaterThanOrEqual(3);
    }
    expect(plurals.size).toBe(12);
  });

  it('keeps every text distinct (no copy-paste between archetypes)', () => {
    const texts = ARCHETYPES.flatMap((entry) => [
      entry.summary,
      ...entry.descriptions.map((d) => d.text),
      ...entry.meeting_notes,
    ]);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('has no external links', () => {
    for (const entry of ARCHETYPES) expect(entry.url).toBeUndefined();
  });

  it('carries the prototypes it is assigned from: each prototype is its own archetype', () => {
    for (const entry of ARCHETYPES) expect(assignArchetype(ARCHETYPE_PROTOTYPES[entry.id])).toBe(entry.id);
  });
});

describe('archetype illustrations', () => {
  it('point at our own SVG files', () => {
    const urls = Object.values(archetypeIllustrations);
    expect(new Set(urls).size).toBe(12);
    for (const entry of ARCHETYPES) {
      expect(entry.image_url).toBe(archetypeIllustrations[entry.id]);
      expect(entry.image_url).toMatch(/\/illustrations\/[a-z]+\.svg$/);
    }
  });

  it.each(ARCHETYPES.map((entry) => [entry.id, entry.image_url] as const))(
    '%s is a self-contained, titled, scalable SVG',
    (id, url) => {
      const svg = readFileSync(fileURLToPath(url), 'utf8');
      expect(svg.trimStart().startsWith('<svg')).toBe(true);
      expect(svg).toMatch(/viewBox="0 0 \d+ \d+"/);
      expect(svg).toMatch(/role="img"/);
      const title = /<title>([^<]+)<\/title>/.exec(svg)?.[1] ?? '';
      const name = id.replace(/^the /, '');
      expect(title.toLowerCase()).toContain(`the ${name}`);
      // Nothing fetched from elsewhere, nothing executable.
      const withoutNamespace = svg.replace('xmlns="http://www.w3.org/2000/svg"', '');
      expect(withoutNamespace).not.toMatch(/https?:|href|<image|<script|<foreignObject|url\(/i);
      // Sized by its container, not fixed.
      expect(svg).not.toMatch(/<svg[^>]*\swidth=/);
    },
  );
});
