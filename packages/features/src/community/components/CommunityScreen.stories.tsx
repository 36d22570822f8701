import type { OrgMember } from '@kindred/contracts/api/connections';
import { currentUserAtom, useCurrentUser } from '@kindred/features/auth';
import { SCHEDULE_TEXT } from '@kindred/features/calendar';
import { useOrganizations } from '@kindred/features/profile';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createCalendarMock } from '../../shared/mocks/calendar-handlers.ts';
import { withMockApp, type MockAppOptions } from '../../shared/mocks/decorators.tsx';
import { createMockDbBeforeQuestionnaire, mockDb } from '../../shared/mocks/db.ts';
import { FIXTURE_IDS } from '../../shared/mocks/fixtures.ts';
import { createProfileHandlers, profileCall, profileHandlers } from '../../shared/mocks/profile-handlers.ts';
import { mockSignedInUser } from '../../shared/mocks/session.ts';
import { stalledResponse } from '../../shared/mocks/stall.ts';
import { COMMUNITY_TEXT, CommunityScreen } from './CommunityScreen.tsx';

function signedInAs(memberId: string): MockAppOptions {
  return {
    signedInAs: memberId,
    route: '/community',
    initStore: (store) => store.set(currentUserAtom, mockSignedInUser(mockDb.member(memberId))),
  };
}

/** What the signed-in shell does for every page: keeps the organisation selection in step with the profile. */
function InShell({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  useOrganizations({ id: user.id, email: user.email });
  return children;
}

const meta = {
  title: 'Features/Community/Meet Your Team',
  component: CommunityScreen,
  decorators: [(Story) => <InShell>{<Story />}</InShell>, withMockApp],
  parameters: { layout: 'fullscreen', kindred: signedInAs(FIXTURE_IDS.maya), msw: { handlers: { profile: profileHandlers } } },
} satisfies Meta<typeof CommunityScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const memberNames = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('list', { name: 'Members' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

/** Maya's organisation, Acme: everyone else in it by name, with how compatible they are; a selector for her two organisations. */
export const Directory: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Meet Your Team' })).toBeVisible();
    await waitFor(() => expect(memberNames(canvas)).toEqual(['Jordan Okafor', 'Luis Ortega', 'Priya Raman']));
    await expect(canvas.getByText('3 members')).toBeVisible();
    const [jordan] = within(canvas.getByRole('list', { name: 'Members' })).getAllByRole('listitem');
    await expect(jordan).toHaveAttribute('aria-setsize', '3');
    await expect(within(jordan!).getByText(/% compatible$/)).toBeVisible();
    await expect(within(jordan!).getByText('Connected')).toBeVisible();
    await expect(canvas.getByText(/^Updated /)).toBeVisible();
    // She has taken the questionnaire: no word of it.
    await expect(canvas.queryByRole('heading', { name: COMMUNITY_TEXT.noResults })).toBeNull();
    // Two organisations: the selector, the closed one marked.
    const selector = canvas.getByRole('combobox', { name: 'Organization' });
    await expect(within(selector).getAllByRole('option').map((option) => option.textContent)).toEqual(['Acme Robotics', 'Northwind Traders (Coming Soon)']);
    await expect(selector).toHaveValue('ACME');
  },
};

/** Search by name, title, archetype or interest, in any case: 'Found X of Y members'; no hit, and a way back. */
export const Search: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(memberNames(canvas)).toHaveLength(3));
    const search = canvas.getByRole('searchbox', { name: 'Search members' });
    await userEvent.type(search, 'CHESS');
    await waitFor(() => expect(memberNames(canvas)).toEqual(['Jordan Okafor']));
    await expect(canvas.getByText('Found 1 of 3 members')).toBeVisible();
    await userEvent.clear(search);
    await userEvent.type(search, 'zz');
    await expect(await canvas.findByText(COMMUNITY_TEXT.noMatches)).toBeVisible();
    // The empty state's button (the search box has its own icon button of the same name).
    await userEvent.click(canvas.getByText('Clear search'));
    await waitFor(() => expect(memberNames(canvas)).toHaveLength(3));
    await expect(search).toHaveValue('');
  },
};

/** Switching to Northwind, whose community is not open: it is coming, with a way home, and its members are not asked for. */
export const ClosedOrganization: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(memberNames(canvas)).toHaveLength(3));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Organization' }), 'Northwind Traders (Coming Soon)');
    await expect(await canvas.findByRole('heading', { name: COMMUNITY_TEXT.comingSoon })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await expect(canvas.queryByRole('list', { name: 'Members' })).toBeNull();
    await expect(canvas.queryByText(COMMUNITY_TEXT.failed)).toBeNull();
  },
};

/** Maya before her questionnaire: Acme's members without their compatibility, and why. */
const mayaBeforeQuestionnaire = createMockDbBeforeQuestionnaire(FIXTURE_IDS.maya);

/**
 * A new member of an open organisation who has not taken the questionnaire: everyone is listed, by name, without how
 * compatible the two are; the page says why, with the way to the questionnaire, and a profile says it too.
 */
