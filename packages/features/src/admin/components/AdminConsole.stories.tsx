import { ADMIN_MESSAGES } from '@kindred/contracts/api/organizations';
import { currentUserAtom } from '@kindred/features/auth';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createAdminMock, type AdminMockOptions } from '../../shared/mocks/admin-handlers.ts';
import { mockDb } from '../../shared/mocks/db.ts';
import { withMockApp, type MockAppOptions } from '../../shared/mocks/decorators.tsx';
import { FIXTURE_IDS } from '../../shared/mocks/fixtures.ts';
import { mockSignedInUser } from '../../shared/mocks/session.ts';
import { ADMIN_TEXT } from '../utils/admin-tabs.ts';
import { AdminConsole } from './AdminConsole.tsx';

const signedIn = (route: string): MockAppOptions => ({
  signedInAs: FIXTURE_IDS.maya,
  route,
  initStore: (store) => store.set(currentUserAtom, mockSignedInUser(mockDb.member(FIXTURE_IDS.maya))),
});

function admin(route: string, options: AdminMockOptions = {}) {
  const mock = createAdminMock(options);
  return { parameters: { kindred: signedIn(route), msw: { handlers: { admin: mock.handlers } }, mock } };
}
type Mock = ReturnType<typeof createAdminMock>;

const meta = {
  title: 'Features/Admin/Console',
  component: AdminConsole,
  decorators: [withMockApp],
  parameters: { layout: 'fullscreen', ...admin('/admin').parameters },
} satisfies Meta<typeof AdminConsole>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const now = Date.now();
const iso = (offsetDays: number) => new Date(now + offsetDays * 86_400_000).toISOString();

export const MembersLoaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: ADMIN_TEXT.title })).toBeVisible();
    await expect(await canvas.findByRole('rowheader', { name: /Maya Chen/ })).toBeVisible();
    await expect(canvas.getByText('5 members')).toBeVisible();
    await expect(canvas.getByText('Questionnaire not taken')).toBeVisible();
    // The organisation picker: the demo account administers both demo organisations.
    await expect(canvas.getByRole('combobox', { name: 'Organization' })).toHaveValue('KINDRED-DEMO');
    // Search by keyboard.
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search members' }), 'design');
    await waitFor(() => expect(canvas.getByText('1 of 5 members match')).toBeVisible());
    await expect(canvas.queryByRole('rowheader', { name: /Omar Haddad/ })).not.toBeInTheDocument();
  },
};

/** From another tab to Members, then a search: the console stays on Members (the address has one writer). */
export const SearchAfterChangingTab: Story = {
  ...admin('/admin?tab=invite'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Members' }));
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'Search members' }), 'design');
    await waitFor(() => expect(canvas.getByText('1 of 5 members match')).toBeVisible());
    await expect(canvas.getByRole('tab', { name: 'Members' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('searchbox', { name: 'Search members' })).toHaveValue('design');
  },
};

export const EmptySearch: Story = {
  ...admin('/admin?q=zebra'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No members match “zebra”' })).toBeVisible();
    await expect(canvas.getByText('0 of 5 members match')).toBeVisible();
  },
};

export const DemoteLastAdminError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const demote = await canvas.findByRole('button', { name: /Remove administrator role from Demo User/ });
    demote.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(ADMIN_MESSAGES.lastAdmin);
  },
};

export const PromoteAndRemove: Story = {
  play: async ({ canvasElement, parameters }) => {
    const canvas = within(canvasElement);
    const mock = parameters.mock as Mock;
    await userEvent.click(await canvas.findByRole('button', { name: /Make administrator: Maya Chen/ }));
    await waitFor(() => expect(mock.current().members.find((m) => m.name === 'Maya Chen')?.role).toBe('admin'));
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Omar Haddad from Kindred Demo' }));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('The matches they already have, and their conversations, stay');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove member' }));
    await waitFor(() => expect(canvas.queryByRole('rowheader', { name: /Omar Haddad/ })).not.toBeInTheDocument());
    await expect(mock.current().members.map((m) => m.name)).not.toContain('Omar Haddad');
  },
};

