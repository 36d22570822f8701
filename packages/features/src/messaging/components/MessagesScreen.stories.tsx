import type { Conversation as ConversationRecord } from '@kindred/contracts/api/chat';
import { currentUserAtom } from '@kindred/features/auth';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createCalendarMock } from '../../shared/mocks/calendar-handlers.ts';
import { withMockApp, type MockAppOptions } from '../../shared/mocks/decorators.tsx';
import { mockDb } from '../../shared/mocks/db.ts';
import { FIXTURE_IDS } from '../../shared/mocks/fixtures.ts';
import { createMessagingMock, type MessagingMockOptions, type MockChatMessage } from '../../shared/mocks/messaging-handlers.ts';
import { profileHandlers } from '../../shared/mocks/profile-handlers.ts';
import { mockSignedInUser } from '../../shared/mocks/session.ts';
import { MessagesScreen } from './MessagesScreen.tsx';

type Mock = ReturnType<typeof createMessagingMock>;

const person = (memberId: string, fname: string, lname: string, extra: Partial<ConversationRecord> = {}): ConversationRecord => ({
  memberId,
  fname,
  lname,
  email: `${fname.toLowerCase()}.${lname.toLowerCase()}@example.com`,
  profilePicture: null,
  archetype: 'The Organizer',
  title: 'Designer',
  department: 'Product',
  isConnection: true,
  connectionStrength: 84,
  matchDateTime: '2026-11-16T09:00:00.000Z',
  relationship: null,
  chatId: null,
  lastMessage: null,
  unreadCount: 0,
  ...extra,
});

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 24, 9, minutes)).toISOString();
const PEOPLE: ConversationRecord[] = [
  person(FIXTURE_IDS.priya, 'Priya', 'Raman', { relationship: 'mentor', unreadCount: 1 }),
  person(FIXTURE_IDS.jordan, 'Jordan', 'Okafor', { relationship: 'mentee' }),
  person(FIXTURE_IDS.luis, 'Luis', 'Ortega', { connectionStrength: 91, title: 'Engineer', department: 'Platform' }),
  person(FIXTURE_IDS.sam, 'Sam', 'Lee', { connectionStrength: 58 }),
];
const MESSAGES: Record<string, MockChatMessage[]> = {
  [FIXTURE_IDS.priya]: [
    { id: 1, fromPeer: false, content: 'Could we go over my promotion case?', timestamp: at(1) },
    { id: 2, fromPeer: true, content: 'Of course. Thursday at 3?', timestamp: at(5) },
  ],
  [FIXTURE_IDS.luis]: [
    { id: 10, fromPeer: false, content: 'Thanks for the code review!', timestamp: at(10) },
    { id: 11, fromPeer: true, content: 'Any time. <b>Not bold</b>, plain text only.', timestamp: at(12) },
    { id: 12, fromPeer: false, content: 'Lunch on Friday?', timestamp: at(14) },
    { id: 13, fromPeer: false, content: 'I found a new place near the office.', timestamp: at(15) },
  ],
};

function messaging(options: MessagingMockOptions = {}, { openWith, extraHandlers = {} }: { openWith?: string; extraHandlers?: Record<string, unknown> } = {}) {
  const mock = createMessagingMock({
    conversations: PEOPLE,
    messages: MESSAGES,
    peerProgress: { [FIXTURE_IDS.luis]: { delivered: 12, read: 10 }, [FIXTURE_IDS.priya]: { delivered: 1, read: 1 } },
    ...options,
  });
  return {
    parameters: {
      msw: { handlers: { messaging: mock.handlers, ...extraHandlers } },
      mock,
      ...(openWith ? { kindred: signedIn(`/chat?member=${openWith}`) } : {}),
    },
  };
}

function signedIn(route = '/chat'): MockAppOptions {
  return {
    signedInAs: FIXTURE_IDS.maya,
    route,
    initStore: (store) => store.set(currentUserAtom, mockSignedInUser(mockDb.member(FIXTURE_IDS.maya))),
  };
}

