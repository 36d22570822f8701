import { describe, expect, it } from 'vitest';
import { POLICIES_LAST_UPDATED, type PolicyDocument } from './policy.ts';
import { PRIVACY_POLICY } from './privacy.ts';
import { TERMS_OF_SERVICE } from './terms.ts';

const text = (doc: PolicyDocument) => [doc.summary, ...doc.sections.flatMap((section) => section.blocks.flat())].join(' ');

describe.each([TERMS_OF_SERVICE, PRIVACY_POLICY])('$title', (doc) => {
  it('was last updated on 2026-11-22', () => {
    expect(doc.lastUpdated).toBe('2026-11-22');
    expect(POLICIES_LAST_UPDATED).toBe('2026-11-22');
  });

  it('has unique, URL-safe section ids and no empty section', () => {
    const ids = doc.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const section of doc.sections) {
      expect(section.id).toMatch(/^[a-z][a-z-]*$/);
      expect(section.blocks.length).toBeGreaterThan(0);
    }
  });

  it('states the minimum age and the 30-day deletion', () => {
    expect(text(doc)).toMatch(/18/);
    expect(text(doc)).toMatch(/within 30 days of your request/);
  });

  it('invents no certification or statistic', () => {
    expect(text(doc)).not.toMatch(/ISO ?27001|SOC ?2|GDPR[- ]certified|HIPAA|\d+ ?%/i);
  });
});

describe('the terms', () => {
  it('are for authorized employees of their organization and governed by Delaware law', () => {
    expect(text(TERMS_OF_SERVICE)).toMatch(/employee of an organization that uses Kindred, and that organization has authorized you/);
    expect(text(TERMS_OF_SERVICE)).toMatch(/laws of the State of Delaware/);
  });
});

describe('the privacy policy', () => {
  it('names every kind of data the product processes', () => {
    const all = text(PRIVACY_POLICY);
    for (const kind of ['Profile:', 'HEXACO results:', 'Organizations and connections:', 'Calendar, only when you connect one:', 'Messages to Link:']) {
      expect(all).toContain(kind);
    }
  });
});
