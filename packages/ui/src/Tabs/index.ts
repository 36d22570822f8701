export { Tabs, TabList, Tab, TabPanel, tabsOrientations, type TabsProps, type TabListProps, type TabProps, type TabPanelProps, type TabsOrientation } from './Tabs.tsx';
export { LightTabs, type LightTab, type LightTabsProps } from './LightTabs.tsx';
