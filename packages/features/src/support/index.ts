/** The support feature's public entry: the ticket form (/support). */
export { SupportScreen, SUPPORT_TEXT, ISSUE_TYPE_LABELS, PRIORITY_LABELS, type SupportScreenProps } from './components/SupportScreen.tsx';
