import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withMockApp } from '../../shared/mocks/decorators.tsx';
import { mockDb } from '../../shared/mocks/db.ts';
import { FIXTURE_IDS } from '../../shared/mocks/fixtures.ts';
import { MEMBER_NOT_FOUND, MemberProfileDialog } from './MemberProfileDialog.tsx';

const jordan = () => mockDb.orgMembers(FIXTURE_IDS.maya, 'ACME').find((member) => member.id === FIXTURE_IDS.jordan)!;

const meta = {
  title: 'Features/Community/Member profile',
  component: MemberProfileDialog,
  decorators: [withMockApp],
  args: { member: null, onClose: fn(), onSchedule: fn() },
} satisfies Meta<typeof MemberProfileDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Who they are, their interests, how compatible the two are, that they are connected; 'Schedule Event' hands them on. */
export const Profile: Story = {
  args: { member: jordan() },
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Jordan Okafor' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByText(/% compatible$/)).toBeVisible();
    await expect(within(dialog).getByText(/Chess/)).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: 'See your connections' })).toHaveAttribute('href', '/connections');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule Event' }));
    await expect(args.onSchedule).toHaveBeenCalledWith(expect.objectContaining({ id: FIXTURE_IDS.jordan }));
  },
};

/** A member who is no longer in the directory. */
export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Member profile' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(MEMBER_NOT_FOUND);
  },
};
