import { describe, expect, it } from 'vitest';
import { TRAIT_KEYS } from '../domain/hexaco.ts';
import { MEETING_PREP_TIPS } from './meeting-prep.ts';
import { PRODUCT_FAQ } from './product-faq.ts';
import { RESOURCES } from './resources.ts';
import { SELF_CARE } from './self-care.ts';
import { RESOURCE_FOR_TRAIT } from './trait-resources.ts';

const BANDS = ['high', 'medium', 'low'] as const;
const resourceIds = new Set(RESOURCES.map((resource) => resource.id));

describe("Link's content", () => {
  it('names a resource of the library for every trait and band', () => {
    for (const trait of TRAIT_KEYS) for (const band of BANDS) expect(resourceIds.has(RESOURCE_FOR_TRAIT[trait][band]), `${trait} ${band}`).toBe(true);
  });

  it('has a preparation line for every band of each trait it covers, and two self-care steps for every band', () => {
    for (const [trait, tips] of Object.entries(MEETING_PREP_TIPS)) for (const band of BANDS) expect(tips[band].trim(), `${trait} ${band}`).not.toBe('');
    for (const band of BANDS) {
      expect(SELF_CARE[band]).toHaveLength(2);
      for (const step of SELF_CARE[band]) expect(step).toMatch(/^[A-Z].*\.$/);
    }
  });

  it('answers the FAQ with unique entries, ending with what Link is, naming only resources of the library', () => {
    const ids = PRODUCT_FAQ.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.at(-1)).toBe('link');
    const askers = [
      { calendarConnected: true, organizationName: 'Northwind', archetypeName: 'The Explorer', archetypeWithArticle: 'an Explorer' },
      { calendarConnected: false, organizationName: null, archetypeName: null, archetypeWithArticle: null },
    ];
    for (const entry of PRODUCT_FAQ) {
      for (const asker of askers) {
        const parts = entry.answer(asker);
        expect(parts.length, entry.id).toBeGreaterThan(0);
        expect(parts.some((part) => part.core), entry.id).toBe(true);
        for (const part of parts) {
          expect(part.text.trim(), entry.id).not.toBe('');
          for (const page of part.links ?? []) if (typeof page === 'object') expect(resourceIds.has(page.resourceId), entry.id).toBe(true);
        }
      }
    }
  });
});
