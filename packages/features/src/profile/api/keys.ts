/**
 * Query keys of the profile feature, generic to specific, so that
 * `invalidateQueries({ queryKey: profileKeys.all })` reaches every profile query.
 */
export const profileKeys = {
  all: ['profile'] as const,
  /** A member's profile, read by e-mail on behalf of the caller (memberId). */
  user: (memberId: string, email: string) => [...profileKeys.all, 'user', memberId, email.trim().toLowerCase()] as const,
  orgsAll: () => [...profileKeys.all, 'orgs'] as const,
  /** Organisation details for a set of codes (order and case do not matter). */
  orgs: (orgcodes: readonly string[]) => [...profileKeys.orgsAll(), normaliseOrgcodes(orgcodes)] as const,
  /** The calls that change the member's profile, as mutation keys. */
  edit: () => [...profileKeys.all, 'edit'] as const,
  editAvatar: () => [...profileKeys.edit(), 'avatar'] as const,
  /** The fields of 'Your profile' (title, department, headline, interests, fun facts). */
  editDetails: () => [...profileKeys.edit(), 'details'] as const,
  /** Leaving one of the member's organisations. */
  leaveOrganization: () => [...profileKeys.edit(), 'leave-organization'] as const,
};

/** Query keys of an organisation's directory (its members), apart from the profile's so a profile change keeps them. */
export const directoryKeys = {
  all: ['directory'] as const,
  members: (memberId: string, orgcode: string) => [...directoryKeys.all, memberId, orgcode] as const,
};

/** Org codes as the server stores them: upper case, each once, sorted; blanks dropped. */
export function normaliseOrgcodes(orgcodes: readonly string[]): string[] {
  return [...new Set(orgcodes.map((code) => code.trim().toUpperCase()).filter(Boolean))].sort();
}

/** Who the profile calls act for: the signed-in member's id (member-id claim) and e-mail. */
export interface ProfileOwner {
  id: string;
  email: string;
}
