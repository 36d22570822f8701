/** Query keys of the settings feature, generic to specific. */
export const matchingKeys = {
  all: ['matching-settings'] as const,
  /** The setting of one member (the signed-in one): another session's member never sees it. */
  setting: (memberId: string) => [...matchingKeys.all, memberId] as const,
  /** Pausing or resuming one member's matches. */
  pause: (memberId: string) => [...matchingKeys.setting(memberId), 'pause-matching'] as const,
};

/** The member's e-mail preferences (Settings → Notifications), per member like the matching setting. */
export const notificationKeys = {
  all: ['notification-preferences'] as const,
  preferences: (memberId: string) => [...notificationKeys.all, memberId] as const,
};
