/**
 * Directory search (docs/product.md#validation "Directory search"): case-insensitive, over name, title,
 * personaType and any interest. Each member's searchable text is built once per list, so a search of 5,000
 * members is a pass of `includes` over prepared strings, well inside one frame.
 */
import type { OrgMember } from '@kindred/contracts/api/connections';
import { strengthLabel, type StrengthLabel } from '@kindred/contracts/domain/hexaco';

export interface SearchableMember {
  member: OrgMember;
  /** Name, title, persona type and interests, lower case, separated so no match spans two of them. */
  text: string;
}

export function searchable(members: readonly OrgMember[]): SearchableMember[] {
  return members.map((member) => ({
    member,
    text: [member.name, member.title ?? '', member.personaType ?? member.archetype ?? '', ...member.interests].join('\n').toLowerCase(),
  }));
}

/** The members whose text holds the query; all of them for a blank query. */
export function searchMembers(members: readonly SearchableMember[], query: string): OrgMember[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return members.map((entry) => entry.member);
  const found: OrgMember[] = [];
  for (const entry of members) if (entry.text.includes(needle)) found.push(entry.member);
  return found;
}

/** 'Found X of Y members' (docs/product.md#validation). */
export function foundText(found: number, total: number): string {
  return `Found ${found} of ${total} members`;
}

/** Compatibility in the directory: 80 or more excellent, 60 or more good, else growing (docs/product.md#constants-and-limits). */
export function compatibilityLabel(score: number): StrengthLabel {
  return strengthLabel(score);
}
