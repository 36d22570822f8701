import { currentUserAtom } from '@kindred/features/auth';
import { SCHEDULE_TEXT } from '@kindred/features/calendar';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withMockApp, type MockAppOptions } from '../../shared/mocks/decorators.tsx';
import { mockDb } from '../../shared/mocks/db.ts';
import { FIXTURE_IDS } from '../../shared/mocks/fixtures.ts';
import { profileHandlers, profileScenarios } from '../../shared/mocks/profile-handlers.ts';
import { mockSignedInUser } from '../../shared/mocks/session.ts';
import { readAnalyticsEvents } from '../../shared/analytics.ts';
import { createCalendarMock } from '../../shared/mocks/calendar-handlers.ts';
import { ConnectionsScreen } from './ConnectionsScreen.tsx';

function signedInAs(memberId: string, route = '/connections'): MockAppOptions {
  return {
    signedInAs: memberId,
    route,
    initStore: (store) => store.set(currentUserAtom, mockSignedInUser(mockDb.member(memberId))),
  };
}

const meta = {
  title: 'Features/Connections/Your Connections',
  component: ConnectionsScreen,
  decorators: [withMockApp],
  parameters: { layout: 'fullscreen', kindred: signedInAs(FIXTURE_IDS.maya), msw: { handlers: { profile: profileHandlers } } },
} satisfies Meta<typeof ConnectionsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const cardNames = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('list', { name: 'Connections' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

/** Maya's three connections, strongest first: the label in words, the strength as a bar, 'New' on the unopened one. */
export const Connections: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your Connections' })).toBeVisible();
    await waitFor(() => expect(cardNames(canvas)).toEqual(['Priya Raman', 'Jordan Okafor', 'Luis Ortega']));
    const list = canvas.getByRole('list', { name: 'Connections' });
    const [priya, jordan, luis] = within(list).getAllByRole('listitem');
    await expect(within(priya!).getByText('Excellent match')).toBeVisible();
    await expect(within(priya!).getByText('New')).toBeVisible();
    await expect(within(priya!).getByRole('meter', { name: 'Match strength' })).toHaveAttribute('aria-valuenow', '83');
    await expect(within(jordan!).getByText('Good match')).toBeVisible();
    await expect(within(jordan!).queryByText('New')).toBeNull();
    await expect(within(luis!).getByText('Good match')).toBeVisible();
    await expect(canvas.getByText('3 connections')).toBeVisible();
  },
};

/** Search by name, a view-status filter and a sort, each shown as a removable chip; removing them brings all back. */
export const FilterSortAndSearch: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(cardNames(canvas)).toHaveLength(3));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search connections' }), 'OKA');
    await waitFor(() => expect(cardNames(canvas)).toEqual(['Jordan Okafor']));
    await expect(canvas.getByText('Showing 1 of 3 connections')).toBeVisible();
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Search connections' }));

    await userEvent.click(canvas.getByRole('button', { name: 'Filter' }));
    const filters = await page(canvasElement).findByRole('dialog', { name: 'Filter connections' });
    await userEvent.click(within(filters).getByRole('radio', { name: 'Viewed' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(cardNames(canvas)).toEqual(['Jordan Okafor', 'Luis Ortega']));

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sort by' }), 'Name');
    await waitFor(() => expect(cardNames(canvas)).toEqual(['Jordan Okafor', 'Luis Ortega']));
    const chips = canvas.getByRole('list', { name: 'Active filters' });
    await expect(within(chips).getAllByRole('button').map((chip) => chip.textContent)).toEqual(['Remove filter: Viewed', 'Remove filter: Sorted by Name']);
    // Removing one by keyboard: the next chip takes focus.
    within(chips).getAllByRole('button')[0]!.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(chips).getAllByRole('button')).toHaveLength(1));
    await expect(within(chips).getByRole('button')).toHaveFocus();

    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(cardNames(canvas)).toEqual(['Priya Raman', 'Jordan Okafor', 'Luis Ortega']));
    await expect(canvas.queryByRole('list', { name: 'Active filters' })).toBeNull();
  },
};

/** Filters from the address: only known values count; an unknown one is ignored. */
export const FiltersFromTheAddress: Story = {
  parameters: { kindred: signedInAs(FIXTURE_IDS.maya, '/connections?view=new&sort=bogus&label=excellent&label=nonsense') },
  play: async ({ canvas }) => {
    await waitFor(() => expect(cardNames(canvas)).toEqual(['Priya Raman']));
    await expect(canvas.getByText('Showing 1 of 3 connections')).toBeVisible();
  },
};

