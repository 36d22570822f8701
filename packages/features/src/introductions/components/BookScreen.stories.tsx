import { INTRODUCTION_MESSAGES } from '@kindred/contracts/api/introductions';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withMockApp } from '../../shared/mocks/decorators.tsx';
import { createIntroductionsMock, INTRODUCTION_TOKENS } from '../../shared/mocks/introductions-handlers.ts';
import { BookScreen } from './BookScreen.tsx';

/** The page at /book?token=… (no token: /book), signed out, over its own mock; the mock starts from its fixtures. */
function at(token: string | null) {
  const mock = createIntroductionsMock();
  return {
    mock,
    story: {
      beforeEach: () => mock.reset(),
      parameters: {
        kindred: { route: token === null ? '/book' : `/book?token=${token}` },
        msw: { handlers: { introductions: mock.handlers } },
      },
    },
  };
}

const meta = {
  title: 'Features/Introductions/BookScreen',
  component: BookScreen,
  decorators: [withMockApp],
} satisfies Meta<typeof BookScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = at(INTRODUCTION_TOKENS.open);

/**
 * The link shows who, when (in the reader's zone, named) and what, and books only when asked: a double click sends
 * one booking. The answer takes the focus to its heading, which names the colleague and the time.
 */
export const OpenThenBooked: Story = {
  ...open.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Quick Connect with Sam Lee' })).toBeVisible();
    await expect(canvas.getByText('Tuesday, December 1, 10:00 – 10:30 (Toronto time)')).toBeVisible();
    await expect(canvas.getByText('Magic Questions')).toBeVisible();
    await expect(open.mock.state.received.book).toEqual([]);
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Book this time' }));
    const heading = await canvas.findByRole('heading', { level: 1, name: 'Booked with Sam Lee: Tuesday, December 1, 10:00 – 10:30' });
    await expect(heading).toHaveFocus();
    await expect(canvas.getByText("Your Quick Connect is in both your calendars: yours and Sam Lee's.")).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open your calendar' })).toHaveAttribute('href', '/events');
    await expect(open.mock.state.received.book).toEqual([INTRODUCTION_TOKENS.open]);
  },
};

const openByKeyboard = at(INTRODUCTION_TOKENS.open);

/** By keyboard: Tab reaches 'Book this time', Enter books. */
export const BookedByKeyboard: Story = {
  ...openByKeyboard.story,
  play: async ({ canvas }) => {
    const book = await canvas.findByRole('button', { name: 'Book this time' });
    // From the top of the page: the button is the first control.
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    await expect(book).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('heading', { level: 1, name: /^Booked with Sam Lee/ })).toHaveFocus();
  },
};

const booked = at(INTRODUCTION_TOKENS.booked);

/** The pair booked a time already (from another of their links): it says when, and books nothing. */
export const AlreadyBooked: Story = {
  ...booked.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Already booked with Sam Lee' })).toBeVisible();
    await expect(canvas.getByText('Monday, November 30, 15:00 – 15:30 (Toronto time)')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open your calendar' })).toHaveAttribute('href', '/events');
    await expect(canvas.queryByRole('button', { name: 'Book this time' })).toBeNull();
  },
};

const taken = at(INTRODUCTION_TOKENS.taken);

/** The time was taken since the e-mail: the pair's fresh times, each a button that books it with its own token. */
export const TakenThenAnotherTime: Story = {
  ...taken.story,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Book this time' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'That time is no longer free' })).toHaveFocus();
    await expect(canvas.getByText('The time is no longer free for both of you.')).toBeVisible();
    const times = canvas.getByRole('list', { name: 'Times you are both free' });
    await expect(within(times).getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Wednesday, December 2, 14:00 – 14:30',
      'Thursday, December 3, 11:30 – 12:00',
      'Friday, December 4, 09:30 – 10:00',
    ]);
    await expect(canvas.getByText('Times you are both free now (Toronto time). Each books a 30-minute Quick Connect for you both:')).toBeVisible();
    await userEvent.dblClick(within(times).getByRole('button', { name: 'Thursday, December 3, 11:30 – 12:00' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Booked with Sam Lee: Thursday, December 3, 11:30 – 12:00' })).toHaveFocus();
    await expect(taken.mock.state.received.book).toEqual([INTRODUCTION_TOKENS.taken, 'taken-fresh-2']);
  },
};

const passed = at(INTRODUCTION_TOKENS.passed);

/** The link's time has gone by: it says so, and 'Find new times' lists the pair's times now. */
export const Passed: Story = {
  ...passed.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'This time has passed' })).toBeVisible();
    await expect(canvas.getByText('Monday, November 30, 08:00 – 08:30 (Toronto time) has gone by.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Book this time' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Find new times' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'That time has passed' })).toHaveFocus();
    await expect(within(canvas.getByRole('list', { name: 'Times you are both free' })).getAllByRole('button')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'Pick another time' })).toHaveAttribute('href', '/connections');
  },
};

const declined = at(INTRODUCTION_TOKENS.declined);

/** The pair chose 'Not this week': nothing to book. */
export const Declined: Story = {
  ...declined.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Not this week' })).toBeVisible();
    const connections = canvas.getByRole('link', { name: 'Connections' });
    await expect(connections).toHaveAttribute('href', '/connections');
    await expect(connections.closest('p')).toHaveTextContent(
      "You and Sam chose 'Not this week', so no Quick Connect is booked from this introduction. You can still message them from Connections.",
    );
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

const notFound = at('not-a-real-token');

/** An unknown or altered token: the server's words and the way to sign in. */
export const NotFound: Story = {
  ...notFound.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'This link is not valid' })).toBeVisible();
    await expect(canvas.getByText(INTRODUCTION_MESSAGES.notFound)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/auth/sign-in');
  },
};

const noToken = at(null);

/** No token in the address (the link was cut short): nothing is asked of the server. */
export const NoToken: Story = {
  ...noToken.story,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'This link is not complete' })).toBeVisible();
    await expect(canvas.getByText(INTRODUCTION_MESSAGES.invalidToken)).toBeVisible();
    await expect(noToken.mock.state.received.book).toEqual([]);
  },
};

const noCalendar = at(INTRODUCTION_TOKENS.noCalendar);

/** The reader has no calendar to book in (409): it says so, and where to connect one. */
export const NoCalendar: Story = {
  ...noCalendar.story,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Book this time' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Connect your calendar first' })).toHaveFocus();
    await expect(canvas.getByText(INTRODUCTION_MESSAGES.noCalendar)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Connect your calendar' })).toHaveAttribute('href', '/settings?tab=integrations');
  },
};

const smallPhone = at(INTRODUCTION_TOKENS.taken);

/** At 320 px (WCAG's reflow width) the whole times wrap inside their buttons, and nothing scrolls sideways. */
export const SmallPhone: Story = {
  ...smallPhone.story,
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBeLessThanOrEqual(320);
    await userEvent.click(await canvas.findByRole('button', { name: 'Book this time' }));
    const times = await canvas.findByRole('list', { name: 'Times you are both free' });
    for (const button of within(times).getAllByRole('button')) {
      const box = button.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(0);
      await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
