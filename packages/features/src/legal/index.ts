/** The legal feature: the public Terms of Service and Privacy Policy pages. */
export { TermsPage } from './components/TermsPage.tsx';
export { PrivacyPage } from './components/PrivacyPage.tsx';
export { PolicyPage, formatPolicyDate, type PolicyPageProps } from './components/PolicyPage.tsx';
export { TERMS_OF_SERVICE } from './content/terms.ts';
export { PRIVACY_POLICY } from './content/privacy.ts';
export { POLICIES_LAST_UPDATED, type PolicyBlock, type PolicyDocument, type PolicySection } from './content/policy.ts';
export { PRIVACY_PATH, TERMS_PATH } from './content/paths.ts';
