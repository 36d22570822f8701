import { TwoFactorScreen } from '@kindred/features/auth';

export default TwoFactorScreen;
