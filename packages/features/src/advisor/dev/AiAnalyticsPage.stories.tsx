import { currentUserAtom } from '@kindred/features/auth';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ANALYTICS_STORAGE_KEY, type AnalyticsEvent } from '../../shared/analytics.ts';
import { withMockApp, type MockAppOptions } from '../../shared/mocks/decorators.tsx';
import { mockDb } from '../../shared/mocks/db.ts';
import { FIXTURE_IDS } from '../../shared/mocks/fixtures.ts';
import { mockSignedInUser } from '../../shared/mocks/session.ts';
import { ADVISOR_EVENTS } from '../context/analytics.ts';
import { AI_ANALYTICS_TITLE, AiAnalyticsPage, NO_AI_ACTIVITY } from './AiAnalyticsPage.tsx';

const NOW = Date.UTC(2026, 10, 24, 15);
const HOUR = 3_600_000;

const signedIn: MockAppOptions = {
  signedInAs: FIXTURE_IDS.maya,
  initStore: (store) => store.set(currentUserAtom, mockSignedInUser(mockDb.member(FIXTURE_IDS.maya))),
};

function event(type: string, data: AnalyticsEvent['data'], hoursAgo: number, userId: string = FIXTURE_IDS.maya): AnalyticsEvent {
  return { type, currentPage: '/insights', timestamp: NOW - hoursAgo * HOUR, userId, sessionId: 'story', data };
}

const EVENTS: AnalyticsEvent[] = [
  event(ADVISOR_EVENTS.chatSession, { chatMode: 'insights' }, 30),
  event(ADVISOR_EVENTS.messageSent, { chatMode: 'insights', model: 'flash' }, 30),
  event(ADVISOR_EVENTS.contextCollected, { version: '3.1.0', source: 'fresh' }, 30),
  event(ADVISOR_EVENTS.modelUsed, { model: 'flash', chatMode: 'insights', tokens: 1200 }, 30),
  event(ADVISOR_EVENTS.feedback, { feedback: 'like', messageId: 'reply-1', model: 'flash', chatMode: 'insights', currentPage: '/insights' }, 29),
  event(ADVISOR_EVENTS.messageSent, { chatMode: 'insights', model: 'pro' }, 2),
  event(ADVISOR_EVENTS.modelUsed, { model: 'pro', chatMode: 'insights', tokens: 800 }, 2),
  event(ADVISOR_EVENTS.feedback, { feedback: 'dislike', messageId: 'reply-2', model: 'pro', chatMode: 'insights', currentPage: '/insights' }, 2),
  event(ADVISOR_EVENTS.error, { kind: 'timeout', message: 'Request timed out. Please try again.', model: 'flash', chatMode: 'insights' }, 1),
  // Another member's, and one older than a week: neither counts.
  event(ADVISOR_EVENTS.modelUsed, { model: 'pro', tokens: 99_999 }, 1, FIXTURE_IDS.jordan),
  event(ADVISOR_EVENTS.modelUsed, { model: 'pro', tokens: 99_999 }, 200),
];

const meta = {
  title: 'Features/Advisor/Developer pages/AI analytics',
  component: AiAnalyticsPage,
  decorators: [withMockApp],
  args: { now: NOW },
  parameters: { layout: 'padded', kindred: signedIn },
} satisfies Meta<typeof AiAnalyticsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A week of Link in this browser: events, replies by model, feedback, errors, the estimated cost and engagement. */
export const WithData: Story = {
  beforeEach: () => {
    localStorage.setItem(ANALYTICS_STORAGE_KEY, JSON.stringify(EVENTS));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: AI_ANALYTICS_TITLE })).toBeVisible();
    const stat = (label: string) => canvas.getByText(label, { selector: 'dt' }).nextElementSibling;
    await expect(stat('AI events')).toHaveTextContent('6');
    await expect(stat('Replies with Flash')).toHaveTextContent('1');
    await expect(stat('Replies with Pro')).toHaveTextContent('1');
    await expect(stat('Likes')).toHaveTextContent('1');
    await expect(stat('Dislikes')).toHaveTextContent('1');
    await expect(stat('Errors')).toHaveTextContent('1');
    // 1,200 Flash tokens at $0.00015 and 800 Pro tokens at $0.00125 per 1,000.
    await expect(stat('Estimated cost')).toHaveTextContent('$0.00118');
    const table = canvas.getByRole('table');
    await expect(within(table).getAllByRole('row')).toHaveLength(7);
    await expect(within(table).getByText('timeout: Request timed out. Please try again.')).toBeVisible();
    await expect(stat('Chat sessions')).toHaveTextContent('1');
    await expect(stat('Messages sent')).toHaveTextContent('2');
    // 30% of a recency of 100 (used two hours ago) and 70% of an activity of 11 (one session, two messages).
    await expect(canvas.getByRole('meter', { name: 'Engagement score' })).toHaveAttribute('aria-valuenow', '38');
    await expect(canvas.getByText('Explore Quick Actions')).toBeVisible();
    await expect(canvas.queryByText('AI Chat')).toBeNull();
  },
};

/** Nothing recorded: the page says so plainly, and recommends trying Link. */
export const NoData: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: NO_AI_ACTIVITY })).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByText('Not yet active')).toBeVisible();
    await expect(canvas.getByText('AI Chat')).toBeVisible();
    await expect(canvas.getByText('high priority')).toBeVisible();
  },
};

/** Refresh reads what was recorded since the page opened. */
export const Refresh: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: NO_AI_ACTIVITY })).toBeVisible();
    localStorage.setItem(ANALYTICS_STORAGE_KEY, JSON.stringify(EVENTS));
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await expect(canvas.queryByRole('heading', { name: NO_AI_ACTIVITY })).toBeNull();
    await expect(canvas.getByRole('table')).toBeVisible();
  },
};
