/** The community feature's public entry: the directory page ('Meet Your Team'), its call, and the challenges page with its sample data. */
export * from './content/challenges.ts';
export { CommunityScreen, COMMUNITY_TEXT, COMMUNITY_TITLE } from './components/CommunityScreen.tsx';
export { foundText, searchMembers, searchable, type SearchableMember } from './utils/search.ts';
export { ChallengesScreen, CHALLENGES_TITLE, JOIN_CHALLENGE, LEAVE_CHALLENGE, SAMPLE_NOTICE, type ChallengesScreenProps } from './components/ChallengesScreen.tsx';
