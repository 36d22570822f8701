import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withMockApp } from '../../shared/mocks/decorators.tsx';
import { CHANGELOG, LATEST_RELEASE } from '../content/changelog.ts';
import { LAST_SEEN_VERSION_KEY } from '../state/seen-version.ts';
import { BANNER_TEXT } from './UpdateBanner.tsx';
import { WHATS_NEW_TEXT, WhatsNewScreen } from './WhatsNewScreen.tsx';

const meta = {
  title: 'Features/WhatsNew/Page',
  component: WhatsNewScreen,
  decorators: [withMockApp],
  parameters: { layout: 'fullscreen' },
  args: { today: new Date('2025-11-01T12:00:00Z') },
} satisfies Meta<typeof WhatsNewScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const banner = (canvas: ReturnType<typeof within>) => canvas.getByRole('region', { name: new RegExp(LATEST_RELEASE.title.replace(/[&:]/g, '.')) });
const panelTitles = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('tabpanel'))
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

/** The latest release's card, the banner collapsed, and this year's releases (2.5.0, 2.1.0 and 2.0.0 in 2025). */
export const LatestAndCurrentYear: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: WHATS_NEW_TEXT.title })).toBeVisible();
    const latest = canvas.getByRole('region', { name: WHATS_NEW_TEXT.latest });
    await expect(within(latest).getByRole('heading', { level: 2, name: LATEST_RELEASE.title })).toBeVisible();
    await expect(within(latest).getAllByRole('listitem')).toHaveLength(8);
    await expect(canvas.getByRole('tab', { name: /Current Year/ })).toHaveAttribute('aria-selected', 'true');
    await expect(panelTitles(canvas)).toEqual(CHANGELOG.filter((e) => e.date.startsWith('2025')).map((e) => e.title));
    await expect(within(banner(canvas)).getByRole('button', { name: BANNER_TEXT.viewDetails })).toHaveAttribute('aria-expanded', 'false');
  },
};

export const PreviousYears: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('tab', { name: /Current Year/ }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: /Previous Years/ })).toHaveAttribute('aria-selected', 'true');
    await expect(panelTitles(canvas)).toEqual(['Better Connections']);
  },
};

/** In 2026 nothing has been released yet: the Current Year tab says so instead of showing nothing. */
export const EmptyCurrentYear: Story = {
  args: { today: new Date('2026-03-01T12:00:00Z') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('tabpanel')).getByRole('heading', { level: 3, name: WHATS_NEW_TEXT.emptyCurrent })).toBeVisible();
  },
};

/** Every release in this year: Previous Years is empty and says so. */
export const EmptyPreviousYears: Story = {
  args: { today: new Date('2025-11-01T12:00:00Z'), entries: CHANGELOG.filter((e) => e.date.startsWith('2025')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: /Previous Years/ }));
    await expect(within(canvas.getByRole('tabpanel')).getByRole('heading', { level: 3, name: WHATS_NEW_TEXT.emptyPrevious })).toBeVisible();
  },
};

export const BannerExpanded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = within(banner(canvas));
    region.getByRole('button', { name: BANNER_TEXT.viewDetails }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(region.getByRole('button', { name: BANNER_TEXT.hideDetails })).toHaveAttribute('aria-expanded', 'true');
    await expect(region.getAllByRole('listitem')).toHaveLength(8);
  },
};

export const BannerDismissed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(within(banner(canvas)).getByRole('button', { name: BANNER_TEXT.dismiss }));
    await waitFor(() => expect(canvas.queryByRole('region', { name: /Major Update/ })).toBeNull());
    await expect(localStorage.getItem(LAST_SEEN_VERSION_KEY)).toBe(LATEST_RELEASE.version);
    // The latest release's card stays.
    await expect(canvas.getByRole('heading', { level: 2, name: LATEST_RELEASE.title })).toBeVisible();
  },
};
