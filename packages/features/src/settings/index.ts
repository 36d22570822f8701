/** The settings feature: the /settings screen and its tabs. */
export { SettingsScreen, type SettingsScreenProps } from './components/SettingsScreen.tsx';
export { AccountSettings } from './components/AccountSettings.tsx';
export { AppearanceSettings, THEME_LABELS, type AppearanceSettingsProps } from './components/AppearanceSettings.tsx';
export { IntegrationSettings } from './components/IntegrationSettings.tsx';
export { NotificationSettings, SecuritySettings } from './components/PlaceholderSettings.tsx';
export { PlannedIntegrationList } from './components/PlannedIntegrationList.tsx';
export { PLANNED_INTEGRATIONS, type PlannedIntegration, type IntegrationStatus } from './data/planned-integrations.ts';
export { PRESET_AVATARS, isPresetAvatar, type PresetAvatar } from './data/preset-avatars.ts';
export {
  DEFAULT_SETTINGS_TAB,
  SETTINGS_PATH,
  SETTINGS_TABS,
  SETTINGS_TAB_LABELS,
  SETTINGS_TAB_PARAM,
  isSettingsTab,
  parseSettingsTab,
  settingsHref,
  type SettingsTab,
} from './utils/settings-tabs.ts';
