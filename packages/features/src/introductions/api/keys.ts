/** Query keys of the introductions feature: what each e-mailed link's token is for. */
export const introductionKeys = {
  all: ['introductions'] as const,
  /** What one link is for (its colleague, time and state), by its token. */
  link: (token: string) => [...introductionKeys.all, 'link', token] as const,
};
