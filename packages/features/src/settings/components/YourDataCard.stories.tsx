import { ACCOUNT_MESSAGES } from '@kindred/contracts/api/account';
import { currentUserAtom } from '@kindred/features/auth';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { VisuallyHidden } from '@kindred/ui/VisuallyHidden';
import { createAccountHandlers, MOCK_ACCOUNT_PASSWORD } from '../../shared/mocks/account-handlers.ts';
import { withMockApp, type JotaiStore } from '../../shared/mocks/decorators.tsx';
import { mockDb } from '../../shared/mocks/db.ts';
import { FIXTURE_IDS } from '../../shared/mocks/fixtures.ts';
import { mockSignedInUser } from '../../shared/mocks/session.ts';
import { ACCOUNT_DELETED, DATA_DOWNLOADED, YourDataCard } from './YourDataCard.tsx';

/** The card, and where the memory router is (deleting the account goes to the sign-in page). */
function YourDataWithLocation() {
  const { pathname } = useLocation();
  return (
    <>
      <YourDataCard />
      <VisuallyHidden data-testid="current-path">{pathname}</VisuallyHidden>
    </>
  );
}

const meta = {
  title: 'Features/Settings/Your data',
  component: YourDataWithLocation,
  decorators: [withMockApp],
  parameters: {
    kindred: {
      signedInAs: FIXTURE_IDS.maya,
      route: '/settings',
      initStore: (store: JotaiStore) => store.set(currentUserAtom, mockSignedInUser(mockDb.member(FIXTURE_IDS.maya))),
    },
    msw: { handlers: { account: createAccountHandlers().handlers } },
  },
} satisfies Meta<typeof YourDataWithLocation>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Download and delete, side by side. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Your data' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download my data' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Delete my account' })).toBeVisible();
  },
};

/** The JSON file is made and handed to the browser; a toast says so. */
export const DownloadMyData: Story = {
  parameters: { msw: { handlers: { account: createAccountHandlers().handlers } } },
  play: async ({ canvas, canvasElement }) => {
    canvas.getByRole('button', { name: 'Download my data' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await page(canvasElement).findByText(DATA_DOWNLOADED)).toBeVisible();
  },
};

/** The confirmation says what deleting does and asks for the password; Escape leaves it, focus back on the button. */
export const DeleteConfirmation: Story = {
  play: async ({ canvas, canvasElement }) => {
    const open = canvas.getByRole('button', { name: 'Delete my account' });
    open.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Delete your account?' });
    await waitFor(() => expect(within(dialog).getByText(/Colleagues keep their copy of your conversations/)).toBeVisible());
    await waitFor(() => expect(within(dialog).getByLabelText(/^Password/)).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(await within(dialog).findByText('Enter your password to delete your account.')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Delete my account' })).toHaveFocus());
  },
};

/** A wrong password: refused on the field, nothing deleted. */
export const DeleteWrongPassword: Story = {
  parameters: { msw: { handlers: { account: createAccountHandlers().handlers } } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete my account' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Delete your account?' });
    // Typed once the dialog shows: until then it is fading in from opacity 0, and so is whatever it answers.
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'Wrong1234{Enter}');
    await expect(await within(dialog).findByText(ACCOUNT_MESSAGES.incorrectPassword)).toBeVisible();
  },
};

/** The only administrator of an organisation with other members is told to hand over first. */
export const DeleteLastAdministrator: Story = {
  parameters: { msw: { handlers: { account: createAccountHandlers({ lastAdministratorOf: 'Acme Corp' }).handlers } } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete my account' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Delete your account?' });
    // Typed once the dialog shows: until then it is fading in from opacity 0, and so is whatever it answers.
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.type(within(dialog).getByLabelText(/^Password/), `${MOCK_ACCOUNT_PASSWORD}{Enter}`);
    await expect(await within(dialog).findByText(ACCOUNT_MESSAGES.lastAdministrator('Acme Corp'))).toBeVisible();
  },
};

/** While the deletion is under way the dialog cannot be left. */
export const Deleting: Story = {
  parameters: { msw: { handlers: { account: createAccountHandlers({ stallDelete: true }).handlers } } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete my account' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Delete your account?' });
    // Typed once the dialog shows: until then it is fading in from opacity 0, and so is whatever it answers.
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.type(within(dialog).getByLabelText(/^Password/), `${MOCK_ACCOUNT_PASSWORD}{Enter}`);
    await expect(await within(dialog).findByRole('progressbar', { name: 'Deleting...' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** Deleted: signed out, on the sign-in page, with a message. */
export const Deleted: Story = {
  parameters: { msw: { handlers: { account: createAccountHandlers().handlers } } },
  play: async ({ canvas, canvasElement }) => {
    canvas.getByRole('button', { name: 'Delete my account' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Delete your account?' });
    await waitFor(() => expect(within(dialog).getByLabelText(/^Password/)).toHaveFocus());
    await userEvent.keyboard(`${MOCK_ACCOUNT_PASSWORD}{Enter}`);
    await expect(await page(canvasElement).findByText(ACCOUNT_DELETED)).toBeVisible();
    await waitFor(() => expect(canvas.getByTestId('current-path')).toHaveTextContent('/auth/sign-in'));
  },
};
