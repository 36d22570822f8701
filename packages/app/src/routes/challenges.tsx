import { ChallengesScreen } from '@kindred/features/community';

/** 'Community Challenges': the sample challenges behind the premium-feature wrapper. */
export default function ChallengesRoute() {
  return <ChallengesScreen />;
}
