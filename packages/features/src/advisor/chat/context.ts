/**
 * The hint about where the member is that the popup sends with a question (docs/decisions.md#the-advisor: the
 * server rebuilds every fact about the member itself; this only says which page they are on, their time zone and
 * what the page is about). One function, so a fuller context can replace it in one place.
 */
import type { AdvisorContextHint } from '@kindred/contracts/api/advisor';

export interface PopupContextInput {
  /** The path the member is on ('/activities'). */
  currentPage: string;
  /** What the page is about, when a page handed something over. */
  pageContext?: AdvisorContextHint['pageContext'];
}

function timeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** The page's own title without the product's name ('Activities · Kindred' → 'Activities'). */
function pageTitle(): string | undefined {
  const title = globalThis.document?.title?.split(' · ')[0]?.trim();
  return title ? title.slice(0, 200) : undefined;
}

export function popupContext({ currentPage, pageContext }: PopupContextInput): AdvisorContextHint {
  const title = pageTitle();
  const zone = timeZone();
  return {
    currentPage: currentPage.slice(0, 200),
    ...(zone ? { timezone: zone } : {}),
    pageContext: pageContext ?? { type: 'page', ...(title ? { title } : {}) },
  };
}
