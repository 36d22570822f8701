import { describe, expect, it } from 'vitest';
import { WIDE_PAGE_SIZE, pagePosition, pagesOf, resumePage } from './pages.ts';

describe('questionnaire pages', () => {
  it('lays out 24 pages of one on a phone and 6 of four on a wide screen', () => {
    expect(pagesOf(1)).toHaveLength(24);
    expect(pagesOf(WIDE_PAGE_SIZE).map((page) => page.map((entry) => entry.id))[1]).toEqual([5, 6, 7, 8]);
  });

  it('resumes at the first unanswered item, wherever earlier answers are', () => {
    expect(resumePage(1, new Set())).toBe(0);
    expect(resumePage(1, new Set([1, 2, 3, 4, 5, 6, 8]))).toBe(6);
    expect(resumePage(WIDE_PAGE_SIZE, new Set([1, 2, 3, 4, 5, 6, 8]))).toBe(1);
    expect(resumePage(1, new Set(Array.from({ length: 24 }, (_, i) => i + 1)))).toBe(23);
  });

  it('says where the member is', () => {
    expect(pagePosition(pagesOf(1)[6]!)).toBe('Question 7 of 24');
    expect(pagePosition(pagesOf(WIDE_PAGE_SIZE)[1]!)).toBe('Questions 5 to 8 of 24');
  });
});
