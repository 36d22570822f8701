import { Page } from '@kindred/ui/Page';
import { Tab, TabList, TabPanel, Tabs } from '@kindred/ui/Tabs';
import type { ThemeName } from '@kindred/ui/themes';
import { useSearchParams } from 'react-router';
import { SETTINGS_TABS, SETTINGS_TAB_LABELS, SETTINGS_TAB_PARAM, isSettingsTab, parseSettingsTab } from '../utils/settings-tabs.ts';
import { AccountSettings } from './AccountSettings.tsx';
import { AppearanceSettings } from './AppearanceSettings.tsx';
import { IntegrationSettings } from './IntegrationSettings.tsx';
import { NotificationSettings } from './NotificationSettings.tsx';
import { SecuritySettings } from './SecuritySettings.tsx';
import { YourDataCard } from './YourDataCard.tsx';

export interface SettingsScreenProps {
  /** The shell's theme (stored under `profile-app-theme`). */
  theme: ThemeName;
  onThemeChange: (theme: ThemeName) => void;
}

/**
 * /settings (docs/product.md#screens-and-routes): tabs Account, Appearance, Notifications, Security,
 * Integrations. The open tab follows `?tab=` (known values only; Account
 * otherwise), and choosing a tab updates it, so a tab can be linked to and
 * survives a reload. Each panel is named by its tab, so it repeats no heading of its own.
 */
export function SettingsScreen({ theme, onThemeChange }: SettingsScreenProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const selectedTab = parseSettingsTab(searchParams.get(SETTINGS_TAB_PARAM));

  return (
    <Page title="Settings" width="narrow" description="Your account, how Kindred looks, and the tools it connects to.">
      <Tabs
        selectedKey={selectedTab}
        onSelectionChange={(key) => {
          if (!isSettingsTab(key) || key === selectedTab) return;
          const next = new URLSearchParams(searchParams);
          next.set(SETTINGS_TAB_PARAM, key);
          setSearchParams(next, { replace: true });
        }}
      >
        {/* Five short tabs wrap on a narrow screen rather than hide in a sideways strip. */}
        <TabList aria-label="Settings sections" wrap>
          {SETTINGS_TABS.map((tab) => (
            <Tab key={tab} id={tab}>
              {SETTINGS_TAB_LABELS[tab]}
            </Tab>
          ))}
        </TabList>
        <TabPanel id="account">
          <AccountSettings />
          <YourDataCard />
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
    </Page>
  );
}