/** Nothing matches: 'No connections found' and 'Clear filters'. */
export const NothingFound: Story = {
  parameters: { kindred: signedInAs(FIXTURE_IDS.maya, '/connections?q=zz') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No connections found' })).toBeVisible();
    const clear = canvas.getAllByRole('button', { name: 'Clear filters' });
    await userEvent.click(clear.at(-1)!);
    await waitFor(() => expect(cardNames(canvas)).toHaveLength(3));
  },
};

/** A new member with no matches and no personality results yet: 'No Connections Yet' and the way to the questionnaire. */
export const NoConnectionsYet: Story = {
  parameters: { kindred: signedInAs(FIXTURE_IDS.sam) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No Connections Yet' })).toBeVisible();
    // Sam has no personality results yet: the way to be matched is the questionnaire.
    await expect(canvas.getByText(/Take the personality questionnaire to be matched with colleagues/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Take the personality questionnaire' })).toHaveAttribute('href', '/questionnaire');
  },
};

/** While the profile loads: eight card outlines. */
export const Loading: Story = {
  parameters: { msw: { handlers: { profile: [profileScenarios.profileLoading, ...profileHandlers] } } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-skeleton-card]')).toHaveLength(8));
  },
};

/** Opening Priya's profile (by keyboard): the dialog, and 'New' is gone from her card, on the server too. */
export const OpenProfileMarksViewed: Story = {
  play: async ({ canvas, canvasElement }) => {
    const view = await canvas.findByRole('button', { name: 'View Profile: Priya Raman' });
    view.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Priya Raman' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    await expect(within(dialog).getByRole('heading', { name: 'Why we matched you' })).toBeVisible();
    // Counted from the connections both have.
    await expect(within(within(dialog).getByRole('list', { name: 'What you have in common' })).getByText('1 connection in common')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Match Analysis' }));
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(6);
    await expect(within(dialog).getByText(/^Overall: \d+% match/)).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    const list = canvas.getByRole('list', { name: 'Connections' });
    await waitFor(() => expect(within(within(list).getAllByRole('listitem')[0]!).queryByText('New')).toBeNull());
    await expect(mockDb.connections.find((row) => row.id === 'conn-maya-priya')!.viewedBy).toContain(FIXTURE_IDS.maya);
    // The profile view is recorded in this browser's analytics, with the colleague's member id.
    await expect(readAnalyticsEvents().filter((event) => event.type === 'profile_viewed').map((event) => event.data.memberId)).toEqual([FIXTURE_IDS.priya]);
  },
};

/** Icebreakers for the pair: three, each copied in one action. */
export const Icebreakers: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'View Profile: Jordan Okafor' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Jordan Okafor' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suggest Icebreaker' }));
    const icebreakers = within(dialog).getByRole('region', { name: 'Icebreakers' });
    await expect(within(icebreakers).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(icebreakers).getAllByText(/Jordan/).length).toBeGreaterThan(0);
  },
};

/** The card's own icebreakers: three for the pair, in a popover, without opening the profile. */
export const CardIcebreakers: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Icebreakers for Jordan Okafor' }));
    const popover = await page(canvasElement).findByRole('dialog', { name: 'Icebreakers for Jordan Okafor' });
    await waitFor(() => expect(popover).toBeVisible());
    await expect(within(popover).getAllByRole('button', { name: /^Copy: / })).toHaveLength(3);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Icebreakers for Jordan Okafor' })).toHaveFocus());
  },
};

const calendarConnected = createCalendarMock({ connected: { google: { accountEmail: 'maya.chen@example.com', sandbox: true } } });

/** Quick Connect on a card opens the Quick Connect dialog for that colleague. */
export const QuickConnectFromCard: Story = {
  parameters: { msw: { handlers: { calendar: calendarConnected.handlers } } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Quick Connect with Luis Ortega' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Quick Connect' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toHaveAccessibleDescription('With Luis Ortega');
    await expect(within(dialog).getByRole('button', { name: 'Surprise Me' })).toBeVisible();
  },
};

/** 'Schedule Event' in a profile: the profile closes and the scheduling dialog opens for the same colleague. */
export const ScheduleFromProfile: Story = {
  parameters: { msw: { handlers: { calendar: calendarConnected.handlers } } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'View Profile: Jordan Okafor' }));
    const profile = await page(canvasElement).findByRole('dialog', { name: 'Jordan Okafor' });
    await waitFor(() => expect(profile).toBeVisible());
    await userEvent.click(within(profile).getByRole('button', { name: 'Schedule Event' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: SCHEDULE_TEXT.title });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toHaveAccessibleDescription(/Jordan Okafor/);
    await expect(page(canvasElement).queryByRole('dialog', { name: 'Jordan Okafor' })).toBeNull();
  },
};
