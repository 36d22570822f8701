/** Words both the home widget and the events page use. */
export const QUICK_CONNECT_LABEL = 'Quick Connect';
