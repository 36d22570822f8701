import { PRIVACY_PATH } from '../content/paths.ts';
import { TERMS_OF_SERVICE } from '../content/terms.ts';
import { PolicyPage } from './PolicyPage.tsx';

/** /terms: public, no sign-in needed. */
export function TermsPage({ backHref = '/' }: { backHref?: string }) {
  return <PolicyPage document={TERMS_OF_SERVICE} backHref={backHref} related={{ href: PRIVACY_PATH, label: 'Read the Privacy Policy' }} />;
}
