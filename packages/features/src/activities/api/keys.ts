/** Query keys of the activities feature, generic to specific. */
export const completionKeys = {
  all: ['activity-completions'] as const,
  /** The activities the member has done. */
  mine: (memberId: string) => [...completionKeys.all, memberId] as const,
  /** Marking one done. */
  mark: () => [...completionKeys.all, 'mark'] as const,
};
