/** The whats-new feature's public entry: its catalogue and the page (/whats-new), which shows the update banner. */
export * from './content/changelog.ts';
export { WhatsNewScreen } from './components/WhatsNewScreen.tsx';
