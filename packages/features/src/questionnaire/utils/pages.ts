/**
 * How the 24 items are laid out: one a page on a phone, a few a page on a wider screen; and where a member who
 * comes back resumes (the page of the first item without an answer).
 */
import { QUESTIONNAIRE_ITEMS, type QuestionnaireItem } from '@kindred/contracts/content/questionnaire';

/** Items a page on a wide screen. */
export const WIDE_PAGE_SIZE = 4;

export function pagesOf(pageSize: number): QuestionnaireItem[][] {
  const pages: QuestionnaireItem[][] = [];
  for (let start = 0; start < QUESTIONNAIRE_ITEMS.length; start += pageSize) pages.push(QUESTIONNAIRE_ITEMS.slice(start, start + pageSize));
  return pages;
}

/** The page holding the first unanswered item; the last page when every item has an answer. */
export function resumePage(pageSize: number, answered: ReadonlySet<number>): number {
  const first = QUESTIONNAIRE_ITEMS.findIndex((entry) => !answered.has(entry.id));
  const index = first === -1 ? QUESTIONNAIRE_ITEMS.length - 1 : first;
  return Math.floor(index / pageSize);
}

/** "Question 7 of 24", or "Questions 5 to 8 of 24" for a page of several. */
export function pagePosition(page: readonly QuestionnaireItem[]): string {
  const total = QUESTIONNAIRE_ITEMS.length;
  const first = page[0]?.id ?? 1;
  const last = page[page.length - 1]?.id ?? first;
  return first === last ? `Question ${first} of ${total}` : `Questions ${first} to ${last} of ${total}`;
}
