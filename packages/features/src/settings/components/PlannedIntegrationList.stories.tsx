import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PlannedIntegrationList } from './PlannedIntegrationList.tsx';

/**
 * The planned integrations, defined but not displayed in the app (docs/product.md#screens-and-routes).
 * Shown here so design can review them with the kit's Coming Soon badge.
 */
const meta = {
  title: 'Features/Settings/Planned integrations (not shown in the app)',
  component: PlannedIntegrationList,
} satisfies Meta<typeof PlannedIntegrationList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items.map((item) => within(item).getByRole('heading').textContent?.replace('Coming Soon', '').trim())).toEqual([
      'LinkedIn',
      'Slack',
      'Microsoft Teams',
      'HubSpot',
      'Google Drive',
      'Zoom',
      'Custom API',
    ]);
    for (const item of items) await expect(within(item).getByText('Coming Soon')).toBeVisible();
  },
};
