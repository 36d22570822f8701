/**
 * The user's organisations (docs/product.md#what-it-keeps "Organization selection", #what-it-keeps
 * "Organization") and the rules that pick the list and the selection.
 *
 * The list comes from the profile (membership: org codes, names,
 * descriptions) enriched with the orgs call's details (whether the community
 * is open, the archetype). When details fail to load, the basic data stands
 * (docs/product.md#errors). Fallbacks: a profile with org codes but no readable organisation
 * gets one organisation named from the first code; a profile with none gets
 * 'Personal' with an empty id. Both fallbacks have the community off: there is
 * no directory we could open for them.
 */
import * as z from 'zod/mini';
import type { OrganizationDetails, Profile } from '../api/profile-schemas.ts';

const userOrganizationSchema = z.object({
  /** The org code. */
  id: z.string(),
  name: z.string(),
  archetype: z.nullable(z.string()),
  description: z.string(),
  showCommunityPage: z.boolean(),
  isUsersOpen: z.boolean(),
});
export type UserOrganization = z.infer<typeof userOrganizationSchema>;

export const organizationSelectionSchema = z.object({
  selectedOrganization: z.nullable(userOrganizationSchema),
  organizations: z.array(userOrganizationSchema),
});
export type OrganizationSelection = z.infer<typeof organizationSelectionSchema>;

export const PERSONAL_ORGANIZATION: UserOrganization = Object.freeze({
  id: '',
  name: 'Personal',
  archetype: null,
  description: '',
  showCommunityPage: false,
  isUsersOpen: false,
});

export const EMPTY_SELECTION: OrganizationSelection = Object.freeze({ selectedOrganization: null, organizations: [] });

function fromOrganizationDetails(details: OrganizationDetails): UserOrganization {
  return {
    id: details.orgcode,
    name: details.orgname || details.orgcode,
    archetype: details.archetype,
    description: details.description,
    showCommunityPage: details.showCommunityPage,
    isUsersOpen: details.isUsersOpen,
  };
}

/** An organisation known only from the profile: the spec's defaults (community page off, users open). */
function fromProfileOrganization(org: Profile['organizations'][number]): UserOrganization {
  return {
    id: org.orgcode,
    name: org.orgname || org.orgcode,
    archetype: null,
    description: org.description,
    showCommunityPage: false,
    isUsersOpen: true,
  };
}

/** The fallback named from an org code alone, with the community off. */
function fromOrgcode(orgcode: string): UserOrganization {
  return { id: orgcode, name: orgcode, archetype: null, description: '', showCommunityPage: false, isUsersOpen: false };
}

const normaliseCode = (code: string) => code.trim().toUpperCase();

/** The org codes a profile lists, organisations first, each once (codes compare case-insensitively). */
export function orgcodesOf(profile: Pick<Profile, 'organizations' | 'orgcode'>): string[] {
  const seen = new Set<string>();
  const codes: string[] = [];
  for (const code of [...profile.organizations.map((org) => org.orgcode), ...profile.orgcode]) {
    const key = normaliseCode(code);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    codes.push(code.trim());
  }
  return codes;
}

/**
 * The organisation list for a profile. `details` are the orgs call's answer,
 * or undefined while it loads or when it failed (then the basic data stands).
 */
export function resolveOrganizations(
  profile: Pick<Profile, 'organizations' | 'orgcode'>,
  details?: readonly OrganizationDetails[],
): UserOrganization[] {
  const codes = orgcodesOf(profile);
  const detailByCode = new Map((details ?? []).map((org) => [normaliseCode(org.orgcode), org]));
  const basicByCode = new Map(profile.organizations.map((org) => [normaliseCode(org.orgcode), org]));
  const organizations = codes.flatMap((code) => {
    const detail = detailByCode.get(normaliseCode(code));
    if (detail) {
      const basic = basicByCode.get(normaliseCode(code));
      const org = fromOrganizationDetails(detail);
      // The profile's name and description win over empty details.
      return [{ ...org, name: detail.orgname || basic?.orgname || org.name, description: detail.description || basic?.description || '' }];
    }
    const basic = basicByCode.get(normaliseCode(code));
    return basic ? [fromProfileOrganization(basic)] : [];
  });
  if (organizations.length > 0) return organizations;
  const first = codes[0];
  return first ? [fromOrgcode(first)] : [{ ...PERSONAL_ORGANIZATION }];
}

/**
 * The selection after the list changed: the same organisation stays selected
 * when it is still listed (with its fresh data), otherwise the first.
 */
export function reconcileSelection(
  previous: OrganizationSelection | null,
  organizations: readonly UserOrganization[],
): OrganizationSelection {
  const list = organizations.length > 0 ? [...organizations] : [{ ...PERSONAL_ORGANIZATION }];
  const previousId = previous?.selectedOrganization?.id;
  const selected = list.find((org) => previousId !== undefined && org.id === previousId) ?? list[0] ?? null;
  return { selectedOrganization: selected, organizations: list };
}

/** Selects an organisation by id; an id that is not listed leaves the selection as it is. */
export function selectOrganizationById(selection: OrganizationSelection, id: string): OrganizationSelection {
  const org = selection.organizations.find((candidate) => candidate.id === id);
  return org ? { ...selection, selectedOrganization: org } : selection;
}

/** True when the selection would show the same thing (used to skip needless writes). */
export function sameSelection(a: OrganizationSelection, b: OrganizationSelection): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
