/** Query keys of the home feature, generic to specific. */
export const homeKeys = {
  all: ['home'] as const,
  feed: (memberId: string) => [...homeKeys.all, 'feed', memberId] as const,
  recommendations: (memberId: string) => [...homeKeys.all, 'recommendations', memberId] as const,
};
