export { SignInScreen } from './components/SignInScreen.tsx';
export { TwoFactorScreen } from './components/TwoFactorScreen.tsx';
export { ForgotPasswordScreen } from './components/ForgotPasswordScreen.tsx';
export { JoinScreen } from './components/JoinScreen.tsx';
export { SignUpScreen } from './components/SignUpScreen.tsx';
export { useCurrentUser, useSetCurrentUser, useIsSignedIn } from './hooks/use-session.ts';
export { useLogOut } from './hooks/use-log-out.ts';
export { sessionEndedByLogOut } from '../shared/session.ts';
export { currentUserAtom, type SignedInUser } from './state/user.ts';
