import { INTRODUCTION_MESSAGES } from '@kindred/contracts/api/introductions';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { withMockApp } from '../../shared/mocks/decorators.tsx';
import { createIntroductionsMock, INTRODUCTION_TOKENS } from '../../shared/mocks/introductions-handlers.ts';
import { NotThisWeekScreen } from './NotThisWeekScreen.tsx';

/** The page at /not-this-week?token=… (no token: /not-this-week), signed out, over its own mock. */
function at(token: string | null) {
  const mock = createIntroductionsMock();
  return {
    mock,
    story: {
      beforeEach: () => mock.reset(),
      parameters: {
        kindred: { route: token === null ? '/not-this-week' : `/not-this-week?token=${token}` },
        msw: { handlers: { introductions: mock.handlers } },
      },
    },
  };
}

const meta = {
  title: 'Features/Introductions/NotThisWeekScreen',
  component: NotThisWeekScreen,
  decorators: [withMockApp],
} satisfies Meta<typeof NotThisWeekScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = at(INTRODUCTION_TOKENS.decline);

/** The colleague, then 'Not this week' (a double click sends it once); the answer takes the focus to its heading. */
export const Declines: Story = {
  ...open.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Not this week with Sam Lee?' })).toBeVisible();
    await expect(open.mock.state.received.decline).toEqual([]);
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Not this week' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Not this week' })).toHaveFocus();
    const connections = canvas.getByRole('link', { name: 'Connections' });
    await expect(connections).toHaveAttribute('href', '/connections');
    await expect(connections.closest('p')).toHaveTextContent('You will not be booked with Sam Lee this week. You can still message them from Connections.');
    await expect(open.mock.state.received.decline).toEqual([INTRODUCTION_TOKENS.decline]);
  },
};

const booked = at(INTRODUCTION_TOKENS.declineBooked);

/** The pair booked a time already: it stays, and the page says when. */
export const AlreadyBooked: Story = {
  ...booked.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Already booked with Sam Lee' })).toBeVisible();
    await expect(canvas.getByText('Monday, November 30, 15:00 – 15:30 (Toronto time)')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open your calendar' })).toHaveAttribute('href', '/events');
    await expect(canvas.queryByRole('button', { name: 'Not this week' })).toBeNull();
  },
};

const notFound = at('not-a-real-token');

export const NotFound: Story = {
  ...notFound.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'This link is not valid' })).toBeVisible();
    await expect(canvas.getByText(INTRODUCTION_MESSAGES.notFound)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/auth/sign-in');
  },
};

const noToken = at(null);

export const NoToken: Story = {
  ...noToken.story,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'This link is not complete' })).toBeVisible();
    await expect(canvas.getByText(INTRODUCTION_MESSAGES.invalidToken)).toBeVisible();
  },
};
