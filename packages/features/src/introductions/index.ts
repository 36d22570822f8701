/**
 * The weekly introduction e-mail's pages, opened from its links with no sign-in (the token is the permission):
 * /book (a suggested time, booked for both), /not-this-week and /unsubscribe.
 */
export { BookScreen } from './components/BookScreen.tsx';
export { NotThisWeekScreen } from './components/NotThisWeekScreen.tsx';
export { UnsubscribeScreen } from './components/UnsubscribeScreen.tsx';
