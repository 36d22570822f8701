import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell, Palette, Plug, Shield, User } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { Text } from '../Text/Text.tsx';
import { LightTabs } from './LightTabs.tsx';
import { Tab, TabList, TabPanel, Tabs, tabsOrientations } from './Tabs.tsx';

const settingsTabs = [
  { id: 'account', label: 'Account', icon: <User />, body: 'Choose one of three preset avatars.' },
  { id: 'appearance', label: 'Appearance', icon: <Palette />, body: 'Light, dark or system theme.' },
  { id: 'notifications', label: 'Notifications', icon: <Bell />, body: 'Nothing here yet.' },
  { id: 'security', label: 'Security', icon: <Shield />, body: 'Nothing here yet.' },
  { id: 'integrations', label: 'Integrations', icon: <Plug />, body: 'Google Calendar and Outlook Calendar.' },
] as const;

const meta = {
  title: 'Display/Tabs',
  component: Tabs,
  args: { onSelectionChange: fn() },
  argTypes: { orientation: { control: 'inline-radio', options: tabsOrientations } },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Settings">
        {settingsTabs.map((tab) => (
          <Tab key={tab.id} id={tab.id}>
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {settingsTabs.map((tab) => (
        <TabPanel key={tab.id} id={tab.id}>
          <Text>{tab.body}</Text>
        </TabPanel>
      ))}
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The settings page: Account is selected by default; arrows move and select. */
export const Horizontal: Story = {
  play: async ({ args, canvas }) => {
    const account = canvas.getByRole('tab', { name: 'Account' });
    await expect(account).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Choose one of three preset avatars.');
    await userEvent.click(canvas.getByRole('tab', { name: 'Integrations' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('integrations');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Google Calendar and Outlook Calendar.');
    // Keyboard: arrows move (wrapping), Home and End jump.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Account' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Appearance' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Integrations' })).toHaveFocus();
    // Tab leaves the list for the panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    await userEvent.click(canvas.getByRole('tab', { name: 'Account' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('tab', { name: 'Appearance' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(canvas.getByRole('tab', { name: 'Integrations' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const WithIcons: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Settings">
        {settingsTabs.map((tab) => (
          <Tab key={tab.id} id={tab.id} icon={tab.icon}>
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {settingsTabs.map((tab) => (
        <TabPanel key={tab.id} id={tab.id}>
          <Text>{tab.body}</Text>
        </TabPanel>
      ))}
    </Tabs>
  ),
  play: async ({ canvas }) => {
    // Icons are decorative: names are just the labels.
    await expect(canvas.getByRole('tab', { name: 'Security' })).toBeInTheDocument();
  },
};

/** The mobile home: 'Activity' and 'For You' with a badge of 5. */
export const WithBadge: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Home">
        <Tab id="activity">Activity</Tab>
        <Tab id="for-you" badge={5} badgeLabel="5 new">
          For You
        </Tab>
      </TabList>
      <TabPanel id="activity">
        <Text>Recent activity from your connections.</Text>
      </TabPanel>
      <TabPanel id="for-you">
        <Text>Smart recommendations for you.</Text>
      </TabPanel>
    </Tabs>
  ),
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const forYou = canvas.getByRole('tab', { name: 'For You 5 new' });
    await expect(forYou).toHaveTextContent('5');
    await userEvent.click(canvas.getByRole('tab', { name: 'Activity' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(forYou).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Smart recommendations for you.');
  },
};

/** A count badge without extra label reads as 'Mentors 3'. */
export const WithCounts: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Conversations">
        <Tab id="mentors" badge={3} badgeTone="neutral">
          Mentors
        </Tab>
        <Tab id="mentees" badge={0} badgeTone="neutral">
          Mentees
        </Tab>
        <Tab id="connections" badge={12} badgeTone="neutral">
          Connections
        </Tab>
      </TabList>
      <TabPanel id="mentors">
        <Text>3 mentors</Text>
      </TabPanel>
      <TabPanel id="mentees">
        <Text>No mentees available</Text>
      </TabPanel>
      <TabPanel id="connections">
        <Text>12 connections</Text>
      </TabPanel>
    </Tabs>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Mentors 3' })).toBeInTheDocument();
    await expect(canvas.getByRole('tab', { name: 'Mentees 0' })).toBeInTheDocument();
  },
};

export const DisabledTab: Story = {
  render: (args) => (
    <Tabs {...args} disabledKeys={['security']}>
      <TabList aria-label="Settings">
        {settingsTabs.map((tab) => (
          <Tab key={tab.id} id={tab.id}>
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {settingsTabs.map((tab) => (
        <TabPanel key={tab.id} id={tab.id}>
          <Text>{tab.body}</Text>
        </TabPanel>
      ))}
    </Tabs>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Notifications' }));
    // Arrow keys skip the disabled tab.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Integrations' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Manual activation: arrows move focus, Enter or Space selects. */
export const ManualActivation: Story = {
  args: { keyboardActivation: 'manual' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Account' }));
    await userEvent.keyboard('{ArrowRight}');
    const appearance = canvas.getByRole('tab', { name: 'Appearance' });
    await expect(appearance).toHaveFocus();
    await expect(appearance).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(appearance).toHaveAttribute('aria-selected', 'true');
  },
};

export const DefaultSelected: Story = {
  args: { defaultSelectedKey: 'appearance' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Appearance' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Many tabs on a phone scroll sideways instead of wrapping. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist');
    await expect(getComputedStyle(list).overflowX).toBe('auto');
    await userEvent.click(canvas.getByRole('tab', { name: 'Account' }));
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Integrations' })).toHaveFocus();
  },
};

function LightTabsDemo({ onSelectionChange }: { onSelectionChange: (key: 'activity' | 'for-you') => void }) {
  const [selected, setSelected] = useState<'activity' | 'for-you'>('activity');
  return (
    <LightTabs<'activity' | 'for-you'>
      aria-label="Your dashboard"
      selectedKey={selected}
      onSelectionChange={(key) => {
        setSelected(key);
        onSelectionChange(key);
      }}
      tabs={[
        { id: 'activity', label: 'Activity', content: <Text>Recent activity from your connections.</Text> },
        { id: 'for-you', label: 'For You', badge: 5, badgeLabel: '5 new', content: <Button variant="secondary">Try it</Button> },
      ]}
    />
  );
}

/**
 * The light tabs of the mobile home: the same roles, names and keys as `Tabs` (arrows select and wrap, Home and
 * End jump, Tab goes into the panel), the panel focusable and labelled by its tab.
 */
export const Light: Story = {
  globals: { viewport: { value: 'mobile' } },
  render: (args) => <LightTabsDemo onSelectionChange={(key) => args.onSelectionChange?.(key)} />,
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('tablist', { name: 'Your dashboard' })).toBeInTheDocument();
    const activity = canvas.getByRole('tab', { name: 'Activity' });
    const forYou = canvas.getByRole('tab', { name: 'For You 5 new' });
    await expect(activity).toHaveAttribute('aria-selected', 'true');
    await expect(forYou).toHaveAttribute('aria-selected', 'false');
    await expect(forYou).toHaveAttribute('tabindex', '-1');
    const panel = canvas.getByRole('tabpanel', { name: 'Activity' });
    await expect(panel).toHaveTextContent('Recent activity from your connections.');
    await expect(activity).toHaveAttribute('aria-controls', panel.id);
    // Keyboard: into the list on the selected tab, arrows select (wrapping), Home and End jump.
    await userEvent.tab();
    await expect(activity).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(forYou).toHaveFocus();
    await expect(forYou).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('for-you');
    await expect(canvas.getByRole('tabpanel', { name: /For You/ })).toHaveTextContent('Try it');
    await userEvent.keyboard('{ArrowRight}');
    await expect(activity).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(forYou).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(activity).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(forYou).toHaveAttribute('aria-selected', 'true');
    // Tab leaves the list for the panel's first control (the panel itself is a stop too), and a click selects.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Try it' })).toHaveFocus();
    await userEvent.click(activity);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('activity');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Recent activity from your connections.');
  },
};
