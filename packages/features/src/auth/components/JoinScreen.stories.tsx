import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { JOIN_MESSAGES } from '@kindred/contracts/api/join';
import { expect, userEvent, within } from 'storybook/test';
import { Route, Routes, useLocation } from 'react-router';
import { MockAppProviders } from '../../shared/mocks/decorators.tsx';
import { FIXTURE_IDS } from '../../shared/mocks/fixtures.ts';
import { mockDb } from '../../shared/mocks/db.ts';
import { mockSignedInUser } from '../../shared/mocks/session.ts';
import { loadIdentityCalls } from '../api/identity.ts';
import { identityHandlers } from '../mocks/identity-handlers.ts';
import { joinHandlers, MEMBER_EMAIL, NEWCOMER_EMAIL } from '../mocks/join-handlers.ts';
import { currentUserAtom } from '../state/user.ts';
import { JoinScreen } from './JoinScreen.tsx';

function Landing() {
  const location = useLocation();
  return <p role="status">Landed on {location.pathname}</p>;
}

/** The join page at `url` (with its query), signed out or signed in as Maya (maya.chen@example.com). */
function joinStory(url: string, options: { signedIn?: boolean } = {}): Decorator {
  return function JoinStoryDecorator() {
    return (
      <MockAppProviders
        route={url}
        {...(options.signedIn
          ? {
              signedInAs: FIXTURE_IDS.maya,
              initStore: (store) => store.set(currentUserAtom, mockSignedInUser(mockDb.member(FIXTURE_IDS.maya))),
            }
          : {})}
      >
        <Routes>
          <Route path="/join" element={<JoinScreen />} />
          <Route path="*" element={<Landing />} />
        </Routes>
      </MockAppProviders>
    );
  };
}

const meta = {
  title: 'Features/Auth/JoinScreen',
  component: JoinScreen,
  parameters: { layout: 'fullscreen', msw: { handlers: [...joinHandlers(), ...identityHandlers()] } },
  beforeEach: async () => {
    await loadIdentityCalls();
  },
} satisfies Meta<typeof JoinScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A newcomer's link: the organisation and the address, then name and password by keyboard; signed in, home. */
export const NewcomerCreatesAccount: Story = {
  decorators: [joinStory('/join?token=open-token')],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Join Acme Corp' })).toBeVisible();
    await expect(canvas.getByText(/Ada Admin invited you to join Acme Corp/)).toBeVisible();
    await expect(canvas.getByText(NEWCOMER_EMAIL)).toBeVisible();
    await userEvent.click(canvas.getByLabelText(/^First name/));
    await userEvent.keyboard('Nora');
    await userEvent.tab();
    await userEvent.keyboard('New');
    await userEvent.tab();
    await userEvent.keyboard('Welcome2Kindred');
    await userEvent.click(canvas.getByLabelText(/^Confirm password/));
    await userEvent.keyboard('Welcome2Kindred{Enter}');
    await expect(await canvas.findByRole('status')).toHaveTextContent('Landed on /');
  },
};

/** Each field's message under it, the specification's password words; nothing is sent. */
export const FormErrors: Story = {
  decorators: [joinStory('/join?token=open-token')],
  play: async ({ canvas }) => {
    const submit = await canvas.findByRole('button', { name: 'Create account and join' });
    await userEvent.click(submit);
    await expect(canvas.getByText(JOIN_MESSAGES.givenName)).toBeVisible();
    await expect(canvas.getByText(JOIN_MESSAGES.familyName)).toBeVisible();
    await expect(canvas.getByText('Password must be at least 8 characters')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^Password/), 'alllowercase1');
    await userEvent.click(submit);
    await expect(canvas.getByText(JOIN_MESSAGES.weakPassword)).toBeVisible();
    await userEvent.clear(canvas.getByLabelText(/^Password/));
    await userEvent.type(canvas.getByLabelText(/^Password/), 'Welcome2Kindred');
    await userEvent.type(canvas.getByLabelText(/^Confirm password/), 'Welcome2');
    await userEvent.click(submit);
    await expect(canvas.getByText('Passwords do not match')).toBeVisible();
  },
};

export const Loading: Story = {
  decorators: [joinStory('/join?token=open-token')],
  parameters: { msw: { handlers: [...joinHandlers({ delayMs: 60_000 }), ...identityHandlers()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('progressbar', { name: 'Checking your invitation...' })).toBeVisible();
  },
};

export const InvalidLink: Story = {
  decorators: [joinStory('/join?token=not-a-real-token')],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'This link is not valid' })).toBeVisible();
    await expect(canvas.getByText(JOIN_MESSAGES.invitationNotFound)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/auth/sign-in');
  },
};

export const NoTokenInTheLink: Story = {
  decorators: [joinStory('/join')],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'This link is not valid' })).toBeVisible();
  },
};

export const Expired: Story = {
  decorators: [joinStory('/join?token=expired-token')],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'This invitation has expired' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(JOIN_MESSAGES.invitationExpired);
    await expect(canvas.getByText(/Ada Admin invited nora.new@acme.test to Acme Corp/)).toBeVisible();
  },
};

export const Spent: Story = {
  decorators: [joinStory('/join?token=spent-token')],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'This invitation has been used' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(JOIN_MESSAGES.invitationSpent);
    await expect(canvas.getByRole('link', { name: 'Go to Kindred' })).toBeVisible();
  },
};

export const Revoked: Story = {
  decorators: [joinStory('/join?token=revoked-token')],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'This invitation was withdrawn' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(JOIN_MESSAGES.invitationRevoked);
  },
};

/** The address has an account: sign in first, and come back to this link. */
export const ExistingAccountSignsInFirst: Story = {
  decorators: [joinStory('/join?token=member-token')],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(`${MEMBER_EMAIL} already has a Kindred account. Sign in, and you will come back here to join.`)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in to join' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Landed on /auth/sign-in');
  },
};

/** A member signed in with the invited address joins a second organisation with one button. */
export const SignedInMemberJoins: Story = {
  decorators: [joinStory('/join?token=member-token', { signedIn: true })],
  play: async ({ canvas }) => {
    const join = await canvas.findByRole('button', { name: 'Join Acme Corp' });
    await expect(canvas.getByText(`You are signed in as ${MEMBER_EMAIL}: join with this account.`)).toBeVisible();
    await userEvent.click(join);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Landed on /');
  },
};

/** Signed in with another address than the invitation's: it says so, and offers no button that would fail. */
export const SignedInWithAnotherAddress: Story = {
  decorators: [joinStory('/join?token=open-token', { signedIn: true })],
  play: async ({ canvas }) => {
    const status = await canvas.findByRole('status');
    await expect(status).toHaveTextContent(JOIN_MESSAGES.otherAddress);
    await expect(within(status).getByText(/maya.chen@example.com/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Join Acme Corp' })).toBeNull();
  },
};