const meta = {
  title: 'Features/Messaging/Messages',
  component: MessagesScreen,
  decorators: [withMockApp],
  parameters: { layout: 'fullscreen', kindred: signedIn() },
} satisfies Meta<typeof MessagesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The list: Mentors, Mentees and Connections with their counts, unread counts; no chat selected, so the input is disabled. */
export const ConversationList: Story = {
  ...messaging(),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await expect(await canvas.findByRole('tab', { name: 'Mentors 1' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Mentees 1' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Connections 4', selected: true })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: /Priya Raman.*1 unread/ })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Select a conversation' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('tab', { name: 'Mentors 1' }));
    const panel = canvas.getByRole('tabpanel');
    await expect(within(panel).getAllByRole('button').map((b) => b.textContent)).toEqual([expect.stringContaining('Priya Raman')]);
  },
};

/** Search by name narrows every tab; nothing matching says so. */
export const Search: Story = {
  ...messaging(),
  play: async ({ canvas }) => {
    const search = await canvas.findByRole('searchbox', { name: 'Search conversations' });
    await canvas.findByRole('button', { name: /Sam Lee/ });
    await userEvent.type(search, 'LU');
    await waitFor(() => expect(within(canvas.getByRole('tabpanel')).getAllByRole('button')).toHaveLength(1));
    await expect(canvas.getByRole('button', { name: /Luis Ortega/ })).toBeVisible();
    await userEvent.type(search, 'zz');
    await expect(await canvas.findByRole('heading', { name: 'No conversations match your search.' })).toBeVisible();
  },
};

/** No connections at all: 'No connections available', and 'No mentors available' on the Mentors tab. */
export const EmptyStates: Story = {
  ...messaging({ conversations: [], messages: {} }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No connections available' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Mentors 0' }));
    await expect(await canvas.findByRole('heading', { name: 'No mentors available' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Mentees 0' }));
    await expect(await canvas.findByRole('heading', { name: 'No mentees available' })).toBeVisible();
  },
};

/** The list while it loads. */
export const Loading: Story = {
  ...messaging({ stallList: true }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Priya Raman/ })).toBeNull();
  },
};

/** A conversation: oldest first, plain text (never HTML), and the member's own messages Sent, Delivered or Read. */
export const Conversation: Story = {
  ...messaging({}, { openWith: FIXTURE_IDS.luis }),
  play: async ({ canvas }) => {
    const log = await canvas.findByRole('log', { name: 'Messages with Luis Ortega' });
    await waitFor(() => expect(within(log).getAllByRole('listitem').length).toBeGreaterThanOrEqual(4));
    const items = within(log).getAllByRole('listitem').filter((item) => item.textContent);
    await expect(items.map((item) => item.querySelector('span')?.textContent)).toEqual([
      'Thanks for the code review!',
      'Any time. <b>Not bold</b>, plain text only.',
      'Lunch on Friday?',
      'I found a new place near the office.',
    ]);
    await expect(log.querySelector('b')).toBeNull();
    await expect(items[0]).toHaveTextContent('Read');
    await expect(items[2]).toHaveTextContent('Delivered');
    await expect(items[3]).toHaveTextContent('Sent');
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toBeEnabled();
  },
};

/** Enter sends: the message shows as Sending, then Sent; the other member's client fetches it (Delivered) and opens it (Read). */
export const SendingToRead: Story = {
  ...messaging({}, { openWith: FIXTURE_IDS.priya }),
  play: async ({ canvas, parameters }) => {
    const mock = parameters.mock as Mock;
    const log = await canvas.findByRole('log', { name: 'Messages with Priya Raman' });
    await within(log).findByText('Of course. Thursday at 3?');
    await waitFor(() => expect(mock.state.reads).toContain(`chat-${FIXTURE_IDS.priya}`));
    const box = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'Thursday works{Enter}');
    await expect(box).toHaveValue('');
    const item = () => within(log).getByText('Thursday works').closest('li')!;
    await waitFor(() => expect(item()).toHaveTextContent(/Sending…|Sent/));
    await waitFor(() => expect(item()).toHaveTextContent('Sent'));
    await expect(mock.state.sends[0]).toMatchObject({ content: 'Thursday works', idempotencyKey: expect.any(String) });
    mock.peer.progress(FIXTURE_IDS.priya, 'delivered');
    await waitFor(() => expect(item()).toHaveTextContent('Delivered'));
    mock.peer.progress(FIXTURE_IDS.priya, 'read');
    await waitFor(() => expect(item()).toHaveTextContent('Read'));
    // A reply arrives without a reload.
    mock.peer.write(FIXTURE_IDS.priya, 'See you then!');
    await within(log).findByText('See you then!', {});
  },
};

