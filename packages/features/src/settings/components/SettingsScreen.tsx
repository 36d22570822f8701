import { Heading } from '@kindred/ui/Heading';
import { Tab, TabList, TabPanel, Tabs } from '@kindred/ui/Tabs';
import { Text } from '@kindred/ui/Text';
import type { ThemeName } from '@kindred/ui/themes';
import { useSearchParams } from 'react-router';
import { SETTINGS_TABS, SETTINGS_TAB_LABELS, SETTINGS_TAB_PARAM, isSettingsTab, parseSettingsTab } from '../utils/settings-tabs.ts';
import { AccountSettings } from './AccountSettings.tsx';
import { AppearanceSettings } from './AppearanceSettings.tsx';
import { IntegrationSettings } from './IntegrationSettings.tsx';
import { NotificationSettings, SecuritySettings } from './PlaceholderSettings.tsx';
import * as styles from './Settings.css.ts';

export interface SettingsScreenProps {
  /** The shell's theme (stored under `profile-app-theme`). */
  theme: ThemeName;
  onThemeChange: (theme: ThemeName) => void;
}

/**
 * /settings (docs/product.md#screens-and-routes): tabs Account, Appearance, Notifications, Security,
 * Integrations. The open tab follows `?tab=` (known values only; Account
 * otherwise), and choosing a tab updates it, so a tab can be linked to and
 * survives a reload.
 */
export function SettingsScreen({ theme, onThemeChange }: SettingsScreenProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const selectedTab = parseSettingsTab(searchParams.get(SETTINGS_TAB_PARAM));

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Heading level={1}>Settings</Heading>
        <Text tone="secondary">Your account, how Kindred looks, and the tools it connects to.</Text>
      </header>
      <Tabs
        selectedKey={selectedTab}
        onSelectionChange={(key) => {
          if (!isSettingsTab(key) || key === selectedTab) return;
          const next = new URLSearchParams(searchParams);
          next.set(SETTINGS_TAB_PARAM, key);
          setSearchParams(next, { replace: true });
        }}
      >
        <TabList aria-label="Settings sections">
          {SETTINGS_TABS.map((tab) => (
            <Tab key={tab} id={tab}>
              {SETTINGS_TAB_LABELS[tab]}
            </Tab>
          ))}
        </TabList>
        <TabPanel id="account">
          <AccountSettings />
        </TabPanel>
        <TabPanel id="appearance">
          <AppearanceSettings theme={theme} onThemeChange={onThemeChange} />
        </TabPanel>
        <TabPanel id="notifications">
          <NotificationSettings />
        </TabPanel>
        <TabPanel id="security">
          <SecuritySettings />
        </TabPanel>
        <TabPanel id="integrations">
          <IntegrationSettings />
        </TabPanel>
      </Tabs>
    </div>
  );
}
