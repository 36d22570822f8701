/** The toast after a Quick Connect is moved (docs/product.md#errors "Scheduling"), wherever it is moved from. */
export const RESCHEDULED = 'Event rescheduled successfully!';
