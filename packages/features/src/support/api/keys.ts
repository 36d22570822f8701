/** Keys of the support feature's calls. */
export const supportKeys = {
  all: ['support'] as const,
  /** Sending a ticket. */
  submitTicket: () => [...supportKeys.all, 'submit-ticket'] as const,
};