export const BeforeTheQuestionnaire: Story = {
  parameters: {
    kindred: { ...signedInAs(FIXTURE_IDS.maya), db: mayaBeforeQuestionnaire },
    msw: { handlers: { profile: createProfileHandlers({ db: mayaBeforeQuestionnaire }) } },
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(memberNames(canvas)).toEqual(['Jordan Okafor', 'Luis Ortega', 'Priya Raman']));
    await expect(canvas.getByRole('heading', { level: 2, name: COMMUNITY_TEXT.noResults })).toBeVisible();
    await expect(canvas.getByText(/You have not taken the personality questionnaire yet/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: COMMUNITY_TEXT.takeQuestionnaire })).toHaveAttribute('href', '/questionnaire');
    await expect(canvas.queryByText(/% compatible$/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'View Profile: Jordan Okafor' }));
    const profile = await page(canvasElement).findByRole('dialog', { name: 'Jordan Okafor' });
    await waitFor(() => expect(profile).toBeVisible());
    await expect(within(profile).getByText(/Compatibility shows once you have taken the personality questionnaire/)).toBeVisible();
    await expect(within(profile).getByRole('link', { name: COMMUNITY_TEXT.takeQuestionnaire })).toHaveAttribute('href', '/questionnaire');
  },
};

/** A member of no organisation. */
export const NoOrganizations: Story = {
  parameters: { kindred: signedInAs(FIXTURE_IDS.sam) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: COMMUNITY_TEXT.noOrganizations })).toBeVisible();
    await expect(canvas.queryByRole('combobox', { name: 'Organization' })).toBeNull();
  },
};

/** While the members load: eight skeleton cards. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        profile: [
          profileCall('post', 'org-members', () => stalledResponse()),
          ...profileHandlers,
        ],
      },
    },
  },
  play: async ({ canvasElement, canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading organization members...');
    await expect(canvasElement.querySelectorAll('[data-skeleton-card]')).toHaveLength(8);
  },
};

/** The members could not be read: the message and Try Again, which reads them again. */
export const Failed: Story = {
  parameters: {
    msw: {
      handlers: {
        profile: [profileCall('post', 'org-members', () => HttpResponse.json({ error: 'Service temporarily unavailable' }, { status: 503 })), ...profileHandlers],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: COMMUNITY_TEXT.failed })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

/** An open organisation where nobody else has joined yet. */
export const NoMembersYet: Story = {
  parameters: { msw: { handlers: { profile: [profileCall('post', 'org-members', () => HttpResponse.json([])), ...profileHandlers] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: COMMUNITY_TEXT.noMembers })).toBeVisible();
    await expect(canvas.queryByRole('searchbox')).toBeNull();
  },
};

const calendarConnected = createCalendarMock({ connected: { google: { accountEmail: 'maya.chen@example.com', sandbox: true } } });

/** A member's profile, opened by keyboard: who they are and their interests; 'Schedule Event' opens the scheduling dialog. */
export const MemberProfileAndSchedule: Story = {
  parameters: { msw: { handlers: { calendar: calendarConnected.handlers } } },
  play: async ({ canvas, canvasElement }) => {
    const view = await canvas.findByRole('button', { name: 'View Profile: Jordan Okafor' });
    view.focus();
    await userEvent.keyboard('{Enter}');
    const profile = await page(canvasElement).findByRole('dialog', { name: 'Jordan Okafor' });
    await waitFor(() => expect(profile).toBeVisible());
    await expect(within(profile).getByText(/Chess/)).toBeVisible();
    await userEvent.click(within(profile).getByRole('button', { name: 'Schedule Event' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: SCHEDULE_TEXT.title });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toHaveAccessibleDescription(/Jordan Okafor/);
    await expect(within(dialog).getByRole('button', { name: SCHEDULE_TEXT.send })).toBeInTheDocument();
  },
};

const SIZE = 5000;
const many: OrgMember[] = Array.from({ length: SIZE }, (_, index) => ({
  id: `mbr-bulk-${index}`,
  name: `Member ${String(index).padStart(4, '0')}`,
  title: index % 2 === 0 ? 'Engineer' : 'Designer',
  personaType: 'The Explorer',
  archetype: 'the explorer',
  interests: [index % 7 === 0 ? 'Chess' : 'Running'],
  email: `bulk-${index}@example.com`,
  avatarUrl: null,
  department: 'Engineering',
  headline: null,
  compatibilityScore: 50 + (index % 50),
  hexacoScores: null,
  isConnected: false,
  connectionId: null,
}));

/** 5,000 members: only the rows on screen are in the page, each card says its place, and search answers at once. */
export const FiveThousandMembers: Story = {
  parameters: { msw: { handlers: { profile: [profileCall('post', 'org-members', () => HttpResponse.json(many)), ...profileHandlers] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(`${SIZE} members`)).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Members' });
    const items = within(list).getAllByRole('listitem');
    await expect(items.length).toBeGreaterThan(0);
    await expect(items.length).toBeLessThan(100);
    await expect(items[0]).toHaveAttribute('aria-setsize', String(SIZE));
    await expect(items[0]).toHaveAttribute('aria-posinset', '1');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search members' }), 'member 4999');
    await waitFor(() => expect(memberNames(canvas)).toEqual(['Member 4999']));
    await expect(canvas.getByText(`Found 1 of ${SIZE} members`)).toBeVisible();
  },
};
