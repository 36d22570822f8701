import { TermsPage } from '@kindred/features/legal';

export default TermsPage;
