import { SignInScreen } from '@kindred/features/auth';

export default SignInScreen;
