import { ForgotPasswordScreen } from '@kindred/features/auth';

export default ForgotPasswordScreen;
