import { ADMIN_MESSAGES } from '@kindred/contracts/api/organizations';
import { currentUserAtom } from '@kindred/features/auth';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withMockApp, type MockAppOptions } from '../../shared/mocks/decorators.tsx';
import { mockDb } from '../../shared/mocks/db.ts';
import { FIXTURE_IDS } from '../../shared/mocks/fixtures.ts';
import { createMembershipHandlers, membershipHandlers } from '../../shared/mocks/membership-handlers.ts';
import { profileHandlers } from '../../shared/mocks/profile-handlers.ts';
import { mockSignedInUser } from '../../shared/mocks/session.ts';
import { OrganizationMemberships, leaveConsequences, leftMessage } from './OrganizationMemberships.tsx';

const meta = {
  title: 'Features/Settings/Your organizations',
  component: OrganizationMemberships,
  decorators: [withMockApp],
  parameters: {
    kindred: {
      signedInAs: FIXTURE_IDS.maya,
      route: '/settings',
      initStore: (store) => store.set(currentUserAtom, mockSignedInUser(mockDb.member(FIXTURE_IDS.maya))),
    } satisfies MockAppOptions,
    msw: { handlers: { profile: profileHandlers, membership: membershipHandlers } },
  },
} satisfies Meta<typeof OrganizationMemberships>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const leaveAcme = (canvas: ReturnType<typeof within>) => canvas.findByRole('button', { name: 'Leave Acme Robotics' });

/** Maya belongs to two organisations, each with Leave. */
export const Listed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Your organizations' })).toBeVisible();
    await expect(await leaveAcme(canvas)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Leave Northwind Traders' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

/** Leave asks first and says what happens; focus starts on Cancel, and Escape keeps the membership. */
export const LeaveConfirm: Story = {
  play: async ({ canvas, canvasElement }) => {
    const leave = await leaveAcme(canvas);
    await userEvent.click(leave);
    const dialog = await page(canvasElement).findByRole('alertdialog', { name: 'Leave Acme Robotics?' });
    await expect(dialog).toHaveAccessibleDescription(leaveConsequences('Acme Robotics'));
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(leave).toHaveFocus());
    await expect(mockDb.member(FIXTURE_IDS.maya).orgcodes).toContain('ACME');
  },
};

/** Keyboard only: Leave, Tab to 'Leave organization', Enter. The row goes, and focus lands on the status saying so. */
export const LeaveByKeyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    const leave = await leaveAcme(canvas);
    leave.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await page(canvasElement).findByRole('alertdialog', { name: 'Leave Acme Robotics?' });
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Leave organization' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page(canvasElement).queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(leftMessage('Acme Robotics')));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveFocus());
    await expect(canvas.queryByRole('button', { name: 'Leave Acme Robotics' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Leave Northwind Traders' })).toBeVisible();
    await expect(mockDb.member(FIXTURE_IDS.maya).orgcodes).toEqual(['NORTHWIND']);
  },
};

/** While leaving, the confirm button says so and the question cannot be dismissed. */
export const Leaving: Story = {
  parameters: { msw: { handlers: { membership: createMembershipHandlers({ stalled: true }) } } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await leaveAcme(canvas));
    const dialog = await page(canvasElement).findByRole('alertdialog', { name: 'Leave Acme Robotics?' });
    const confirm = within(dialog).getByRole('button', { name: 'Leave organization' });
    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).toHaveAttribute('data-pending', 'true'));
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** The only administrator may not leave while others remain: the server's words in the question, which stays open. */
export const LastAdminRefused: Story = {
  parameters: { msw: { handlers: { membership: createMembershipHandlers({ onlyAdminOf: ['ACME'] }) } } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await leaveAcme(canvas));
    const dialog = await page(canvasElement).findByRole('alertdialog', { name: 'Leave Acme Robotics?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave organization' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(ADMIN_MESSAGES.lastAdminLeaving);
    await expect(dialog).toBeVisible();
    await expect(mockDb.member(FIXTURE_IDS.maya).orgcodes).toContain('ACME');
    // Cancel closes it; asking again starts without the old refusal.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('alertdialog')).toBeNull());
    await userEvent.click(await leaveAcme(canvas));
    const again = await page(canvasElement).findByRole('alertdialog', { name: 'Leave Acme Robotics?' });
    await expect(within(again).queryByRole('alert')).toBeNull();
  },
};
