import { PrivacyPage } from '@kindred/features/legal';

export default PrivacyPage;
