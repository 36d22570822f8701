/** The community feature's public entry: the directory page ('Meet Your Team') and the challenges page with its sample data. */
export * from './content/challenges.ts';
export { CommunityScreen } from './components/CommunityScreen.tsx';
export { ChallengesScreen } from './components/ChallengesScreen.tsx';
