/** Query keys of the connections feature, generic to specific. */
export const connectionsKeys = {
  all: ['connections'] as const,
  /** Every list of one member's connections. */
  list: (memberId: string) => [...connectionsKeys.all, 'list', memberId] as const,
  /** The member's connections among these ids (order does not matter): a new weekly match is a new list. */
  byIds: (memberId: string, connectionIds: readonly string[]) => [...connectionsKeys.list(memberId), [...connectionIds].sort()] as const,
  /** Marking one viewed. */
  markViewed: () => [...connectionsKeys.all, 'viewed'] as const,
};
