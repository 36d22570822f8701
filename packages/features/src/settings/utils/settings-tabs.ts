/**
 * The settings tabs (docs/product.md#screens-and-routes): Account, Appearance, Notifications,
 * Security, Integrations; Account by default. The open tab lives in the URL
 * (`/settings?tab=integrations`), accepted only from this set.
 */
export const SETTINGS_TABS = ['account', 'appearance', 'notifications', 'security', 'integrations'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

export const DEFAULT_SETTINGS_TAB: SettingsTab = 'account';
export const SETTINGS_TAB_PARAM = 'tab';
const SETTINGS_PATH = '/settings';

export const SETTINGS_TAB_LABELS: Record<SettingsTab, string> = {
  account: 'Account',
  appearance: 'Appearance',
  notifications: 'Notifications',
  security: 'Security',
  integrations: 'Integrations',
};

export function isSettingsTab(value: unknown): value is SettingsTab {
  return typeof value === 'string' && (SETTINGS_TABS as readonly string[]).includes(value);
}

/** The tab a `?tab=` value names; anything else (absent, unknown, another case) is the default. */
export function parseSettingsTab(value: string | null | undefined): SettingsTab {
  return isSettingsTab(value) ? value : DEFAULT_SETTINGS_TAB;
}

/** A link to one tab ('/settings?tab=integrations'); the default tab links to '/settings'. */
export function settingsHref(tab: SettingsTab = DEFAULT_SETTINGS_TAB): string {
  return tab === DEFAULT_SETTINGS_TAB ? SETTINGS_PATH : `${SETTINGS_PATH}?${SETTINGS_TAB_PARAM}=${tab}`;
}
