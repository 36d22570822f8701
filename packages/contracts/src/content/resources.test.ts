import { describe, expect, it } from 'vitest';
import { RESOURCES, RESOURCE_FILTERS, RESOURCE_TYPES, resourceSchema, searchResources } from './resources.ts';

describe('resources library', () => {
  it('has about sixteen resources, each valid', () => {
    expect(RESOURCES.length).toBeGreaterThanOrEqual(12);
    expect(RESOURCES.length).toBeLessThanOrEqual(20);
    for (const resource of RESOURCES) expect(resourceSchema.parse(resource), resource.id).toEqual(resource);
  });

  it('has unique ids, titles and addresses', () => {
    const ids = RESOURCES.map((resource) => resource.id);
    expect(new Set(ids).size).toBe(ids.length);
    const titles = RESOURCES.map((resource) => resource.title.toLowerCase());
    expect(new Set(titles).size).toBe(titles.length);
    const urls = RESOURCES.flatMap((resource) => (resource.url ? [resource.url] : []));
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('offers articles, videos and documents, within the allowed types', () => {
    const used = new Set(RESOURCES.map((resource) => resource.type));
    for (const type of used) expect(RESOURCE_TYPES).toContain(type);
    for (const type of ['article', 'video', 'document'] as const) expect(used.has(type), type).toBe(true);
  });

  it('covers the HEXACO model, psychological safety, one-to-ones, feedback and team rituals', () => {
    const text = (resource: (typeof RESOURCES)[number]) =>
      `${resource.title} ${resource.description}`.toLowerCase();
    const covers = (pattern: RegExp) => RESOURCES.some((resource) => pattern.test(text(resource)));
    expect(covers(/hexaco/)).toBe(true);
    expect(covers(/psychological safety/)).toBe(true);
    expect(covers(/1:1|one-to-one/)).toBe(true);
    expect(covers(/feedback/)).toBe(true);
    expect(covers(/retrospective|ritual|working agreements/)).toBe(true);
  });

  it('links only over https and shows no images from elsewhere', () => {
    for (const resource of RESOURCES) {
      if (resource.url !== undefined) expect(resource.url.startsWith('https://'), resource.id).toBe(true);
      expect(resource.imageUrl, resource.id).toBeUndefined();
    }
  });
});

describe('resource type filter', () => {
  it('offers exactly the options the specification names', () => {
    expect(RESOURCE_FILTERS.map((option) => option.label)).toEqual(['All', 'Articles', 'Videos', 'Documents']);
  });

  it('gives every type an option besides All, and every option a type', () => {
    const [all, ...options] = RESOURCE_FILTERS;
    expect(all.types).toEqual(RESOURCE_TYPES);
    expect(options.flatMap((option) => option.types).sort()).toEqual([...RESOURCE_TYPES].sort());
  });

  it('shows every resource under some option besides All', () => {
    for (const resource of RESOURCES) {
      const under = RESOURCE_FILTERS.filter(
        (option) => option.id !== 'all' && searchResources('', option.id).includes(resource),
      );
      expect(under.length, resource.id).toBe(1);
    }
  });
});

describe('searchResources', () => {
  it('matches title, description or source, ignoring case', () => {
    expect(searchResources('HEXACO').map((r) => r.id)).toContain('hexaco-model');
    expect(searchResources('lara hogan').map((r) => r.id)).toEqual(['first-one-to-one-questions', 'feedback-equation']);
    expect(searchResources('candor').map((r) => r.id)).toContain('radical-candor');
  });

  it('combines the search with the type filter', () => {
    expect(searchResources('', 'videos').every((r) => r.type === 'video')).toBe(true);
    expect(searchResources('', 'articles').every((r) => r.type === 'article')).toBe(true);
    expect(searchResources('', 'all')).toHaveLength(RESOURCES.length);
    expect(searchResources('hexaco', 'videos')).toEqual([]);
    expect(searchResources('hexaco', 'documents').map((r) => r.id)).toEqual(['hexaco-model', 'hexaco-scale-descriptions']);
  });

  it('finds nothing for an unrelated query', () => {
    expect(searchResources('quantum chromodynamics')).toEqual([]);
  });
});
