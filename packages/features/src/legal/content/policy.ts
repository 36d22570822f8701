/**
 * The shape of a policy document: sections of paragraphs and bullet lists,
 * rendered by `PolicyPage`. Keeping the words as data keeps them reviewable
 * apart from the layout.
 */

/** A paragraph (a string) or a bullet list (an array of strings). */
export type PolicyBlock = string | readonly string[];

interface PolicySection {
  /** The anchor: `/privacy#retention`. */
  id: string;
  title: string;
  blocks: readonly PolicyBlock[];
}

export interface PolicyDocument {
  title: string;
  /** ISO date (YYYY-MM-DD). */
  lastUpdated: string;
  /** One or two sentences that say what the document is, before the sections. */
  summary: string;
  sections: readonly PolicySection[];
}

/** The date both policies were last changed. */
export const POLICIES_LAST_UPDATED = '2026-11-22';