/** A send that fails stays in the list, with the reason and Retry; Retry sends it (with the same key) and it is Sent. */
export const FailedSendWithRetry: Story = {
  ...messaging({ failSends: { count: 1, status: 503, error: 'The service is busy. Please try again.' } }, { openWith: FIXTURE_IDS.sam }),
  play: async ({ canvas, parameters }) => {
    const mock = parameters.mock as Mock;
    await canvas.findByRole('log', { name: 'Messages with Sam Lee' });
    const box = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'Hello Sam{Enter}');
    const retry = await canvas.findByRole('button', { name: 'Retry' });
    const item = retry.closest('li')!;
    await expect(item).toHaveTextContent('Hello Sam');
    await expect(item).toHaveTextContent('Not sent');
    await userEvent.click(retry);
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull());
    const log = canvas.getByRole('log', { name: 'Messages with Sam Lee' });
    await waitFor(() => expect(within(log).getByText('Hello Sam').closest('li')).toHaveTextContent('Sent'));
    await expect(mock.state.sends).toHaveLength(1);
  },
};

/** Over 4,000 characters: the box says so and Send is off; nothing is sent. */
export const LengthLimit: Story = {
  ...messaging({}, { openWith: FIXTURE_IDS.sam }),
  play: async ({ canvas, parameters }) => {
    await canvas.findByRole('log', { name: 'Messages with Sam Lee' });
    const box = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.click(box);
    await userEvent.paste('a'.repeat(4001));
    await expect(await canvas.findByText(/Messages can be at most 4,000 characters\. 1 over\./)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect((parameters.mock as Mock).state.sends).toHaveLength(0);
    await userEvent.keyboard('{Backspace}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Send' })).toBeEnabled());
  },
};

/** Mentor or mentee: the member names a connection, and the tab counts follow. */
export const SetRelationship: Story = {
  ...messaging({}, { openWith: FIXTURE_IDS.luis }),
  play: async ({ canvas }) => {
    const select = await canvas.findByRole('combobox', { name: 'Relationship' });
    await userEvent.selectOptions(select, 'mentor');
    await expect(await canvas.findByRole('tab', { name: 'Mentors 2' })).toBeVisible();
  },
};

/** The connection-insights dialog: what the data says about the person. */
export const ConnectionInsights: Story = {
  ...messaging({}, { openWith: FIXTURE_IDS.luis }),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Connection insights' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Connection insights' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toHaveTextContent('91% · Excellent match');
    await expect(dialog).toHaveTextContent('Engineer, Platform');
  },
};

const calendarConnected = createCalendarMock({ connected: { google: { accountEmail: 'maya.chen@example.com', sandbox: true } } });

/** The event-invitation dialog, which opens the Quick Connect dialog for the same colleague. */
export const EventInvitation: Story = {
  ...messaging({}, { openWith: FIXTURE_IDS.luis, extraHandlers: { profile: profileHandlers, calendar: calendarConnected.handlers } }),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Invite to event' }));
    const invite = await body(canvasElement).findByRole('dialog', { name: 'Invite Luis Ortega to an event' });
    await waitFor(() => expect(invite).toBeVisible());
    await userEvent.click(within(invite).getByRole('button', { name: 'Choose a Quick Connect' }));
    const quickConnect = await body(canvasElement).findByRole('dialog', { name: 'Quick Connect' });
    await waitFor(() => expect(quickConnect).toBeVisible());
    await expect(quickConnect).toHaveAccessibleDescription('With Luis Ortega');
  },
};
