export const ROOT: string;
export interface CitedPart {
  anchor: string;
  /** The quoted part of the section, when the citation names one. */
  name: string | undefined;
}
export interface Citation {
  line: number;
  page: string;
  refs: CitedPart[];
}
export interface CheckedCitation extends CitedPart {
  file: string;
  line: number;
  page: string;
}
export function citingFiles(root?: string): string[];
export function sectionsOf(markdown: string): Map<string, string>;
export function namesIn(section: string): Set<string>;
export function citationsIn(text: string): Citation[];
export function checkCitations(root?: string): {
  citations: CheckedCitation[];
  missingSections: CheckedCitation[];
  missingNames: CheckedCitation[];
};