export const CsvWithErrors: Story = {
  ...admin('/admin?tab=invite'),
  play: async ({ canvasElement, parameters }) => {
    const canvas = within(canvasElement);
    const mock = parameters.mock as Mock;
    const csv = 'email,name\nnew.person@kindred.test,New Person\nmaya@kindred.test,Maya\nnot-an-address,Nobody\nnew.person@kindred.test,Again\n';
    const input = await canvas.findByLabelText(/Or choose a CSV file/);
    await userEvent.upload(input, new File([csv], 'people.csv', { type: 'text/csv' }));
    await expect(await canvas.findByText('people.csv: 4 rows')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send invitations' }));
    await expect(await canvas.findByText('Done: 1 invited, 1 already a member, 1 not an address, 1 invited before.')).toBeVisible();
    const results = within(canvas.getByRole('table', { name: 'What each address got' }));
    await expect(results.getByRole('row', { name: /not-an-address,Nobody Not an address/ })).toBeVisible();
    await expect(mock.current().bulk).toHaveLength(1);
  },
};

export const TooManyAddresses: Story = {
  ...admin('/admin?tab=invite'),
  play: async ({ canvasElement, parameters }) => {
    const canvas = within(canvasElement);
    const many = Array.from({ length: 1001 }, (_, i) => `p${i}@kindred.test`).join('\n');
    await userEvent.click(await canvas.findByRole('textbox', { name: /E-mail addresses/ }));
    await userEvent.paste(many);
    await userEvent.click(canvas.getByRole('button', { name: 'Send invitations' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('At most 1,000 addresses at once: this list has 1,001.');
    await expect((parameters.mock as Mock).current().bulk).toHaveLength(0);
  },
};

export const InvitationsPending: Story = {
  ...admin('/admin?tab=invite', {
    invitations: [
      { email: 'ana@kindred.test', invitedAt: iso(-2), expiresAt: iso(28), acceptedAt: null },
      { email: 'bo@kindred.test', invitedAt: iso(-40), expiresAt: iso(-10), acceptedAt: null },
      { email: 'maya@kindred.test', invitedAt: iso(-60), expiresAt: iso(-30), acceptedAt: iso(-59) },
    ],
  }),
  play: async ({ canvasElement, parameters }) => {
    const canvas = within(canvasElement);
    const mock = parameters.mock as Mock;
    const table = within(await canvas.findByRole('table', { name: 'Invitations not accepted yet' }));
    await expect(table.getByRole('rowheader', { name: 'ana@kindred.test' })).toBeVisible();
    await expect(table.getByText('Expired')).toBeVisible();
    await expect(table.queryByRole('rowheader', { name: 'maya@kindred.test' })).not.toBeInTheDocument();
    await userEvent.click(table.getByRole('button', { name: 'Resend the invitation to bo@kindred.test' }));
    await waitFor(() => expect(table.queryAllByText('Expired')).toHaveLength(0));
    await userEvent.click(table.getByRole('button', { name: 'Withdraw the invitation to ana@kindred.test' }));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw invitation' }));
    await waitFor(() => expect(mock.current().admission.invitations.map((i) => i.email)).not.toContain('ana@kindred.test'));
    // The join code and the allowed domains.
    await expect(canvas.getByText('JOIN-3F2A-91C4-77DE-0B18-A5E6')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Domains' })).toHaveValue('kindred.test');
  },
};

export const RotateJoinCode: Story = {
  ...admin('/admin?tab=invite'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Make a new code' }));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('The current code stops working at once.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make a new code' }));
    await expect(await canvas.findByText('JOIN-7B1E-0C2D-4F5A-9E8B-1234')).toBeVisible();
  },
};

export const CommunityToggles: Story = {
  ...admin('/admin?tab=community'),
  play: async ({ canvasElement, parameters }) => {
    const canvas = within(canvasElement);
    const mock = parameters.mock as Mock;
    const pause = await canvas.findByRole('switch', { name: 'Pause weekly matching for everyone' });
    await expect(pause).not.toBeChecked();
    await expect(pause).toHaveAccessibleDescription(/no one in Kindred Demo gets a new weekly match/);
    pause.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(mock.current().settings.matchingPaused).toBe(true));
    await waitFor(() => expect(pause).toBeChecked());
    await userEvent.click(canvas.getByRole('switch', { name: 'Community directory open' }));
    await waitFor(() => expect(mock.current().settings.isUsersOpen).toBe(false));
  },
};

export const NotAnAdministrator: Story = {
  ...admin('/admin', { organizations: [] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'You do not administer an organization' })).toBeVisible();
  },
};
