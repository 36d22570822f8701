/**
 * Arriving at /quick-connect for a colleague: a link that opens the page may name the colleague in the navigation's
 * state (`{ memberId }`, as Link's Quick Connect links do), and the wizard's invite step then has them chosen.
 */

/** The navigation state that names the colleague. */
export function quickConnectStateFor(memberId: string): { memberId: string } {
  return { memberId };
}

/** The colleague's member id in a navigation's state, or null when it names none. */
export function quickConnectMemberOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('memberId' in state)) return null;
  const { memberId } = state as { memberId: unknown };
  return typeof memberId === 'string' && memberId.trim() !== '' ? memberId : null;
}
