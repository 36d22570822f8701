/** The console's tabs (Members by default, `?tab=` in the address) and its words. */
export const ADMIN_TABS = ['members', 'invite', 'community'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

export const ADMIN_TAB_LABELS: Record<AdminTab, string> = {
  members: 'Members',
  invite: 'Invite',
  community: 'Community',
};

export function isAdminTab(value: unknown): value is AdminTab {
  return typeof value === 'string' && (ADMIN_TABS as readonly string[]).includes(value);
}

export function parseAdminTab(value: string | null): AdminTab {
  return isAdminTab(value) ? value : 'members';
}

export const ADMIN_TEXT = {
  title: 'Administration',
  notAnAdmin: 'Only the administrators of an organization can manage it. Ask one of them to make you an administrator.',
  /** What removing a member does (admin.ts on the server holds the same rule). */
  removeConsequence: (orgName: string) =>
    `They lose access to ${orgName}: its community directory, weekly matching and members. ` +
    'The matches they already have, and their conversations, stay between them and each colleague. ' +
    'They can join again as anyone can: with an invitation, the join code or an allowed e-mail domain.',
} as const;
