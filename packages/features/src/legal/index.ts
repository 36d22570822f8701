/** The legal feature: the public Terms of Service and Privacy Policy pages. */
export { TermsPage } from './components/TermsPage.tsx';
export { PrivacyPage } from './components/PrivacyPage.tsx';
