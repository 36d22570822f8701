/** docs/product.md#errors "Scheduling". */
export const QUICK_CONNECT_TEXT = {
  noMutualTime: 'No mutual availability found. Try adjusting your calendar or selecting a different activity.',
  analysing: 'Finding times you are both free...',
  suggestions:
    'No calendar is connected, so these times are suggestions, not checked against anyone’s calendar. Planned this way, the Quick Connect stays in this browser: it is in no calendar and nobody is invited.',
  scheduledToast: 'Quick Connect scheduled successfully!',
  dialogFailed: 'Failed to schedule. Please try again.',
  wizardFailed: 'Failed to schedule Quick Connect. Please try again.',
  /** Before a booking: one with this colleague is already to come. */
  alreadyBooked: (name: string, what: string, more: number) =>
    `You already have a Quick Connect with ${name} coming up: ${what}${more > 0 ? ` (and ${more} more)` : ''}.`,
  /** Before a booking: the time chosen runs straight into another Quick Connect. */
  backToBack: (what: string) => `This time is right next to another Quick Connect: ${what}.`,
  canStillBook: 'You can still book it.',
} as const;
