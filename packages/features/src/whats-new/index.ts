/** The whats-new feature's public entry: its catalogue, the page (/whats-new) and the update banner. */
export * from './content/changelog.ts';
export { WhatsNewScreen, WHATS_NEW_TEXT, type WhatsNewScreenProps } from './components/WhatsNewScreen.tsx';
export { UpdateBanner, BANNER_TEXT } from './components/UpdateBanner.tsx';
export { LAST_SEEN_VERSION_KEY, readLastSeenVersion } from './state/seen-version.ts';
