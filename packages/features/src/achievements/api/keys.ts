/** Query keys of the achievements feature: the member's whole state is one query, `['achievements']`. */
export const achievementKeys = {
  all: ['achievements'] as const,
  /** Keys of this feature's own writes (the watcher does not refetch after them: they update the state themselves). */
  mutations: {
    pins: ['achievements', 'pins'] as const,
  },
};
