/** The community feature's public entry: the directory page ('Meet Your Team'), its call, and the challenges catalogue. */
export * from './content/challenges.ts';
export { CommunityScreen, COMMUNITY_TEXT, COMMUNITY_TITLE } from './components/CommunityScreen.tsx';
export { foundText, searchMembers, searchable, type SearchableMember } from './utils/search.ts';
