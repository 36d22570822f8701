/** Query keys of the advisor feature, generic to specific. */
export const advisorKeys = {
  all: ['advisor'] as const,
  /** The member's AI context, per organisation selected. */
  context: (memberId: string, organization: string) => [...advisorKeys.all, 'context', memberId, organization] as const,
  /** Recording a chat opened. */
  sessions: () => [...advisorKeys.all, 'sessions'] as const,
};
