/** The query keys of home's widgets, on their own so that the dashboard can read the cache without the calls' code. */
export const homeKeys = {
  all: ['home'] as const,
  feed: (memberId: string) => [...homeKeys.all, 'feed', memberId] as const,
  recommendations: (memberId: string) => [...homeKeys.all, 'recommendations', memberId] as const,
};
