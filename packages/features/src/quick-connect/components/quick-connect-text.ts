/** docs/product.md#errors "Scheduling". */
export const QUICK_CONNECT_TEXT = {
  noMutualTime: 'No mutual availability found. Try adjusting your calendar or selecting a different activity.',
  analysing: 'Finding times you are both free...',
  suggestions:
    'No calendar is connected, so these times are suggestions, not checked against anyone’s calendar. Planned this way, the Quick Connect stays in this browser: it is in no calendar and nobody is invited.',
  scheduledToast: 'Quick Connect scheduled successfully!',
  rescheduledToast: 'Event rescheduled successfully!',
  dialogFailed: 'Failed to schedule. Please try again.',
  wizardFailed: 'Failed to schedule Quick Connect. Please try again.',
} as const;
