/** The settings feature: the /settings screen and its tabs. */
export { SettingsScreen } from './components/SettingsScreen.tsx';
