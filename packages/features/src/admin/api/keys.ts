/** Query keys of the administrator's console, generic to specific. */
export const adminKeys = {
  all: ['admin'] as const,
  /** The organisations the signed-in member administers. */
  administered: () => [...adminKeys.all, 'administered'] as const,
  organization: (orgcode: string) => [...adminKeys.all, 'organization', orgcode] as const,
  members: (orgcode: string) => [...adminKeys.organization(orgcode), 'members'] as const,
  admission: (orgcode: string) => [...adminKeys.organization(orgcode), 'admission'] as const,
  settings: (orgcode: string) => [...adminKeys.organization(orgcode), 'settings'] as const,
};
