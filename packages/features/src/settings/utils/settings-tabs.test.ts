import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS_TAB, SETTINGS_TABS, SETTINGS_TAB_LABELS, parseSettingsTab, settingsHref } from './settings-tabs.ts';

describe('settings tabs', () => {
  it('are the five of the spec, in order, Account first and by default', () => {
    expect(SETTINGS_TABS.map((tab) => SETTINGS_TAB_LABELS[tab])).toEqual(['Account', 'Appearance', 'Notifications', 'Security', 'Integrations']);
    expect(DEFAULT_SETTINGS_TAB).toBe('account');
  });

  it('accept a ?tab= value only from the known set', () => {
    for (const tab of SETTINGS_TABS) expect(parseSettingsTab(tab)).toBe(tab);
    for (const other of [null, undefined, '', 'billing', 'Integrations', ' security', 'constructor', '__proto__']) {
      expect(parseSettingsTab(other)).toBe('account');
    }
  });

  it('link to a tab through the search parameter', () => {
    expect(settingsHref('integrations')).toBe('/settings?tab=integrations');
    expect(settingsHref('account')).toBe('/settings');
    expect(settingsHref()).toBe('/settings');
  });
});
