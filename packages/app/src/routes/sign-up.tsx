import { SignUpScreen } from '@kindred/features/auth';

export default SignUpScreen;
