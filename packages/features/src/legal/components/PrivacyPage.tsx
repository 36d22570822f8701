import { TERMS_PATH } from '../content/paths.ts';
import { PRIVACY_POLICY } from '../content/privacy.ts';
import { PolicyPage } from './PolicyPage.tsx';

/** /privacy: public, no sign-in needed. */
export function PrivacyPage({ backHref = '/' }: { backHref?: string }) {
  return <PolicyPage document={PRIVACY_POLICY} backHref={backHref} related={{ href: TERMS_PATH, label: 'Read the Terms of Service' }} />;
}
